/** Messages every tab of the app exchanges about the staff session. */
export type SessionMessage = { type: 'logout' } | { type: 'activity'; at: number };

const CHANNEL_NAME = 'outreach-session';
/** Fallback transport for browsers without BroadcastChannel: a storage key whose changes other tabs see. */
const MESSAGE_KEY = 'outreach.session-message';
/** Last activity of any tab, in epoch milliseconds; read by the idle timer of every tab. */
export const LAST_ACTIVITY_KEY = 'outreach.last-activity';

export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
  close(): void;
}

function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null || !('type' in value)) return false;
  if (value.type === 'logout') return true;
  return value.type === 'activity' && 'at' in value && typeof value.at === 'number';
}

/**
 * Opens the cross-tab channel: BroadcastChannel where the browser has it, otherwise messages
 * written to localStorage, which other tabs receive as `storage` events.
 */
export function createSessionChannel(): SessionChannel {
  const listeners = new Set<(message: SessionMessage) => void>();
  const deliver = (value: unknown) => {
    if (isSessionMessage(value)) listeners.forEach((listener) => listener(value));
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => channel.close(),
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== MESSAGE_KEY || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // A malformed message from another tab is ignored.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post(message) {
      try {
        // A nonce makes repeated identical messages still count as a change.
        localStorage.setItem(MESSAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
      } catch {
        // Storage refused: other tabs still see the session key itself change.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}

/** The last activity of any tab, or 0 when none is recorded. */
export function readSharedActivity(): number {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function writeSharedActivity(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Without storage only this tab's own activity keeps it alive.
  }
}
