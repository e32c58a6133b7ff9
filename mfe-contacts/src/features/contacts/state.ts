import { useCallback } from 'react';
import { atom, useSetAtom, type SetStateAction, type WritableAtom } from 'jotai';
import { sessionAtom } from '@outreach/shared-ui';

/**
 * Which sign-in the area works for. The host keeps one store and one data cache for the whole tab,
 * also across a logout and the next sign-in; everything here is tied to the sign-in, so the next
 * person at the desk never sees the previous one's patients, filters or open forms.
 */
export const signInAtom = atom((get) => {
  const session = get(sessionAtom);
  return session ? `${session.user.username}@${session.expiration}` : '';
});

/** An atom whose value belongs to one sign-in: after another sign-in it reads as `initial` again. */
export function atomPerSignIn<T>(initial: T): WritableAtom<T, [SetStateAction<T>], void> {
  const stored = atom<{ signIn: string; value: T }>({ signIn: '', value: initial });
  const current = atom((get) => {
    const entry = get(stored);
    return entry.signIn === get(signInAtom) ? entry.value : initial;
  });
  return atom(
    (get) => get(current),
    (get, set, next: SetStateAction<T>) => {
      const value = next instanceof Function ? next(get(current)) : next;
      set(stored, { signIn: get(signInAtom), value });
    },
  );
}

/** A short message for the user after something was saved or went wrong. */
export interface Notice {
  message: string;
  variant: 'success' | 'error';
  /** Distinguishes a repeated message, so its toast shows its full time again. */
  serial: number;
}

export const noticeAtom = atomPerSignIn<Notice | null>(null);

/**
 * Counts the writes made from this area. Every data key carries it, so after any write every list
 * (patients, cohorts and their member counts, filter choices) is fetched afresh, including pages
 * that are not on screen and would otherwise come back stale from the five-minute cache.
 */
export const contactsRevisionAtom = atom(0);

/** The part of every data key that makes it the current sign-in's, as of the latest write. */
export const dataScopeAtom = atom((get) => `${get(signInAtom)}#${get(contactsRevisionAtom)}`);

/** Shows a notice in the page's toast. */
export function useNotify(): (message: string, variant?: Notice['variant']) => void {
  const setNotice = useSetAtom(noticeAtom);
  return useCallback(
    (message: string, variant: Notice['variant'] = 'success') =>
      setNotice((previous) => ({ message, variant, serial: (previous?.serial ?? 0) + 1 })),
    [setNotice],
  );
}

/** Marks every cached list of this area as outdated. */
export function useRefreshContacts(): () => void {
  const setRevision = useSetAtom(contactsRevisionAtom);
  return useCallback(() => setRevision((revision) => revision + 1), [setRevision]);
}
