import { describeTranslations } from '@outreach/shared-ui/testing';
import en from './locales/en.json';
import { shellLoaders } from './shellTranslations';

describeTranslations({
  title: 'the shell strings in %s',
  english: en,
  loaders: shellLoaders,
  // Product names (SendGrid, AVS) and examples (addresses, numbers) may stay as they are.
  maxCopiedShare: 0.1,
});
