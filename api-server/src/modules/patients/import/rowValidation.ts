import {
  languageNames,
  patientInput,
  patientOptionLists,
  supportedLanguages,
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
  emailConsent: boolean | null;
  smsConsent: boolean | null;
  optedOut: boolean | null;
}

export type RowVerdict = { ok: true; row: StagedRow } | { ok: false; reasons: string[] };

/** Option cells match a value or an English label, ignoring case, spaces and punctuation. */
const optionKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function optionIndex(entries: [string, string][]): Map<string, string> {
  const index = new Map<string, string>();
  for (const [spelling, value] of entries) index.set(optionKey(spelling), value);
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
const booleanColumns = new Set<PatientImportColumn>(['email_consent', 'sms_consent', 'opted_out']);

/** The contract's input for one row: empty cells left out, options and yes/no cells translated. */
function contractInput(layout: ColumnLayout, fields: readonly string[], reasons: string[]) {
  const input: Record<string, string | boolean> = {};
  for (const [column, position] of Object.entries(layout.positions) as [PatientImportColumn, number][]) {
    const cell = (fields[position] ?? '').trim();
    if (cell === '') continue;
    if (booleanColumns.has(column)) {
      const answer = cell.toLowerCase();
      if (yes.has(answer)) input[column] = true;
      else if (no.has(answer)) input[column] = false;
      else reasons.push(`${column}: Use true or false.`);
      continue;
    }
    // An unknown option stays as written, so the contract's own message names the list.
    input[column] = optionColumns[column]?.get(optionKey(cell)) ?? cell;
  }
  return input;
}

const requiredMessage = 'Enter a value.';

/**
 * Checks one data row with the rules of POST /api/patients (the contract's schema and messages).
 * Each reason names its column: 'date_of_birth: Use the format YYYY-MM-DD.'
 */
export function validateRow(layout: ColumnLayout, line: number, fields: readonly string[]): RowVerdict {
  const reasons: string[] = [];
  if (fields.length !== layout.header.length) {
    reasons.push(`This row has ${fields.length} fields; the header has ${layout.header.length}.`);
  }
  const input = contractInput(layout, fields, reasons);
  const parsed = patientInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = issue.path.map(String).join('.');
      const missing = issue.code === 'invalid_type' && input[column] === undefined;
      reasons.push(`${column}: ${missing ? requiredMessage : issue.message}`);
    }
  }
  if (!parsed.success || reasons.length > 0) return { ok: false, reasons };
  const patient = parsed.data;
  return {
    ok: true,
    row: {
      line,
      mrn: patient.mrn,
      title: patient.title ?? null,
      firstName: patient.first_name,
      lastName: patient.last_name,
      ...patientSearchKeys({ firstName: patient.first_name, lastName: patient.last_name }),
      dateOfBirth: patient.date_of_birth,
      gender: patient.gender ?? null,
      email: patient.email ?? null,
      mobile: patient.mobile ?? null,
      languagePreference: patient.language_preference ?? null,
      communicationPreference: patient.communication_preference ?? null,
      emailConsent: patient.email_consent ?? null,
      smsConsent: patient.sms_consent ?? null,
      optedOut: patient.opted_out ?? null,
    },
  };
}
