import { describeTranslations } from '@outreach/shared-ui/testing';
import en from '../locales/en.json';
import { areaLoaders } from './areaTranslations';

describeTranslations({
  title: 'the patient page strings in %s',
  english: en,
  loaders: areaLoaders,
  maxCopiedShare: 0.1,
  more: ({ translated }) => {
    it("word the spec's date-of-birth message in the language itself, not with the English abbreviation", () => {
      expect(translated().get('dob.wrong')).not.toMatch(/DOB/);
    });
  },
});
