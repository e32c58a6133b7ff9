import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeTimeZones, readableZone, type TimeZoneDescription } from '../../time/timeZones';
import { ComboboxField, type ComboboxChoice } from '../combobox/ComboboxField';

export interface TimeZoneFieldProps {
  /** The locale zones are described in: the user's (see `regionalLocale`). */
  locale: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** An IANA zone name; '' for the empty choice. */
  value: string;
  onChange: (zone: string) => void;
  /** A first choice with the value '' (e.g. 'Tenant default (Europe/London)'); none when left out. */
  emptyChoice?: string;
  disabled?: boolean;
}

/** How a zone reads in the user's language: its name, its offset now and its long name. */
export function useTimeZoneLabel(): (description: TimeZoneDescription) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (description) =>
      t('combobox.timeZoneChoice', {
        zone: readableZone(description.zone),
        offset: description.offset,
        name: description.name,
      }),
    [t],
  );
}

/**
 * A searchable list of the browser's time zones, west to east, each with its UTC offset now and its
 * name in the user's language; typing 'london', 'gmt+09' or 'summer time' finds them. The list is
 * built from Intl once per language, so no zone database reaches the bundle. A saved zone the
 * browser does not know is still shown, by its name.
 */
export function TimeZoneField({ locale, value, ...fieldProps }: TimeZoneFieldProps) {
  const label = useTimeZoneLabel();
  const known = useMemo(
    () =>
      describeTimeZones(locale, new Date()).map((description) => ({
        value: description.zone,
        label: label(description),
      })),
    [label, locale],
  );
  const choices = useMemo<ComboboxChoice[]>(
    () =>
      value === '' || known.some((choice) => choice.value === value)
        ? known
        : [...known, { value, label: readableZone(value) }],
    [known, value],
  );
  return <ComboboxField {...fieldProps} value={value} choices={choices} />;
}
