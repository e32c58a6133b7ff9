import { describeTranslations } from '@outreach/shared-ui/testing';
import en from './locales/en.json';
import { pageLoaders } from './pageTranslations';

describeTranslations({
  title: 'the touchpoint strings in %s',
  english: en,
  loaders: pageLoaders,
  maxCopiedShare: 0.1,
  more: ({ translated }) => {
    it("keep the spec's redirect warning and countdown as sentences of their own", () => {
      expect(translated().get('redirectTitle')).not.toMatch(/redirected/);
      expect(translated().get('nextIn')).not.toMatch(/Next chapter/);
    });
  },
});
