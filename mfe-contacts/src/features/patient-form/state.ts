import { atom } from 'jotai';
import type { Patient } from '@outreach/shared-contracts/core';

/**
 * Which patient dialog is open: a new patient, an existing one to read, or one to edit (`fromView`
 * when Edit was chosen in the reading view, to which Cancel returns).
 */
export type PatientFormTarget =
  | { mode: 'create' }
  | { mode: 'view'; patient: Patient }
  | { mode: 'edit'; patient: Patient; fromView?: boolean };

/** The targets the form itself opens for. */
export type PatientEditTarget = Exclude<PatientFormTarget, { mode: 'view' }>;

export const patientFormAtom = atom<PatientFormTarget | null>(null);
