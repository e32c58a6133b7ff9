import { useMemo } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import { useAreaTranslation } from './areaTranslations';

export interface ReportsFormat {
  number: (value: number) => string;
  /** A share (0 to 1) as a percentage, with one decimal at most. */
  percent: (share: number) => string;
  /** The day and the time of a moment (an ISO timestamp), in the user's time zone. */
  dateTime: (isoTimestamp: string) => string;
  /** A calendar day (YYYY-MM-DD), the same in every time zone. */
  day: (isoDate: string) => string;
  /** A language's name (an ISO 639-1 code) in the UI language. */
  language: (code: string) => string;
  /** Parts of a description side by side, with the language's separator (no 'and'). */
  list: (parts: readonly string[]) => string;
}

/** Figures, dates and language names in the conventions of the UI language, through Intl. */
export function useReportsFormat(): ReportsFormat {
  const { i18n } = useAreaTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = regionalLocale(uiLanguage);
    const numbers = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const languages = new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' });
    const lists = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    return {
      number: (value) => numbers.format(value),
      percent: (share) => percents.format(share),
      dateTime: (isoTimestamp) => {
        const parsed = new Date(isoTimestamp);
        return Number.isNaN(parsed.getTime()) ? isoTimestamp : dateTimes.format(parsed);
      },
      day: (isoDate) => {
        const parsed = new Date(`${isoDate}T00:00:00Z`);
        return Number.isNaN(parsed.getTime()) ? isoDate : days.format(parsed);
      },
      language: (code) => languages.of(code) ?? code,
      list: (parts) => lists.format(parts),
    };
  }, [uiLanguage]);
}
