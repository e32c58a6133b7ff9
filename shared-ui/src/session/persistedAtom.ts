import { atomWithStorage } from 'jotai/utils';

/**
 * An atom kept in the browser's localStorage under `key`, read when first used: for state a reload
 * or a detour through another area must find again. Made here, so every app of the page shares the
 * one copy of jotai's storage helpers the host already loaded.
 */
export function persistedAtom<T>(key: string, initial: T) {
  return atomWithStorage<T>(key, initial, undefined, { getOnInit: true });
}
