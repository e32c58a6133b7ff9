import { E164_MOBILE } from './constants.js';

/**
 * The patient's side of a touchpoint. `:id` is the link's token (never a database id): 256 random bits
 * in base64url, as the link `/i/<token>` carries it.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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
  mediaUrlSeconds: 2 * 60 * 60,
} as const;

export const SURVEY_MESSAGES = {
  email: 'Must be a valid email.',
  phone: 'Must be a valid phone number (please add country code e.g. +1).',
} as const;

/** What the page may send as an e-mail answer: one address, no spaces, a dot in its domain. */
export const SURVEY_EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
export const SURVEY_PHONE_PATTERN = E164_MOBILE;
