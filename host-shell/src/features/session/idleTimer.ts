import type { SessionChannel } from '@outreach/shared-ui';

/** Events that count as activity. `timeupdate` is a playing video: watching counts as being present. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'wheel',
  'timeupdate',
] as const;

/** Activity is shared with other tabs at most this often, to keep storage writes cheap. */
const SHARE_INTERVAL_MS = 1000;

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  /** Last activity of any tab (epoch ms), e.g. from localStorage. */
  readSharedActivity: () => number;
  writeSharedActivity: (at: number) => void;
  channel?: SessionChannel;
  /** Where activity events are listened for; `document` by default. */
  target?: EventTarget;
}

export interface IdleTimer {
  /** Marks this moment as activity (also called for every activity event). */
  recordActivity: () => void;
  stop: () => void;
}

/**
 * Calls `onIdle` once no tab has seen activity for `timeoutMs`. One timeout is kept, set for the
 * earliest moment idleness is possible; when it fires it re-reads the shared timestamp, so another
 * tab's activity simply moves the deadline. Plain setTimeout and Date.now(), so fake clocks
 * (jest, Playwright) drive it.
 */
export function startIdleTimer({
  timeoutMs,
  onIdle,
  readSharedActivity,
  writeSharedActivity,
  channel,
  target = document,
}: IdleTimerOptions): IdleTimer {
  let lastActivity = Date.now();
  let lastShared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function share(at: number) {
    lastShared = at;
    writeSharedActivity(at);
    channel?.post({ type: 'activity', at });
  }

  function check() {
    if (stopped) return;
    const latest = Math.max(lastActivity, readSharedActivity());
    const remaining = latest + timeoutMs - Date.now();
    if (remaining <= 0) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, remaining);
  }

  function recordActivity() {
    if (stopped) return;
    lastActivity = Date.now();
    if (lastActivity - lastShared >= SHARE_INTERVAL_MS) share(lastActivity);
  }

  const unsubscribe = channel?.subscribe((message) => {
    if (message.type === 'activity') lastActivity = Math.max(lastActivity, message.at);
  });

  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    unsubscribe?.();
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, recordActivity, true);
  }

  // Capture phase, so events that do not bubble (scroll of an inner pane, timeupdate) are seen too.
  for (const name of ACTIVITY_EVENTS)
    target.addEventListener(name, recordActivity, { capture: true, passive: true });
  share(lastActivity);
  check();
  return { recordActivity, stop };
}
