import { createHmac, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { objectKeyPattern } from '@outreach/shared-contracts';
import { safeEqual } from '../crypto/secrets.js';
import type { ApiUploadStore, UploadGrant } from './objectStore.js';

export interface LocalObjectStoreOptions {
  /** Folder of the objects; STORAGE_DIR, by default `<repo>/.data/objects`. */
  dir: string;
  /** Origin of this API as clients reach it (PUBLIC_API_URL, by default http://localhost:4000). */
  publicApiUrl: string;
  /** The application secret; the signing key is derived from it. */
  secret: string;
}

/**
 * Files in a local folder; upload URLs point at this API and carry an HMAC over everything the grant
 * allows, so the PUT route needs no state to know what it may accept.
 */
export function createLocalObjectStore(options: LocalObjectStoreOptions): ApiUploadStore {
  const signingKey = createHmac('sha256', options.secret).update('upload-url-signing').digest();
  const base = options.publicApiUrl.replace(/\/+$/, '');
  const stagingDir = path.join(options.dir, '.staging');
  const grantKey = createHmac('sha256', options.secret).update('upload-database-grant').digest();
  const downloadKey = createHmac('sha256', options.secret).update('download-url-signing').digest();
  const signDownload = (key: string, expiresAt: string) =>
    createHmac('sha256', downloadKey).update(`${key}\n${expiresAt}`).digest('base64url');
  const fields = (grant: UploadGrant) =>
    [grant.tenantId, grant.key, grant.contentType, grant.maxBytes, grant.expiresAt, grant.userId].join('\n');
  const sign = (grant: UploadGrant) =>
    createHmac('sha256', signingKey).update(fields(grant)).digest('base64url');
  const fileOf = (key: string) => {
    if (!objectKeyPattern.test(key)) throw new Error('Not an object key');
    return path.join(options.dir, ...key.split('/'));
  };

  return {
    receives: 'through-api',
    signUpload(grant) {
      const query = new URLSearchParams({
        expires: String(grant.expiresAt),
        max: String(grant.maxBytes),
        type: grant.contentType,
        uid: String(grant.userId),
        sig: sign(grant),
      });
      return Promise.resolve(`${base}/api/uploads/${grant.key}?${query.toString()}`);
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
    signDownload(grant) {
      fileOf(grant.key);
      const expires = String(grant.expiresAt);
      const query = new URLSearchParams({ expires, sig: signDownload(grant.key, expires) });
      return Promise.resolve(`${base}/api/media/${grant.key}?${query.toString()}`);
    },
    verifyDownload(key, query, now) {
      if (!objectKeyPattern.test(key) || !/^\d{1,12}$/.test(query.expires)) return false;
      if (Number(query.expires) * 1000 <= now.getTime()) return false;
      return safeEqual(signDownload(key, query.expires), query.sig);
    },
    grantToken(grant) {
      return createHmac('sha256', grantKey).update(fields(grant)).digest('base64url');
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
    async put(key, body) {
      const staged = await this.stagingPath();
      await writeFile(staged, body);
      await this.commit(staged, key);
    },
    async putFile(key, file) {
      // Copied to staging first, so the object appears whole under its key or not at all.
      const staged = await this.stagingPath();
      await copyFile(file, staged);
      await this.commit(staged, key);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async discard(staged) {
      await rm(staged, { force: true });
    },
    async open(key, range) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!range) return { stream: createReadStream(file), bytes: info.size, totalBytes: info.size };
        return {
          stream: createReadStream(file, { start: range.start, end: range.end }),
          bytes: range.end - range.start + 1,
          totalBytes: info.size,
        };
      } catch {
        return null;
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
  };
}
