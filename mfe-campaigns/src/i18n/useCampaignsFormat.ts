import { useMemo } from 'react';
import { calendarDateFormatter, regionalLocale } from '@outreach/shared-ui';
import { useAreaTranslation } from './areaTranslations';

export interface CampaignsFormat {
  /** The day of a moment (an ISO timestamp) in the UI language, in the user's time zone. */
  date: (isoTimestamp: string) => string;
  /** A calendar day (`YYYY-MM-DD`, such as a date of birth), the same in every time zone. */
  calendarDate: (isoDate: string) => string;
  /** The day and the time of a moment, in the user's time zone. */
  dateTime: (isoTimestamp: string) => string;
  /** An hour of the day on the 24-hour clock, e.g. 21:00. */
  hour: (hour: number) => string;
  number: (value: number) => string;
  /** An amount of money in a currency (an ISO 4217 code). */
  money: (amount: number, currency: string) => string;
}

/** Dates and numbers in the conventions of the UI language, through Intl. */
export function useCampaignsFormat(): CampaignsFormat {
  const { i18n } = useAreaTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = regionalLocale(uiLanguage);
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const hours = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const numbers = new Intl.NumberFormat(locale);
    const moment = (isoTimestamp: string, format: Intl.DateTimeFormat) => {
      const parsed = new Date(isoTimestamp);
      return Number.isNaN(parsed.getTime()) ? isoTimestamp : format.format(parsed);
    };
    return {
      date: (isoTimestamp) => moment(isoTimestamp, dates),
      calendarDate: calendarDateFormatter(locale),
      dateTime: (isoTimestamp) => moment(isoTimestamp, dateTimes),
      hour: (hour) => hours.format(new Date(2000, 0, 1, hour)),
      number: (value) => numbers.format(value),
      money: (amount, currency) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    };
  }, [uiLanguage]);
}
