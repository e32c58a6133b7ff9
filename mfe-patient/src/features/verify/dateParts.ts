/** The three parts of a date of birth, in the order a language writes them. */
export type DatePart = 'day' | 'month' | 'year';

const SAMPLE = new Date(Date.UTC(1980, 11, 31));

/** The order of day, month and year in a locale's numeric dates (day, month, year when unknown). */
export function datePartOrder(locale: string): DatePart[] {
  try {
    const order = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .formatToParts(SAMPLE)
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : ['day', 'month', 'year'];
  } catch {
    return ['day', 'month', 'year'];
  }
}

/** An example date written as the locale writes dates, for the hint under the fields. */
export function exampleDate(locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(SAMPLE);
  } catch {
    return '31/12/1980';
  }
}

export type DateCheck = { ok: true; iso: string } | { ok: false; reason: 'incomplete' | 'invalid' };

/** The typed parts as an ISO date, when they make a date of birth that exists and is not in the future. */
export function checkDateOfBirth(parts: Record<DatePart, string>, today = new Date()): DateCheck {
  const [day, month, year] = [parts.day.trim(), parts.month.trim(), parts.year.trim()];
  if (!day || !month || !year) return { ok: false, reason: 'incomplete' };
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) {
    return { ok: false, reason: 'invalid' };
  }
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  const exists = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!exists || y < 1900 || date.getTime() > today.getTime()) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    iso: `${String(y)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  };
}
