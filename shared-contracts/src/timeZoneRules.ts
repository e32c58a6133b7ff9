/**
 * The rule of a time zone setting (a patient's zone, a tenant's default), written once and without a
 * schema library, so the API's schemas, the forms and the CSV import reach the same verdict. The
 * database's `app_is_time_zone` check (migration 0023) stands behind it.
 */

/** Longest zone name the database takes. */
export const TIME_ZONE_MAX_LENGTH = 64;
/** What a tenant without a chosen zone works in (the database's default too). */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * An IANA name of the form Area/Location (`Europe/London`, `America/Argentina/Salta`, `Etc/GMT+5`), or
 * UTC. Abbreviations such as `PST` or `EST` are refused although engines accept them: PostgreSQL
 * reads them as fixed offsets without summer time, which would move quiet hours by an hour half the year.
 */
const ZONE_NAME = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/** Verdicts already reached: an import asks for the same few zones a million times. */
const verdicts = new Map<string, boolean>();
/** Enough for every zone there is; beyond it (a file of made-up names) verdicts are not kept. */
const VERDICTS_KEPT = 2000;

/** Whether the engine's time zone database knows the name (an unknown one throws a RangeError). */
function engineKnows(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` names an IANA time zone, exactly as written (no spaces, the name's own case). */
export function isTimeZoneName(value: string): boolean {
  const known = verdicts.get(value);
  if (known !== undefined) return known;
  const verdict = value.length <= TIME_ZONE_MAX_LENGTH && ZONE_NAME.test(value) && engineKnows(value);
  if (verdicts.size < VERDICTS_KEPT) verdicts.set(value, verdict);
  return verdict;
}

/** The English of a refused zone, for the API's field messages. */
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, e.g. Europe/London.';
