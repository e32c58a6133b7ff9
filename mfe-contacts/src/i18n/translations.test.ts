import { describeTranslations } from '@outreach/shared-ui/testing';
import en from '../locales/en.json';
import { areaLoaders } from './areaTranslations';

describeTranslations({
  title: 'the contacts strings in %s',
  english: en,
  loaders: areaLoaders,
  // A few strings are the same in many languages (SMS, a name order); nearly all must differ.
  maxCopiedShare: 0.1,
  more: ({ english, translated }) => {
    it('word every code of the import in the language itself, none left in English', () => {
      const bundle = translated();
      const codes = [...english.keys()].filter((key) => /^import\.(reasons|problems|failures)\./.test(key));
      expect(codes.length).toBeGreaterThan(20);
      const englishLeft = codes.filter((key) => bundle.get(key) === english.get(key));
      expect(englishLeft).toEqual([]);
    });

    it('keep the bulk-delete keyword typeable: one word, no placeholder', () => {
      expect(translated().get('bulk.deleteKeyword')).toMatch(/^\S+$/u);
    });
  },
});
