import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  PATIENT_BULK_MAX,
  PATIENT_COHORTS_MAX,
  PATIENT_LIST_MAX_ROWS,
  PATIENT_PAGE_SIZE_MAX,
  PATIENT_SEARCH_MAX_LENGTH,
  communicationPreferences,
  patientGenders,
  patientTitles,
  supportedLanguages,
  type CommunicationPreference,
} from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';

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

/** An e-mail address, or empty / null for none. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, EMAIL_MESSAGE)
  .refine((value) => value === '' || z.regexes.email.test(value), EMAIL_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** A mobile number in E.164; spaces, dots, dashes and brackets are dropped first. Empty / null for none. */
const optionalMobile = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => value === '' || /^\+[1-9]\d{6,14}$/.test(value), PHONE_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable();

const title = z
  .enum([...patientTitles, ''], { message: 'Choose one of the listed titles.' })
  .transform((value) => (value === '' ? null : value))
  .nullable();
const gender = z.enum(patientGenders, { message: 'Choose one of the listed genders.' });
const languagePreference = z.enum(supportedLanguages, { message: 'Choose one of the supported languages.' });
const communicationPreference = z.enum(communicationPreferences, {
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
  if ((preference === 'email' || preference === 'email_and_sms') && !email) {
    return 'Add an e-mail address to contact this patient by e-mail.';
  }
  if ((preference === 'sms' || preference === 'email_and_sms') && !mobile) {
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

/** The short row of a list: enough to tell patients apart. */
export const patientSummary = z.object({
  id: z.number().int().positive(),
  mrn: z.string(),
  title: z.enum(patientTitles).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
});
export type PatientSummary = z.infer<typeof patientSummary>;

export const patient = patientSummary.extend({
  gender,
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  language_preference: languagePreference,
  communication_preference: communicationPreference,
  email_consent: z.boolean(),
  sms_consent: z.boolean(),
  opted_out: z.boolean(),
  /** ISO time the patient opted out, null while they have not. */
  opted_out_at: z.string().nullable(),
  cohort_ids: z.array(z.number().int().positive()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Patient = z.infer<typeof patient>;

export const patientPage = z.object({
  /** Full records with `verbose=true`, short rows otherwise. */
  results: z.union([z.array(patient), z.array(patientSummary)]),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** Unfiltered: the tenant's patient count. Filtered: the matches, counted up to PATIENT_LIST_MAX_ROWS. */
  total: z.number().int().nonnegative(),
  /** False when there are more matches than `total` says (the count stopped at the limit). */
  total_is_exact: z.boolean(),
  /** True when the next page holds rows and may still be requested. */
  has_next: z.boolean(),
});
export type PatientPage = z.infer<typeof patientPage>;

const pageMessage = 'Use a page number from 1.';
const pageSizeMessage = `Use a page size from 1 to ${PATIENT_PAGE_SIZE_MAX}.`;
const paging = {
  /** 1-based; the client sends its zero-based page plus one. */
  get_page: z
    .string()
    .regex(/^\d{1,9}$/, pageMessage)
    .transform(Number)
    .refine((page) => page >= 1, pageMessage)
    .default(1),
  page_size: z
    .string()
    .regex(/^\d{1,9}$/, pageSizeMessage)
    .transform(Number)
    .refine((size) => size >= 1 && size <= PATIENT_PAGE_SIZE_MAX, pageSizeMessage)
    .default(DEFAULT_PAGE_SIZE),
  verbose: z
    .enum(['true', 'false'], { message: 'Use true or false.' })
    .transform((value) => value === 'true')
    .default(false),
};

/** Paging stops at PATIENT_LIST_MAX_ROWS: deep offsets are slow and nobody reads that far. */
function withinPagingLimit(query: { get_page: number; page_size: number }, context: z.RefinementCtx): void {
  if ((query.get_page - 1) * query.page_size >= PATIENT_LIST_MAX_ROWS) {
    context.addIssue({
      code: 'custom',
      path: ['get_page'],
      message: `Only the first ${PATIENT_LIST_MAX_ROWS} patients of a list can be paged through; narrow the search.`,
    });
  }
}

export const patientListQuery = z.strictObject(paging).superRefine(withinPagingLimit);

const flag = z
  .enum(['true', 'false'], { message: 'Use true or false.' })
  .transform((value) => value === 'true');

export const patientFilterQuery = z
  .strictObject({
    ...paging,
    /** Name prefixes (surname or given name first, several words), MRN, e-mail or mobile prefix. */
    query_string: z.string().trim().max(PATIENT_SEARCH_MAX_LENGTH).optional(),
    /** A cohort id: only its members. */
    parent_id: recordIdParam.optional(),
    gender: gender.optional(),
    language_preference: languagePreference.optional(),
    communication_preference: communicationPreference.optional(),
    opted_out: flag.optional(),
  })
  .superRefine(withinPagingLimit);
export type PatientFilterQuery = z.output<typeof patientFilterQuery>;

const bulkIds = z
  .array(recordId)
  .min(1)
  .max(PATIENT_BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Each id at most once.');

export const patientBulkEdit = z.strictObject({
  ids: bulkIds,
  data: z
    .strictObject({
      language_preference: languagePreference.optional(),
      communication_preference: communicationPreference.optional(),
      add_to_cohort_id: recordId.optional(),
      remove_from_cohort_id: recordId.optional(),
    })
    .refine((data) => Object.values(data).some((value) => value !== undefined), 'Change at least one field.')
    .refine(
      (data) => data.add_to_cohort_id === undefined || data.add_to_cohort_id !== data.remove_from_cohort_id,
      { message: 'Add to and remove from different cohorts.', path: ['remove_from_cohort_id'] },
    ),
});
export type PatientBulkEdit = z.input<typeof patientBulkEdit>;

const tenantErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'] as const;
const readErrors = [...tenantErrors, 'NOT_FOUND'] as const;
const writeErrors = [...readErrors, 'CSRF_FAILED'] as const;
const idParams = z.strictObject({ id: recordIdParam });

export const listPatients = defineRoute({
  ...endpoints.listPatients,
  summary: "A page of the current tenant's patients by surname, then given name.",
  query: patientListQuery,
  response: patientPage,
  errors: tenantErrors,
});

export const filterPatients = defineRoute({
  ...endpoints.filterPatients,
  summary:
    'Searches and filters the patients: name, MRN, e-mail or mobile prefixes, a cohort (parent_id) and ' +
    'the fields of filter-options.',
  query: patientFilterQuery,
  response: patientPage,
  errors: readErrors,
});

export const createPatient = defineRoute({
  ...endpoints.createPatient,
  summary: 'Adds a patient to the current tenant; the MRN must be new in the tenant.',
  body: patientInput,
  response: patient,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 16_384,
});

export const getPatient = defineRoute({
  ...endpoints.getPatient,
  summary: 'One patient of the current tenant (404 otherwise).',
  params: idParams,
  response: patient,
  errors: readErrors,
});

export const updatePatient = defineRoute({
  ...endpoints.updatePatient,
  summary: 'Changes a patient: `{ id, data }`, where id repeats the path id.',
  params: idParams,
  body: z.strictObject({ id: recordId, data: patientChanges }),
  response: patient,
  errors: writeErrors,
  bodyLimit: 16_384,
});

export const deletePatient = defineRoute({
  ...endpoints.deletePatient,
  summary: 'Deletes a patient and their cohort memberships.',
  params: idParams,
  response: z.object({ id: z.number().int().positive() }),
  errors: writeErrors,
});

export const bulkEditPatients = defineRoute({
  ...endpoints.bulkEditPatients,
  summary:
    'Changes language or contact preference, or cohort membership, of up to 1000 patients; all or none.',
  body: patientBulkEdit,
  response: z.object({ count: z.number().int().nonnegative() }),
  errors: writeErrors,
  bodyLimit: 65_536,
});

export const bulkDeletePatients = defineRoute({
  ...endpoints.bulkDeletePatients,
  summary: 'Deletes up to 1000 patients; all or none.',
  body: z.strictObject({ ids: bulkIds }),
  response: z.object({ count: z.number().int().nonnegative() }),
  errors: writeErrors,
  bodyLimit: 65_536,
});
