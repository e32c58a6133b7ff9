import { calendarDateFormatter } from './calendarDate';

describe('a calendar date', () => {
  it('is written in the conventions of the language, on the day given', () => {
    expect(calendarDateFormatter('en-US')('1984-02-29')).toBe('Feb 29, 1984');
    expect(calendarDateFormatter('de-DE')('1950-11-03')).toBe('03.11.1950');
  });

  it('keeps text that is not a calendar date as it is', () => {
    expect(calendarDateFormatter('en-US')('soon')).toBe('soon');
  });
});
