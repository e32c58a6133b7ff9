import { useMemo } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useTenantTimeZone } from '../tenant/api';

export interface MessageTime {
  /** '5 minutes ago', 'yesterday': how long ago, in the UI language. */
  relative: string;
  /** The date and time in the tenant's time zone, with the zone named. */
  absolute: string;
}

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

export interface MessageTimeOptions {
  /** A BCP 47 locale, e.g. from `regionalLocale`. */
  locale: string;
  /** The IANA zone of the full time; the reader's own when undefined. */
  timeZone?: string;
  now: number;
}

/** When `iso` happened, relative to `now` and in full, in `locale` and `timeZone`. */
export function formatMessageTime(iso: string, { locale, timeZone, now }: MessageTimeOptions): MessageTime {
  const zone = timeZone ? { timeZone } : {};
  const at = new Date(iso);
  const seconds = Math.round((at.getTime() - now) / 1000);
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const absolute = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...zone,
  }).format(at);
  const zoneName = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', ...zone })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return {
    relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(
      Math.round(seconds / size),
      unit,
    ),
    absolute: zoneName ? `${absolute} ${zoneName}` : absolute,
  };
}

/**
 * Says when something happened, relative to now and in full, in the UI language. The full time is
 * the tenant's (the clinic's clock, whoever reads it); until that is known, the reader's own.
 */
export function useMessageTime(): (iso: string) => MessageTime {
  const { i18n } = useAreaTranslation();
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = useTenantTimeZone();
  return useMemo(() => {
    const locale = regionalLocale(uiLanguage);
    return (iso) => formatMessageTime(iso, { locale, timeZone, now: Date.now() });
  }, [uiLanguage, timeZone]);
}
