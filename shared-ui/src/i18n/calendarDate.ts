/**
 * Formats `YYYY-MM-DD` calendar dates (a date of birth) in a locale's medium style. The date is read
 * as a day, not a moment, so it never shifts with the user's time zone; other text is returned as is.
 */
export function calendarDateFormatter(locale: string): (isoDate: string) => string {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (isoDate) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
    if (!match) return isoDate;
    return dates.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  };
}
