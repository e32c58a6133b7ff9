import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../i18n/locales/en/common.json';
import { theme } from '../theme/theme';

/** An English i18next instance with the real bundle, for tests that read what users read. */
export async function createEnglishI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders with the theme and English strings. */
export async function renderWithTheme(ui: ReactElement): Promise<RenderResult> {
  const instance = await createEnglishI18n();
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={instance}>{ui}</I18nextProvider>
    </ThemeProvider>,
  );
}
