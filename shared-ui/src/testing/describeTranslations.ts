// Test-only: the one completeness check of a translated bundle, for shared-ui's strings and each area's.
import { supportedLanguages, type LanguageCode } from '@outreach/shared-contracts/core';

type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

/** Loads one language's bundle, as the app itself loads it. */
export type BundleLoaders = Record<TranslatedLanguage, () => Promise<{ default: unknown }>>;

/** What an area's own checks of one language get. */
export interface TranslatedStrings {
  language: TranslatedLanguage;
  /** Every English string by its dotted key. */
  english: ReadonlyMap<string, string>;
  /** The language's strings by dotted key; loaded before the tests run, so read them inside a test. */
  translated: () => ReadonlyMap<string, string>;
}

export interface DescribeTranslationsOptions {
  /** The title of each language's tests, `%s` standing for the language: 'the campaigns strings in %s'. */
  title: string;
  /** The English bundle: the source every other language must match. */
  english: object;
  loaders: BundleLoaders;
  /** The share of strings a language may leave as in English (names, acronyms); more is a copy. */
  maxCopiedShare: number;
  /** The area's own checks, declared with `it`, run for each language beside the common ones. */
  more?: (strings: TranslatedStrings) => void;
}

interface Matchers {
  toEqual: (expected: unknown) => void;
  toBeLessThan: (limit: number) => void;
}

/** The jest globals the description uses: jest's own in a test file. */
export interface TranslationTestGlobals {
  describe: { each: <Case>(cases: readonly Case[]) => (title: string, body: (item: Case) => void) => void };
  beforeAll: (fn: () => unknown) => void;
  it: (name: string, fn: () => unknown) => void;
  expect: (actual: unknown) => Matchers;
}

/** Every string of a bundle by its dotted key. */
function stringsByKey(bundle: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof bundle !== 'object' || bundle === null) return found;
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [nested, text] of stringsByKey(value, path)) found.set(nested, text);
  }
  return found;
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/**
 * Declares, for every supported language but English, that its bundle has exactly the English keys,
 * each filled and with the same placeholders, and that it is translated rather than copied. The
 * bundle is loaded through the app's own loader, so a loader pointing at the wrong file fails too.
 */
export function describeTranslations(
  { title, english, loaders, maxCopiedShare, more }: DescribeTranslationsOptions,
  globals: TranslationTestGlobals = globalThis as unknown as TranslationTestGlobals,
): void {
  const { describe, beforeAll, it, expect } = globals;
  const source = stringsByKey(english);
  const others = supportedLanguages.filter((language): language is TranslatedLanguage => language !== 'en');

  describe.each(others)(title, (language) => {
    let bundle = new Map<string, string>();

    beforeAll(async () => {
      bundle = stringsByKey((await loaders[language]()).default);
    });

    it('have exactly the English keys, each filled and with the same placeholders', () => {
      expect([...bundle.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of source) {
        const translated = bundle.get(key) ?? '';
        expect({ key, empty: translated.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, placeholders: placeholdersOf(translated) }).toEqual({
          key,
          placeholders: placeholdersOf(text),
        });
      }
    });

    it('are translated, not copied from English', () => {
      const copied = [...source].filter(([key, text]) => bundle.get(key) === text).map(([key]) => key);
      expect(copied.length).toBeLessThan(source.size * maxCopiedShare);
    });

    more?.({ language, english: source, translated: () => bundle });
  });
}
