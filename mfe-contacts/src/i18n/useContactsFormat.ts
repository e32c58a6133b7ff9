import { useMemo } from 'react';
import { calendarDateFormatter, languageNames, regionalLocale } from '@outreach/shared-ui';
import type {
  CommunicationPreference,
  LanguageCode,
  PatientGender,
  PatientTitle,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from './areaTranslations';

export interface ContactsFormat {
  /** A `YYYY-MM-DD` calendar date in the UI language; the day never shifts with the time zone. */
  date: (isoDate: string) => string;
  number: (value: number) => string;
  /** Items joined as the UI language lists them ('a, b and c'; Japanese writes 'a、b、c'). */
  list: (items: readonly string[]) => string;
  /** A patient language named in the UI language. */
  language: (code: LanguageCode) => string;
  gender: (value: PatientGender) => string;
  communication: (value: CommunicationPreference) => string;
  title: (value: PatientTitle) => string;
  /** Surname and given name in the order of the UI language. */
  name: (patient: { first_name: string; last_name: string }) => string;
}

function displayNamesFor(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'language' });
  } catch {
    return null;
  }
}

/**
 * Formats the values of a patient record for the UI language: option values become translated
 * labels, and dates and numbers follow the language's conventions through Intl.
 */
export function useContactsFormat(): ContactsFormat {
  const { t, i18n } = useAreaTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const locale = regionalLocale(uiLanguage);
    const numbers = new Intl.NumberFormat(locale);
    const lists = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    const names = displayNamesFor(locale);
    return {
      date: calendarDateFormatter(locale),
      number: (value) => numbers.format(value),
      list: (items) => lists.format(items),
      language: (code) => names?.of(code) ?? languageNames[code],
      gender: (value) => t(`options.gender.${value}`),
      communication: (value) => t(`options.communication.${value}`),
      title: (value) => t(`options.title.${value}`),
      name: (patient) => t('patients.fullName', { first: patient.first_name, last: patient.last_name }),
    };
  }, [t, uiLanguage]);
}
