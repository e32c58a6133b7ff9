import { supportedLanguages } from '@outreach/shared-contracts/core';
import {
  describeTranslations,
  type BundleLoaders,
  type DescribeTranslationsOptions,
  type TranslationTestGlobals,
} from './describeTranslations';

const english = { greeting: 'Hello {{name}}', list: { empty: 'Nothing yet', retry: 'Try again' } };
const spanish = { greeting: 'Hola {{name}}', list: { empty: 'Nada todavía', retry: 'Reintentar' } };

interface DeclaredTest {
  language: string;
  name: string;
  run: () => unknown;
}

/**
 * Declares the checks through stand-in globals, loads each bundle, and gives back the tests one
 * language would run: so a bad bundle can be shown to fail here without failing this file.
 */
async function declare(
  bundleOf: (language: string) => unknown,
  options: Partial<DescribeTranslationsOptions> = {},
): Promise<(language: string) => DeclaredTest[]> {
  const loads: (() => unknown)[] = [];
  const tests: DeclaredTest[] = [];
  let language = '';
  const globals: TranslationTestGlobals = {
    describe: {
      each:
        <Case>(cases: readonly Case[]) =>
        (title: string, body: (item: Case) => void) => {
          for (const item of cases) {
            language = String(item);
            expect(title).toContain('%s');
            body(item);
          }
        },
    },
    beforeAll: (fn) => loads.push(fn),
    it: (name, run) => tests.push({ language, name, run }),
    expect: (actual) => expect(actual),
  };
  const loaders = Object.fromEntries(
    supportedLanguages.map((code) => [code, () => Promise.resolve({ default: bundleOf(code) })]),
  ) as unknown as BundleLoaders;
  describeTranslations(
    { title: 'the strings in %s', english, loaders, maxCopiedShare: 0.4, ...options },
    globals,
  );
  for (const load of loads) await load();
  return (code) => tests.filter((test) => test.language === code);
}

async function outcomes(tests: DeclaredTest[]): Promise<Record<string, 'pass' | 'fail'>> {
  const results: Record<string, 'pass' | 'fail'> = {};
  for (const test of tests) {
    try {
      await test.run();
      results[test.name] = 'pass';
    } catch {
      results[test.name] = 'fail';
    }
  }
  return results;
}

const KEYS = 'have exactly the English keys, each filled and with the same placeholders';
const TRANSLATED = 'are translated, not copied from English';

describe('describeTranslations', () => {
  it('checks every language but English, and passes a complete translation', async () => {
    const testsOf = await declare(() => spanish);
    expect(testsOf('en')).toEqual([]);
    expect(await outcomes(testsOf('de'))).toEqual({ [KEYS]: 'pass', [TRANSLATED]: 'pass' });
    expect(await outcomes(testsOf('zh'))).toEqual({ [KEYS]: 'pass', [TRANSLATED]: 'pass' });
  });

  it.each([
    ['a missing key', { greeting: 'Hola {{name}}', list: { empty: 'Nada todavía' } }],
    ['a key English lacks', { ...spanish, extra: 'Más' }],
    ['an empty string', { ...spanish, list: { ...spanish.list, retry: ' ' } }],
    ['a lost placeholder', { ...spanish, greeting: 'Hola' }],
    ['a renamed placeholder', { ...spanish, greeting: 'Hola {{nombre}}' }],
  ])('fails a language with %s', async (_problem, bundle) => {
    const testsOf = await declare((code) => (code === 'fr' ? bundle : spanish));
    expect((await outcomes(testsOf('fr')))[KEYS]).toBe('fail');
    expect((await outcomes(testsOf('de')))[KEYS]).toBe('pass');
  });

  it('fails a language that leaves more than the allowed share in English', async () => {
    const half = { ...spanish, list: { ...spanish.list, retry: 'Try again' } };
    const lenient = await declare(() => half, { maxCopiedShare: 0.4 });
    expect((await outcomes(lenient('it')))[TRANSLATED]).toBe('pass');
    const strict = await declare(() => half, { maxCopiedShare: 0.3 });
    expect((await outcomes(strict('it')))[TRANSLATED]).toBe('fail');
  });

  it('gives an area’s own checks each language’s strings by dotted key, once loaded', async () => {
    const readers = new Map<string, () => ReadonlyMap<string, string>>();
    await declare(() => spanish, {
      more: ({ language, english: source, translated }) => {
        expect(source.get('list.retry')).toBe('Try again');
        readers.set(language, translated);
      },
    });
    expect([...readers.keys()]).toHaveLength(supportedLanguages.length - 1);
    expect(readers.get('ja')?.().get('list.retry')).toBe('Reintentar');
  });
});
