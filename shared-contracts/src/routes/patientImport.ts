import { z } from 'zod';
import { PATIENT_IMPORT_MAX_BYTES, patientImportColumns } from '../constants.js';
import {
  patientImportFailureCodes,
  patientImportRuleCodes,
  type PatientImportRowReason,
  type PatientImportRuleCode,
} from '../patientImportProblems.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { recordIdParam } from './patientFields.js';

/**
 * Bulk import of patients from a CSV file, in two steps. The upload (the raw file as `text/csv`,
 * streamed) is a dry run: it checks every row and stages the valid ones, writing no patient. The
 * commit imports the staged rows, and the status call follows its progress. Rejected rows come back
 * as a CSV file.
 */

/** An import's id, as the upload answers it. */
export const importIdParam = z.uuid({ message: 'Use the import id the upload answered.' });

/** Query of the upload: the cohort every imported patient joins, if any. */
export const patientImportQuery = z.strictObject({ cohort_id: recordIdParam.optional() });

export const patientImportState = z.enum(['dry_run_ready', 'importing', 'done', 'failed']);
export type PatientImportState = z.infer<typeof patientImportState>;

const count = z.number().int().nonnegative();

/** What committing does by medical record number: before the commit a forecast, once done the result. */
const outcome = {
  new_patients: count,
  updated_patients: count,
  unchanged_patients: count,
};

const column = z.enum(patientImportColumns);

/** Why a row was rejected: a code and its parameters (see `patientImportProblems.ts`). */
export const patientImportRowReason = z.discriminatedUnion('code', [
  z.object({
    code: z.enum(patientImportRuleCodes as [PatientImportRuleCode, ...PatientImportRuleCode[]]),
    params: z.object({ column }),
  }),
  z.object({ code: z.literal('option_unknown'), params: z.object({ column, value: z.string() }) }),
  z.object({ code: z.literal('yes_no_unknown'), params: z.object({ column, value: z.string() }) }),
  z.object({
    code: z.literal('mrn_duplicate_in_file'),
    params: z.object({ column: z.literal('mrn'), first_line: z.number().int().positive() }),
  }),
  z.object({ code: z.literal('field_count'), params: z.object({ fields: count, expected: count }) }),
  z.object({ code: z.literal('value_invalid'), params: z.object({ column }) }),
]) satisfies z.ZodType<PatientImportRowReason>;

export const patientImportRowError = z.object({
  /** The line the row starts on, as an editor counts (the header is line 1). */
  line: z.number().int().positive(),
  reasons: z.array(patientImportRowReason),
});
export type PatientImportRowError = z.infer<typeof patientImportRowError>;

/** The dry run's report. */
export const patientImportCheck = z.object({
  import_id: z.string(),
  cohort_id: z.number().int().positive().nullable(),
  /** Data rows of the file (blank lines not counted). */
  total_rows: count,
  valid_rows: count,
  rejected_rows: count,
  columns: z.object({
    /** Optional columns the file does not have: existing patients keep those values. */
    missing: z.array(z.string()),
    /** Columns the import reads past (the `line` and `reason` of a rejected-rows file). */
    unknown: z.array(z.string()),
  }),
  /** The first PATIENT_IMPORT_ERRORS_LISTED rejected rows by line; the rejected-rows file has all. */
  errors: z.array(patientImportRowError),
  ...outcome,
});
export type PatientImportCheck = z.infer<typeof patientImportCheck>;

/** Why a started import failed, as a code (see `patientImportFailureMessages` for its English). */
export const patientImportFailure = z.object({ code: z.enum(patientImportFailureCodes) });
export type PatientImportFailure = z.infer<typeof patientImportFailure>;

export const patientImportStatus = z.object({
  import_id: z.string(),
  cohort_id: z.number().int().positive().nullable(),
  state: patientImportState,
  total_rows: count,
  valid_rows: count,
  rejected_rows: count,
  /** Staged rows written so far, of `total` (the valid rows). */
  progress: z.object({ processed: count, total: count }),
  ...outcome,
  /** Why the import failed (nothing was imported then), or null. */
  failure: patientImportFailure.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PatientImportStatus = z.infer<typeof patientImportStatus>;

const importParams = z.strictObject({ import_id: importIdParam });

export const commitPatientImport = defineRoute({
  ...endpoints.commitPatientImport,
  summary:
    'Imports the valid rows of a dry run in one transaction: new MRNs are added, known ones updated where ' +
    'they differ, and all join the cohort chosen at upload. Answers 202 at once; follow it with ' +
    'getPatientImport. A running or finished import is answered as it is.',
  params: importParams,
  response: patientImportStatus,
  successStatus: 202,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN', 'NOT_FOUND', 'CSRF_FAILED'],
});

export const getPatientImport = defineRoute({
  ...endpoints.getPatientImport,
  summary: 'The state and progress of an import of the current tenant.',
  params: importParams,
  response: patientImportStatus,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN', 'NOT_FOUND'],
});

const importErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN', 'NOT_FOUND'] as const;

export const uploadPatientImport = defineRoute({
  ...endpoints.uploadPatientImport,
  summary:
    'Dry run of a patient import. The body is the CSV file (UTF-8, comma-separated, header first; ' +
    `columns ${patientImportColumns.join(', ')}; dates YYYY-MM-DD), read as it arrives; a Content-Length ` +
    'over the limit answers 413 before a byte is read. Checks every row and stages the valid ones without ' +
    'writing any patient; a header or file problem answers 400 and stages nothing.',
  query: patientImportQuery,
  body: { stream: 'text/csv' },
  response: patientImportCheck,
  errors: [...importErrors, 'CSRF_FAILED'],
  bodyLimit: PATIENT_IMPORT_MAX_BYTES,
});

export const downloadPatientImportRejects = defineRoute({
  ...endpoints.downloadPatientImportRejects,
  summary:
    'The rejected rows of an import as a CSV file: line, reason (in English), then the columns of the ' +
    'upload. It can be corrected and uploaded again as it is.',
  params: importParams,
  response: { file: 'text/csv' },
  errors: importErrors,
});
