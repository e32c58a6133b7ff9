import { z } from 'zod';
import {
  PATIENT_COHORTS_MAX,
  communicationPreferences,
  patientGenders,
  patientTitles,
  supportedLanguages,
  type CommunicationPreference,
} from '../constants.js';
import {
  compactMobile,
  dateOfBirthRule,
  emailRule,
  mobileRule,
  mrnRule,
  nameRule,
  patientRuleMessages,
  preferenceRule,
  storedEmail,
  storedMobile,
  timeZoneRule,
  type PatientRuleCode,
} from '../patientRules.js';

/**
 * The fields of a patient record as callers send them: the contract's patient rules
 * (`patientRules.ts`) as schemas, with the normalisation of each (trimmed names, lower-case e-mail,
 * E.164 mobile).
 */

/** The spec's messages for contact details (section 5). */
export const EMAIL_MESSAGE = patientRuleMessages.email_invalid;
export const PHONE_MESSAGE = patientRuleMessages.mobile_invalid;
export const DUPLICATE_MRN_MESSAGE = 'A patient with this medical record number already exists.';

/** A zod check of text by one of the contract's patient rules, refusing with the rule's message. */
function byRule(rule: (value: string) => PatientRuleCode | null) {
  return (value: string, context: z.RefinementCtx) => {
    const code = rule(value);
    if (code)
      context.addIssue({ code: 'custom', message: patientRuleMessages[code], params: { rule: code } });
  };
}

/** A record id: digits only, positive, within the integers JSON numbers carry exactly. */
export const recordId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The same id in a path or query string. */
export const recordIdParam = z
  .string()
  .regex(/^\d{1,15}$/, 'Use a whole number.')
  .transform(Number)
  .refine((id) => id > 0, 'Use a positive id.');

const mrn = z.string().trim().superRefine(byRule(mrnRule));
const personName = z.string().trim().superRefine(byRule(nameRule));

export const dateOfBirth = z.string().superRefine(byRule((value) => dateOfBirthRule(value)));

/** An e-mail address, kept in lower case; empty or null for none. */
const optionalEmail = z.string().trim().superRefine(byRule(emailRule)).transform(storedEmail).nullable();

/** A mobile number in E.164; spaces, dots, dashes and brackets are dropped first. Empty / null for none. */
const optionalMobile = z
  .string()
  .transform(compactMobile)
  .superRefine(byRule(mobileRule))
  .transform(storedMobile)
  .nullable();

/** An IANA time zone name; empty or null for none, when the tenant's default time zone applies. */
const optionalTimeZone = z
  .string()
  .trim()
  .superRefine(byRule(timeZoneRule))
  .transform((zone) => (zone === '' ? null : zone))
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
 * Why a patient cannot be contacted the preferred way, in English, or null when they can: e-mail
 * needs an address, SMS a mobile number. Checked on create here and on the stored result of every edit.
 */
export function unreachablePreference(
  preference: CommunicationPreference,
  email: string | null,
  mobile: string | null,
): string | null {
  const code = preferenceRule(preference, email, mobile);
  return code ? patientRuleMessages[code] : null;
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
  /** Quiet hours of sends are kept in this zone; null for the tenant's default. */
  time_zone: optionalTimeZone.optional(),
  email_consent: z.boolean().optional(),
  sms_consent: z.boolean().optional(),
  opted_out: z.boolean().optional(),
  cohort_ids: cohortIds.optional(),
};

export const patientInput = z.strictObject(patientFields).superRefine((patient, context) => {
  if (!patient.communication_preference) return;
  const code = preferenceRule(
    patient.communication_preference,
    patient.email ?? null,
    patient.mobile ?? null,
  );
  if (code) {
    context.addIssue({
      code: 'custom',
      path: ['communication_preference'],
      message: patientRuleMessages[code],
      params: { rule: code },
    });
  }
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
