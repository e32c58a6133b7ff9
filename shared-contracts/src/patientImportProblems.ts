import { patientImportColumns, type PatientImportColumn } from './constants.js';
import { patientRuleCodes, patientRuleMessages, type PatientRuleCode } from './patientRules.js';

/**
 * What an import can find wrong, as codes with parameters: the reasons a row is rejected, the
 * problems that refuse a whole file, and why a commit failed. The API answers these codes; the
 * browser words them in the user's language. The English here is for the API's `message` fields and
 * for the rejected-rows file, which a spreadsheet opens without any translation.
 */

/** Longest cell value a reason repeats; a longer one is cut and ends in '…'. */
export const IMPORT_REASON_VALUE_MAX = 40;

/** A patient rule broken by one cell (the rule's own code), as every rule except `option_unknown`. */
export type PatientImportRuleCode = Exclude<PatientRuleCode, 'option_unknown'>;
export const patientImportRuleCodes = patientRuleCodes.filter(
  (code): code is PatientImportRuleCode => code !== 'option_unknown',
);

/** Why a row was rejected. `column` is the import column the reason is about. */
export type PatientImportRowReason =
  | { code: PatientImportRuleCode; params: { column: PatientImportColumn } }
  /** An option cell that is neither a listed value nor its English label. */
  | { code: 'option_unknown'; params: { column: PatientImportColumn; value: string } }
  /** A consent or opt-out cell that is not true/false, yes/no, y/n or 1/0. */
  | { code: 'yes_no_unknown'; params: { column: PatientImportColumn; value: string } }
  /** The MRN was already on an earlier line of the file. */
  | { code: 'mrn_duplicate_in_file'; params: { column: 'mrn'; first_line: number } }
  /** The row has another number of fields than the header. */
  | { code: 'field_count'; params: { fields: number; expected: number } }
  /** A value the contract's schema refused for no rule above (kept so nothing is refused unsaid). */
  | { code: 'value_invalid'; params: { column: PatientImportColumn } };
export type PatientImportRowReasonCode = PatientImportRowReason['code'];

export const patientImportRowReasonCodes = [
  ...patientImportRuleCodes,
  'option_unknown',
  'yes_no_unknown',
  'mrn_duplicate_in_file',
  'field_count',
  'value_invalid',
] as const satisfies readonly PatientImportRowReasonCode[];

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A cell value as a reason repeats it: at most IMPORT_REASON_VALUE_MAX characters, as a reader counts them. */
export function reasonValue(cell: string): string {
  const characters = Array.from(graphemes.segment(cell), ({ segment }) => segment);
  if (characters.length <= IMPORT_REASON_VALUE_MAX) return cell;
  return `${characters.slice(0, IMPORT_REASON_VALUE_MAX - 1).join('')}…`;
}

function ruleText(code: PatientImportRuleCode): string {
  return patientRuleMessages[code];
}

/** A row reason in English, its column first: 'date_of_birth: Use the format YYYY-MM-DD.' */
export function rowReasonText(reason: PatientImportRowReason): string {
  switch (reason.code) {
    case 'option_unknown':
      return `${reason.params.column}: "${reason.params.value}" is not one of the listed values.`;
    case 'yes_no_unknown':
      return `${reason.params.column}: "${reason.params.value}" is not true or false.`;
    case 'mrn_duplicate_in_file':
      return (
        `mrn: This medical record number is already on line ${reason.params.first_line}; ` +
        'a patient may appear only once in a file.'
      );
    case 'field_count':
      return `This row has ${reason.params.fields} fields; the header has ${reason.params.expected}.`;
    case 'value_invalid':
      return `${reason.params.column}: Check this value.`;
    default:
      return `${reason.params.column}: ${ruleText(reason.code)}`;
  }
}

/** Why a whole file was refused (400 VALIDATION_FAILED, or 413 for its size): one per detail. */
export type PatientImportFileProblem =
  | { code: 'file_empty'; params: Record<string, never> }
  | { code: 'file_no_rows'; params: Record<string, never> }
  | { code: 'file_separator'; params: { separator: 'semicolon' | 'tab' } }
  | { code: 'file_not_utf8'; params: { line: number } }
  | { code: 'file_cut_character'; params: { line: number } }
  | { code: 'file_nul_character'; params: { line: number } }
  | { code: 'file_too_large'; params: { max_megabytes: number } }
  | { code: 'upload_incomplete'; params: Record<string, never> }
  | { code: 'row_too_long'; params: { line: number; max_bytes: number } }
  | { code: 'quote_not_closed'; params: Record<string, never> }
  | { code: 'quote_inside_field'; params: { line: number } }
  | { code: 'text_after_quote'; params: { line: number } }
  | { code: 'csv_invalid'; params: { line: number } }
  | { code: 'columns_too_many'; params: { columns: number; max: number } }
  | { code: 'column_unnamed'; params: { position: number } }
  | { code: 'column_repeated'; params: { column: string } }
  | { code: 'columns_missing'; params: { columns: string[] } }
  | { code: 'columns_unknown'; params: { columns: string[] } }
  /** The cohort chosen at upload was deleted before the commit. */
  | { code: 'cohort_gone'; params: Record<string, never> };
export type PatientImportFileProblemCode = PatientImportFileProblem['code'];

export const patientImportFileProblemCodes = [
  'file_empty',
  'file_no_rows',
  'file_separator',
  'file_not_utf8',
  'file_cut_character',
  'file_nul_character',
  'file_too_large',
  'upload_incomplete',
  'row_too_long',
  'quote_not_closed',
  'quote_inside_field',
  'text_after_quote',
  'csv_invalid',
  'columns_too_many',
  'column_unnamed',
  'column_repeated',
  'columns_missing',
  'columns_unknown',
  'cohort_gone',
] as const satisfies readonly PatientImportFileProblemCode[];

const SAVE_AS_UTF8 = 'Save the file as "CSV UTF-8" and upload it again.';
const DOUBLE_QUOTES = 'Put the whole field in quotes and double a quote inside it ("").';

/** A file problem in English. */
export function fileProblemText(problem: PatientImportFileProblem): string {
  switch (problem.code) {
    case 'file_empty':
      return 'The file is empty.';
    case 'file_no_rows':
      return 'The file has no rows below its header.';
    case 'file_separator': {
      const separator = problem.params.separator === 'tab' ? 'tabs' : 'semicolons';
      return `The file is separated by ${separator}. Save it with commas as the separator (CSV) and upload it again.`;
    }
    case 'file_not_utf8':
      return `Line ${problem.params.line} is not UTF-8 text. ${SAVE_AS_UTF8}`;
    case 'file_cut_character':
      return `Line ${problem.params.line} ends in the middle of a character. ${SAVE_AS_UTF8}`;
    case 'file_nul_character':
      return `Line ${problem.params.line} contains a NUL character, so the file is not UTF-8 text (it may be UTF-16). ${SAVE_AS_UTF8}`;
    case 'file_too_large':
      return `The file is larger than ${problem.params.max_megabytes} MB. Split it into smaller files and import each.`;
    case 'upload_incomplete':
      return 'The upload did not complete. Upload the file again.';
    case 'row_too_long':
      return (
        `The row starting on line ${problem.params.line} is longer than ` +
        `${problem.params.max_bytes.toLocaleString('en')} bytes. Check that every quote in it is closed.`
      );
    case 'quote_not_closed':
      return 'A quoted field is not closed before the end of the file. Close every quote, and double a quote inside a quoted field ("").';
    case 'quote_inside_field':
      return `Line ${problem.params.line}: a quote appears inside a field that does not start with one. ${DOUBLE_QUOTES}`;
    case 'text_after_quote':
      return `Line ${problem.params.line}: text follows the closing quote of a field. ${DOUBLE_QUOTES}`;
    case 'csv_invalid':
      return `Line ${problem.params.line} is not valid CSV.`;
    case 'columns_too_many':
      return `The file has ${problem.params.columns} columns; an import file has at most ${problem.params.max}.`;
    case 'column_unnamed':
      return `Column ${problem.params.position} has no name.`;
    case 'column_repeated':
      return `The column ${problem.params.column} appears more than once.`;
    case 'columns_missing':
      return `Missing columns: ${problem.params.columns.join(', ')}.`;
    case 'columns_unknown':
      return `Unknown columns: ${problem.params.columns.join(', ')}. The columns are: ${patientImportColumns.join(', ')}.`;
    case 'cohort_gone':
      return 'The cohort chosen for this import was deleted, so nothing was imported. Upload the file again to choose another cohort.';
  }
}

/** Why a started import failed; nothing was imported in each case. */
export const patientImportFailureCodes = ['commit_failed', 'cohort_gone', 'interrupted'] as const;
export type PatientImportFailureCode = (typeof patientImportFailureCodes)[number];

/** The English of each failure. */
export const patientImportFailureMessages: Record<PatientImportFailureCode, string> = {
  commit_failed:
    'The import failed, and nothing was imported. Start it again; if it fails again, contact support.',
  cohort_gone:
    'The cohort chosen for this import was deleted, so nothing was imported. Upload the file again to choose another cohort.',
  interrupted: 'The import stopped before it finished, and nothing was imported. Start it again.',
};

/** The file problem a detail of an error answer carries, or null when it carries none. */
export function fileProblemOf(detail: {
  code?: string;
  params?: Record<string, unknown>;
}): PatientImportFileProblem | null {
  const codes: readonly string[] = patientImportFileProblemCodes;
  if (detail.code === undefined || !codes.includes(detail.code)) return null;
  return { code: detail.code, params: detail.params ?? {} } as PatientImportFileProblem;
}

/** A detail of an error answer that carries a file problem: its code, parameters and English. */
export function fileProblemDetail(
  path: string,
  problem: PatientImportFileProblem,
): {
  path: string;
  message: string;
  code: PatientImportFileProblemCode;
  params: PatientImportFileProblem['params'];
} {
  return { path, message: fileProblemText(problem), code: problem.code, params: problem.params };
}

/** The failure of a stored import, read back; anything not a failure code reads as `commit_failed`. */
export function failureCodeOf(stored: string): PatientImportFailureCode {
  const codes: readonly string[] = patientImportFailureCodes;
  return codes.includes(stored) ? (stored as PatientImportFailureCode) : 'commit_failed';
}
