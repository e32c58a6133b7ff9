import { ACCESS_TTL_S, IDLE_TIMEOUT_MS, SESSION_MAX_AGE_S } from '@outreach/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { AppKeys } from '../../crypto/secrets.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';

const MINUTE = 60_000;

/** Every number the sign-in rules depend on; tests shrink some of them. */
export interface AuthPolicy {
  accessTtlS: number;
  /** Absolute lifetime of a session. */
  sessionTtlMs: number;
  /** Server-side idle timeout, the same as the client's idle logout. */
  idleTimeoutMs: number;
  /**
   * A request writes the session's last-seen time only when the stored one is at least this old, so
   * most requests write nothing; the idle timeout is then exact to within this much.
   */
  activityWriteEveryMs: number;
  /** Consecutive failures per username before it is locked. */
  maxFailures: number;
  lockoutMs: number;
  /** Failed sign-in attempts per IP address within `ipWindowMs` before further attempts are refused. */
  ipFailureLimit: number;
  ipWindowMs: number;
  /** Reset e-mails per IP address within `ipWindowMs`. */
  resetRequestLimit: number;
  resetTokenTtlMs: number;
  passwordMaxAgeDays: number;
  /** The login response warns when this many days or fewer remain. */
  passwordWarnDays: number;
}

export const defaultAuthPolicy: AuthPolicy = {
  accessTtlS: ACCESS_TTL_S,
  sessionTtlMs: SESSION_MAX_AGE_S * 1000,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  activityWriteEveryMs: MINUTE,
  maxFailures: 5,
  lockoutMs: 15 * MINUTE,
  ipFailureLimit: 30,
  ipWindowMs: 15 * MINUTE,
  resetRequestLimit: 10,
  resetTokenTtlMs: 30 * MINUTE,
  passwordMaxAgeDays: 90,
  passwordWarnDays: 14,
};

export interface AuthDeps {
  db: Database;
  keys: AppKeys;
  clock: Clock;
  mailer: Mailer;
  policy: AuthPolicy;
  publicAppUrl: string;
  log: FastifyBaseLogger;
}

const DAY = 24 * 60 * MINUTE;

/** Days until the password expires (may be zero or negative once expired). */
export function passwordDaysLeft(changedAt: Date, now: Date, maxAgeDays: number): number {
  return Math.ceil((changedAt.getTime() + maxAgeDays * DAY - now.getTime()) / DAY);
}

export function passwordExpired(changedAt: Date, now: Date, maxAgeDays: number): boolean {
  return now.getTime() >= changedAt.getTime() + maxAgeDays * DAY;
}

/** The login warning shown when expiry nears, or null. */
export function passwordWarning(changedAt: Date, now: Date, policy: AuthPolicy): string | null {
  const days = passwordDaysLeft(changedAt, now, policy.passwordMaxAgeDays);
  if (days > policy.passwordWarnDays) return null;
  return `Your password will expire in ${days} ${days === 1 ? 'day' : 'days'}.`;
}
