export interface NormaliseHexColourOptions {
  /** When true an empty text is a valid value (''), meaning "no colour". */
  allowEmpty?: boolean;
}

export type HexColourResult =
  { valid: true; value: string } | { valid: false; reason: 'required' | 'format' };

const HEX_DIGITS = /^(?:[0-9A-F]{3}|[0-9A-F]{6})$/;

/**
 * Checks a typed colour: 3 or 6 hex digits after a '#', which is added when missing.
 * Valid colours come back uppercased so equal colours compare equal wherever they are stored.
 */
export function normaliseHexColour(text: string, options: NormaliseHexColourOptions = {}): HexColourResult {
  const trimmed = text.trim();
  if (trimmed === '') {
    return options.allowEmpty ? { valid: true, value: '' } : { valid: false, reason: 'required' };
  }
  const digits = (trimmed.startsWith('#') ? trimmed.slice(1) : trimmed).toUpperCase();
  return HEX_DIGITS.test(digits) ? { valid: true, value: `#${digits}` } : { valid: false, reason: 'format' };
}

/** '#ABC' → '#AABBCC'; the native colour picker only understands the six-digit lowercase form. */
export function toSixDigitHex(colour: string): string {
  const digits = colour.slice(1);
  const full = digits.length === 3 ? digits.replace(/[0-9A-Fa-f]/g, (digit) => digit + digit) : digits;
  return `#${full.toLowerCase()}`;
}
