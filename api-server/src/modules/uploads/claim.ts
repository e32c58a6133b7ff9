import { objectKeyPattern, uploadFolders, uploadMimeType, type UploadKind } from '@outreach/shared-contracts';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import type { DirectUploadStore, ObjectStore } from '../../storage/objectStore.js';
import { checkContent, sampleBytes } from './fileChecks.js';
import * as repository from './repository.js';

export interface ClaimDeps {
  store: ObjectStore;
  clock: Clock;
}

/** What a record may reference: one upload of one tenant in one folder. */
export interface UploadClaim {
  tenantId: number;
  kind: UploadKind;
  key: string;
  /** The staff member saving the record; recorded as the uploader when the store received the file directly. */
  userId: number;
  /** Where the key sits in the request (`body.branding.logo`), for the refusal's detail. */
  field: string;
  /** What the refusal asks of the user, e.g. 'Upload the logo again.' */
  retryMessage: string;
}

/** An upload that passed its checks and may be referenced. */
export type ClaimedUpload = repository.UploadRecord;

/** Adds the field to a refusal, so a form can show it beside the input. */
function atField(error: ApiError, claim: UploadClaim): ApiError {
  return new ApiError(error.code, error.message, [{ path: claim.field, message: error.message }]);
}

/**
 * Checks a file that arrived straight in the store, exactly as the API's own PUT route would have
 * checked it on the way in, then promotes it to its key and records it. A refused file is deleted.
 * Null when nothing (or no longer the same thing) is waiting under the key.
 */
async function receiveDirectUpload(
  tx: Db,
  deps: ClaimDeps & { store: DirectUploadStore },
  claim: UploadClaim,
): Promise<ClaimedUpload | null> {
  const { store } = deps;
  const contentType = uploadMimeType(claim.kind, claim.key.slice(claim.key.lastIndexOf('.') + 1));
  if (!contentType) return null;
  const maxBytes = uploadFolders[claim.kind].maxBytes;
  const refuse = async (error: ApiError) => {
    await store.deleteIncoming(claim.key);
    return atField(error, claim);
  };
  const tooLarge = new ApiError('BODY_TOO_LARGE', 'The file is larger than this folder allows.');

  const head = await store.headIncoming(claim.key);
  if (!head) return null;
  if (head.bytes > maxBytes) throw await refuse(tooLarge);
  // An empty object cannot be read by range; it fails the content check all the same.
  const sample =
    head.bytes === 0 ? null : await store.readIncoming(claim.key, sampleBytes(contentType, maxBytes));
  if (head.bytes > 0 && !sample) return null;
  if (sample && sample.totalBytes > maxBytes) throw await refuse(tooLarge);
  try {
    await checkContent(sample?.bytes ?? Buffer.alloc(0), contentType);
  } catch (error) {
    if (error instanceof ApiError) throw await refuse(error);
    throw error;
  }
  // Only the very version that was read is promoted; a later PUT to the same URL loses.
  if (!sample || !(await store.promoteIncoming(claim.key, sample.tag))) return null;
  const record = { key: claim.key, contentType, bytes: sample.totalBytes };
  // Two saves claiming the same new file at once both checked the same bytes.
  await repository.insertUploadOnce(tx, {
    ...record,
    tenantId: claim.tenantId,
    kind: claim.kind,
    createdBy: claim.userId,
    createdAt: deps.clock.now(),
  });
  return record;
}

/**
 * Makes sure `key` names a checked upload of the tenant in the folder, before a record points at it.
 * Runs in the caller's transaction, so the record and the upload's row commit together. A key of
 * another tenant is refused exactly like one that was never uploaded, so its existence is not
 * revealed. Claiming the same upload again (saving a form that still holds it) is fine.
 *
 * With a store that clients upload to directly, the first claim is where the file is checked
 * (size, real type, SVG content) and moved out of the incoming area; refusals carry the same codes
 * as the API's PUT route (BODY_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, UNSAFE_FILE) at the claim's field.
 */
export async function claimUpload(tx: Db, deps: ClaimDeps, claim: UploadClaim): Promise<ClaimedUpload> {
  const missing = () =>
    new ApiError('VALIDATION_FAILED', undefined, [{ path: claim.field, message: claim.retryMessage }]);
  const match = objectKeyPattern.exec(claim.key);
  if (!match || Number(match[1]) !== claim.tenantId || match[2] !== claim.kind) throw missing();
  const recorded = await repository.findUpload(tx, claim);
  if (recorded) return recorded;
  const { store } = deps;
  if (store.receives !== 'directly') throw missing();
  const received = await receiveDirectUpload(tx, { ...deps, store }, claim);
  if (!received) throw missing();
  return received;
}

/** Where a stored object is served (to signed-in members of its tenant): always through this API. */
export function uploadUrl(publicApiUrl: string, key: string): string {
  return `${publicApiUrl.replace(/\/+$/, '')}/api/uploads/${key}`;
}
