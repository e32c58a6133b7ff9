import { useMemo } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import { useSurveyTranslation } from './surveyTranslations';

/** Formats numbers with the digits of the page's language (Arabic-Indic in Arabic, for one). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useSurveyTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(regionalLocale(i18n.language));
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
