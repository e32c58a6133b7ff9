import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { staffMemberships, staffUsers } from '../../db/schema.js';
import { toDate } from './definers.js';

/**
 * What the process still reads of staff identity directly: a user by name (set-up, as the owner) and
 * memberships (as the signed-in user). Credentials, sessions and throttling are reached only through
 * the SECURITY DEFINER functions (`definers.ts`, `passwordDefiners.ts`).
 */

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findUserByUsername(tx: Db, username: string): Promise<StaffUserRow | undefined> {
  const rows = await tx
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`);
  return rows[0];
}

export async function isMemberOf(tx: Db, userId: number, tenantId: number): Promise<boolean> {
  const rows = await tx
    .select({ tenantId: staffMemberships.tenantId })
    .from(staffMemberships)
    .where(and(eq(staffMemberships.userId, userId), eq(staffMemberships.tenantId, tenantId)));
  return rows.length > 0;
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
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    accessExpiresAt: toDate(row.access_expires_at),
    lastSeenAt: toDate(row.last_seen_at),
    expiresAt: toDate(row.expires_at),
    revokedAt: row.revoked_at === null ? null : toDate(row.revoked_at),
    user: { username: row.username, email: row.email, firstName: row.first_name, lastName: row.last_name },
  };
}
