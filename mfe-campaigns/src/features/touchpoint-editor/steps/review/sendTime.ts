const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The ISO date-time, with the browser's offset, of a `datetime-local` input's value
 * (`2026-03-20T09:30`), read in the browser's time zone; null when the value is not a moment.
 * A time the clocks skip over (a spring-forward gap) becomes the moment the browser makes of it,
 * written as that moment's own wall time.
 */
export function localInputToIso(value: string): string | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const moment = new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  // A day past the month's end (31 April) rolls over into the next month: not the day typed.
  if (Number.isNaN(moment.getTime()) || moment.getDate() !== day) return null;
  const offset = -moment.getTimezoneOffset();
  return (
    `${inputValueOf(moment)}:${pad(moment.getSeconds())}` +
    `${offset < 0 ? '-' : '+'}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** A moment as a `datetime-local` input writes it, in the browser's time zone: `2026-03-20T09:30`. */
export function inputValueOf(moment: Date): string {
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
  );
}

/** The browser's time zone, e.g. Europe/Madrid, for staff to see which clock a time is on. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
