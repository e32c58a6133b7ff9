import { z } from 'zod';
import { COHORT_TITLE_MAX_LENGTH, MIN_NAME_LENGTH } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { recordId, recordIdParam } from './patientFields.js';
import { patientPage } from './patients.js';

export const DUPLICATE_COHORT_MESSAGE = 'A cohort with this title already exists.';

const title = z
  .string()
  .trim()
  .min(MIN_NAME_LENGTH, `Use at least ${MIN_NAME_LENGTH} characters.`)
  .max(COHORT_TITLE_MAX_LENGTH, `Use at most ${COHORT_TITLE_MAX_LENGTH} characters.`);

export const cohort = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The tenant's id. */
  tenant: z.number().int().positive(),
  /** How many patients belong to it (kept by the database, so it costs nothing to read). */
  patient_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type Cohort = z.infer<typeof cohort>;

/** With `verbose=true`: the first page of members, short rows by surname. */
export const cohortDetail = cohort.extend({ patients: patientPage.optional() });
export type CohortDetail = z.infer<typeof cohortDetail>;

const tenantErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'] as const;
const readErrors = [...tenantErrors, 'NOT_FOUND'] as const;
const writeErrors = [...readErrors, 'CSRF_FAILED'] as const;
const idParams = z.strictObject({ id: recordIdParam });

export const listCohorts = defineRoute({
  ...endpoints.listCohorts,
  summary: "The current tenant's cohorts by title, with member counts.",
  response: z.object({ results: z.array(cohort) }),
  errors: tenantErrors,
});

export const createCohort = defineRoute({
  ...endpoints.createCohort,
  summary:
    'Creates a cohort in the current tenant; titles are unique per tenant (case-insensitive). `tenant`, ' +
    'when sent, must be the current tenant.',
  body: z.strictObject({ title, tenant: recordId.optional() }),
  response: cohort,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 4096,
});

export const getCohort = defineRoute({
  ...endpoints.getCohort,
  summary: 'One cohort; with verbose=true also the first page of its members.',
  params: idParams,
  query: z.strictObject({
    verbose: z
      .enum(['true', 'false'], { message: 'Use true or false.' })
      .transform((value) => value === 'true')
      .default(false),
  }),
  response: cohortDetail,
  errors: readErrors,
});

export const updateCohort = defineRoute({
  ...endpoints.updateCohort,
  summary: 'Renames a cohort.',
  params: idParams,
  body: z.strictObject({ title, tenant: recordId.optional() }),
  response: cohort,
  errors: writeErrors,
  bodyLimit: 4096,
});

export const deleteCohort = defineRoute({
  ...endpoints.deleteCohort,
  summary: 'Deletes a cohort; its members stay as patients.',
  params: idParams,
  response: z.object({ id: z.number().int().positive() }),
  errors: writeErrors,
});
