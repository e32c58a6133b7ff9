import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { createAppStore, theme } from '@outreach/shared-ui';
import { App } from './App';
import { AppProviders } from './features/app-providers/AppProviders';
import { BootScreen } from './features/boot/BootScreen';
import { startClient } from './config/startClient';
import { initRemotes } from './remotes/initRemotes';

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  // Nothing but a neutral loading state until config, language and remotes are ready.
  root.render(
    <ThemeProvider theme={theme}>
      <BootScreen />
    </ThemeProvider>,
  );
  const { i18n } = await startClient(initRemotes);
  const store = createAppStore();
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n} store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
