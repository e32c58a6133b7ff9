import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { i18n } from 'i18next';
import { configureApiClients } from '../api/apiClient';
import { loadRuntimeConfig } from '../api/runtimeConfig';
import { initI18n } from '../i18n/initI18n';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { StandaloneSession } from './StandaloneSession';

export interface MountStandaloneOptions {
  /** Adds the area's strings to the page's i18next instance once it has started. */
  registerTranslations: (instance: i18n) => void;
  /** The area's `<Route>` elements. */
  routes: ReactNode;
  /** Where every other path leads. */
  home: string;
}

/**
 * Standalone mount of a staff area, for its team's own development on its own port. In the
 * platform the host renders the exposed pages inside its router and providers instead; this stands
 * in for them, and for the host's sign-in: it uses the session of the platform, which the
 * developer starts at the shell. (The public patient app boots on its own and does not use this.)
 */
export async function mountStandalone({
  registerTranslations,
  routes,
  home,
}: MountStandaloneOptions): Promise<void> {
  const [instance, config] = await Promise.all([initI18n(), loadRuntimeConfig()]);
  configureApiClients(config.apiBaseUrl);
  registerTranslations(instance);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <main>
            <StandaloneSession shellUrl={config.shellUrl}>
              <Routes>
                {routes}
                <Route path="*" element={<Navigate to={home} replace />} />
              </Routes>
            </StandaloneSession>
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}
