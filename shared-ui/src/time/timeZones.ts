import { DEFAULT_TIME_ZONE, QUIET_HOURS } from '@outreach/shared-contracts/core';

/**
 * Time zones as the browser knows them, described in the user's language: no zone database is
 * bundled, the engine's own (Intl) names and offsets serve.
 */

/** How a zone reads now: its UTC offset ('GMT+01:00', 'UTC+1' in some languages) and long name. */
export interface TimeZoneDescription {
  zone: string;
  offset: string;
  /** 'British Summer Time'; the offset again where the language has no name for it. */
  name: string;
  /** Minutes ahead of UTC, for sorting. */
  offsetMinutes: number;
}

/** The engine's zones, UTC among them (Chromium lists it under Etc only); sorted by name. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(DEFAULT_TIME_ZONE) ? [...zones].sort() : [DEFAULT_TIME_ZONE, ...zones].sort();
}

function zonePart(locale: string, zone: string, style: 'longOffset' | 'long', at: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** Minutes ahead of UTC at `at`, read from the English offset ('GMT+05:30'; plain 'GMT' is 0). */
function offsetMinutes(zone: string, at: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zonePart('en', zone, 'longOffset', at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** A zone at `at`, in `locale`; a name the engine does not know is described by itself. */
export function describeTimeZone(zone: string, locale: string, at: Date = new Date()): TimeZoneDescription {
  try {
    return {
      zone,
      offset: zonePart(locale, zone, 'longOffset', at),
      name: zonePart(locale, zone, 'long', at),
      offsetMinutes: offsetMinutes(zone, at),
    };
  } catch {
    return { zone, offset: '', name: zone, offsetMinutes: 0 };
  }
}

/** 'America/Argentina/Buenos_Aires' as people write it: 'America/Argentina/Buenos Aires'. */
export function readableZone(zone: string): string {
  return zone.replaceAll('_', ' ');
}

const HOUR_MS = 3_600_000;
/** The last list described, kept for the hour it was described in (offsets change on the hour). */
let described: { locale: string; hour: number; zones: TimeZoneDescription[] } | null = null;

/**
 * Every zone the engine knows, described at `at`: west to east, and by name within an offset. Some
 * 400 zones take a tenth of a second to describe, so a form opened again in the same hour reuses them.
 */
export function describeTimeZones(locale: string, at: Date): TimeZoneDescription[] {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  if (described?.locale === locale && described.hour === hour) return described.zones;
  const zones = timeZoneNames()
    .map((zone) => describeTimeZone(zone, locale, at))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.zone.localeCompare(b.zone));
  described = { locale, hour, zones };
  return zones;
}

/** An hour of the day as `locale` writes it (21:00, 9:00 PM). */
function hourText(locale: string, hour: number): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}

/** When quiet hours start and end, as `locale` writes the hours: no message is sent in between. */
export function quietHoursText(locale: string): { start: string; end: string } {
  return { start: hourText(locale, QUIET_HOURS.startHour), end: hourText(locale, QUIET_HOURS.endHour) };
}
