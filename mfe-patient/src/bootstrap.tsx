import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, initI18n, loadRuntimeConfig, theme } from '@outreach/shared-ui';
import { PatientApp } from './app/PatientApp';
import { registerAreaTranslations } from './i18n/areaTranslations';

/**
 * Standalone mount of the patient app: the page a patient opens from a message. It has its own
 * theme, i18n and runtime config (no router: a patient page has one address), and never needs the host, its session or its bundle.
 */
async function start(): Promise<void> {
  const [i18n] = await Promise.all([initI18n(), loadRuntimeConfig()]);
  registerAreaTranslations(i18n);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <PatientApp />
      </ThemeProvider>
    </StrictMode>,
  );
}

void start();
