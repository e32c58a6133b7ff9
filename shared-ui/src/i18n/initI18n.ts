import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TRANSLATION_LOAD, defaultLanguage, supportedLanguages } from '@outreach/shared-contracts/core';
import en from './locales/en/common.json';
import { createBundledBackend } from './bundledBackend';
import { directionOf, isSupportedLanguage } from './languages';

/** localStorage key of the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'outreach.language';

/** The English bundle; it is the source every other language is checked against. */
export const englishCommon = en;

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function applyLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the language then lasts for this page only.
  }
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Initialises the one i18next instance of the page (shared with every remote). English is
 * bundled in the main chunk; the other languages load lazily. Safe to call more than once.
 */
export async function initI18n(instance: i18n = i18next): Promise<i18n> {
  if (instance.isInitialized) return instance;
  const saved = storedLanguage();
  const language = isSupportedLanguage(saved) ? saved : defaultLanguage;
  instance.on('languageChanged', applyLanguage);
  await instance
    .use(createBundledBackend())
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...supportedLanguages],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      maxParallelReads: TRANSLATION_LOAD.maxParallelReads,
      maxRetries: TRANSLATION_LOAD.retries,
      retryTimeout: TRANSLATION_LOAD.initialRetryDelayMs,
      react: { useSuspense: false },
    });
  applyLanguage(instance.resolvedLanguage ?? language);
  return instance;
}
