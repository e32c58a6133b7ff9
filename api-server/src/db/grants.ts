import { sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../crypto/secrets.js';
import type { Database, Db, DbContext } from './client.js';
import { rowsOf } from './rowsOf.js';

/**
 * Work done later on a staff member's behalf, outside their request: a queued import commit, the PUT
 * of a signed upload URL. Each gets a grant, issued inside the authorised request, for one tenant.
 */
export type GrantPurpose = 'patient_import_commit' | 'upload' | 'delivery' | 'report_export';

/** The context of work done with a grant's token. */
export function grantContext(token: string): DbContext {
  return { credential: hashToken(token) };
}

/**
 * Issues a grant in the current transaction: the caller keeps `token` (random, or derived from a key
 * only the process holds), the database keeps its hash. False, with nothing written, unless the
 * transaction is a signed-in request of a member of `tenantId`.
 */
export async function issueGrant(
  tx: Db,
  grant: { token: string; tenantId: number; purpose: GrantPurpose; seconds: number },
): Promise<boolean> {
  const [issued] = rowsOf<{ ok: boolean }>(
    await tx.execute(
      sql`select app_issue_grant(${hashToken(grant.token)}, ${grant.tenantId}, ${grant.purpose}, ${grant.seconds}) as ok`,
    ),
  );
  return issued?.ok === true;
}

/** Ends a grant before its expiry, once its work is done. */
export async function revokeGrant(db: Database, token: string): Promise<void> {
  await db.executeSql('select app_revoke_grant($1)', [hashToken(token)]);
}

/** Deletes the grants past their expiry; answers how many. */
export async function purgeExpiredGrants(db: Database): Promise<number> {
  const { rows } = await db.executeSql('select app_purge_expired_grants() as purged');
  return Number(rows[0]?.purged ?? 0);
}

/**
 * Set-up that acts as a staff member of a tenant (the demo seed, tests): a grant written by the owner
 * for this work alone, revoked when it ends, so the work passes the same row-level security as that
 * member's requests.
 */
export async function withProvisionedContext<T>(
  db: Database,
  member: { tenantId: number; userId: number },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const credential = hashToken(randomToken());
  await db.withOwnerContext((tx) =>
    tx.execute(sql`insert into context_grants (token_hash, tenant_id, user_id, purpose, expires_at)
      values (${credential}, ${member.tenantId}, ${member.userId}, 'provisioning', now() + interval '1 hour')`),
  );
  try {
    return await db.withContext({ credential }, work);
  } finally {
    await db.withOwnerContext((tx) =>
      tx.execute(sql`delete from context_grants where token_hash = ${credential}`),
    );
  }
}
