import { E164_MOBILE } from './constants.js';

/**
 * The patient's side of a touchpoint. `:id` is the link's token (never a database id): 256 random bits
 * in base64url, as the link `/i/<token>` carries it.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The signed token of an e-mail's unsubscribe link: the message's key (a UUID), a dot, and the
 * platform's signature of that key (base64url, 43 characters).
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

const UNSUBSCRIBE_PAGE_PATH = /\/u\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})\/?$/;

/**
 * The patient page of an unsubscribe token: `/u/<key>/<signature>`. The token's dot becomes a slash:
 * static servers take a last segment with a dot for a file and answer 404 instead of the page.
 */
export function unsubscribePagePath(token: string): string {
  const [key = '', signature = ''] = token.split('.');
  return `/u/${key}/${signature}`;
}

/** The unsubscribe token of a patient page's address (`/u/<key>/<signature>`), or null. */
export function unsubscribeTokenOf(pathname: string): string | null {
  const match = UNSUBSCRIBE_PAGE_PATH.exec(pathname);
  return match ? `${match[1] ?? ''}.${match[2] ?? ''}` : null;
}

/** Wrong dates of birth before a link locks, and how long the first lock lasts (each next one doubles). */
export const PATIENT_VERIFICATION = {
  maxFailures: 5,
  firstLockSeconds: 15 * 60,
  longestLockSeconds: 24 * 60 * 60,
  /** Wrong dates one address may send, across all links, within the window below (staff sign-in's window). */
  perAddressLimit: 20,
  perAddressWindowSeconds: 15 * 60,
  /** A patient session lasts this long after the page last called, and a signed media URL this long. */
  sessionSeconds: 20 * 60,
  /** However busy the page, a session ends this long after the date of birth was confirmed. */
  sessionMaxSeconds: 4 * 60 * 60,
  mediaUrlSeconds: 2 * 60 * 60,
} as const;

/** Messages to the care team one link may send: `perWindow` within `windowSeconds`, then RATE_LIMITED. */
export const PATIENT_MESSAGE_LIMIT = {
  perWindow: 5,
  windowSeconds: 60,
} as const;

/** The longest answers a patient may save: the contract checks them, the page keeps fields within them. */
export const ANSWER_LIMITS = {
  /** A written answer (teach-back, survey text, e-mail, phone). */
  textMax: 2000,
  /** The medications a patient may add to a medication list of their own. */
  additionalMedicationsMax: 20,
  /** An added medication's name, dosage or frequency. */
  medicationTextMax: 200,
} as const;

export const SURVEY_MESSAGES = {
  email: 'Must be a valid email.',
  phone: 'Must be a valid phone number (please add country code e.g. +1).',
} as const;

/** What the page may send as an e-mail answer: one address, no spaces, a dot in its domain. */
export const SURVEY_EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export const SURVEY_PHONE_PATTERN = E164_MOBILE;
/** The longest e-mail address a mail system delivers to (RFC 5321's path limit less its brackets). */
export const SURVEY_EMAIL_MAX_LENGTH = 254;

/**
 * A survey e-mail answer as stored (trimmed, lower case), or null when the spec refuses it. The
 * patient's page checks with this before sending and the API again on saving, so they never disagree.
 */
export function surveyEmailAnswer(text: string): string | null {
  const address = text.trim();
  if (address.length > SURVEY_EMAIL_MAX_LENGTH || !SURVEY_EMAIL_PATTERN.test(address)) return null;
  return address.toLowerCase();
}

/**
 * A survey phone answer as stored (E.164, without the spaces, dots, dashes and brackets people type
 * between digits), or null when the spec refuses it.
 */
export function surveyPhoneAnswer(text: string): string | null {
  const number = text.replace(/[\s().-]/g, '');
  return SURVEY_PHONE_PATTERN.test(number) ? number : null;
}

/** Lower case, without accents or punctuation: how a teach-back answer and its keywords are compared. */
function foldedForKeywords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The expected keywords a teach-back answer holds, as whole words, whatever their case, accents and
 * punctuation. The API scores saved answers with it and the studio's preview does the same.
 */
export function matchedKeywords(answer: string, keywords: readonly string[]): string[] {
  const text = ` ${foldedForKeywords(answer)} `;
  return keywords.filter((keyword) => {
    const key = foldedForKeywords(keyword);
    return key !== '' && text.includes(` ${key} `);
  });
}

/** A quiz answer is right when it chose every correct option and nothing else. */
export function isQuizAnswerRight(chosen: readonly string[], correct: readonly string[]): boolean {
  return chosen.length === correct.length && chosen.every((key) => correct.includes(key));
}
