import { makeSend } from '../../testing/sendFixtures';
import { SENDS_POLL_MS, SENDS_SETTLING_POLL_MS, sendsRefreshInterval } from './api';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const list = (...results: ReturnType<typeof makeSend>[]) => ({ results });

describe('how often the sends are read again', () => {
  it('every 2 s while a send is prepared or sent, or is about to start', () => {
    expect(sendsRefreshInterval(list(makeSend(1, { state: 'sending' })), now)).toBe(SENDS_POLL_MS);
    expect(sendsRefreshInterval(list(makeSend(1, { state: 'preparing' })), now)).toBe(SENDS_POLL_MS);
    const soon = makeSend(1, { state: 'scheduled', send_at: at(20_000) });
    expect(sendsRefreshInterval(list(soon), now)).toBe(SENDS_POLL_MS);
    const overdue = makeSend(1, { state: 'scheduled', send_at: at(-5_000) });
    expect(sendsRefreshInterval(list(overdue), now)).toBe(SENDS_POLL_MS);
  });

  it('every 30 s while a send is paused or scheduled for later, whatever the ended ones', () => {
    const paused = makeSend(2, { state: 'paused' });
    const later = makeSend(3, { state: 'scheduled', send_at: at(10 * 60_000) });
    const longDone = makeSend(1, { state: 'done', finished_at: at(-60 * 60_000) });
    expect(sendsRefreshInterval(list(paused, longDone), now)).toBe(SENDS_SETTLING_POLL_MS);
    expect(sendsRefreshInterval(list(later, longDone), now)).toBe(SENDS_SETTLING_POLL_MS);
  });

  it('every 30 s for 15 minutes after the last send ended, then not at all', () => {
    const recent = makeSend(1, { state: 'done', finished_at: at(-60_000) });
    const cancelled = makeSend(2, { state: 'cancelled', finished_at: at(-14 * 60_000) });
    const old = makeSend(3, { state: 'done', finished_at: at(-20 * 60_000) });
    expect(sendsRefreshInterval(list(recent), now)).toBe(SENDS_SETTLING_POLL_MS);
    expect(sendsRefreshInterval(list(cancelled), now)).toBe(SENDS_SETTLING_POLL_MS);
    expect(sendsRefreshInterval(list(old), now)).toBe(0);
    expect(sendsRefreshInterval(list(), now)).toBe(0);
    expect(sendsRefreshInterval(undefined, now)).toBe(0);
  });
});
