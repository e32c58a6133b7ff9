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

/**
 * The locale to format dates and numbers in: the browser's own when it speaks the UI language (en-GB
 * writes 4 Mar 2026 where plain en writes Mar 4, 2026), otherwise the UI language itself.
 */
export function regionalLocale(uiLanguage: string): string {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return preferred.find((locale) => locale.split('-')[0]?.toLowerCase() === uiLanguage) ?? uiLanguage;
}
