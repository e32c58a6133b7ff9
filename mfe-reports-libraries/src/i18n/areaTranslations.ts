import { useEffect, useState } from 'react';
import i18next, { type i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@outreach/shared-contracts/core';
import en from '../locales/en.json';

/** The i18next namespace that holds the strings of the reports and libraries area. */
export const NAMESPACE = 'reportsLibraries';

type Bundle = typeof en;
type Loader = () => Promise<{ default: Bundle }>;

/**
 * English ships with the page; every other language is its own small chunk, loaded when it is
 * first needed. Typing the table by `Bundle` makes a language that misses a key fail the build.
 */
const loaders: Partial<Record<string, Loader>> = {
  es: () => import('../locales/es.json'),
  pt: () => import('../locales/pt.json'),
  fr: () => import('../locales/fr.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  nl: () => import('../locales/nl.json'),
  ru: () => import('../locales/ru.json'),
  ja: () => import('../locales/ja.json'),
  zh: () => import('../locales/zh.json'),
  ko: () => import('../locales/ko.json'),
  ar: () => import('../locales/ar.json'),
  fa: () => import('../locales/fa.json'),
  hi: () => import('../locales/hi.json'),
  th: () => import('../locales/th.json'),
  bn: () => import('../locales/bn.json'),
  ur: () => import('../locales/ur.json'),
  af: () => import('../locales/af.json'),
  tr: () => import('../locales/tr.json'),
  ca: () => import('../locales/ca.json'),
  tl: () => import('../locales/tl.json'),
} satisfies Record<Exclude<LanguageCode, 'en'>, Loader>;

function hasStrings(instance: i18n, language: string): boolean {
  const bundle: unknown = instance.getResourceBundle(language, NAMESPACE);
  return typeof bundle === 'object' && bundle !== null && Object.keys(bundle).length > 0;
}

function loadLanguage(instance: i18n, language: string): void {
  // The page's i18next backend may already have stored an empty bundle for this namespace.
  if (language === 'en' || hasStrings(instance, language)) return;
  const load = loaders[language];
  if (!load) return;
  load().then(
    (module) => instance.addResourceBundle(language, NAMESPACE, module.default, true, true),
    () => {
      // The English fallback stays on screen; the next language change tries again.
    },
  );
}

const registered = new WeakSet<i18n>();

/**
 * Adds this area's strings to the page's one i18next instance (the host's, or the standalone
 * app's) and keeps them in step with the chosen language.
 */
export function registerAreaTranslations(instance: i18n = i18next): void {
  if (registered.has(instance)) return;
  registered.add(instance);
  const attach = () => {
    instance.addResourceBundle('en', NAMESPACE, en, true, true);
    loadLanguage(instance, instance.resolvedLanguage ?? instance.language);
    instance.on('languageChanged', (language: string) => loadLanguage(instance, language));
  };
  if (instance.isInitialized) attach();
  else instance.on('initialized', attach);
}

/** `useTranslation` for these strings; re-renders when a lazily loaded language arrives. */
export function useAreaTranslation() {
  registerAreaTranslations();
  const translation = useTranslation(NAMESPACE);
  const { i18n } = translation;
  const [, setBundlesAdded] = useState(0);
  useEffect(() => {
    // react-i18next re-renders on language changes only; this namespace may arrive just after one.
    const store = i18n.isInitialized ? i18n.store : undefined;
    if (!store) return undefined;
    const onAdded = (_language: string, namespace: string) => {
      if (namespace === NAMESPACE) setBundlesAdded((count) => count + 1);
    };
    store.on('added', onAdded);
    return () => store.off('added', onAdded);
  }, [i18n]);
  return translation;
}
