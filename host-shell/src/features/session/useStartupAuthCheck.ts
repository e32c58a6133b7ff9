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
    // Only the start-up state triggers a check: sessions made later come from a fresh login.
  }, [checking]);

  return { checking };
}
