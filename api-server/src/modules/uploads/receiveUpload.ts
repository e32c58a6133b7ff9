import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage } from 'node:http';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { grantContext } from '../../db/grants.js';
import { ApiError } from '../../errors.js';
import type { ApiUploadStore, UploadGrant } from '../../storage/objectStore.js';
import { databaseError } from '../../db/errors.js';
import { checkContent, sampleBytes } from './fileChecks.js';
import * as repository from './repository.js';

export interface ReceiveDeps {
  db: Database;
  store: ApiUploadStore;
  clock: Clock;
}

/** The part of a staged file {@link checkContent} needs. */
async function readSample(file: string, contentType: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const sample = Buffer.alloc(sampleBytes(contentType, bytes));
    const { bytesRead } = await handle.read(sample, 0, sample.length, 0);
    return sample.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Past the limit, this much more is read and dropped so the client still gets its 413; beyond it the connection is cut. */
const DRAIN_BYTES = 1_048_576;

async function stage(
  deps: ReceiveDeps,
  body: IncomingMessage,
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
    await pipeline(body, limit, createWriteStream(file, { flags: 'wx' }));
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
 * Takes the raw body of a signed upload URL whose signature and expiry were checked: checks the type
 * and size, streams the body to a staging file (cut at the limit), judges its bytes, then records
 * the upload and moves the file into place. The `uploads` row makes each URL single use.
 */
export async function receiveUpload(
  deps: ReceiveDeps,
  grant: UploadGrant,
  body: IncomingMessage,
): Promise<{ key: string; content_type: string; bytes: number }> {
  const { key } = grant;
  if ((body.headers['content-type'] ?? '').trim().toLowerCase() !== grant.contentType) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${grant.contentType}.`);
  }
  if (Number(body.headers['content-length'] ?? 0) > grant.maxBytes) {
    throw new ApiError('BODY_TOO_LARGE', 'The file is larger than this folder allows.');
  }
  // The grant issued with the URL: it names the tenant the upload may go to, until it expires.
  const context = grantContext(deps.store.grantToken(grant));
  const state = await deps.db.withContext(context, async (tx) => {
    if ((await repository.contextTenant(tx)) !== grant.tenantId) return 'expired';
    return (await repository.isRecorded(tx, key)) ? 'used' : 'open';
  });
  if (state === 'expired') throw new ApiError('FORBIDDEN', 'This upload link has expired.');
  if (state === 'used') throw new ApiError('FORBIDDEN', 'This upload link has already been used.');

  const { file, bytes } = await stage(deps, body, grant.maxBytes);
  try {
    await checkContent(await readSample(file, grant.contentType, bytes), grant.contentType);
    await deps.db.withContext(context, async (tx) => {
      await repository.insertUpload(tx, {
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
    // A second PUT racing the first loses on the primary key.
    if (databaseError(error).code === '23505')
      throw new ApiError('FORBIDDEN', 'This upload link has already been used.');
    throw error;
  }
  return { key, content_type: grant.contentType, bytes };
}
