import { atom } from 'jotai';
import type { Patient } from '@outreach/shared-contracts/core';

/** Which patient form is open: a new patient, or an existing one to edit. */
export type PatientFormTarget = { mode: 'create' } | { mode: 'edit'; patient: Patient };

export const patientFormAtom = atom<PatientFormTarget | null>(null);
