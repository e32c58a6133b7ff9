import { describeTranslations } from '../testing/describeTranslations';
import en from './locales/en/common.json';
import { commonLoaders } from './bundledBackend';

describeTranslations({
  title: 'the common strings in %s',
  english: en,
  loaders: commonLoaders,
  // A few words are the same in many languages (OK, AVS, Password); most strings must differ.
  maxCopiedShare: 0.2,
});
