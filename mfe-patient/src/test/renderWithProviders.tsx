import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createBundledBackend, theme } from '@outreach/shared-ui';
import { registerAreaTranslations } from '../i18n/areaTranslations';

/** Starts the one i18next instance the way the host does, in the given language. */
export async function startI18n(language = 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    // The host's own backend, which answers unknown namespaces with an empty bundle.
    await i18next.use(createBundledBackend()).use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      ns: ['common'],
      partialBundledLanguages: true,
      resources: {},
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: false },
    });
  }
  registerAreaTranslations(i18next);
  await i18next.changeLanguage(language);
}

/** Renders a page of this area inside the providers the host hands down. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
