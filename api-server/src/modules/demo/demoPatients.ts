import {
  supportedLanguages,
  type CommunicationPreference,
  type LanguageCode,
  type PatientGender,
  type PatientTitle,
} from '@outreach/shared-contracts';
import type { PatientValues } from '../patients/repository.js';
import { foldForSearch } from '../patients/searchKeys.js';
import { demoNames } from './demoNames.js';

export const DEMO_PATIENT_COUNT = 400;
/** The same seed for everyone, so every newcomer's demo shows the same patients. */
const DEMO_SEED = 20_260_301;

/** The demo cohorts, each with who belongs to it. */
export const demoCohorts = [
  'Diabetes care',
  'Cardiology follow-up',
  'Flu vaccination 65+',
  'Prenatal classes',
  'Well-child visits',
] as const;
export type DemoCohort = (typeof demoCohorts)[number];

export interface DemoPatient {
  values: PatientValues;
  cohorts: DemoCohort[];
}

/** mulberry32: a tiny deterministic generator; the demo needs repeatability, not quality. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

/** English and Spanish are most of a US practice's patients; every other language has a share. */
function pickLanguage(random: Random): LanguageCode {
  const roll = random();
  if (roll < 0.3) return 'en';
  if (roll < 0.45) return 'es';
  return pick(
    random,
    supportedLanguages.filter((code) => code !== 'en' && code !== 'es'),
  );
}

function pickGender(random: Random): PatientGender {
  const roll = random();
  if (roll < 0.49) return 'female';
  if (roll < 0.96) return 'male';
  return pick(random, ['non_binary', 'other', 'unknown'] as const);
}

function pickTitle(random: Random, gender: PatientGender, birthYear: number): PatientTitle | null {
  if (birthYear > 2007) return null;
  const roll = random();
  if (roll < 0.08) return null;
  if (roll < 0.14) return 'Dr';
  if (roll < 0.16) return 'Prof';
  if (gender === 'female') return pick(random, ['Ms', 'Mrs', 'Mrs', 'Miss'] as const);
  if (gender === 'male') return 'Mr';
  return 'Mx';
}

/** Letters of a name as an e-mail local part: José → jose, Dela Cruz → delacruz. */
function mailPart(name: string): string {
  return foldForSearch(name).replace(/[^a-z0-9]/g, '');
}

/** Numbers from the ranges reserved for fiction (NANP 555-0100 to 555-0199). */
function mobileNumber(random: Random): string {
  const area = pick(random, ['212', '312', '415', '617', '713', '206', '305']);
  return `+1${area}55501${String(Math.floor(random() * 100)).padStart(2, '0')}`;
}

function pickPreference(random: Random, email: boolean, mobile: boolean): CommunicationPreference {
  const roll = random();
  if (email && mobile) {
    if (roll < 0.3) return 'email';
    if (roll < 0.55) return 'sms';
    if (roll < 0.9) return 'email_and_sms';
    return 'none';
  }
  if (email) return roll < 0.85 ? 'email' : 'none';
  if (mobile) return roll < 0.85 ? 'sms' : 'none';
  return 'none';
}

function pickCohorts(random: Random, gender: PatientGender, birthYear: number): DemoCohort[] {
  const cohorts: DemoCohort[] = [];
  if (random() < (birthYear < 1980 ? 0.22 : 0.05)) cohorts.push('Diabetes care');
  if (birthYear < 1965 && random() < 0.35) cohorts.push('Cardiology follow-up');
  if (birthYear <= 1960 && random() < 0.8) cohorts.push('Flu vaccination 65+');
  if (gender === 'female' && birthYear >= 1986 && birthYear <= 2004 && random() < 0.5) {
    cohorts.push('Prenatal classes');
  }
  if (birthYear >= 2012 && random() < 0.9) cohorts.push('Well-child visits');
  return cohorts;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

function demoPatient(random: Random, index: number): DemoPatient {
  const language = pickLanguage(random);
  const gender = pickGender(random);
  const names = demoNames[language];
  const useFemale = gender === 'female' || (gender !== 'male' && random() < 0.5);
  const firstName = pick(random, useFemale ? names.female : names.male);
  const surname = pick(random, names.surnames);
  // Russian surnames agree with the bearer: Ivanov, Ivanova.
  const lastName = language === 'ru' && useFemale ? `${surname}a` : surname;
  const birthYear = 1938 + Math.floor(random() * 79);
  const dateOfBirth = `${birthYear}-${twoDigits(1 + Math.floor(random() * 12))}-${twoDigits(1 + Math.floor(random() * 28))}`;
  const hasEmail = random() >= 0.15;
  const hasMobile = random() >= 0.12;
  const email = hasEmail
    ? `${mailPart(firstName)}.${mailPart(lastName)}${random() < 0.4 ? twoDigits(birthYear % 100) : ''}@${pick(random, ['example.com', 'example.org', 'example.net'])}`
    : null;
  const mobile = hasMobile ? mobileNumber(random) : null;
  const preference = pickPreference(random, hasEmail, hasMobile);
  const optedOut = random() < 0.06;
  return {
    values: {
      mrn: `DH-${String(index + 1).padStart(6, '0')}`,
      title: pickTitle(random, gender, birthYear),
      firstName,
      lastName,
      dateOfBirth,
      gender,
      email,
      mobile,
      languagePreference: language,
      communicationPreference: preference,
      // Demo patients keep quiet hours in their tenant's zone.
      timeZone: null,
      emailConsent: (preference === 'email' || preference === 'email_and_sms') && random() < 0.9,
      smsConsent: (preference === 'sms' || preference === 'email_and_sms') && random() < 0.9,
      optedOut,
      optedOutAt: optedOut
        ? new Date(Date.UTC(2025, Math.floor(random() * 12), 1 + Math.floor(random() * 28), 10))
        : null,
    },
    cohorts: pickCohorts(random, gender, birthYear),
  };
}

/** The demo tenant's patients: the same list on every machine and every run. */
export function generateDemoPatients(count = DEMO_PATIENT_COUNT): DemoPatient[] {
  const random = seededRandom(DEMO_SEED);
  return Array.from({ length: count }, (_, index) => demoPatient(random, index));
}
