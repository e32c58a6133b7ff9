import type { IncomingMessage } from 'node:http';
import {
  uploadFolders,
  uploadMimeType,
  type PresignedUpload,
  type StoredUpload,
  type UploadKind,
} from '@outreach/shared-contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { issueGrant } from '../../db/grants.js';
import { ApiError } from '../../errors.js';
import {
  newObjectKey,
  type ObjectStore,
  type StoredObject,
  type UploadGrant,
} from '../../storage/objectStore.js';
import { isMemberOf } from '../auth/repository.js';
import type { StaffSession } from '../auth/sessionService.js';
import { receiveUpload } from './receiveUpload.js';
import * as repository from './repository.js';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_S = 300;
/** The database's grant for the PUT outlives the URL a little, for clocks that differ. */
const UPLOAD_GRANT_S = UPLOAD_URL_TTL_S + 60;

export interface UploadDeps {
  db: Database;
  store: ObjectStore;
  clock: Clock;
}

/** What a URL is asked for: the file's extension and type, and the tenant when not the current one. */
export interface UploadRequest {
  kind: UploadKind;
  ext: string;
  mimeType: string;
  tenantId: number | undefined;
}

/**
 * The tenant an upload goes to: the one named in the query, which need not be the session's current
 * tenant (Tenant Settings edits any tenant of the user), or else the current one. A tenant the user
 * does not belong to answers like a missing one.
 */
async function uploadTenant(
  deps: UploadDeps,
  session: StaffSession,
  requested: number | undefined,
): Promise<number> {
  if (requested === undefined) {
    if (session.tenantId === null) throw new ApiError('FORBIDDEN', 'Select a tenant before uploading.');
    return session.tenantId;
  }
  const member = await deps.db.withContext({ credential: session.accessHash }, (tx) =>
    isMemberOf(tx, session.userId, requested),
  );
  if (!member) throw new ApiError('NOT_FOUND');
  return requested;
}

/**
 * A signed URL for one upload into a folder. With a store that receives through this API, the PUT
 * comes later without the session, so a grant of the tenant is issued now for it to work with.
 */
export async function presignUpload(
  deps: UploadDeps,
  session: StaffSession,
  wanted: UploadRequest,
): Promise<PresignedUpload> {
  const { kind } = wanted;
  const expected = uploadMimeType(kind, wanted.ext);
  if (expected !== wanted.mimeType) {
    const allowed = Object.keys(uploadFolders[kind].types).join(', ');
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: 'query.ext', message: `This folder accepts ${allowed} with their own MIME types.` },
    ]);
  }
  const tenantId = await uploadTenant(deps, session, wanted.tenantId);
  const grant: UploadGrant = {
    tenantId,
    key: newObjectKey(tenantId, kind, wanted.ext),
    contentType: expected,
    maxBytes: uploadFolders[kind].maxBytes,
    expiresAt: Math.floor(deps.clock.now().getTime() / 1000) + UPLOAD_URL_TTL_S,
    userId: session.userId,
  };
  const store = deps.store;
  if (store.receives === 'through-api') {
    const issued = await deps.db.withContext({ credential: session.accessHash }, (tx) =>
      issueGrant(tx, {
        token: store.grantToken(grant),
        tenantId,
        purpose: 'upload',
        seconds: UPLOAD_GRANT_S,
      }),
    );
    if (!issued) throw new ApiError('NOT_FOUND');
  }
  return {
    url: await deps.store.signUpload(grant),
    key: grant.key,
    expires_at: grant.expiresAt,
    max_bytes: grant.maxBytes,
  };
}

/**
 * The grant a PUT's URL carries: its signature over key, type, limit, expiry and user, checked and
 * not expired. With a store whose URLs point elsewhere (S3), this API takes no uploads at all.
 */
export function verifyUploadUrl(deps: UploadDeps, key: string, query: Record<string, string>): UploadGrant {
  const store = deps.store;
  if (store.receives !== 'through-api') throw new ApiError('NOT_FOUND');
  const grant = store.verifyUpload(key, query);
  if (!grant) throw new ApiError('FORBIDDEN', 'This upload link is not valid.');
  if (grant.expiresAt * 1000 <= deps.clock.now().getTime()) {
    throw new ApiError('FORBIDDEN', 'This upload link has expired.');
  }
  return grant;
}

/** The PUT of a signed URL, whose body streams in; only for a store whose URLs point here. */
export function putUpload(
  deps: UploadDeps,
  grant: UploadGrant,
  body: IncomingMessage,
): Promise<StoredUpload> {
  // The URL's check refused every PUT unless the store receives through this API.
  if (deps.store.receives !== 'through-api') throw new ApiError('NOT_FOUND');
  return receiveUpload({ ...deps, store: deps.store }, grant, body);
}

/** A stored object, for members of its tenant only; anyone else finds nothing. */
export async function openUpload(
  deps: UploadDeps,
  session: StaffSession,
  key: string,
): Promise<StoredObject & { contentType: string }> {
  // Row-level security shows only the user's tenants' uploads; the query says so as well.
  const contentType = await deps.db.withContext({ credential: session.accessHash }, (tx) =>
    repository.memberUploadType(tx, key, session.userId),
  );
  const object = contentType ? await deps.store.open(key) : null;
  if (!contentType || !object) throw new ApiError('NOT_FOUND');
  return { ...object, contentType };
}
