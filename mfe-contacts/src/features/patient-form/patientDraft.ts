import { compactMobile, type Patient } from '@outreach/shared-contracts/core';
import { isCommunication, isGender, isLanguage, isTitle } from '../patients/choices';
import type { NewPatient, PatientUpdate } from './api';

/** What the form holds: text as typed, '' for an empty choice. */
export interface PatientDraft {
  mrn: string;
  title: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  email: string;
  mobile: string;
  language_preference: string;
  /** '' on a new patient: the server picks what the contact details allow. */
  communication_preference: string;
  /** An IANA zone name; '' for the tenant's default. */
  time_zone: string;
  email_consent: boolean;
  sms_consent: boolean;
  opted_out: boolean;
  cohort_ids: readonly number[];
}

export type PatientField = Exclude<keyof PatientDraft, 'cohort_ids'> | 'cohort_ids';

export const emptyDraft: PatientDraft = {
  mrn: '',
  title: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
  gender: '',
  email: '',
  mobile: '',
  language_preference: 'en',
  communication_preference: '',
  time_zone: '',
  email_consent: false,
  sms_consent: false,
  opted_out: false,
  cohort_ids: [],
};

export function draftFromPatient(patient: Patient): PatientDraft {
  return {
    mrn: patient.mrn,
    title: patient.title ?? '',
    first_name: patient.first_name,
    last_name: patient.last_name,
    date_of_birth: patient.date_of_birth,
    gender: patient.gender,
    email: patient.email ?? '',
    mobile: patient.mobile ?? '',
    language_preference: patient.language_preference,
    communication_preference: patient.communication_preference,
    time_zone: patient.time_zone ?? '',
    email_consent: patient.email_consent,
    sms_consent: patient.sms_consent,
    opted_out: patient.opted_out,
    cohort_ids: [...patient.cohort_ids].sort((a, b) => a - b),
  };
}

function orNull(value: string): string | null {
  return value === '' ? null : value;
}

/** The body of a create; empty optional fields are left out so the server's defaults apply. */
export function toNewPatient(draft: PatientDraft): NewPatient {
  const patient: NewPatient = {
    mrn: draft.mrn.trim(),
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    date_of_birth: draft.date_of_birth,
    email: orNull(draft.email.trim()),
    mobile: orNull(compactMobile(draft.mobile)),
    email_consent: draft.email_consent,
    sms_consent: draft.sms_consent,
    opted_out: draft.opted_out,
    cohort_ids: [...draft.cohort_ids],
  };
  if (isTitle(draft.title)) patient.title = draft.title;
  if (isGender(draft.gender)) patient.gender = draft.gender;
  if (isLanguage(draft.language_preference)) patient.language_preference = draft.language_preference;
  if (isCommunication(draft.communication_preference)) {
    patient.communication_preference = draft.communication_preference;
  }
  if (draft.time_zone !== '') patient.time_zone = draft.time_zone;
  return patient;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sortedB = [...b].sort((x, y) => x - y);
  return a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === sortedB[index]);
}

/** Only what the user changed, so an edit never overwrites a field someone else changed meanwhile. */
export function toChanges(draft: PatientDraft, original: Patient): PatientUpdate {
  const before = draftFromPatient(original);
  const changes: PatientUpdate = {};
  const text = (field: 'mrn' | 'first_name' | 'last_name') => {
    if (draft[field].trim() !== before[field]) changes[field] = draft[field].trim();
  };
  text('mrn');
  text('first_name');
  text('last_name');
  if (draft.date_of_birth !== before.date_of_birth) changes.date_of_birth = draft.date_of_birth;
  if (draft.title !== before.title) changes.title = isTitle(draft.title) ? draft.title : null;
  if (draft.gender !== before.gender && isGender(draft.gender)) changes.gender = draft.gender;
  if (draft.email.trim() !== before.email) changes.email = orNull(draft.email.trim());
  if (compactMobile(draft.mobile) !== before.mobile) changes.mobile = orNull(compactMobile(draft.mobile));
  if (draft.language_preference !== before.language_preference && isLanguage(draft.language_preference)) {
    changes.language_preference = draft.language_preference;
  }
  if (
    draft.communication_preference !== before.communication_preference &&
    isCommunication(draft.communication_preference)
  ) {
    changes.communication_preference = draft.communication_preference;
  }
  if (draft.time_zone !== before.time_zone) changes.time_zone = orNull(draft.time_zone);
  if (draft.email_consent !== before.email_consent) changes.email_consent = draft.email_consent;
  if (draft.sms_consent !== before.sms_consent) changes.sms_consent = draft.sms_consent;
  if (draft.opted_out !== before.opted_out) changes.opted_out = draft.opted_out;
  if (!sameIds(draft.cohort_ids, before.cohort_ids)) changes.cohort_ids = [...draft.cohort_ids];
  return changes;
}
