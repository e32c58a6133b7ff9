import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { GlobalStyle, createAppStore, createSwrConfig, theme } from '@outreach/shared-ui';
import { createSessionEnds } from '../session/sessionEnds';

type AppStore = ReturnType<typeof createAppStore>;

export interface AppProvidersProps {
  i18n: i18n;
  children: ReactNode;
  /** The page's jotai store for the first sign-in; a fresh one is made when absent (tests). */
  store?: AppStore;
}

interface SignInScope {
  /** How many sign-ins had ended when this scope began. */
  ended: number;
  store: AppStore;
}

/**
 * The jotai store of the current sign-in: a new, empty one each time a sign-in ends. Replacing the
 * store rather than resetting chosen atoms covers every atom of every remote, including ones added
 * later; the session atom of the new store reads the (now cleared) stored session.
 */
function useSignInScope(initialStore: AppStore | undefined): SignInScope {
  const [sessionEnds] = useState(createSessionEnds);
  const ended = useSyncExternalStore(sessionEnds.subscribe, sessionEnds.count);
  const [scope, setScope] = useState<SignInScope>(() => ({
    ended,
    store: initialStore ?? createAppStore(),
  }));
  if (scope.ended === ended) return scope;
  // Replaced during this render, so the login screen is first drawn with the new scope.
  const next = { ended, store: createAppStore() };
  setScope(next);
  return next;
}

/**
 * The host's one jotai store, SWR config, theme and i18next instance, handed down to every remote.
 * Everything a staff member's work left in them belongs to that sign-in: when it ends (see
 * createSessionEnds), the providers and all below them mount afresh, with a new store and a new SWR
 * cache — every key, infinite lists included — and without the component state of the screens
 * left. Requests still in flight land in the dropped cache. Remotes use these providers, so they
 * forget along with the host without doing anything themselves.
 */
export function AppProviders({ i18n, children, store }: AppProvidersProps) {
  const scope = useSignInScope(store);
  const [swrConfig] = useState(createSwrConfig);
  return (
    // The key remounts SWRConfig, whose provider then makes a new cache; the old one is dropped.
    <JotaiProvider key={scope.ended} store={scope.store}>
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
