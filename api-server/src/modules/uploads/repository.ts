import type { UploadKind } from '@outreach/shared-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userIsMember } from '../../db/membership.js';
import { rowsOf } from '../../db/rowsOf.js';
import { uploads } from './table.js';

/**
 * The `uploads` rows: one per stored object, which also makes each upload URL single use. Row-level
 * security shows a session its user's tenants' uploads, and a grant its one tenant's.
 */

/** What a record may reference of an upload. */
export interface UploadRecord {
  key: string;
  contentType: string;
  bytes: number;
}

export interface NewUpload extends UploadRecord {
  tenantId: number;
  kind: string;
  /** The staff member the upload URL was made for, or who saved the record that claimed it. */
  createdBy: number;
  createdAt: Date;
}

const recordColumns = { key: uploads.key, contentType: uploads.contentType, bytes: uploads.bytes };

/** The upload recorded under `key`, only if it is the tenant's and in the folder. */
export async function findUpload(
  tx: Db,
  where: { key: string; tenantId: number; kind: UploadKind },
): Promise<UploadRecord | undefined> {
  const rows = await tx
    .select(recordColumns)
    .from(uploads)
    .where(
      and(eq(uploads.key, where.key), eq(uploads.tenantId, where.tenantId), eq(uploads.kind, where.kind)),
    );
  return rows[0];
}

/** True once an upload has been recorded under `key`, whoever's it is. */
export async function isRecorded(tx: Db, key: string): Promise<boolean> {
  const rows = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key));
  return rows.length > 0;
}

/** The tenant the context's credential opens (a grant's one tenant); null when it opens none. */
export async function contextTenant(tx: Db): Promise<number | null> {
  const [row] = rowsOf<{ tenant: number | null }>(
    await tx.execute(sql`select app_context_tenant() as tenant`),
  );
  return row?.tenant ?? null;
}

/** Records an upload; a second row under the same key fails on the primary key. */
export async function insertUpload(tx: Db, upload: NewUpload): Promise<void> {
  await tx.insert(uploads).values(upload);
}

/** Records an upload unless one is recorded under its key already (two claims of the same new file). */
export async function insertUploadOnce(tx: Db, upload: NewUpload): Promise<void> {
  await tx.insert(uploads).values(upload).onConflictDoNothing();
}

/** The content type of the upload under `key`, if it belongs to one of the user's tenants. */
export async function memberUploadType(tx: Db, key: string, userId: number): Promise<string | undefined> {
  const rows = await tx
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.key, key), userIsMember(uploads.tenantId, userId)));
  return rows[0]?.contentType;
}
