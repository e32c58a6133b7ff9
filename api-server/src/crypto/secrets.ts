import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

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
 * Keys derived from the one application secret: one for encrypting TOTP secrets at rest, another
 * for tenants' provider credentials, one for the CSRF tokens bound to a session, and one for the
 * key check the database keeps.
 */
export interface AppKeys {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /**
   * A tenant's provider credential (SMTP URL, API key, auth token) sealed under a key of its own, so
   * a value sealed for one purpose never opens as another.
   */
  sealCredential(plain: string): string;
  openCredential(sealed: string): string;
  csrfFor(sessionId: string): string;
  /**
   * An HMAC of a fixed label: equal for equal secrets, and reveals nothing of the secret, so the
   * database can hold it to refuse a process started with another key.
   */
  keyCheck(): string;
  /**
   * The demo installation's patient link token: the same on every start of one installation, so the
   * link printed at start keeps working, and unknowable without the secret.
   */
  demoLinkToken(): string;
  /**
   * The link token of a send's patient: the same for each of their messages and every attempt, so a
   * message handed over again carries the same link, and unknowable without the secret.
   */
  sendLinkToken(tenantId: number, sendId: number, patientId: number): string;
  /** The signature an e-mail's unsubscribe link carries beside its message's key. */
  unsubscribeSignature(messageKey: string): string;
}

/** AES-256-GCM under `key`: `v1:<iv>:<tag>:<ciphertext>`, each base64. */
function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(
    ':',
  );
}

/** Opens a value of {@link seal}; throws on another key, a changed value or an unknown format. */
function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed value format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

export function createAppKeys(secret: string): AppKeys {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const encryptionKey = derive('totp-secret-encryption');
  const credentialKey = derive('provider-credential-encryption');
  const csrfKey = derive('csrf-token');
  const checkKey = derive('app-key-check');
  const sendLinkKey = derive('send-link-token');
  const unsubscribeKey = derive('unsubscribe-link');
  return {
    encrypt: (plain) => seal(encryptionKey, plain),
    decrypt: (sealed) => open(encryptionKey, sealed),
    sealCredential: (plain) => seal(credentialKey, plain),
    openCredential: (sealed) => open(credentialKey, sealed),
    csrfFor(sessionId) {
      return createHmac('sha256', csrfKey).update(sessionId).digest('base64url');
    },
    demoLinkToken() {
      return derive('demo-patient-link').toString('base64url');
    },
    sendLinkToken(tenantId, sendId, patientId) {
      return createHmac('sha256', sendLinkKey)
        .update(`${tenantId}:${sendId}:${patientId}`)
        .digest('base64url');
    },
    unsubscribeSignature(messageKey) {
      return createHmac('sha256', unsubscribeKey).update(messageKey).digest('base64url');
    },
    keyCheck() {
      return createHmac('sha256', checkKey).update('outreach app key check v1').digest('hex');
    },
  };
}
