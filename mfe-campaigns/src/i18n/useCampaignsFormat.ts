import { useMemo } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import { useAreaTranslation } from './areaTranslations';

export interface CampaignsFormat {
  /** The day of a moment (an ISO timestamp) in the UI language, in the user's time zone. */
  date: (isoTimestamp: string) => string;
  number: (value: number) => string;
}

/** Dates and numbers in the conventions of the UI language, through Intl. */
export function useCampaignsFormat(): CampaignsFormat {
  const { i18n } = useAreaTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = regionalLocale(uiLanguage);
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const numbers = new Intl.NumberFormat(locale);
    return {
      date(isoTimestamp) {
        const moment = new Date(isoTimestamp);
        return Number.isNaN(moment.getTime()) ? isoTimestamp : dates.format(moment);
      },
      number: (value) => numbers.format(value),
    };
  }, [uiLanguage]);
}
