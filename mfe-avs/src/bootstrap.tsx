import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, initI18n, theme } from '@outreach/shared-ui';
import { registerAreaTranslations } from './i18n/areaTranslations';
import { AvsPage } from './features/avs/AvsPage';

/**
 * Standalone mount of the after-visit-summary area, for the team's own development on its own port. In the
 * platform the host renders the exposed pages inside its router and providers instead.
 */
async function start(): Promise<void> {
  const i18n = await initI18n();
  registerAreaTranslations(i18n);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <main>
            <Routes>
            <Route path="/avs" element={<AvsPage />} />
              <Route path="*" element={<Navigate to="/avs" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
