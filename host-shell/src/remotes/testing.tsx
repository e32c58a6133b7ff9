import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { createBundledBackend, theme } from '@outreach/shared-ui';
import { registerRemoteTranslations } from './remoteTranslations';

/** Starts i18next as the host does (for tests of this folder only). */
export async function startTestI18n(language = 'en'): Promise<void> {
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
  registerRemoteTranslations(i18next);
  await i18next.changeLanguage(language);
}

/**
 * Renders inside the theme, in an awaited `act`: remote pages suspend while they load, and React
 * only resumes a suspended tree from an awaited act scope.
 */
export async function renderWithTheme(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
    await Promise.resolve();
  });
  if (!result) throw new Error('render did not run');
  return result;
}
