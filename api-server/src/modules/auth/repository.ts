import { and, asc, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import {
  loginAttempts,
  loginLockouts,
  passwordResetTokens,
  refreshTokens,
  sessions,
  staffMemberships,
  staffUsers,
} from '../../db/schema.js';

export type StaffUserRow = typeof staffUsers.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function findUserByUsername(tx: Db, username: string): Promise<StaffUserRow | undefined> {
  const rows = await tx
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`);
  return rows[0];
}

export async function findUserByEmail(tx: Db, email: string): Promise<StaffUserRow | undefined> {
  const rows = await tx
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email})`);
  return rows[0];
}

export async function findUserById(tx: Db, id: number): Promise<StaffUserRow | undefined> {
  const rows = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
  return rows[0];
}

/** The tenant a new session starts in: the user's oldest membership. */
export async function firstTenantOf(tx: Db, userId: number): Promise<number | null> {
  const rows = await tx
    .select({ tenantId: staffMemberships.tenantId })
    .from(staffMemberships)
    .where(eq(staffMemberships.userId, userId))
    .orderBy(asc(staffMemberships.createdAt), asc(staffMemberships.tenantId))
    .limit(1);
  return rows[0]?.tenantId ?? null;
}

export async function isMemberOf(tx: Db, userId: number, tenantId: number): Promise<boolean> {
  const rows = await tx
    .select({ tenantId: staffMemberships.tenantId })
    .from(staffMemberships)
    .where(and(eq(staffMemberships.userId, userId), eq(staffMemberships.tenantId, tenantId)));
  return rows.length > 0;
}

export async function setSessionTenant(tx: Db, sessionId: string, tenantId: number): Promise<void> {
  await tx.update(sessions).set({ tenantId }).where(eq(sessions.id, sessionId));
}

// --- throttling -----------------------------------------------------------------------------

export async function lockedUntil(tx: Db, usernameKey: string, now: Date): Promise<Date | null> {
  const rows = await tx
    .select({ lockedUntil: loginLockouts.lockedUntil })
    .from(loginLockouts)
    .where(and(eq(loginLockouts.usernameKey, usernameKey), gt(loginLockouts.lockedUntil, now)));
  return rows[0]?.lockedUntil ?? null;
}

/** Counts one more consecutive failure; at `maxFailures` the name is locked and the count restarts. */
export async function recordFailure(
  tx: Db,
  usernameKey: string,
  now: Date,
  maxFailures: number,
  lockMs: number,
): Promise<{ locked: boolean }> {
  const rows = await tx
    .insert(loginLockouts)
    .values({ usernameKey, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: loginLockouts.usernameKey,
      set: { failures: sql`${loginLockouts.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: loginLockouts.failures });
  const failures = rows[0]?.failures ?? 1;
  if (failures < maxFailures) return { locked: false };
  await tx
    .update(loginLockouts)
    .set({ failures: 0, lockedUntil: new Date(now.getTime() + lockMs), updatedAt: now })
    .where(eq(loginLockouts.usernameKey, usernameKey));
  return { locked: true };
}

export async function clearFailures(tx: Db, usernameKey: string): Promise<void> {
  await tx.delete(loginLockouts).where(eq(loginLockouts.usernameKey, usernameKey));
}

export async function countIpEvents(tx: Db, ip: string, kind: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.kind, kind), gt(loginAttempts.createdAt, since)));
  return rows[0]?.count ?? 0;
}

export async function recordIpEvent(
  tx: Db,
  ip: string,
  kind: string,
  now: Date,
  keepSince: Date,
): Promise<void> {
  await tx.insert(loginAttempts).values({ ip, kind, createdAt: now });
  // Old rows are useless for the window; trimming here keeps the table small without a job.
  await tx.delete(loginAttempts).where(and(eq(loginAttempts.ip, ip), lt(loginAttempts.createdAt, keepSince)));
}

/** Deletes what `condition` picks and counts it in the database, so no row comes back to the process. */
async function deleteCounting(tx: Db, table: SQL, condition: SQL | undefined): Promise<number> {
  const result = await tx.execute(
    sql`WITH gone AS (DELETE FROM ${table} WHERE ${condition} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Lockout rows whose lock (if any) is over and whose last failure is at or before `quietSince`. */
export function deleteStaleLockouts(tx: Db, now: Date, quietSince: Date): Promise<number> {
  return deleteCounting(
    tx,
    sql`${loginLockouts}`,
    and(
      or(isNull(loginLockouts.lockedUntil), lte(loginLockouts.lockedUntil, now)),
      lte(loginLockouts.updatedAt, quietSince),
    ),
  );
}

/** Attempt rows at or before `before`, of every IP address and kind. */
export function deleteAttemptsBefore(tx: Db, before: Date): Promise<number> {
  return deleteCounting(tx, sql`${loginAttempts}`, lte(loginAttempts.createdAt, before));
}

// --- TOTP replay --------------------------------------------------------------------------------

/** Records the time step of an accepted code; false when that step (or a later one) was already used. */
export async function claimTotpStep(tx: Db, userId: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffUsers.id, userId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

// --- sessions -----------------------------------------------------------------------------------

export async function insertSession(tx: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(row);
}

export async function findSessionByAccessHash(tx: Db, hash: string): Promise<SessionRow | undefined> {
  const rows = await tx.select().from(sessions).where(eq(sessions.accessTokenHash, hash));
  return rows[0];
}

/** A session and its user as one call of `app_staff_session` finds them by the access token's hash. */
export interface StaffSessionLookup {
  sessionId: string;
  userId: number;
  tenantId: number | null;
  accessExpiresAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  user: { username: string; email: string; firstName: string; lastName: string };
}

interface StaffSessionLookupRow {
  session_id: string;
  user_id: number;
  tenant_id: number | null;
  access_expires_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * Finds the session an access token belongs to, with its user, in one statement outside any
 * transaction: the function carries the narrow rights it needs (migration 0008).
 */
export async function lookUpStaffSession(
  db: Database,
  accessHash: string,
): Promise<StaffSessionLookup | undefined> {
  const { rows } = await db.executeSql('SELECT * FROM app_staff_session($1)', [accessHash]);
  const row = rows[0] as StaffSessionLookupRow | undefined;
  if (!row) return undefined;
  // PGlite hands timestamps back as Date objects, node-postgres too; strings only from other drivers.
  const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    accessExpiresAt: date(row.access_expires_at),
    lastSeenAt: date(row.last_seen_at),
    expiresAt: date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : date(row.revoked_at),
    user: { username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name },
  };
}

export async function findSessionById(tx: Db, id: string): Promise<SessionRow | undefined> {
  const rows = await tx.select().from(sessions).where(eq(sessions.id, id));
  return rows[0];
}

export async function touchSession(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function setAccessToken(
  tx: Db,
  id: string,
  hash: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ accessTokenHash: hash, accessExpiresAt: expiresAt, lastSeenAt: now })
    .where(eq(sessions.id, id));
}

export async function revokeSession(tx: Db, id: string, now: Date, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  tx: Db,
  userId: number,
  now: Date,
  reason: string,
  keep?: string,
): Promise<void> {
  const keepOthers = keep ? sql`${sessions.id} <> ${keep}` : sql`true`;
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepOthers));
}

export async function insertRefreshToken(tx: Db, sessionId: string, hash: string, now: Date): Promise<void> {
  await tx.insert(refreshTokens).values({ sessionId, tokenHash: hash, createdAt: now });
}

export async function findRefreshToken(tx: Db, hash: string) {
  const rows = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  return rows[0];
}

/** Marks a refresh token used; false when a concurrent call already rotated it. */
export async function markRefreshRotated(tx: Db, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

// --- passwords ----------------------------------------------------------------------------------

export async function insertResetToken(
  tx: Db,
  userId: number,
  hash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.insert(passwordResetTokens).values({ userId, tokenHash: hash, createdAt: now, expiresAt });
}

/** Uses a reset token once: returns its user when it was valid and unused, marking it used. */
export async function consumeResetToken(tx: Db, hash: string, now: Date): Promise<number | null> {
  const rows = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

export async function updatePassword(tx: Db, userId: number, hash: string, now: Date): Promise<void> {
  await tx
    .update(staffUsers)
    .set({ passwordHash: hash, passwordChangedAt: now })
    .where(eq(staffUsers.id, userId));
}

/** The user of a reset token that is unused and not expired, without using it. */
export async function findValidResetToken(tx: Db, hash: string, now: Date): Promise<number | null> {
  const rows = await tx
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return rows[0]?.userId ?? null;
}
