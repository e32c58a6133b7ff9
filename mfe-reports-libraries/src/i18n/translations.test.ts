import { describeTranslations } from '@outreach/shared-ui/testing';
import en from '../locales/en.json';
import { areaLoaders } from './areaTranslations';

describeTranslations({
  title: 'the reports and libraries strings in %s',
  english: en,
  loaders: areaLoaders,
  // A few words are the same in many languages (SMS, MRN); nearly all must differ.
  maxCopiedShare: 0.1,
});
