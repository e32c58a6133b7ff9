import { useContext, useEffect, useState } from 'react';
import i18next, { type i18n } from 'i18next';
import { I18nContext, useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { LanguageCode } from '@outreach/shared-contracts/core';

/** Loads one language's strings of an area; each app builds these with `import()` so webpack keeps them lazy chunks. */
export type AreaLoader<Bundle> = () => Promise<{ default: Bundle }>;

/**
 * One loader per language except English, which ships with the page. Typing the table by the English
 * bundle makes a language that misses a key fail the build of the app that owns the strings.
 */
export type AreaLoaders<Bundle> = Record<Exclude<LanguageCode, 'en'>, AreaLoader<Bundle>>;

export interface AreaTranslations<Namespace extends string> {
  /** The i18next namespace that holds the area's strings. */
  namespace: Namespace;
  /**
   * Adds the area's strings to the page's one i18next instance (the host's, or a standalone app's)
   * and keeps them in step with the chosen language. Safe to call more than once.
   */
  register: (instance?: i18n) => void;
  /** `useTranslation` for the area's strings; re-renders when a lazily loaded language arrives. */
  useAreaTranslation: () => UseTranslationResponse<Namespace, undefined>;
}

function hasStrings(instance: i18n, language: string, namespace: string): boolean {
  const bundle: unknown = instance.getResourceBundle(language, namespace);
  return typeof bundle === 'object' && bundle !== null && Object.keys(bundle).length > 0;
}

/**
 * The translations of one area of the platform (a remote, or the host's own remote-loading strings):
 * English at once, every other language fetched the first time it is chosen.
 */
export function createAreaTranslations<Namespace extends string, Bundle extends object>(
  namespace: Namespace,
  english: Bundle,
  loaders: AreaLoaders<Bundle>,
): AreaTranslations<Namespace> {
  const byLanguage: Partial<Record<string, AreaLoader<Bundle>>> = loaders;
  const registered = new WeakSet<i18n>();

  function loadLanguage(instance: i18n, language: string): void {
    // The page's i18next backend may already have stored an empty bundle for this namespace.
    if (language === 'en' || hasStrings(instance, language, namespace)) return;
    const load = byLanguage[language];
    if (!load) return;
    load().then(
      (module) => instance.addResourceBundle(language, namespace, module.default, true, true),
      () => {
        // The English fallback stays on screen; the next language change tries again.
      },
    );
  }

  function register(instance: i18n = i18next): void {
    if (registered.has(instance)) return;
    registered.add(instance);
    const attach = () => {
      instance.addResourceBundle('en', namespace, english, true, true);
      loadLanguage(instance, instance.resolvedLanguage ?? instance.language);
      instance.on('languageChanged', (language: string) => loadLanguage(instance, language));
    };
    if (instance.isInitialized) attach();
    else instance.on('initialized', attach);
  }

  function useAreaTranslation(): UseTranslationResponse<Namespace, undefined> {
    // The instance of the nearest I18nextProvider (a test's, an embedding page's), else the global one.
    register(useContext(I18nContext)?.i18n ?? i18next);
    const translation = useTranslation(namespace);
    const { i18n: instance } = translation;
    const [, setBundlesAdded] = useState(0);
    useEffect(() => {
      // react-i18next re-renders on language changes only; this namespace may arrive just after one.
      const store = instance.isInitialized ? instance.store : undefined;
      if (!store) return undefined;
      const onAdded = (_language: string, added: string) => {
        if (added === namespace) setBundlesAdded((count) => count + 1);
      };
      store.on('added', onAdded);
      return () => store.off('added', onAdded);
    }, [instance]);
    return translation;
  }

  return { namespace, register, useAreaTranslation };
}
