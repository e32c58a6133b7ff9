import { rightToLeftLanguages, supportedLanguages, type LanguageCode } from '@outreach/shared-contracts/core';

/** Each language's name written in that language, as a language picker should show it. */
export const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  ru: 'Русский',
  ja: '日本語',
  zh: '中文',
  ko: '한국어',
  ar: 'العربية',
  fa: 'فارسی',
  hi: 'हिन्दी',
  th: 'ไทย',
  bn: 'বাংলা',
  ur: 'اردو',
  af: 'Afrikaans',
  tr: 'Türkçe',
  ca: 'Català',
  tl: 'Tagalog',
};

/** True for a code of one of the 21 supported languages. */
export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Writing direction of a language: right to left for Arabic, Persian and Urdu. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return (rightToLeftLanguages as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
