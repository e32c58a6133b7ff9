import {
  checkPatient,
  languageNames,
  patientImportColumns,
  patientOptionLists,
  reasonValue,
  storedPatientText,
  supportedLanguages,
  type PatientImportRowReason,
  type PatientRuleCode,
  type PatientText,
  type PatientTextField,
  type CommunicationPreference,
  type LanguageCode,
  type PatientGender,
  type PatientImportColumn,
  type PatientTitle,
} from '@outreach/shared-contracts';
import { patientSearchKeys } from '../searchKeys.js';
import type { ColumnLayout } from './columns.js';

/**
 * A valid row as it is staged: the values POST /api/patients would store. An optional field is null
 * when its cell was empty (or its column absent): the import then keeps an existing patient's value
 * and gives a new patient the default, so an import never erases what it was not given.
 */
export interface StagedRow {
  line: number;
  mrn: string;
  title: PatientTitle | null;
  firstName: string;
  lastName: string;
  sortName: string;
  givenNameKey: string;
  dateOfBirth: string;
  gender: PatientGender | null;
  email: string | null;
  mobile: string | null;
  languagePreference: LanguageCode | null;
  communicationPreference: CommunicationPreference | null;
  timeZone: string | null;
  emailConsent: boolean | null;
  smsConsent: boolean | null;
  optedOut: boolean | null;
}

export type RowVerdict = { ok: true; row: StagedRow } | { ok: false; reasons: PatientImportRowReason[] };

/** Option cells match a value or an English label, ignoring case, spaces and punctuation. */
const optionKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Spellings as written and as keys; a cell that is exactly a listed value is found without a key. */
function optionIndex(entries: [string, string][]): Map<string, string> {
  const index = new Map<string, string>();
  for (const [spelling, value] of entries) index.set(optionKey(spelling), value);
  for (const [, value] of entries) index.set(value, value);
  return index;
}

const listed = (options: readonly { value: string; label: string }[]): [string, string][] =>
  options.flatMap(({ value, label }) => [
    [value, value],
    [label, value],
  ]);

const optionColumns: Partial<Record<PatientImportColumn, Map<string, string>>> = {
  title: optionIndex(listed(patientOptionLists.title)),
  gender: optionIndex(listed(patientOptionLists.gender)),
  communication_preference: optionIndex(listed(patientOptionLists.communication_preference)),
  language_preference: optionIndex(
    supportedLanguages.flatMap((code): [string, string][] => [
      [code, code],
      [languageNames[code].name, code],
      [languageNames[code].native_name, code],
    ]),
  ),
};

const yes = new Set(['true', 'yes', 'y', '1']);
const no = new Set(['false', 'no', 'n', '0']);
type BooleanColumn = 'email_consent' | 'sms_consent' | 'opted_out';
const booleanColumns = new Set<PatientImportColumn>(['email_consent', 'sms_consent', 'opted_out']);
const isBooleanColumn = (column: PatientImportColumn): column is BooleanColumn => booleanColumns.has(column);

interface RowCells {
  /** The text cells, trimmed, options as their listed value where a spelling matched; '' when empty. */
  text: PatientText;
  /** The cells as written, for the reasons that repeat them. */
  written: Partial<Record<PatientImportColumn, string>>;
  booleans: Partial<Record<BooleanColumn, boolean>>;
}

/** The cells of one row by column: yes/no cells read, option spellings translated. */
function readCells(
  layout: ColumnLayout,
  fields: readonly string[],
  reasons: PatientImportRowReason[],
): RowCells {
  const cells: RowCells = { text: {}, written: {}, booleans: {} };
  for (const [column, position] of Object.entries(layout.positions) as [PatientImportColumn, number][]) {
    const cell = (fields[position] ?? '').trim();
    cells.written[column] = cell;
    if (isBooleanColumn(column)) {
      if (cell === '') continue;
      const answer = cell.toLowerCase();
      if (yes.has(answer)) cells.booleans[column] = true;
      else if (no.has(answer)) cells.booleans[column] = false;
      else reasons.push({ code: 'yes_no_unknown', params: { column, value: reasonValue(cell) } });
      continue;
    }
    // An option no spelling matches stays as written, for the option rule to refuse.
    const options = optionColumns[column];
    cells.text[column] =
      cell === '' || !options ? cell : (options.get(cell) ?? options.get(optionKey(cell)) ?? cell);
  }
  return cells;
}

/** The reason for a cell the rules refused; an unknown option repeats the cell as written. */
function ruleReason(
  column: PatientImportColumn,
  code: PatientRuleCode,
  cells: RowCells,
): PatientImportRowReason {
  if (code === 'option_unknown') {
    return { code, params: { column, value: reasonValue(cells.written[column] ?? '') } };
  }
  return { code, params: { column } };
}

/**
 * Checks one data row, cell by cell, with the contract's patient rules (those of POST /api/patients
 * and the patient form); a row they pass is stored as that call stores it (`storedPatientText`). Each
 * reason is a code with the column it is about.
 */
export function validateRow(layout: ColumnLayout, line: number, fields: readonly string[]): RowVerdict {
  const reasons: PatientImportRowReason[] = [];
  if (fields.length !== layout.header.length) {
    reasons.push({ code: 'field_count', params: { fields: fields.length, expected: layout.header.length } });
  }
  const cells = readCells(layout, fields, reasons);
  const problems = checkPatient(cells.text);
  for (const column of patientImportColumns) {
    const code = problems[column as PatientTextField];
    if (code) reasons.push(ruleReason(column, code, cells));
  }
  if (reasons.length > 0) return { ok: false, reasons };
  const patient = storedPatientText(cells.text);
  return {
    ok: true,
    row: {
      line,
      mrn: patient.mrn,
      title: patient.title as PatientTitle | null,
      firstName: patient.first_name,
      lastName: patient.last_name,
      ...patientSearchKeys({ firstName: patient.first_name, lastName: patient.last_name }),
      dateOfBirth: patient.date_of_birth,
      gender: patient.gender as PatientGender | null,
      email: patient.email,
      mobile: patient.mobile,
      languagePreference: patient.language_preference as LanguageCode | null,
      communicationPreference: patient.communication_preference as CommunicationPreference | null,
      timeZone: patient.time_zone,
      emailConsent: cells.booleans.email_consent ?? null,
      smsConsent: cells.booleans.sms_consent ?? null,
      optedOut: cells.booleans.opted_out ?? null,
    },
  };
}
