import { atom, createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  SESSION_STORAGE_KEY,
  readStoredSession,
  subscribeStoredSession,
  writeStoredSession,
  type StoredSession,
} from './storedSession';

const sessionStorageAdapter = {
  getItem: (): StoredSession | null => readStoredSession(),
  setItem: (_key: string, value: StoredSession | null) => writeStoredSession(value),
  removeItem: () => writeStoredSession(null),
  subscribe: (_key: string, callback: (value: StoredSession | null) => void) =>
    subscribeStoredSession(callback),
};

/**
 * The staff session, persisted in localStorage and kept in step across tabs: clearing it in one
 * tab signs every tab out.
 */
export const sessionAtom = atomWithStorage<StoredSession | null>(
  SESSION_STORAGE_KEY,
  null,
  sessionStorageAdapter,
  {
    getOnInit: true,
  },
);

export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null);

export const sessionUserAtom = atom((get) => get(sessionAtom)?.user ?? null);

/** The session's warning; writing null dismisses it for the rest of the session. */
export const sessionWarningAtom = atom(
  (get) => get(sessionAtom)?.warning ?? null,
  (get, set, warning: string | null) => {
    const session = get(sessionAtom);
    if (session) set(sessionAtom, { ...session, warning });
  },
);

/** The one store of the page: the host creates it and hands it to every remote by provider. */
export function createAppStore(): ReturnType<typeof createStore> {
  return createStore();
}
