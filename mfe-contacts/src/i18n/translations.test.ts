import { supportedLanguages, type LanguageCode } from '@outreach/shared-contracts/core';
import en from '../locales/en.json';
import { areaLoaders } from './areaTranslations';

type Bundle = { [key: string]: string | Bundle };

/** Every string of a bundle by its dotted key. */
function strings(bundle: Bundle, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [nested, text] of strings(value, path)) found.set(nested, text);
  }
  return found;
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const english = strings(en);
const others = supportedLanguages.filter(
  (language): language is Exclude<LanguageCode, 'en'> => language !== 'en',
);

describe.each(others)('the contacts strings in %s', (language) => {
  let bundle = new Map<string, string>();

  beforeAll(async () => {
    // Loaded the way the app loads it, so a loader pointing at the wrong file fails here too.
    bundle = strings((await areaLoaders[language]()).default);
  });

  it('have exactly the English keys, each filled and with the same placeholders', () => {
    expect([...bundle.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = bundle.get(key) ?? '';
      expect({ key, empty: translated.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholdersOf(translated) }).toEqual({
        key,
        placeholders: placeholdersOf(text),
      });
    }
  });

  it('are translated, not copied from English', () => {
    const copied = [...english].filter(([key, text]) => bundle.get(key) === text).map(([key]) => key);
    // A few strings are the same in many languages (SMS, a name order); nearly all must differ.
    expect(copied.length).toBeLessThan(english.size * 0.1);
  });

  it('word every code of the import in the language itself, none left in English', () => {
    const codes = [...english.keys()].filter((key) => /^import\.(reasons|problems|failures)\./.test(key));
    expect(codes.length).toBeGreaterThan(20);
    const englishLeft = codes.filter((key) => bundle.get(key) === english.get(key));
    expect(englishLeft).toEqual([]);
  });

  it('keep the bulk-delete keyword typeable: one word, no placeholder', () => {
    expect(bundle.get('bulk.deleteKeyword')).toMatch(/^\S+$/u);
  });
});
