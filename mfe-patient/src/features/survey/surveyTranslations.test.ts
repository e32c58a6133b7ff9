import { describeTranslations } from '@outreach/shared-ui/testing';
import en from './locales/en.json';
import { surveyLoaders } from './surveyTranslations';

describeTranslations({
  title: 'the survey strings in %s',
  english: en,
  loaders: surveyLoaders,
  maxCopiedShare: 0.1,
  more: ({ translated }) => {
    it('give Yes, No and Not Sure three different words', () => {
      const strings = translated();
      const words = ['yes', 'no', 'notSure'].map((key) => strings.get(`medication.${key}`));
      expect(new Set(words).size).toBe(3);
    });

    it("leave the spec's e-mail and phone messages to the spec, in English", () => {
      const texts = [...translated().values()];
      expect(texts.some((text) => /valid (email|phone)/i.test(text))).toBe(false);
    });
  },
});
