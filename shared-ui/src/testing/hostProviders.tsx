import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createBundledBackend } from '../i18n/bundledBackend';
import { theme } from '../theme/theme';

/**
 * Starts the page's one i18next instance the way the host does, registers the given area
 * translations, and switches to the language.
 */
export async function startHostI18n(
  language: string,
  ...registerTranslations: ((instance: i18n) => void)[]
): Promise<void> {
  if (!i18next.isInitialized) {
    // The host's own backend, which answers unknown namespaces with an empty bundle.
    await i18next
      .use(createBundledBackend())
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: 'en',
        ns: ['common'],
        partialBundledLanguages: true,
        resources: {},
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      });
  }
  for (const register of registerTranslations) register(i18next);
  await i18next.changeLanguage(language);
}

export interface RenderWithProvidersOptions {
  /** The path the in-memory router starts on. */
  route?: string;
}

/** Renders a remote's page inside the providers the host hands down: theme and router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/' }: RenderWithProvidersOptions = {},
): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

/**
 * Renders inside the theme, in an awaited `act`: remote pages suspend while they load, and React
 * only resumes a suspended tree from an awaited act scope.
 */
export async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
    await Promise.resolve();
  });
  if (!result) throw new Error('render did not run');
  return result;
}
