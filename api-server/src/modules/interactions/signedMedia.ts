import parseRange from 'range-parser';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../errors.js';
import type { FileReply } from '../../plugins/routeTypes.js';
import type { ObjectStore } from '../../storage/objectStore.js';

/** The types of what patient pages show, by the extension every object key ends with. */
const typeByExtension: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  vtt: 'text/vtt',
};

export function mediaTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return typeByExtension[extension] ?? 'application/octet-stream';
}

export interface MediaSigner {
  /** A URL of the object valid until `expiresAt`; null for no key. */
  sign(key: string | null): Promise<string | null>;
  expiresAt: Date;
}

/** Signs objects for a patient page, all with one expiry. */
export function mediaSigner(store: ObjectStore, clock: Clock, seconds: number): MediaSigner {
  const expiresAt = new Date(clock.now().getTime() + seconds * 1000);
  return {
    expiresAt,
    sign: (key) =>
      key === null
        ? Promise.resolve(null)
        : store.signDownload({
            key,
            contentType: mediaTypeOf(key),
            expiresAt: Math.floor(expiresAt.getTime() / 1000),
          }),
  };
}

/**
 * Serves a signed object URL of the local store (S3 URLs point at the bucket): the whole object or the
 * one byte range asked for, as video players ask. Anything not signed by us, or expired, is not found.
 */
export async function serveSignedMedia(
  deps: { store: ObjectStore; clock: Clock },
  key: string,
  query: { expires: string; sig: string },
  rangeHeader: string | undefined,
): Promise<FileReply> {
  const { store } = deps;
  if (store.receives !== 'through-api' || !store.verifyDownload(key, query, deps.clock.now())) {
    throw new ApiError('NOT_FOUND');
  }
  const size = await store.size(key);
  if (size === null) throw new ApiError('NOT_FOUND');
  const contentType = mediaTypeOf(key);
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'cache-control': 'private, max-age=3600',
    ...(contentType === 'application/pdf' ? { 'content-disposition': 'inline' } : {}),
  };
  const ranges = rangeHeader ? parseRange(size, rangeHeader, { combine: true }) : undefined;
  if (ranges === -1) {
    return {
      status: 416,
      contentType,
      headers: { ...headers, 'content-range': `bytes */${String(size)}` },
      body: '',
    };
  }
  // One range is answered as a part; several, or a malformed header, get the whole object.
  const range =
    Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const object = await store.open(key, range);
  if (!object) throw new ApiError('NOT_FOUND');
  if (!range) return { contentType, bytes: object.bytes, headers, body: object.stream };
  return {
    status: 206,
    contentType,
    bytes: object.bytes,
    headers: {
      ...headers,
      'content-range': `bytes ${String(range.start)}-${String(range.end)}/${String(object.totalBytes)}`,
    },
    body: object.stream,
  };
}
