import { readStoredSession, subscribeStoredSession, type StoredSession } from '@outreach/shared-ui';

/** A count of ended sign-ins, shaped for `useSyncExternalStore`. */
export interface SessionEnds {
  subscribe: (onChange: () => void) => () => void;
  count: () => number;
}

function userOf(session: StoredSession | null): string | null {
  return session?.user.username ?? null;
}

/**
 * Counts the moments a sign-in of this tab ends: the stored session is cleared, or another person's
 * session replaces it (someone signed in as someone else in another tab). Every way a session ends —
 * logout, idle logout, logout in another tab, expiry, a failed refresh or start-up check — goes
 * through the stored session, so this is the one place all of them are seen. A session merely
 * refreshed (new csrf token or expiration, same person) is not an end.
 */
export function createSessionEnds(): SessionEnds {
  let user = userOf(readStoredSession());
  let ended = 0;

  function observe(next: string | null): boolean {
    const isEnd = user !== null && next !== user;
    user = next;
    if (isEnd) ended += 1;
    return isEnd;
  }

  return {
    count: () => ended,
    subscribe(onChange) {
      // A change made while nobody listened (between render and subscription) still counts.
      if (observe(userOf(readStoredSession()))) onChange();
      return subscribeStoredSession((session) => {
        if (observe(userOf(session))) onChange();
      });
    },
  };
}
