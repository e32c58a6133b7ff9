import type { UploadKind } from '@outreach/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { objectKeyPattern } from '../../storage/objectStore.js';
import { uploads } from './table.js';

/** What a record may reference: one upload of one tenant in one folder. */
export interface UploadClaim {
  tenantId: number;
  kind: UploadKind;
  key: string;
  /** Where the key sits in the request (`body.branding.logo`), for the refusal's detail. */
  field: string;
  /** What the refusal asks of the user, e.g. 'Upload the logo again.' */
  retryMessage: string;
}

/** An upload that passed its checks and may be referenced. */
export interface ClaimedUpload {
  key: string;
  contentType: string;
  bytes: number;
}

/**
 * Makes sure `key` names a checked upload of the tenant in the folder, before a record points at it.
 * Runs in the caller's transaction, so the record and the check commit together. A key of another
 * tenant is refused exactly like one that was never uploaded, so its existence is not revealed.
 * Claiming the same upload again (saving a form that still holds it) is fine.
 */
export async function claimUpload(tx: Db, claim: UploadClaim): Promise<ClaimedUpload> {
  const refuse = () =>
    new ApiError('VALIDATION_FAILED', undefined, [{ path: claim.field, message: claim.retryMessage }]);
  const match = objectKeyPattern.exec(claim.key);
  if (!match || Number(match[1]) !== claim.tenantId || match[2] !== claim.kind) throw refuse();
  const rows = await tx
    .select({ key: uploads.key, contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(
      and(eq(uploads.key, claim.key), eq(uploads.tenantId, claim.tenantId), eq(uploads.kind, claim.kind)),
    );
  const row = rows[0];
  if (!row) throw refuse();
  return row;
}

/** Where a stored object is served (to signed-in members of its tenant): always through this API. */
export function uploadUrl(publicApiUrl: string, key: string): string {
  return `${publicApiUrl.replace(/\/+$/, '')}/api/uploads/${key}`;
}
