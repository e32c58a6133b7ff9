import { createContext, useContext } from 'react';

/** Lets whatever renders in place of a remote ask for it again. */
export const RemoteRetryContext = createContext<(() => void) | undefined>(undefined);

export function useRemoteRetry(): (() => void) | undefined {
  return useContext(RemoteRetryContext);
}
