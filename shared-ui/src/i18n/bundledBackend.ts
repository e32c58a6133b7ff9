import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { LanguageCode } from '@outreach/shared-contracts/core';

type Loader = () => Promise<{ default: ResourceKey }>;

/**
 * Every language except English is its own lazy chunk, bundled with the client (never fetched
 * from a server at run time). Each entry is written out so bundlers and `tsc` see each file.
 */
export const commonLoaders: Record<Exclude<LanguageCode, 'en'>, Loader> = {
  es: () => import('./locales/es/common.json'),
  pt: () => import('./locales/pt/common.json'),
  fr: () => import('./locales/fr/common.json'),
  de: () => import('./locales/de/common.json'),
  it: () => import('./locales/it/common.json'),
  nl: () => import('./locales/nl/common.json'),
  ru: () => import('./locales/ru/common.json'),
  ja: () => import('./locales/ja/common.json'),
  zh: () => import('./locales/zh/common.json'),
  ko: () => import('./locales/ko/common.json'),
  ar: () => import('./locales/ar/common.json'),
  fa: () => import('./locales/fa/common.json'),
  hi: () => import('./locales/hi/common.json'),
  th: () => import('./locales/th/common.json'),
  bn: () => import('./locales/bn/common.json'),
  ur: () => import('./locales/ur/common.json'),
  af: () => import('./locales/af/common.json'),
  tr: () => import('./locales/tr/common.json'),
  ca: () => import('./locales/ca/common.json'),
  tl: () => import('./locales/tl/common.json'),
};

/**
 * An i18next backend that reads the bundled chunks. i18next itself queues reads beyond
 * `maxParallelReads` and retries a failed read (`callback(error, true)`) with a doubling delay,
 * configured from TRANSLATION_LOAD in `initI18n`.
 */
export function createBundledBackend(
  loaders: Partial<Record<string, Loader>> = commonLoaders,
): BackendModule {
  return {
    type: 'backend',
    init() {
      // Nothing to configure: the loaders are fixed at build time.
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = namespace === 'common' ? loaders[language] : undefined;
      if (!load) {
        // Remotes add their own namespaces with addResourceBundle; nothing to read here.
        callback(null, {});
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
