import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  PATIENT_BULK_MAX,
  PATIENT_LIST_MAX_ROWS,
  PATIENT_PAGE_SIZE_MAX,
  PATIENT_SEARCH_MAX_LENGTH,
  patientTitles,
} from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import {
  communicationPreference,
  gender,
  languagePreference,
  patientChanges,
  patientInput,
  recordId,
  recordIdParam,
} from './patientFields.js';

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
  /** IANA name of the zone quiet hours are kept in; null for the tenant's default. */
  time_zone: z.string().nullable(),
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
