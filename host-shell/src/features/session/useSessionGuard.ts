import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { IDLE_TIMEOUT_MS } from '@outreach/shared-contracts/core';
import {
  clearStoredSession,
  readSharedActivity,
  sessionAtom,
  writeSharedActivity,
} from '@outreach/shared-ui';
import { startIdleTimer } from './idleTimer';
import { endSessionEverywhere, logoutEverywhere, sessionChannel } from './sessionEvents';

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits are re-armed. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * While signed in: logs out after IDLE_TIMEOUT_MS without activity in any tab, clears the session
 * at its expiration, and follows logouts of other tabs.
 */
export function useSessionGuard(): void {
  const session = useAtomValue(sessionAtom);
  const signedIn = session !== null;
  const expiration = session?.expiration;

  useEffect(() => {
    if (!signedIn) return undefined;
    const channel = sessionChannel();
    const idle = startIdleTimer({
      timeoutMs: IDLE_TIMEOUT_MS,
      onIdle: () => void logoutEverywhere(),
      readSharedActivity,
      writeSharedActivity,
      channel,
    });
    const unsubscribe = channel.subscribe((message) => {
      if (message.type === 'logout') clearStoredSession();
    });
    return () => {
      idle.stop();
      unsubscribe();
    };
  }, [signedIn]);

  useEffect(() => {
    if (expiration === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const remaining = expiration * 1000 - Date.now();
      if (remaining <= 0) {
        endSessionEverywhere();
        return;
      }
      timer = setTimeout(arm, Math.min(remaining, MAX_TIMEOUT_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [expiration]);
}
