import { createWriteStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadFolders, uploadMimeType, type UploadKind } from '@outreach/shared-contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { staffMemberships } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { Authenticator, HandlerMap } from '../../plugins/routeTypes.js';
import {
  newObjectKey,
  objectKeyPattern,
  type ObjectStore,
  type UploadGrant,
} from '../../storage/objectStore.js';
import { looksLikeSvg, sniffContentType, svgProblem } from './fileChecks.js';
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
  const rows = await deps.db.withContext({ userId: session.userId }, (tx) =>
    tx
      .select({ tenantId: staffMemberships.tenantId })
      .from(staffMemberships)
      .where(and(eq(staffMemberships.userId, session.userId), eq(staffMemberships.tenantId, requested))),
  );
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
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
        url: deps.store.signUpload(grant),
        key: grant.key,
        expires_at: grant.expiresAt,
        max_bytes: grant.maxBytes,
      };
    },
  };
}

/** A second PUT racing the first loses on the primary key. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function wildcardKey(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  const key = params['*'] ?? '';
  if (!objectKeyPattern.test(key)) throw new ApiError('NOT_FOUND');
  return key;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Refuses a staged file whose bytes are not what its URL was signed for. */
async function checkContent(file: string, contentType: string): Promise<void> {
  if (contentType === 'image/svg+xml') {
    const text = await readFile(file, 'utf8');
    if (!looksLikeSvg(text)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The file is not an SVG image.');
    const problem = svgProblem(text);
    if (problem) throw new ApiError('UNSAFE_FILE', `The SVG file was refused: it contains a ${problem}.`);
    return;
  }
  if (sniffContentType(await readHead(file)) !== contentType) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The file content does not match its type.');
  }
}

/** Past the limit, this much more is read and dropped so the client still gets its 413; beyond it the connection is cut. */
const DRAIN_BYTES = 1_048_576;

async function stage(
  deps: UploadDeps,
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ file: string; bytes: number }> {
  const file = await deps.store.stagingPath();
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes <= maxBytes) callback(null, chunk);
      else if (bytes <= maxBytes + DRAIN_BYTES) callback();
      else callback(new ApiError('BODY_TOO_LARGE', 'The file is larger than this folder allows.'));
    },
  });
  try {
    await pipeline(request.raw, limit, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await deps.store.discard(file);
    throw error instanceof ApiError
      ? error
      : new ApiError('VALIDATION_FAILED', 'The upload did not complete.');
  }
  if (bytes > maxBytes) {
    await deps.store.discard(file);
    throw new ApiError('BODY_TOO_LARGE', 'The file is larger than this folder allows.');
  }
  return { file, bytes };
}

/**
 * The object routes outside the JSON contract: `PUT /api/uploads/<key>` takes the raw file of a
 * signed URL (the signature is the authorisation), `GET /api/uploads/<key>` serves it to members of
 * its tenant.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register((scope, _options, done) => {
    // The body is streamed by the handler, so no parser reads it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => {
      parsed(null);
    });

    scope.put('/api/uploads/*', { bodyLimit: LARGEST_UPLOAD }, async (request, reply) => {
      const key = wildcardKey(request);
      const grant = deps.store.verifyUpload(key, request.query as Record<string, string | undefined>);
      if (!grant) throw new ApiError('FORBIDDEN', 'This upload link is not valid.');
      if (grant.expiresAt * 1000 <= deps.clock.now().getTime()) {
        throw new ApiError('FORBIDDEN', 'This upload link has expired.');
      }
      if ((request.headers['content-type'] ?? '').trim().toLowerCase() !== grant.contentType) {
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${grant.contentType}.`);
      }
      if (Number(request.headers['content-length'] ?? 0) > grant.maxBytes) {
        throw new ApiError('BODY_TOO_LARGE', 'The file is larger than this folder allows.');
      }
      const context = { tenantId: grant.tenantId };
      const used = await deps.db.withContext(context, (tx) =>
        tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key)),
      );
      if (used.length > 0) throw new ApiError('FORBIDDEN', 'This upload link has already been used.');

      const { file, bytes } = await stage(deps, request, grant.maxBytes);
      try {
        await checkContent(file, grant.contentType);
        await deps.db.withContext(context, async (tx) => {
          await tx.insert(uploads).values({
            key,
            tenantId: grant.tenantId,
            kind: key.split('/')[1] ?? '',
            contentType: grant.contentType,
            bytes,
            createdBy: grant.userId,
            createdAt: deps.clock.now(),
          });
          // The row commits only once the file is in place.
          await deps.store.commit(file, key);
        });
      } catch (error) {
        await deps.store.discard(file);
        if (isUniqueViolation(error))
          throw new ApiError('FORBIDDEN', 'This upload link has already been used.');
        throw error;
      }
      return reply.code(201).send({ key, content_type: grant.contentType, bytes });
    });

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
