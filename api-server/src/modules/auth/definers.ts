import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';

/**
 * Calls of the SECURITY DEFINER functions that hold every step of sign-in, sessions and passwords
 * (migration 0011). Each is one statement outside any transaction: the function carries the narrow
 * rights it needs, and a session is always named by the hash of a token its caller holds.
 */

// PGlite and node-postgres hand timestamps back as Date objects; strings only from other drivers.
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

async function valueOf<T>(db: Database, text: string, values: unknown[]): Promise<T | null> {
  const [row] = rowsOf<{ value: T | null }>(await db.executeSql(text, values));
  return row?.value ?? null;
}

/** What the password and code checks need of a user. */
export interface SignInUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  passwordChangedAt: Date;
  totpSecretEnc: string;
}

export type SignInLookup =
  | { refusal: 'sign_in_refused_ip_limit' | 'sign_in_refused_locked' }
  | { refusal: null; user: SignInUser | undefined };

interface SignInUserRow {
  refusal: 'sign_in_refused_ip_limit' | 'sign_in_refused_locked' | null;
  user_id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  password_changed_at: Date | string;
  totp_secret_enc: string;
}

/** Refuses a throttled attempt (audited by the function) or finds the user the name belongs to. */
export async function signInUser(
  db: Database,
  attempt: { username: string; ip: string },
  now: Date,
  ipSince: Date,
  ipLimit: number,
): Promise<SignInLookup> {
  const [row] = rowsOf<SignInUserRow>(
    await db.executeSql('SELECT * FROM app_sign_in_user($1, $2, $3, $4, $5, $6)', [
      attempt.username,
      attempt.username.toLowerCase(),
      attempt.ip,
      now,
      ipSince,
      ipLimit,
    ]),
  );
  if (row?.refusal) return { refusal: row.refusal };
  if (!row) return { refusal: null, user: undefined };
  return {
    refusal: null,
    user: {
      id: row.user_id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      passwordHash: row.password_hash,
      passwordChangedAt: toDate(row.password_changed_at),
      totpSecretEnc: row.totp_secret_enc,
    },
  };
}

export interface SignInFailure {
  username: string;
  ip: string;
  now: Date;
  keepSince: Date;
  maxFailures: number;
  lockedUntil: Date;
  event: 'check_credentials_failed' | 'login_failed';
  reason: string;
}

/** Counts a failed attempt for the IP address and the name; true when the name is now locked. */
export async function recordSignInFailure(db: Database, failure: SignInFailure): Promise<boolean> {
  const locked = await valueOf<boolean>(
    db,
    'SELECT app_record_sign_in_failure($1, $2, $3, $4, $5, $6, $7, $8, $9) AS value',
    [
      failure.username,
      failure.username.toLowerCase(),
      failure.ip,
      failure.now,
      failure.keepSince,
      failure.maxFailures,
      failure.lockedUntil,
      failure.event,
      failure.reason,
    ],
  );
  return locked === true;
}

export interface LoginCompletion {
  userId: number;
  step: number;
  username: string;
  ip: string;
  now: Date;
  /** Present when the password expired: the reset token to store instead of a session. */
  reset: { hash: string; expiresAt: Date } | null;
  session: {
    id: string;
    accessHash: string;
    accessExpiresAt: Date;
    refreshHash: string;
    expiresAt: Date;
  };
}

/** Claims the code's time step, then stores the reset token or starts the session. */
export async function completeLogin(
  db: Database,
  login: LoginCompletion,
): Promise<'replayed' | 'expired' | 'ok'> {
  const outcome = await valueOf<'replayed' | 'expired' | 'ok'>(
    db,
    'SELECT app_complete_login($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) AS value',
    [
      login.userId,
      login.step,
      login.username.toLowerCase(),
      login.ip,
      login.now,
      login.reset !== null,
      login.reset?.hash ?? null,
      login.reset?.expiresAt ?? null,
      login.session.id,
      login.session.accessHash,
      login.session.accessExpiresAt,
      login.session.refreshHash,
      login.session.expiresAt,
    ],
  );
  if (outcome === null) throw new Error('The login was neither completed nor refused');
  return outcome;
}

/** Ends the access token's session for good when it timed out. */
export async function expireSession(
  db: Database,
  accessHash: string,
  now: Date,
  idleSince: Date,
  ip: string,
): Promise<void> {
  await db.executeSql('SELECT app_expire_session($1, $2, $3, $4)', [accessHash, now, idleSince, ip]);
}

export async function touchSession(db: Database, accessHash: string, now: Date): Promise<void> {
  await db.executeSql('SELECT app_touch_session($1, $2)', [accessHash, now]);
}

/** The id of the session either token names, the access token first. */
export function sessionOfTokens(
  db: Database,
  accessHash: string | null,
  refreshHash: string | null,
): Promise<string | null> {
  return valueOf<string>(db, 'SELECT app_session_of_tokens($1, $2) AS value', [accessHash, refreshHash]);
}

export type RefreshOutcome =
  { outcome: 'unknown' | 'expired' } | { outcome: 'ok'; sessionId: string; expiresAt: Date };

export async function refreshSession(
  db: Database,
  refreshHash: string,
  now: Date,
  idleSince: Date,
  ip: string,
  next: { accessHash: string; accessExpiresAt: Date; refreshHash: string },
): Promise<RefreshOutcome> {
  const [row] = rowsOf<{
    outcome: 'unknown' | 'expired' | 'ok';
    session_id: string;
    expires_at: Date | string;
  }>(
    await db.executeSql('SELECT * FROM app_refresh_session($1, $2, $3, $4, $5, $6, $7)', [
      refreshHash,
      now,
      idleSince,
      ip,
      next.accessHash,
      next.accessExpiresAt,
      next.refreshHash,
    ]),
  );
  if (!row || row.outcome !== 'ok') return { outcome: row?.outcome === 'expired' ? 'expired' : 'unknown' };
  return { outcome: 'ok', sessionId: row.session_id, expiresAt: toDate(row.expires_at) };
}

export async function endSession(
  db: Database,
  accessHash: string | null,
  refreshHash: string | null,
  now: Date,
  ip: string,
): Promise<void> {
  await db.executeSql('SELECT app_end_session($1, $2, $3, $4)', [accessHash, refreshHash, now, ip]);
}

/** False when the session's user does not belong to the tenant. */
export async function switchTenant(
  db: Database,
  accessHash: string,
  tenantId: number,
  now: Date,
  ip: string,
): Promise<boolean> {
  return (
    (await valueOf<boolean>(db, 'SELECT app_switch_tenant($1, $2, $3, $4) AS value', [
      accessHash,
      tenantId,
      now,
      ip,
    ])) === true
  );
}
