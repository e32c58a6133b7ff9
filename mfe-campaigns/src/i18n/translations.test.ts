import { describeTranslations } from '@outreach/shared-ui/testing';
import en from '../locales/en.json';
import { areaLoaders } from './areaTranslations';

describeTranslations({
  title: 'the campaigns strings in %s',
  english: en,
  loaders: areaLoaders,
  // A few words are the same in many languages (Studio, Status, Name); nearly all must differ.
  maxCopiedShare: 0.1,
});
