import { useEffect, useState } from 'react';
import { readStoredSession } from '@outreach/shared-ui';
import { checkAuthStatus } from './sessionApi';
import { endSessionEverywhere } from './sessionEvents';

/**
 * At start, a stored session is only trusted after GET /api/auth/ answers 2xx; until then the
 * app shows its loading state. A failed check clears the session.
 */
export function useStartupAuthCheck(): { checking: boolean } {
  const [checking, setChecking] = useState(() => readStoredSession() !== null);

  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    checkAuthStatus()
      .catch(() => {
        if (!cancelled) endSessionEverywhere();
      })
      .finally(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
    // Runs once at start: later sessions come from a fresh login.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { checking };
}
