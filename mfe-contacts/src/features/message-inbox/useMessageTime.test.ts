import { formatMessageTime } from './useMessageTime';

const now = Date.parse('2026-07-05T15:00:00.000Z');

describe('formatMessageTime', () => {
  it('says how long ago in the largest whole unit, and the full time in the tenant’s zone', () => {
    const recent = formatMessageTime('2026-07-05T14:35:00.000Z', {
      locale: 'en-US',
      timeZone: 'Europe/London',
      now,
    });
    expect(recent.relative).toBe('25 minutes ago');
    // ICU puts a narrow or a plain space before PM, depending on its version.
    expect(recent.absolute).toMatch(/^Jul 5, 2026, 3:35\sPM GMT\+1$/);
    expect(
      formatMessageTime('2026-07-04T12:00:00.000Z', { locale: 'en-US', timeZone: 'UTC', now }).relative,
    ).toBe('yesterday');
    expect(
      formatMessageTime('2026-07-05T14:59:30.000Z', { locale: 'en-US', timeZone: 'UTC', now }).relative,
    ).toBe('30 seconds ago');
  });

  it('words both in the UI language', () => {
    const time = formatMessageTime('2026-07-02T15:00:00.000Z', {
      locale: 'es-ES',
      timeZone: 'Europe/Madrid',
      now,
    });
    expect(time.relative).toBe('hace 3 días');
    expect(time.absolute).toMatch(/^2 jul 2026, 17:00/);
  });
});
