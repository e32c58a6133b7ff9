import { uploadFolders, uploadMimeType, type UploadKind } from '@outreach/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { userIsMember } from '../../db/membership.js';
import { ApiError } from '../../errors.js';
import type { Authenticator, HandlerMap } from '../../plugins/routeTypes.js';
import { newObjectKey, type ObjectStore, type UploadGrant } from '../../storage/objectStore.js';
import { isMemberOf } from '../auth/repository.js';
import { receiveUpload } from './receiveUpload.js';
import { uploads } from './table.js';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_S = 300;

export interface UploadDeps {
  db: Database;
  store: ObjectStore;
  clock: Clock;
}

/**
 * The tenant an upload goes to: the one named in the query, which need not be the session's current
 * tenant (Tenant Settings edits any tenant of the user), or else the current one. A tenant the user
 * does not belong to answers like a missing one.
 */
async function uploadTenant(
  deps: UploadDeps,
  session: { userId: number; tenantId: number | null },
  requested: number | undefined,
): Promise<number> {
  if (requested === undefined) {
    if (session.tenantId === null) throw new ApiError('FORBIDDEN', 'Select a tenant before uploading.');
    return session.tenantId;
  }
  const member = await deps.db.withContext({ userId: session.userId }, (tx) =>
    isMemberOf(tx, session.userId, requested),
  );
  if (!member) throw new ApiError('NOT_FOUND');
  return requested;
}

/**
 * The authorisation of an upload PUT: the URL's signature over key, type, limit, expiry and user.
 * With a store whose URLs point elsewhere (S3), this API takes no uploads at all.
 */
export function signedUploadAuthenticator(deps: UploadDeps): Authenticator<UploadGrant> {
  return {
    identify: (request) => {
      const store = deps.store;
      if (store.receives !== 'through-api') throw new ApiError('NOT_FOUND');
      const params = request.params as Record<string, unknown>;
      const key = typeof params['*'] === 'string' ? params['*'] : '';
      const query = Object.fromEntries(
        Object.entries(request.query as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const grant = store.verifyUpload(key, query);
      if (!grant) throw new ApiError('FORBIDDEN', 'This upload link is not valid.');
      if (grant.expiresAt * 1000 <= deps.clock.now().getTime()) {
        throw new ApiError('FORBIDDEN', 'This upload link has expired.');
      }
      return Promise.resolve(grant);
    },
  };
}

/**
 * Handlers of the upload entries: presigning, the PUT of a signed URL (only for a store whose URLs
 * point here; the body streams in), and serving an object to members of its tenant, from either store.
 */
export function uploadHandlers(deps: UploadDeps): HandlerMap {
  return {
    getPresignedUploadUrl: async ({ params, query, session }) => {
      const kind: UploadKind = params.kind;
      const expected = uploadMimeType(kind, query.ext);
      if (expected !== query.mime_type) {
        const allowed = Object.keys(uploadFolders[kind].types).join(', ');
        throw new ApiError('VALIDATION_FAILED', undefined, [
          { path: 'query.ext', message: `This folder accepts ${allowed} with their own MIME types.` },
        ]);
      }
      const tenantId = await uploadTenant(deps, session, query.tenant_id);
      const grant: UploadGrant = {
        tenantId,
        key: newObjectKey(tenantId, kind, query.ext),
        contentType: expected,
        maxBytes: uploadFolders[kind].maxBytes,
        expiresAt: Math.floor(deps.clock.now().getTime() / 1000) + UPLOAD_URL_TTL_S,
        userId: session.userId,
      };
      return {
        url: await deps.store.signUpload(grant),
        key: grant.key,
        expires_at: grant.expiresAt,
        max_bytes: grant.maxBytes,
      };
    },

    putUploadObject: ({ grant, body }) => {
      // The authenticator refused every PUT unless the store receives through this API.
      if (deps.store.receives !== 'through-api') throw new ApiError('NOT_FOUND');
      return receiveUpload({ ...deps, store: deps.store }, grant, body);
    },

    getUploadObject: async ({ params, session }) => {
      // Row-level security shows only the user's tenants' uploads; the query says so as well.
      const rows = await deps.db.withContext({ userId: session.userId }, (tx) =>
        tx
          .select({ contentType: uploads.contentType })
          .from(uploads)
          .where(and(eq(uploads.key, params.key), userIsMember(uploads.tenantId, session.userId))),
      );
      const row = rows[0];
      const object = row ? await deps.store.open(params.key) : null;
      if (!row || !object) throw new ApiError('NOT_FOUND');
      return {
        contentType: row.contentType,
        bytes: object.bytes,
        headers: {
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'cache-control': 'private, max-age=300',
        },
        body: object.stream,
      };
    },
  };
}
