import { E164_MOBILE } from '../constants.js';

/**
 * The rules of a touchpoint's own fields that the studio checks as the user types, so one field the
 * server would refuse never holds back the others: the server's schema (`content.ts`,
 * `routes/touchpoints.ts`) validates with these same functions and numbers.
 */
export const TOUCHPOINT_NAME_LIMITS = { min: 2, max: 200 } as const;

/** The longest web address a link button may open. */
export const BUTTON_URL_MAX = 2000;

/** True for a name the server keeps: 2 to 200 characters once trimmed. */
export function isTouchpointName(name: string): boolean {
  const length = name.trim().length;
  return length >= TOUCHPOINT_NAME_LIMITS.min && length <= TOUCHPOINT_NAME_LIMITS.max;
}

/** True for an address a link button may open: a whole http(s) address, at most 2000 characters. */
export function isButtonWebAddress(url: string): boolean {
  const value = url.trim();
  return value.length <= BUTTON_URL_MAX && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/** True for a number a call button may dial: international, with its + and country code. */
export function isCallNumber(phone: string): boolean {
  return E164_MOBILE.test(phone);
}
