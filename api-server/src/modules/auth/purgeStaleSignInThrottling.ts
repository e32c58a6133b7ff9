import type { AuthDeps } from './policy.js';
import { purgeSignInThrottling } from './passwordDefiners.js';

/** How many rows {@link purgeStaleSignInThrottling} deleted from each table. */
export interface PurgedSignInThrottling {
  lockouts: number;
  attempts: number;
}

/**
 * Deletes the sign-in throttling rows that no longer decide anything, so that names typed once
 * (every unknown username gets a `login_lockouts` row) and old attempts do not pile up:
 * - lockout rows whose lock is over, or never began, and that saw no failure for `lockoutMs`;
 *   a name that stays quiet that long starts again from zero failures;
 * - attempt rows older than `ipWindowMs`, the only window they are counted in (per-IP failures
 *   and reset requests alike).
 *
 * A live lock, and failures still inside their window, are kept. Safe to run at any time and from
 * several processes at once; meant to be scheduled every few minutes.
 */
export async function purgeStaleSignInThrottling(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'policy'>,
): Promise<PurgedSignInThrottling> {
  const now = deps.clock.now();
  return purgeSignInThrottling(
    deps.db,
    now,
    new Date(now.getTime() - deps.policy.lockoutMs),
    new Date(now.getTime() - deps.policy.ipWindowMs),
  );
}
