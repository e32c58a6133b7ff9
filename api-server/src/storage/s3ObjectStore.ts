import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock.js';
import type { DirectUploadStore } from './objectStore.js';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; AWS's own endpoint when absent. */
  endpoint?: string | undefined;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), which most S3-compatible servers need. */
  forcePathStyle?: boolean | undefined;
  /** Folder inside the bucket, e.g. `outreach/`; none when absent. */
  prefix?: string | undefined;
  /** Explicit credentials; the SDK's default provider chain (AWS_ACCESS_KEY_ID, profiles, roles…) otherwise. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  clock: Clock;
}

/** Missing objects answer 404 (NoSuchKey, or NotFound on HEAD); a changed one 412 on a conditional copy. */
function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

function asReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  throw new Error('The S3 client did not return a Node.js stream');
}

/** Reads a stream up to `limit` bytes, then stops it. */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    length += buffer.length;
    if (length >= limit) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}

/** `bytes 0-15/2048` → 2048. */
function totalFromRange(contentRange: string | undefined): number | undefined {
  const total = contentRange && /\/(\d+)$/.exec(contentRange)?.[1];
  return total ? Number(total) : undefined;
}

/**
 * Objects in an S3 bucket. Clients PUT to presigned URLs (AWS Signature V4, Content-Type signed) under
 * `incoming/<key>`; claiming an upload promotes it to `<key>` once checked. Objects are served by the
 * API itself with GetObject, so the bucket needs no public access.
 */
export function createS3ObjectStore(options: S3ObjectStoreOptions): DirectUploadStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 demands them: a presigned PUT must not pin the checksum of an empty body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  const finalKey = (key: string) => `${prefix}${key}`;
  const incomingKey = (key: string) => `${prefix}incoming/${key}`;

  return {
    receives: 'directly',
    async signUpload(grant) {
      const signingDate = options.clock.now();
      const expiresIn = Math.max(1, grant.expiresAt - Math.floor(signingDate.getTime() / 1000));
      const command = new PutObjectCommand({
        Bucket,
        Key: incomingKey(grant.key),
        ContentType: grant.contentType,
      });
      return getSignedUrl(client, command, {
        expiresIn,
        signingDate,
        signableHeaders: new Set(['content-type']),
      });
    },
    async open(key, range) {
      const object = await orNull(
        client.send(
          new GetObjectCommand({
            Bucket,
            Key: finalKey(key),
            ...(range ? { Range: `bytes=${String(range.start)}-${String(range.end)}` } : {}),
          }),
        ),
      );
      if (!object) return null;
      const bytes = object.ContentLength ?? 0;
      return {
        stream: asReadable(object.Body),
        bytes,
        totalBytes: totalFromRange(object.ContentRange) ?? bytes,
      };
    },
    async size(key) {
      const head = await orNull(client.send(new HeadObjectCommand({ Bucket, Key: finalKey(key) })));
      return head ? (head.ContentLength ?? 0) : null;
    },
    async signDownload(grant) {
      const signingDate = options.clock.now();
      const expiresIn = Math.max(1, grant.expiresAt - Math.floor(signingDate.getTime() / 1000));
      const command = new GetObjectCommand({
        Bucket,
        Key: finalKey(grant.key),
        ResponseContentType: grant.contentType,
      });
      return getSignedUrl(client, command, { expiresIn, signingDate });
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: finalKey(key), Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, file, contentType) {
      // A file stream of a known length: the SDK signs it by reading the file, then streams it up.
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: finalKey(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: finalKey(key) }));
    },
    async headIncoming(key) {
      const head = await orNull(client.send(new HeadObjectCommand({ Bucket, Key: incomingKey(key) })));
      return head ? { bytes: head.ContentLength ?? 0 } : null;
    },
    async readIncoming(key, maxBytes) {
      const object = await orNull(
        client.send(
          new GetObjectCommand({
            Bucket,
            Key: incomingKey(key),
            Range: `bytes=0-${String(Math.max(0, maxBytes - 1))}`,
          }),
        ),
      );
      if (!object?.ETag) return null;
      const bytes = await readAtMost(asReadable(object.Body), maxBytes);
      return {
        bytes,
        totalBytes: totalFromRange(object.ContentRange) ?? object.ContentLength ?? bytes.length,
        tag: object.ETag,
      };
    },
    async promoteIncoming(key, tag) {
      const source = incomingKey(key).split('/').map(encodeURIComponent).join('/');
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: finalKey(key),
            CopySource: `${encodeURIComponent(Bucket)}/${source}`,
            CopySourceIfMatch: tag,
          }),
        );
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 412) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: incomingKey(key) }));
      return true;
    },
    async deleteIncoming(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: incomingKey(key) }));
    },
  };
}
