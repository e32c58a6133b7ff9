import { createHmac, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { safeEqual } from '../crypto/secrets.js';

/** What an upload URL allows: one object under one key, of one type, up to a size, until a time. */
export interface UploadGrant {
  tenantId: number;
  key: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expiresAt: number;
  /** The staff member who asked for the URL (recorded with the upload). */
  userId: number;
}

/**
 * Where uploaded files live. The local implementation keeps them in a folder and signs URLs that
 * point at this API; an S3 implementation would return a presigned S3 URL from `signUpload`, verify
 * nothing itself (S3 does), and read objects with GetObject.
 */
export interface ObjectStore {
  /** An absolute URL a client may PUT the file to. */
  signUpload(grant: UploadGrant): string;
  /** Checks the query of a signed URL for a key; the grant, or null when tampered with. */
  verifyUpload(key: string, query: Record<string, string | undefined>): UploadGrant | null;
  /** A fresh path for staging an incoming body, on the same file system as the objects. */
  stagingPath(): Promise<string>;
  /** Moves a staged file into place under `key` (atomically: a rename). */
  commit(staged: string, key: string): Promise<void>;
  discard(staged: string): Promise<void>;
  /** A stream of a stored object, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; bytes: number } | null>;
}

export interface LocalObjectStoreOptions {
  /** Folder of the objects; STORAGE_DIR, by default `<repo>/.data/objects`. */
  dir: string;
  /** Origin of this API as clients reach it (PUBLIC_API_URL, by default http://localhost:4000). */
  publicApiUrl: string;
  /** The application secret; the signing key is derived from it. */
  secret: string;
}

/** Keys are made by the server only: `<tenantId>/<kind>/<random>.<ext>`. */
export const objectKeyPattern = /^(\d{1,9})\/([a-z-]{1,40})\/([A-Za-z0-9_-]{16,64})\.([a-z0-9]{1,10})$/;

export function newObjectKey(tenantId: number, kind: string, ext: string): string {
  return `${String(tenantId)}/${kind}/${randomBytes(18).toString('base64url')}.${ext}`;
}

export function createLocalObjectStore(options: LocalObjectStoreOptions): ObjectStore {
  const signingKey = createHmac('sha256', options.secret).update('upload-url-signing').digest();
  const base = options.publicApiUrl.replace(/\/+$/, '');
  const stagingDir = path.join(options.dir, '.staging');
  const sign = (grant: UploadGrant) =>
    createHmac('sha256', signingKey)
      .update(
        [grant.tenantId, grant.key, grant.contentType, grant.maxBytes, grant.expiresAt, grant.userId].join(
          '\n',
        ),
      )
      .digest('base64url');
  const fileOf = (key: string) => {
    if (!objectKeyPattern.test(key)) throw new Error('Not an object key');
    return path.join(options.dir, ...key.split('/'));
  };

  return {
    signUpload(grant) {
      const query = new URLSearchParams({
        expires: String(grant.expiresAt),
        max: String(grant.maxBytes),
        type: grant.contentType,
        uid: String(grant.userId),
        sig: sign(grant),
      });
      return `${base}/api/uploads/${grant.key}?${query.toString()}`;
    },
    verifyUpload(key, query) {
      const match = objectKeyPattern.exec(key);
      const numbers = [query.expires, query.max, query.uid].map((value) =>
        value && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN,
      );
      const [expiresAt = Number.NaN, maxBytes = Number.NaN, userId = Number.NaN] = numbers;
      if (!match || !query.type || !query.sig || numbers.some(Number.isNaN)) return null;
      const grant = {
        tenantId: Number(match[1]),
        key,
        contentType: query.type,
        maxBytes,
        expiresAt,
        userId,
      };
      return safeEqual(sign(grant), query.sig) ? grant : null;
    },
    async stagingPath() {
      await mkdir(stagingDir, { recursive: true });
      return path.join(stagingDir, randomBytes(16).toString('hex'));
    },
    async commit(staged, key) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(staged, target);
    },
    async discard(staged) {
      await rm(staged, { force: true });
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), bytes: info.size };
      } catch {
        return null;
      }
    },
  };
}
