import { createAppStore, isLoggedInAtom, sessionAtom, sessionWarningAtom } from './sessionAtoms';
import { SESSION_STORAGE_KEY, readStoredSession, type StoredSession } from './storedSession';

const session: StoredSession = {
  user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
  csrf: 'csrf-1',
  expiration: 2_000_000_000,
  warning: 'Your password expires in 3 days.',
};

describe('session atoms', () => {
  beforeEach(() => localStorage.clear());

  it('persist the session in localStorage and read it back', () => {
    const store = createAppStore();
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    store.set(sessionAtom, session);
    expect(readStoredSession()).toEqual(session);
    expect(store.get(isLoggedInAtom)).toBe(true);
    unsubscribe();
    // A new store (a reload) reads the stored session once something subscribes to it.
    const reloaded = createAppStore();
    const unsubscribeReloaded = reloaded.sub(sessionAtom, () => undefined);
    expect(reloaded.get(sessionAtom)).toEqual(session);
    unsubscribeReloaded();
  });

  it('dismissing the warning keeps the rest of the session', () => {
    const store = createAppStore();
    store.set(sessionAtom, session);
    store.set(sessionWarningAtom, null);
    expect(store.get(sessionAtom)).toEqual({ ...session, warning: null });
  });

  it('follow a logout made in another tab (storage event)', () => {
    const store = createAppStore();
    store.set(sessionAtom, session);
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_STORAGE_KEY,
        oldValue: JSON.stringify(session),
        newValue: null,
      }),
    );
    expect(store.get(isLoggedInAtom)).toBe(false);
    unsubscribe();
  });

  it('treat a tampered stored value as no session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: 'x' }));
    const store = createAppStore();
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    expect(store.get(sessionAtom)).toBeNull();
    unsubscribe();
  });
});
