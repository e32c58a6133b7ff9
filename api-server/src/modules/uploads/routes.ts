import { uploadFolders, uploadMimeType, type UploadKind } from '@outreach/shared-contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import type { Authenticator, HandlerMap } from '../../plugins/routeTypes.js';
import {
  newObjectKey,
  objectKeyPattern,
  type ObjectStore,
  type UploadGrant,
} from '../../storage/objectStore.js';
import { isMemberOf } from '../auth/repository.js';
import { receiveUpload } from './receiveUpload.js';
import { uploads } from './table.js';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_S = 300;
/** Largest body the PUT route lets through; each URL enforces its own, smaller limit while streaming. */
const LARGEST_UPLOAD = Math.max(...Object.values(uploadFolders).map((folder) => folder.maxBytes));

export interface UploadDeps {
  db: Database;
  store: ObjectStore;
  clock: Clock;
  authenticateStaff: Authenticator;
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

/** Handler of the contract's presign entry. */
export function uploadHandlers(deps: UploadDeps): HandlerMap {
  return {
    getPresignedUploadUrl: async ({ params, query, session }) => {
      if (!session) throw new ApiError('UNAUTHENTICATED');
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
  };
}

function wildcardKey(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  const key = params['*'] ?? '';
  if (!objectKeyPattern.test(key)) throw new ApiError('NOT_FOUND');
  return key;
}

/**
 * The object routes outside the JSON contract: `PUT /api/uploads/<key>` takes the raw file of a
 * signed URL (the signature is the authorisation; only for a store whose URLs point here),
 * `GET /api/uploads/<key>` serves it to members of its tenant, from either store.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register((scope, _options, done) => {
    // The body is streamed by the handler, so no parser reads it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => {
      parsed(null);
    });

    if (deps.store.receives === 'through-api') {
      const store = deps.store;
      scope.put('/api/uploads/*', { bodyLimit: LARGEST_UPLOAD }, async (request, reply) => {
        const stored = await receiveUpload({ ...deps, store }, wildcardKey(request), request);
        return reply.code(201).send(stored);
      });
    }

    scope.get('/api/uploads/*', async (request, reply) => {
      const key = wildcardKey(request);
      const session = await deps.authenticateStaff(request);
      const rows = await deps.db.withContext({ userId: session.userId }, (tx) =>
        tx.select({ contentType: uploads.contentType }).from(uploads).where(eq(uploads.key, key)),
      );
      const row = rows[0];
      const object = row ? await deps.store.open(key) : null;
      if (!row || !object) throw new ApiError('NOT_FOUND');
      return reply
        .header('content-type', row.contentType)
        .header('content-length', object.bytes)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(object.stream);
    });
    done();
  });
}
