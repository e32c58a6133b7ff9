import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A random opaque token of 256 bits, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes, so a database leak does not reveal live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two strings in constant time (for equal lengths). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Keys derived from the one application secret: one for encrypting TOTP secrets at rest,
 * one for the CSRF tokens bound to a session.
 */
export interface AppKeys {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  csrfFor(sessionId: string): string;
}

export function createAppKeys(secret: string): AppKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const encryptionKey = derive('totp-secret-encryption');
  const csrfKey = derive('csrf-token');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join(':');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed value format');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
    csrfFor(sessionId) {
      return createHmac('sha256', csrfKey).update(sessionId).digest('base64url');
    },
  };
}

/**
 * The application secret: APP_SECRET when set, otherwise a random key generated once into
 * `<DATA_DIR>/../app-secret.key` so restarts keep decrypting what was stored before.
 */
export function resolveAppSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = path.join(path.dirname(dataDir), 'app-secret.key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const generated = randomBytes(32).toString('hex');
    try {
      writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
      return generated;
    } catch {
      // Another process (the CLI or a second server) created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
