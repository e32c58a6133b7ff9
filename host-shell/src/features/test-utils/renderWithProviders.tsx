import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishCommon } from '@outreach/shared-ui';
import { AppProviders } from '../app-providers/AppProviders';

/** A fresh English i18next instance with the real bundle, so tests read what users read. */
export async function createTestI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: englishCommon } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface RenderOptions {
  route?: string;
}

/** Renders inside the host's providers and a memory router. */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: RenderOptions = {},
): Promise<RenderResult> {
  const i18n = await createTestI18n();
  return render(
    <AppProviders i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}
