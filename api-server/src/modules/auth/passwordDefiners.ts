import type { Database } from '../../db/client.js';

/**
 * Calls of the SECURITY DEFINER functions behind password resets and changes and the throttling
 * purge (migration 0011); see `definers.ts` for why each is a single statement.
 */

/** What the password rules need to judge a new password: the user's name and current hash. */
export interface PasswordHolder {
  id: number;
  username: string;
  passwordHash: string;
}

interface HolderRow {
  user_id: number;
  username: string;
  password_hash: string;
}

const holderOf = (row: HolderRow | undefined): PasswordHolder | undefined =>
  row && { id: row.user_id, username: row.username, passwordHash: row.password_hash };

export interface ResetRequest {
  email: string;
  ip: string;
  now: Date;
  since: Date;
  limit: number;
  tokenHash: string;
  expiresAt: Date;
}

/** 'limited' past the IP address's limit; the recipient when the address is a staff member's. */
export async function requestPasswordReset(
  db: Database,
  request: ResetRequest,
): Promise<'limited' | { id: number; email: string; firstName: string } | null> {
  const { rows } = await db.executeSql(
    'SELECT * FROM app_request_password_reset($1, $2, $3, $4, $5, $6, $7)',
    [
      request.email,
      request.ip,
      request.now,
      request.since,
      request.limit,
      request.tokenHash,
      request.expiresAt,
    ],
  );
  const row = rows[0] as
    { limited: boolean; user_id: number | null; email: string; first_name: string } | undefined;
  if (row?.limited) return 'limited';
  if (!row || row.user_id === null) return null;
  return { id: row.user_id, email: row.email, firstName: row.first_name };
}

/** The user of an unused, unexpired reset token, without using it. */
export async function resetTokenUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<PasswordHolder | undefined> {
  const { rows } = await db.executeSql('SELECT * FROM app_reset_token_user($1, $2)', [tokenHash, now]);
  return holderOf(rows[0] as HolderRow | undefined);
}

/** Uses the token once and sets the password; answers the token's user, null when it was not valid. */
export async function resetPassword(
  db: Database,
  tokenHash: string,
  now: Date,
  passwordHash: string,
  ip: string,
): Promise<number | null> {
  const { rows } = await db.executeSql('SELECT app_reset_password($1, $2, $3, $4) AS user_id', [
    tokenHash,
    now,
    passwordHash,
    ip,
  ]);
  return (rows[0] as { user_id: number | null } | undefined)?.user_id ?? null;
}

/** The user an access token signed in, while the session is not revoked. */
export async function sessionCredentials(
  db: Database,
  accessHash: string,
): Promise<PasswordHolder | undefined> {
  const { rows } = await db.executeSql('SELECT * FROM app_session_credentials($1)', [accessHash]);
  return holderOf(rows[0] as HolderRow | undefined);
}

/** Sets the password of the access token's user and ends their other sessions; false without a session. */
export async function changePassword(
  db: Database,
  accessHash: string,
  passwordHash: string,
  now: Date,
  ip: string,
): Promise<boolean> {
  const { rows } = await db.executeSql('SELECT app_change_password($1, $2, $3, $4) AS changed', [
    accessHash,
    passwordHash,
    now,
    ip,
  ]);
  return (rows[0] as { changed: boolean } | undefined)?.changed === true;
}

export async function purgeSignInThrottling(
  db: Database,
  now: Date,
  quietSince: Date,
  attemptsBefore: Date,
): Promise<{ lockouts: number; attempts: number }> {
  const { rows } = await db.executeSql('SELECT * FROM app_purge_sign_in_throttling($1, $2, $3)', [
    now,
    quietSince,
    attemptsBefore,
  ]);
  const row = rows[0] as { lockouts: number; attempts: number } | undefined;
  return { lockouts: row?.lockouts ?? 0, attempts: row?.attempts ?? 0 };
}
