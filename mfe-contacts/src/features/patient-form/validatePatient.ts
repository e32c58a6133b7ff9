import { preferenceNeeds } from '@outreach/shared-contracts/core';
import { compactMobile, type PatientDraft, type PatientField } from './patientDraft';

/** Translation keys (under `form.errors`) of the problems a field can have. */
export type PatientProblem =
  | 'mrnRequired'
  | 'mrnFormat'
  | 'nameRequired'
  | 'dobRequired'
  | 'dobFormat'
  | 'dobReal'
  | 'dobTooEarly'
  | 'dobFuture'
  | 'email'
  | 'phone'
  | 'needEmail'
  | 'needMobile'
  | 'duplicateMrn'
  | 'unreachable'
  | 'invalid';

export type PatientProblems = Partial<Record<PatientField, PatientProblem>>;

const MRN = /^[A-Za-z0-9\-_/.]{1,64}$/;
/** The usual shape of an address: a local part, an @, and a domain with a top-level part. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** E.164: a plus, a country code that does not start with 0, and up to 15 digits in all. */
const MOBILE = /^\+[1-9]\d{6,14}$/;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The latest calendar date anywhere on Earth (UTC+14), so nobody's today counts as the future. */
export function latestToday(now: number = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateOfBirthProblem(value: string, now: number): PatientProblem | null {
  if (value === '') return 'dobRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'dobFormat';
  if (!isCalendarDate(value)) return 'dobReal';
  if (value < EARLIEST_BIRTH_DATE) return 'dobTooEarly';
  if (value > latestToday(now)) return 'dobFuture';
  return null;
}

/**
 * The problems of a draft, by field, as the server would find them, so most mistakes are shown
 * before anything is sent. A preference the contact details cannot serve is reported at the
 * preference when it was chosen now, else at the contact detail that is missing (as the server does).
 * `originalPreference` is the stored preference when editing.
 */
export function validatePatient(
  draft: PatientDraft,
  originalPreference: string | null = null,
  now: number = Date.now(),
): PatientProblems {
  const problems: PatientProblems = {};
  const mrn = draft.mrn.trim();
  if (mrn === '') problems.mrn = 'mrnRequired';
  else if (!MRN.test(mrn)) problems.mrn = 'mrnFormat';
  if (draft.first_name.trim() === '') problems.first_name = 'nameRequired';
  if (draft.last_name.trim() === '') problems.last_name = 'nameRequired';
  const dob = dateOfBirthProblem(draft.date_of_birth, now);
  if (dob) problems.date_of_birth = dob;
  const email = draft.email.trim();
  if (email !== '' && (email.length > 254 || !EMAIL.test(email))) problems.email = 'email';
  const mobile = compactMobile(draft.mobile);
  if (mobile !== '' && !MOBILE.test(mobile)) problems.mobile = 'phone';

  const preference = draft.communication_preference;
  const chosenNow = originalPreference === null || preference !== originalPreference;
  const needs = preferenceNeeds(preference);
  if (needs.email && email === '') {
    if (chosenNow) problems.communication_preference = 'needEmail';
    else problems.email ??= 'needEmail';
  } else if (needs.mobile && mobile === '') {
    if (chosenNow) problems.communication_preference = 'needMobile';
    else problems.mobile ??= 'needMobile';
  }
  return problems;
}
