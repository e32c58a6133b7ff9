import {
  E164_MOBILE,
  communicationPreferences,
  patientGenders,
  patientTitles,
  preferenceNeeds,
  supportedLanguages,
} from './constants.js';
import type { patientTextFields } from './constants.js';
import { TIME_ZONE_MESSAGE, isTimeZoneName } from './timeZoneRules.js';

/**
 * The rules of a patient record, written once and without a schema library, so that the server's
 * schemas, the patient form and the CSV import reach the same verdict on the same text. Each rule
 * answers a code (never a sentence): callers show it in their user's language, and the English of
 * each code is in {@link patientRuleMessages}.
 */

/** A medical record number: 1 to 64 letters, digits or `- _ / .`, once trimmed. */
export const MRN_PATTERN = /^[A-Za-z0-9\-_/.]{1,64}$/;
export const MRN_MAX_LENGTH = 64;
/** Longest first or last name, once trimmed. */
export const NAME_MAX_LENGTH = 100;
/** Longest e-mail address (the limit of a forward path in SMTP). */
export const EMAIL_MAX_LENGTH = 254;
/**
 * The usual shape of an address: a local part that neither starts nor ends with a dot and has no two
 * dots in a row, an @, and a domain of labels with a top-level part of two letters or more.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The earliest date of birth a record may hold. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Every verdict a patient rule can give. */
export const patientRuleCodes = [
  'mrn_missing',
  'mrn_format',
  'name_missing',
  'name_too_long',
  'date_of_birth_missing',
  'date_of_birth_format',
  'date_of_birth_not_real',
  'date_of_birth_too_early',
  'date_of_birth_future',
  'email_invalid',
  'mobile_invalid',
  'option_unknown',
  'preference_needs_email',
  'preference_needs_mobile',
  'time_zone_unknown',
] as const;
export type PatientRuleCode = (typeof patientRuleCodes)[number];

/** The English of each verdict, for the API's details and files without a language of their own. */
export const patientRuleMessages: Record<PatientRuleCode, string> = {
  mrn_missing: 'Enter the medical record number.',
  mrn_format: 'Use 1 to 64 letters, digits or the characters - _ / .',
  name_missing: 'Enter a name.',
  name_too_long: `Use at most ${NAME_MAX_LENGTH} characters.`,
  date_of_birth_missing: 'Enter the date of birth.',
  date_of_birth_format: 'Use the format YYYY-MM-DD.',
  date_of_birth_not_real: 'Enter a real date.',
  date_of_birth_too_early: 'Enter a date from 1900 on.',
  date_of_birth_future: 'The date of birth cannot be in the future.',
  // The spec's messages for contact details (section 5).
  email_invalid: 'Must be a valid email.',
  mobile_invalid: 'Must be a valid phone number (please add country code e.g. +1).',
  option_unknown: 'Choose one of the listed values.',
  preference_needs_email: 'Add an e-mail address to contact this patient by e-mail.',
  preference_needs_mobile: 'Add a mobile number to contact this patient by SMS.',
  time_zone_unknown: TIME_ZONE_MESSAGE,
};

export type PatientTextField = (typeof patientTextFields)[number];

/** A patient as text: '' for an empty field, undefined (or left out) for one not given. */
export type PatientText = Partial<Record<PatientTextField, string>>;

/** The verdicts on a patient, by field; a field without a problem is left out. */
export type PatientRuleProblems = Partial<Record<PatientTextField, PatientRuleCode>>;

/** The fields whose value comes from a fixed list. */
export type PatientOptionField = 'title' | 'gender' | 'language_preference' | 'communication_preference';

const optionValues: Record<PatientOptionField, readonly string[]> = {
  title: patientTitles,
  gender: patientGenders,
  language_preference: supportedLanguages,
  communication_preference: communicationPreferences,
};

/** A mobile number as stored: spaces, dots, dashes and brackets dropped. */
export function compactMobile(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** An e-mail address as stored: trimmed, in lower case; null for none. */
export function storedEmail(value: string): string | null {
  const email = value.trim();
  return email === '' ? null : email.toLowerCase();
}

/** A mobile number as stored: compacted; null for none. */
export function storedMobile(value: string): string | null {
  const mobile = compactMobile(value);
  return mobile === '' ? null : mobile;
}

const DAY_MS = 86_400_000;
const EARLIEST_OFFSET_MS = 14 * 3_600_000;
/** The last answer of {@link latestToday} and the span of times it holds for (a bulk import asks per row). */
let latestDay = { from: 0, until: 0, date: '' };

/** The latest calendar date anywhere on Earth (UTC+14), so nobody's today counts as the future. */
export function latestToday(now: number = Date.now()): string {
  if (now >= latestDay.from && now < latestDay.until) return latestDay.date;
  const shifted = now + EARLIEST_OFFSET_MS;
  const from = shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - EARLIEST_OFFSET_MS;
  latestDay = { from, until: from + DAY_MS, date: new Date(shifted).toISOString().slice(0, 10) };
  return latestDay.date;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether `YYYY-MM-DD` (already of that shape) names a day of the Gregorian calendar. */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** A medical record number, trimmed: present and of the allowed characters. */
export function mrnRule(value: string): PatientRuleCode | null {
  const mrn = value.trim();
  if (mrn === '') return 'mrn_missing';
  return MRN_PATTERN.test(mrn) ? null : 'mrn_format';
}

/** A first or last name, trimmed: present and at most NAME_MAX_LENGTH characters. */
export function nameRule(value: string): PatientRuleCode | null {
  const name = value.trim();
  if (name === '') return 'name_missing';
  return name.length > NAME_MAX_LENGTH ? 'name_too_long' : null;
}

/** A date of birth: YYYY-MM-DD, a real date, from EARLIEST_BIRTH_DATE, not after today anywhere. */
export function dateOfBirthRule(value: string, now: number = Date.now()): PatientRuleCode | null {
  if (value === '') return 'date_of_birth_missing';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date_of_birth_format';
  if (!isCalendarDate(value)) return 'date_of_birth_not_real';
  if (value < EARLIEST_BIRTH_DATE) return 'date_of_birth_too_early';
  if (value > latestToday(now)) return 'date_of_birth_future';
  return null;
}

/** An e-mail address, trimmed; '' is no address, which is allowed. */
export function emailRule(value: string): PatientRuleCode | null {
  const email = value.trim();
  if (email === '') return null;
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : 'email_invalid';
}

/** A mobile number in E.164 once compacted; '' is no number, which is allowed. */
export function mobileRule(value: string): PatientRuleCode | null {
  const mobile = compactMobile(value);
  if (mobile === '') return null;
  return E164_MOBILE.test(mobile) ? null : 'mobile_invalid';
}

/**
 * Whether a mobile number was typed as a local number, without the `+` and country code that
 * {@link mobileRule} asks for: what the form explains while the number is typed, before any refusal.
 */
export function lacksCountryCode(value: string): boolean {
  const mobile = compactMobile(value);
  return mobile !== '' && !mobile.startsWith('+');
}

/** A value of an option list, exactly as listed; '' is no choice, which is allowed. */
export function optionRule(field: PatientOptionField, value: string): PatientRuleCode | null {
  if (value === '') return null;
  return optionValues[field].includes(value) ? null : 'option_unknown';
}

/** An IANA time zone name, trimmed; '' is none (the tenant's default applies), which is allowed. */
export function timeZoneRule(value: string): PatientRuleCode | null {
  const zone = value.trim();
  if (zone === '') return null;
  return isTimeZoneName(zone) ? null : 'time_zone_unknown';
}

/**
 * Whether the contact details serve a communication preference: e-mail needs an address, SMS a
 * mobile number ('' or null for none). Any other preference needs neither.
 */
export function preferenceRule(
  preference: string,
  email: string | null,
  mobile: string | null,
): PatientRuleCode | null {
  const needs = preferenceNeeds(preference);
  if (needs.email && (email ?? '').trim() === '') return 'preference_needs_email';
  if (needs.mobile && compactMobile(mobile ?? '') === '') return 'preference_needs_mobile';
  return null;
}

export interface CheckPatientOptions {
  /** The time "today" is judged at (tests); the current time otherwise. */
  now?: number;
}

/**
 * Every rule over a whole patient: field → verdict, empty when the patient is valid. MRN, names
 * and date of birth are required (a field left out counts as empty); the others may be empty. A
 * preference the contact details cannot serve is reported at `communication_preference`.
 */
export function checkPatient(patient: PatientText, options: CheckPatientOptions = {}): PatientRuleProblems {
  const problems: PatientRuleProblems = {};
  const put = (field: PatientTextField, code: PatientRuleCode | null) => {
    if (code) problems[field] = code;
  };
  put('mrn', mrnRule(patient.mrn ?? ''));
  put('first_name', nameRule(patient.first_name ?? ''));
  put('last_name', nameRule(patient.last_name ?? ''));
  put('date_of_birth', dateOfBirthRule(patient.date_of_birth ?? '', options.now));
  put('email', emailRule(patient.email ?? ''));
  put('mobile', mobileRule(patient.mobile ?? ''));
  put('time_zone', timeZoneRule(patient.time_zone ?? ''));
  for (const field of Object.keys(optionValues) as PatientOptionField[]) {
    put(field, optionRule(field, patient[field] ?? ''));
  }
  if (!problems.communication_preference) {
    put(
      'communication_preference',
      preferenceRule(patient.communication_preference ?? '', patient.email ?? '', patient.mobile ?? ''),
    );
  }
  return problems;
}

/**
 * A patient the rules passed (an empty {@link checkPatient}), as it is stored: MRN and names trimmed,
 * e-mail in lower case, the mobile compacted, an empty optional field null. The server's schema
 * (`patientInput`) stores the same values, through the same functions; the import calls this for
 * each row instead of running the schema a second time.
 */
export interface StoredPatientText {
  mrn: string;
  title: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string | null;
  email: string | null;
  mobile: string | null;
  language_preference: string | null;
  communication_preference: string | null;
  time_zone: string | null;
}

export function storedPatientText(patient: PatientText): StoredPatientText {
  const optional = (value: string | undefined) => (value === undefined || value === '' ? null : value);
  return {
    mrn: (patient.mrn ?? '').trim(),
    title: optional(patient.title),
    first_name: (patient.first_name ?? '').trim(),
    last_name: (patient.last_name ?? '').trim(),
    date_of_birth: patient.date_of_birth ?? '',
    gender: optional(patient.gender),
    email: storedEmail(patient.email ?? ''),
    mobile: storedMobile(patient.mobile ?? ''),
    language_preference: optional(patient.language_preference),
    communication_preference: optional(patient.communication_preference),
    time_zone: optional(patient.time_zone?.trim()),
  };
}
