import { z } from 'zod';
import {
  E164_MOBILE,
  PATIENT_COHORTS_MAX,
  communicationPreferences,
  patientGenders,
  patientTitles,
  preferenceNeeds,
  supportedLanguages,
  type CommunicationPreference,
} from '../constants.js';

/**
 * The fields of a patient record as callers send them, with the validation and normalisation of
 * each (trimmed names, lower-case e-mail, E.164 mobile, real dates of birth).
 */

/** The spec's messages for contact details (section 5). */
export const EMAIL_MESSAGE = 'Must be a valid email.';
export const PHONE_MESSAGE = 'Must be a valid phone number (please add country code e.g. +1).';
export const DUPLICATE_MRN_MESSAGE = 'A patient with this medical record number already exists.';

/** A record id: digits only, positive, within the integers JSON numbers carry exactly. */
export const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The same id in a path or query string. */
export const recordIdParam = z
  .string()
  .regex(/^\d{1,15}$/, 'Use a whole number.')
  .transform(Number)
  .refine((id) => id > 0, 'Use a positive id.');

const mrn = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9\-_/.]{1,64}$/, 'Use 1 to 64 letters, digits or the characters - _ / .');
const personName = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');

/** The latest calendar date anywhere on Earth (UTC+14), so nobody's today is refused as future. */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first problem of a date of birth, or null: the format, a real date, from 1900, not in the future. */
function dateOfBirthProblem(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Use the format YYYY-MM-DD.';
  if (!isCalendarDate(value)) return 'Enter a real date.';
  if (value < '1900-01-01') return 'Enter a date from 1900 on.';
  if (value > latestToday()) return 'The date of birth cannot be in the future.';
  return null;
}

export const dateOfBirth = z.string().superRefine((value, context) => {
  const problem = dateOfBirthProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** An e-mail address, kept in lower case; empty or null for none. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, EMAIL_MESSAGE)
  .refine((value) => value === '' || z.regexes.email.test(value), EMAIL_MESSAGE)
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullable();

/** A mobile number in E.164; spaces, dots, dashes and brackets are dropped first. Empty / null for none. */
const optionalMobile = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => value === '' || E164_MOBILE.test(value), PHONE_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable();

const title = z
  .enum([...patientTitles, ''], { message: 'Choose one of the listed titles.' })
  .transform((value) => (value === '' ? null : value))
  .nullable();
export const gender = z.enum(patientGenders, { message: 'Choose one of the listed genders.' });
export const languagePreference = z.enum(supportedLanguages, {
  message: 'Choose one of the supported languages.',
});
export const communicationPreference = z.enum(communicationPreferences, {
  message: 'Choose one of the listed communication preferences.',
});
const cohortIds = z
  .array(recordId)
  .max(PATIENT_COHORTS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Each cohort at most once.');

/**
 * Why a patient cannot be contacted the preferred way, or null when they can: e-mail needs an
 * address, SMS a mobile number. Checked on create here and on the stored result of every edit.
 */
export function unreachablePreference(
  preference: CommunicationPreference,
  email: string | null,
  mobile: string | null,
): string | null {
  const needs = preferenceNeeds(preference);
  if (needs.email && !email) {
    return 'Add an e-mail address to contact this patient by e-mail.';
  }
  if (needs.mobile && !mobile) {
    return 'Add a mobile number to contact this patient by SMS.';
  }
  return null;
}

const patientFields = {
  mrn,
  title: title.optional(),
  first_name: personName,
  last_name: personName,
  date_of_birth: dateOfBirth,
  gender: gender.optional(),
  email: optionalEmail.optional(),
  mobile: optionalMobile.optional(),
  language_preference: languagePreference.optional(),
  /** When left out: e-mail and/or SMS as far as the contact details allow, otherwise none. */
  communication_preference: communicationPreference.optional(),
  email_consent: z.boolean().optional(),
  sms_consent: z.boolean().optional(),
  opted_out: z.boolean().optional(),
  cohort_ids: cohortIds.optional(),
};

export const patientInput = z.strictObject(patientFields).superRefine((patient, context) => {
  if (!patient.communication_preference) return;
  const problem = unreachablePreference(
    patient.communication_preference,
    patient.email ?? null,
    patient.mobile ?? null,
  );
  if (problem) context.addIssue({ code: 'custom', path: ['communication_preference'], message: problem });
});
export type PatientInput = z.input<typeof patientInput>;

/** Every field may change; nullable ones are cleared with null. `cohort_ids` replaces the memberships. */
export const patientChanges = z
  .strictObject({
    ...patientFields,
    mrn: mrn.optional(),
    first_name: personName.optional(),
    last_name: personName.optional(),
    date_of_birth: dateOfBirth.optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'Change at least one field.',
  );
export type PatientChanges = z.input<typeof patientChanges>;
