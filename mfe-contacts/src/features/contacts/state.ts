import { useCallback } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useRevalidateLists, type ListWrite } from '@outreach/shared-ui';

// The area's state lives in the host's jotai store and SWR cache, which the host replaces whenever a
// sign-in ends; so nothing here is tied to the sign-in: the next person starts from the defaults.

/** A short message for the user after something was saved or went wrong. */
export interface Notice {
  message: string;
  variant: 'success' | 'error';
  /** Distinguishes a repeated message, so its toast shows its full time again. */
  serial: number;
}

export const noticeAtom = atom<Notice | null>(null);

/**
 * Counts the writes made from this area. Every data key carries it, so after any write every list
 * (patients, cohorts and their member counts, filter choices) is fetched afresh, including pages
 * that are not on screen and would otherwise come back stale from the five-minute cache.
 */
export const contactsRevisionAtom = atom(0);

/** Shows a notice in the page's toast. */
export function useNotify(): (message: string, variant?: Notice['variant']) => void {
  const setNotice = useSetAtom(noticeAtom);
  return useCallback(
    (message: string, variant: Notice['variant'] = 'success') =>
      setNotice((previous) => ({ message, variant, serial: (previous?.serial ?? 0) + 1 })),
    [setNotice],
  );
}

/** The writes made from this area, whose lists other areas show too. */
const CONTACTS_WRITES: readonly ListWrite[] = [
  'createCohort',
  'updateCohort',
  'deleteCohort',
  'createPatient',
  'updatePatient',
  'deletePatient',
  'bulkEditPatients',
  'bulkDeletePatients',
  'commitPatientImport',
];

/**
 * Marks every cached list of this area as outdated, and has the other areas read theirs again (the
 * send form's cohort picker, the test link's patient search).
 */
export function useRefreshContacts(): () => void {
  const setRevision = useSetAtom(contactsRevisionAtom);
  const revalidateLists = useRevalidateLists();
  return useCallback(() => {
    setRevision((revision) => revision + 1);
    void revalidateLists(...CONTACTS_WRITES);
  }, [setRevision, revalidateLists]);
}
