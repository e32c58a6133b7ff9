import { hash, verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';
import { PASSWORD_MIN_LENGTH, passwordRuleVerdicts } from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const argonOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown user) it verifies against a dummy hash so
 * the answer takes about as long either way.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  const target = stored ?? (await dummyHash);
  let matches = false;
  try {
    matches = await verify(target, password);
  } catch {
    matches = false;
  }
  return stored !== undefined && matches;
}

/** Password rules for change and reset: length, not containing the username, not the current one. */
export async function assertPasswordPolicy(options: {
  username: string;
  newPassword: string;
  currentHash: string;
}): Promise<void> {
  const { username, newPassword, currentHash } = options;
  const verdicts = passwordRuleVerdicts(newPassword, { username });
  if (!verdicts.length) {
    throw new ApiError(
      'PASSWORD_POLICY',
      `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
  }
  if (verdicts.notUsername === false) {
    throw new ApiError('PASSWORD_POLICY', 'The new password must not contain the username.');
  }
  if (await verifyPassword(currentHash, newPassword)) {
    throw new ApiError('PASSWORD_POLICY', 'The new password must be different from the current one.');
  }
}

// --- TOTP (RFC 6238: SHA-1, 6 digits, 30 s) ------------------------------------------------------

export const TOTP_PERIOD_S = 30;
const issuer = 'Outreach';

function totpFor(secretBase32: string, username: string): TOTP {
  return new TOTP({
    issuer,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh random secret (160 bits), base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Validates a code within ±1 step; returns the time step it belongs to, or null. */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

export function currentTotpCode(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, 'x').generate({ timestamp: now.getTime() });
}

/** The enrolment URI an authenticator app reads (usually as a QR code). */
export function otpauthUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}
