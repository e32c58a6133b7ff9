import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { GlobalStyle, createAppStore, createSwrConfig, theme } from '@outreach/shared-ui';

export interface AppProvidersProps {
  i18n: i18n;
  children: ReactNode;
  /** The page's jotai store; a fresh one is made when absent (tests). */
  store?: ReturnType<typeof createAppStore>;
}

/** The host's one jotai store, SWR config, theme and i18next instance, handed down to every remote. */
export function AppProviders({ i18n, children, store }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? createAppStore());
  const [swrConfig] = useState(createSwrConfig);
  return (
    <JotaiProvider store={appStore}>
      <SWRConfig value={swrConfig}>
        <ThemeProvider theme={theme}>
          <I18nextProvider i18n={i18n}>
            <GlobalStyle />
            {children}
          </I18nextProvider>
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
