import { latestToday, type PatientRuleProblems, type PatientText } from '../patientRules.js';

/**
 * One table of patients and the verdicts the contract's rules give them. The contract's own tests,
 * the patient form's and the import's run it, so the three agree on every line of it.
 */
export interface PatientRuleCase {
  /** What the case shows; also its name in test reports. */
  name: string;
  /** A complete patient: {@link validPatientText} with the case's changes. */
  patient: PatientText;
  /** The verdict of each field that has a problem; empty for a valid patient. */
  problems: PatientRuleProblems;
}

/** A patient every rule accepts; each case changes a few of its fields. */
export const validPatientText = {
  mrn: 'MRN-001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '1985-12-10',
} as const satisfies PatientText;

function daysAfter(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Row = [name: string, changes: PatientText, problems: PatientRuleProblems];

const emailRows: Row[] = [
  ['a plain address', { email: 'ada@example.org' }, {}],
  ['an address with spaces around and capitals', { email: '  Ada@Example.ORG  ' }, {}],
  ['an apostrophe, a plus and subdomains', { email: "o'brien+news@mail.example.co.uk" }, {}],
  ['dots, dashes and underscores', { email: 'first.last_x-y@x-y.example.com' }, {}],
  ['no address', { email: '' }, {}],
  ['254 characters', { email: `${'a'.repeat(242)}@example.org` }, {}],
  ['255 characters', { email: `${'a'.repeat(243)}@example.org` }, { email: 'email_invalid' }],
  ['no domain', { email: 'ada@' }, { email: 'email_invalid' }],
  ['no @', { email: 'ada.example.org' }, { email: 'email_invalid' }],
  ['two @', { email: 'ada@@example.org' }, { email: 'email_invalid' }],
  ['no top-level domain', { email: 'ada@example' }, { email: 'email_invalid' }],
  ['a one-letter top-level domain', { email: 'ada@example.c' }, { email: 'email_invalid' }],
  ['a leading dot', { email: '.ada@example.org' }, { email: 'email_invalid' }],
  ['a dot before the @', { email: 'ada.@example.org' }, { email: 'email_invalid' }],
  ['two dots in a row', { email: 'a..da@example.org' }, { email: 'email_invalid' }],
  ['two dots in the domain', { email: 'ada@example..org' }, { email: 'email_invalid' }],
  ['a domain label starting with a dash', { email: 'ada@-example.org' }, { email: 'email_invalid' }],
  ['a trailing dot', { email: 'ada@example.org.' }, { email: 'email_invalid' }],
  ['a space inside', { email: 'ada lovelace@example.org' }, { email: 'email_invalid' }],
  ['an underscore in the domain', { email: 'ada@exa_mple.org' }, { email: 'email_invalid' }],
  ['letters outside ASCII', { email: 'zoë@example.org' }, { email: 'email_invalid' }],
  ['a display name', { email: 'Ada <ada@example.org>' }, { email: 'email_invalid' }],
];

const mobileRows: Row[] = [
  ['an E.164 number', { mobile: '+442079460018' }, {}],
  ['spaces, brackets and dashes', { mobile: '+44 (20) 7946-0018' }, {}],
  ['dots', { mobile: '+1 555.123.4567' }, {}],
  ['7 digits', { mobile: '+1234567' }, {}],
  ['15 digits', { mobile: '+123456789012345' }, {}],
  ['no number', { mobile: '' }, {}],
  ['6 digits', { mobile: '+123456' }, { mobile: 'mobile_invalid' }],
  ['16 digits', { mobile: '+1234567890123456' }, { mobile: 'mobile_invalid' }],
  ['no country code', { mobile: '07946 001800' }, { mobile: 'mobile_invalid' }],
  ['00 for the plus', { mobile: '0044 20 7946 0000' }, { mobile: 'mobile_invalid' }],
  ['a country code starting with 0', { mobile: '+0123456789' }, { mobile: 'mobile_invalid' }],
  ['a letter', { mobile: '+44 20 7946 001x' }, { mobile: 'mobile_invalid' }],
];

const identityRows: Row[] = [
  ['an MRN with spaces around', { mrn: ' MRN-1 ' }, {}],
  ['an MRN of every allowed character', { mrn: 'A/b_c.9-Z' }, {}],
  ['an MRN of 64 characters', { mrn: 'x'.repeat(64) }, {}],
  ['no MRN', { mrn: '' }, { mrn: 'mrn_missing' }],
  ['a blank MRN', { mrn: '   ' }, { mrn: 'mrn_missing' }],
  ['an MRN with a space', { mrn: 'has space' }, { mrn: 'mrn_format' }],
  ['an MRN with a #', { mrn: 'MRN#1' }, { mrn: 'mrn_format' }],
  ['an MRN of 65 characters', { mrn: 'x'.repeat(65) }, { mrn: 'mrn_format' }],
  ['names of 100 characters and accents', { first_name: 'Zoë', last_name: 'x'.repeat(100) }, {}],
  ['no first name', { first_name: '' }, { first_name: 'name_missing' }],
  ['a blank last name', { last_name: '   ' }, { last_name: 'name_missing' }],
  ['a first name of 101 characters', { first_name: 'x'.repeat(101) }, { first_name: 'name_too_long' }],
];

function dateRows(now: number): Row[] {
  const today = new Date(now).toISOString().slice(0, 10);
  return [
    ['a leap day', { date_of_birth: '2000-02-29' }, {}],
    ['the earliest date', { date_of_birth: '1900-01-01' }, {}],
    ['today', { date_of_birth: today }, {}],
    ['no date of birth', { date_of_birth: '' }, { date_of_birth: 'date_of_birth_missing' }],
    ['a day-first date', { date_of_birth: '10/12/1985' }, { date_of_birth: 'date_of_birth_format' }],
    [
      'a date without leading zeros',
      { date_of_birth: '1985-2-3' },
      { date_of_birth: 'date_of_birth_format' },
    ],
    ['30 February', { date_of_birth: '1985-02-30' }, { date_of_birth: 'date_of_birth_not_real' }],
    ['29 February 1900', { date_of_birth: '1900-02-29' }, { date_of_birth: 'date_of_birth_not_real' }],
    ['the day before 1900', { date_of_birth: '1899-12-31' }, { date_of_birth: 'date_of_birth_too_early' }],
    [
      'a date after today everywhere',
      { date_of_birth: daysAfter(latestToday(now), 2) },
      { date_of_birth: 'date_of_birth_future' },
    ],
  ];
}

const optionRows: Row[] = [
  ['listed options', { title: 'Dr', gender: 'female', language_preference: 'ar' }, {}],
  ['an unknown title', { title: 'Sir' }, { title: 'option_unknown' }],
  ['an unknown gender', { gender: 'robot' }, { gender: 'option_unknown' }],
  ['an unknown language', { language_preference: 'xx' }, { language_preference: 'option_unknown' }],
  [
    'an unknown preference',
    { communication_preference: 'fax' },
    { communication_preference: 'option_unknown' },
  ],
];

const preferenceRows: Row[] = [
  ['e-mail with an address', { communication_preference: 'email', email: 'ada@example.org' }, {}],
  ['SMS with a number', { communication_preference: 'sms', mobile: '+442079460018' }, {}],
  [
    'both with both',
    { communication_preference: 'email_and_sms', email: 'ada@example.org', mobile: '+442079460018' },
    {},
  ],
  ['none with neither', { communication_preference: 'none' }, {}],
  [
    'e-mail without an address',
    { communication_preference: 'email' },
    { communication_preference: 'preference_needs_email' },
  ],
  [
    'SMS without a number',
    { communication_preference: 'sms' },
    { communication_preference: 'preference_needs_mobile' },
  ],
  [
    'both without a number',
    { communication_preference: 'email_and_sms', email: 'ada@example.org' },
    { communication_preference: 'preference_needs_mobile' },
  ],
  [
    'both without an address',
    { communication_preference: 'email_and_sms', mobile: '+442079460018' },
    { communication_preference: 'preference_needs_email' },
  ],
];

const timeZoneRows: Row[] = [
  ['a time zone', { time_zone: 'Europe/London' }, {}],
  ['a zone of three parts', { time_zone: 'America/Argentina/Salta' }, {}],
  ['UTC', { time_zone: 'UTC' }, {}],
  ['no time zone', { time_zone: '' }, {}],
  ['a made-up zone', { time_zone: 'Europe/Atlantis' }, { time_zone: 'time_zone_unknown' }],
  ['an abbreviation', { time_zone: 'PST' }, { time_zone: 'time_zone_unknown' }],
  ['an offset', { time_zone: '+02:00' }, { time_zone: 'time_zone_unknown' }],
  ['a zone in lower case', { time_zone: 'europe/london' }, { time_zone: 'time_zone_unknown' }],
  ['a zone with spaces around', { time_zone: ' Europe/London ' }, {}],
  ['a zone with a space inside', { time_zone: 'Europe/ London' }, { time_zone: 'time_zone_unknown' }],
];

const severalRows: Row[] = [
  [
    'several problems at once',
    { mrn: '', date_of_birth: '1985-02-30', email: 'ada@', mobile: '12', gender: 'robot' },
    {
      mrn: 'mrn_missing',
      date_of_birth: 'date_of_birth_not_real',
      email: 'email_invalid',
      mobile: 'mobile_invalid',
      gender: 'option_unknown',
    },
  ],
];

/** The table, with dates judged at `now` (a date two days after today anywhere is in the future). */
export function patientRuleCases(now: number = Date.now()): PatientRuleCase[] {
  return [
    ...emailRows,
    ...mobileRows,
    ...identityRows,
    ...dateRows(now),
    ...optionRows,
    ...preferenceRows,
    ...timeZoneRows,
    ...severalRows,
  ].map(([name, changes, problems]) => ({ name, patient: { ...validPatientText, ...changes }, problems }));
}
