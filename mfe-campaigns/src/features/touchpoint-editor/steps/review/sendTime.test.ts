import { inputValueOf, localInputToIso } from './sendTime';

describe('a datetime-local value as an ISO date-time with offset', () => {
  it('keeps the wall time typed and adds the browser’s offset for that day', () => {
    const iso = localInputToIso('2026-03-20T09:30');
    expect(iso).toMatch(/^2026-03-20T09:30:00[+-]\d{2}:\d{2}$/);
    // Read back, it is the moment the browser means by that local time.
    expect(new Date(iso!).getTime()).toBe(new Date(2026, 2, 20, 9, 30).getTime());
  });

  it('refuses what is not a moment', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-03-20')).toBeNull();
    expect(localInputToIso('2026-04-31T10:00')).toBeNull();
  });

  it('writes a moment back as the input does', () => {
    expect(inputValueOf(new Date(2026, 0, 5, 7, 4))).toBe('2026-01-05T07:04');
  });
});
