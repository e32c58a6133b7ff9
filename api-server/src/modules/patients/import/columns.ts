import {
  PATIENT_IMPORT_MAX_COLUMNS,
  fileProblemDetail,
  patientImportColumns,
  patientImportRequiredColumns,
  type PatientImportColumn,
  type PatientImportFileProblem,
} from '@outreach/shared-contracts';
import { ApiError } from '../../../errors.js';

/**
 * Columns of the rejected-rows file that an upload accepts and ignores, so that file can be corrected
 * and imported again as it is.
 */
export const REJECTS_LINE_COLUMN = 'line';
export const REJECTS_REASON_COLUMN = 'reason';
const ignoredColumns = new Set<string>([REJECTS_LINE_COLUMN, REJECTS_REASON_COLUMN]);

/** Where each known column sits in the file's records. */
export interface ColumnLayout {
  /** The header as uploaded. */
  header: string[];
  /** Field index of each column the file has. */
  positions: Partial<Record<PatientImportColumn, number>>;
}

const known = new Set<string>(patientImportColumns);

/** 'Date of birth', 'DATE-OF-BIRTH' and 'date_of_birth' all name the same column. */
export function columnKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

function headerProblem(problem: PatientImportFileProblem): ApiError {
  return new ApiError('VALIDATION_FAILED', 'The columns of the file do not match the import.', [
    fileProblemDetail('body.columns', problem),
  ]);
}

function separatorProblem(header: readonly string[]): ApiError | null {
  const joined = header.join(',');
  const separator = joined.includes(';') ? 'semicolon' : joined.includes('\t') ? 'tab' : null;
  if (!separator) return null;
  return new ApiError('VALIDATION_FAILED', 'The file cannot be read as CSV.', [
    fileProblemDetail('body', { code: 'file_separator', params: { separator } }),
  ]);
}

/**
 * Reads the header. Anything wrong with it stops the import before a row is read: another
 * separator, too many columns, a column twice or without a name, then missing and unknown columns,
 * both listed in full.
 */
export function readHeader(header: readonly string[]): ColumnLayout {
  const separator = separatorProblem(header);
  if (separator) throw separator;
  if (header.length > PATIENT_IMPORT_MAX_COLUMNS) {
    throw headerProblem({
      code: 'columns_too_many',
      params: { columns: header.length, max: PATIENT_IMPORT_MAX_COLUMNS },
    });
  }
  const positions: Partial<Record<PatientImportColumn, number>> = {};
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const [index, name] of header.entries()) {
    const key = columnKey(name);
    if (key === '') throw headerProblem({ code: 'column_unnamed', params: { position: index + 1 } });
    if (seen.has(key)) throw headerProblem({ code: 'column_repeated', params: { column: key } });
    seen.add(key);
    if (known.has(key)) positions[key as PatientImportColumn] = index;
    else if (!ignoredColumns.has(key)) unknown.push(name.trim());
  }
  const missing = patientImportRequiredColumns.filter((column) => positions[column] === undefined);
  const details = [
    ...(missing.length > 0
      ? [fileProblemDetail('body.columns.missing', { code: 'columns_missing', params: { columns: missing } })]
      : []),
    ...(unknown.length > 0
      ? [fileProblemDetail('body.columns.unknown', { code: 'columns_unknown', params: { columns: unknown } })]
      : []),
  ];
  if (details.length > 0) {
    throw new ApiError('VALIDATION_FAILED', 'The columns of the file do not match the import.', details);
  }
  return { header: [...header], positions };
}
