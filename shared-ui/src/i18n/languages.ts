import {
  languageNames as contractLanguageNames,
  rightToLeftLanguages,
  supportedLanguages,
  type LanguageCode,
} from '@outreach/shared-contracts/core';

/** Each language's name written in that language, as a language picker should show it. */
export const languageNames = Object.fromEntries(
  supportedLanguages.map((code) => [code, contractLanguageNames[code].native_name]),
) as Record<LanguageCode, string>;

/** True for a code of one of the 21 supported languages. */
export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Writing direction of a language: right to left for Arabic, Persian and Urdu. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return (rightToLeftLanguages as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
