/** The signed-in staff member as the shell shows them. */
export interface SessionUser {
  firstName: string;
  lastName: string;
  username: string;
}

/**
 * What the client keeps about a session. Tokens live in httpOnly cookies the page cannot read;
 * only the csrf token (needed as a header) and display data are stored here.
 */
export interface StoredSession {
  user: SessionUser;
  csrf: string;
  /** Unix seconds at which the session ends at the latest. */
  expiration: number;
  /** A notice from the server (for example an approaching password expiry), or null. */
  warning: string | null;
}

export const SESSION_STORAGE_KEY = 'outreach.session';
/** Same-tab notification; other tabs learn of changes through the `storage` event. */
const SESSION_EVENT = 'outreach:session-changed';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (!isRecord(value) || !isRecord(value.user)) return false;
  const { user } = value;
  return (
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.username === 'string' &&
    typeof value.csrf === 'string' &&
    typeof value.expiration === 'number' &&
    (value.warning === null || typeof value.warning === 'string')
  );
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** Reads the stored session; anything malformed counts as no session. */
export function readStoredSession(): StoredSession | null {
  try {
    return parse(localStorage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores (or with null, clears) the session and tells every listener in this tab. */
export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage refused: listeners below still learn the new value for this tab.
  }
  window.dispatchEvent(new CustomEvent<StoredSession | null>(SESSION_EVENT, { detail: session }));
}

/** Clears the stored session (logout, failed refresh, expiry, idleness). */
export function clearStoredSession(): void {
  writeStoredSession(null);
}

/** Calls back whenever the session changes in this tab or in another tab. */
export function subscribeStoredSession(callback: (session: StoredSession | null) => void): () => void {
  const onLocal = (event: Event) => {
    callback((event as CustomEvent<StoredSession | null>).detail);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) callback(parse(event.newValue));
  };
  window.addEventListener(SESSION_EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}
