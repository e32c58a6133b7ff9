import { IDLE_TIMEOUT_MS } from '@outreach/shared-contracts/core';
import type { SessionChannel, SessionMessage } from '@outreach/shared-ui';
import { startIdleTimer } from './idleTimer';

const MINUTE = 60_000;

function sharedClock() {
  let value = 0;
  return { read: () => value, write: (at: number) => (value = at) };
}

/** A pair of channels that deliver to each other, like two tabs of one browser. */
function linkedChannels(): [SessionChannel, SessionChannel] {
  const listeners: [Set<(m: SessionMessage) => void>, Set<(m: SessionMessage) => void>] = [
    new Set(),
    new Set(),
  ];
  const make = (own: 0 | 1): SessionChannel => ({
    post: (message) => listeners[own === 0 ? 1 : 0].forEach((listener) => listener(message)),
    subscribe(listener) {
      listeners[own].add(listener);
      return () => listeners[own].delete(listener);
    },
    close: () => listeners[own].clear(),
  });
  return [make(0), make(1)];
}

describe('the idle timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('logs out after 30 minutes without activity, not before', () => {
    const onIdle = jest.fn();
    const shared = sharedClock();
    const timer = startIdleTimer({
      timeoutMs: IDLE_TIMEOUT_MS,
      onIdle,
      readSharedActivity: shared.read,
      writeSharedActivity: shared.write,
    });
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click', 'timeupdate'])(
    'counts %s as activity',
    (type) => {
      const onIdle = jest.fn();
      const shared = sharedClock();
      const timer = startIdleTimer({
        timeoutMs: IDLE_TIMEOUT_MS,
        onIdle,
        readSharedActivity: shared.read,
        writeSharedActivity: shared.write,
      });
      jest.advanceTimersByTime(20 * MINUTE);
      // timeupdate does not bubble: it comes from a video somewhere inside the page.
      const video = document.createElement('video');
      document.body.append(video);
      video.dispatchEvent(new Event(type, { bubbles: type !== 'timeupdate' }));
      jest.advanceTimersByTime(20 * MINUTE);
      expect(onIdle).not.toHaveBeenCalled();
      jest.advanceTimersByTime(10 * MINUTE);
      expect(onIdle).toHaveBeenCalledTimes(1);
      video.remove();
      timer.stop();
    },
  );

  it('stays alive while another tab is active (shared timestamp)', () => {
    const onIdle = jest.fn();
    const shared = sharedClock();
    const timer = startIdleTimer({
      timeoutMs: IDLE_TIMEOUT_MS,
      onIdle,
      readSharedActivity: shared.read,
      writeSharedActivity: shared.write,
    });
    jest.advanceTimersByTime(25 * MINUTE);
    shared.write(Date.now()); // the other tab saw a key press
    jest.advanceTimersByTime(25 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('shares its own activity with the other tabs over the channel', () => {
    const [here, there] = linkedChannels();
    const idleThere = jest.fn();
    const sharedHere = sharedClock();
    const sharedThere = sharedClock(); // no common storage: only the channel links the tabs
    const first = startIdleTimer({
      timeoutMs: IDLE_TIMEOUT_MS,
      onIdle: jest.fn(),
      readSharedActivity: sharedHere.read,
      writeSharedActivity: sharedHere.write,
      channel: here,
    });
    const second = startIdleTimer({
      timeoutMs: IDLE_TIMEOUT_MS,
      onIdle: idleThere,
      readSharedActivity: sharedThere.read,
      writeSharedActivity: sharedThere.write,
      channel: there,
    });
    jest.advanceTimersByTime(29 * MINUTE);
    first.recordActivity();
    jest.advanceTimersByTime(2 * MINUTE);
    expect(idleThere).not.toHaveBeenCalled();
    jest.advanceTimersByTime(28 * MINUTE);
    expect(idleThere).toHaveBeenCalledTimes(1);
    first.stop();
    second.stop();
  });

  it('does nothing once stopped', () => {
    const onIdle = jest.fn();
    const shared = sharedClock();
    const timer = startIdleTimer({
      timeoutMs: IDLE_TIMEOUT_MS,
      onIdle,
      readSharedActivity: shared.read,
      writeSharedActivity: shared.write,
    });
    timer.stop();
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
