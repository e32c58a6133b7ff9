import { E164_MOBILE } from './constants.js';
import { compactMobile } from './patientRules.js';

/**
 * The rules of the branding fields patients see, written once and without a schema library, so the
 * API's schema and the branding editor reach the same verdict on the same text. Both accept '' for
 * "none"; the database's checks (migration 0020) hold the same limits.
 */

/** Longest care team number accepted as typed, spaces and brackets included. */
export const CONTACT_PHONE_INPUT_MAX_LENGTH = 32;
/** Longest privacy policy address the database takes. */
export const PRIVACY_POLICY_URL_MAX_LENGTH = 2000;

/** A care team number as stored: compacted like a patient's mobile number ('' for none). */
export function storedContactPhone(value: string): string {
  return compactMobile(value);
}

/**
 * Whether a care team number may be saved: none, or an international (E.164) number once spaces,
 * dots, dashes and brackets are dropped, as patient mobile numbers are.
 */
export function isValidContactPhone(value: string): boolean {
  if (value.length > CONTACT_PHONE_INPUT_MAX_LENGTH) return false;
  const phone = storedContactPhone(value);
  return phone === '' || E164_MOBILE.test(phone);
}

/** A privacy policy address as stored: trimmed ('' for none). */
export function storedPrivacyPolicyUrl(value: string): string {
  return value.trim();
}

/**
 * Whether a privacy policy address may be saved: none, or an https:// address with a host and no
 * user name or password in it (`https://clinic.example@elsewhere.test` would send patients elsewhere).
 */
export function isValidPrivacyPolicyUrl(value: string): boolean {
  const address = storedPrivacyPolicyUrl(value);
  if (address === '') return true;
  if (address.length > PRIVACY_POLICY_URL_MAX_LENGTH) return false;
  if (!address.startsWith('https://') || /\s/.test(address)) return false;
  try {
    const url = new URL(address);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
