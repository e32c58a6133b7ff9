import { supportedLanguages, type LanguageCode } from '@outreach/shared-contracts/core';
import en from './locales/en/common.json';
import { commonLoaders } from './bundledBackend';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else flatten(value, path).forEach((text, nested) => entries.set(nested, text));
  }
  return entries;
}

const english = flatten(en);
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

const translated = supportedLanguages.filter((code): code is Exclude<LanguageCode, 'en'> => code !== 'en');

describe.each(translated)('the %s bundle', (code) => {
  let bundle: Map<string, string>;

  beforeAll(async () => {
    const module = await commonLoaders[code]();
    bundle = flatten(module.default as Tree);
  });

  it('has every English key, none empty, with the same placeholders', () => {
    for (const [key, text] of english) {
      const translated = bundle.get(key);
      expect({ key, translated: translated?.trim() ? 'present' : 'missing' }).toEqual({
        key,
        translated: 'present',
      });
      expect({ key, placeholders: placeholders(translated ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('has no keys English lacks', () => {
    expect([...bundle.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('is a translation, not a copy of English', () => {
    const identical = [...english].filter(([key, text]) => bundle.get(key) === text);
    // A few words are the same in many languages (OK, AVS, Password); most strings must differ.
    expect(identical.length).toBeLessThan(english.size * 0.2);
  });
});
