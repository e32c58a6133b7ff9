import {
  preferenceNeeds,
  type CommunicationPreference,
  type LanguageCode,
  type Patient,
  type PatientGender,
  type PatientSummary,
  type PatientTitle,
} from '@outreach/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { patientCounts, patients } from '../../db/schema.js';
import { patientSearchKeys } from './searchKeys.js';

/** The stored fields of a patient a caller may set. */
export interface PatientValues {
  mrn: string;
  title: PatientTitle | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: PatientGender;
  email: string | null;
  mobile: string | null;
  languagePreference: LanguageCode;
  communicationPreference: CommunicationPreference;
  /** IANA name, null for the tenant's default. */
  timeZone: string | null;
  emailConsent: boolean;
  smsConsent: boolean;
  optedOut: boolean;
  optedOutAt: Date | null;
}

export type PatientRow = PatientValues & { id: number; createdAt: Date; updatedAt: Date };

const summaryColumns = {
  id: patients.id,
  mrn: patients.mrn,
  title: patients.title,
  firstName: patients.firstName,
  lastName: patients.lastName,
  dateOfBirth: patients.dateOfBirth,
};

const fullColumns = {
  ...summaryColumns,
  gender: patients.gender,
  email: patients.email,
  mobile: patients.mobile,
  languagePreference: patients.languagePreference,
  communicationPreference: patients.communicationPreference,
  timeZone: patients.timeZone,
  emailConsent: patients.emailConsent,
  smsConsent: patients.smsConsent,
  optedOut: patients.optedOut,
  optedOutAt: patients.optedOutAt,
  createdAt: patients.createdAt,
  updatedAt: patients.updatedAt,
};

/** The database checks every value against the same lists as the contract. */
function asRow(row: Awaited<ReturnType<typeof selectFull>>[number]): PatientRow {
  return {
    ...row,
    id: row.id,
    title: row.title as PatientTitle | null,
    gender: row.gender as PatientGender,
    languagePreference: row.languagePreference as LanguageCode,
    communicationPreference: row.communicationPreference as CommunicationPreference,
  };
}

function selectFull(tx: Db) {
  return tx.select(fullColumns).from(patients);
}

export function toSummary(row: Pick<PatientRow, keyof typeof summaryColumns>): PatientSummary {
  return {
    id: row.id,
    mrn: row.mrn,
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
  };
}

/**
 * The summary's object, extended in place: on Node 20 an object spread followed by more properties
 * (`{ ...toSummary(row), gender }`) took 12 µs a row against 1 µs, a fifth of a verbose page's time
 * in the API process.
 */
export function toPatient(row: PatientRow, cohortIds: number[]): Patient {
  return Object.assign(toSummary(row), {
    gender: row.gender,
    email: row.email,
    mobile: row.mobile,
    language_preference: row.languagePreference,
    communication_preference: row.communicationPreference,
    time_zone: row.timeZone,
    email_consent: row.emailConsent,
    sms_consent: row.smsConsent,
    opted_out: row.optedOut,
    opted_out_at: row.optedOutAt?.toISOString() ?? null,
    cohort_ids: cohortIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
}

function storedValues(values: PatientValues) {
  return { ...values, ...patientSearchKeys(values) };
}

export async function insertPatient(
  tx: Db,
  tenantId: number,
  values: PatientValues,
  at: Date,
): Promise<PatientRow> {
  const rows = await tx
    .insert(patients)
    .values({ tenantId, ...storedValues(values), createdAt: at, updatedAt: at })
    .returning(fullColumns);
  if (!rows[0]) throw new Error('Patient was not created');
  return asRow(rows[0]);
}

/**
 * Many new patients in one statement (a seed or a batch, not a round trip each); answers their ids
 * by MRN. The caller keeps a batch within PostgreSQL's 65,535 parameters (about 3,000 patients).
 */
export async function insertPatients(
  tx: Db,
  tenantId: number,
  values: readonly PatientValues[],
  at: Date,
): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const rows = await tx
    .insert(patients)
    .values(values.map((patient) => ({ tenantId, ...storedValues(patient), createdAt: at, updatedAt: at })))
    .returning({ id: patients.id, mrn: patients.mrn });
  return new Map(rows.map((row) => [row.mrn, row.id]));
}

/** Full rows of the given ids, in the order of `ids` (ids that are not visible are left out). */
export async function findPatients(tx: Db, tenantId: number, ids: readonly number[]): Promise<PatientRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectFull(tx).where(
    and(eq(patients.tenantId, tenantId), inArray(patients.id, [...ids])),
  );
  const byId = new Map(rows.map((row) => [row.id, asRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One patient, locked until the transaction ends (an edit reads, checks, then writes). */
export async function lockPatient(tx: Db, tenantId: number, id: number): Promise<PatientRow | null> {
  const rows = await selectFull(tx)
    .where(and(eq(patients.tenantId, tenantId), eq(patients.id, id)))
    .for('no key update');
  return rows[0] ? asRow(rows[0]) : null;
}

export async function updatePatientRow(
  tx: Db,
  tenantId: number,
  id: number,
  values: PatientValues,
  at: Date,
): Promise<PatientRow | null> {
  const rows = await tx
    .update(patients)
    .set({ ...storedValues(values), updatedAt: at })
    .where(and(eq(patients.tenantId, tenantId), eq(patients.id, id)))
    .returning(fullColumns);
  return rows[0] ? asRow(rows[0]) : null;
}

/** How many of the ids are patients of the tenant. */
export async function countPatients(tx: Db, tenantId: number, ids: readonly number[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(patients)
    .where(and(eq(patients.tenantId, tenantId), inArray(patients.id, [...ids])));
  return row?.n ?? 0;
}

/** Sets language and/or contact preference of many patients; returns how many rows changed. */
export async function updatePreferences(
  tx: Db,
  tenantId: number,
  ids: readonly number[],
  changes: {
    languagePreference?: LanguageCode | undefined;
    communicationPreference?: CommunicationPreference | undefined;
  },
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(patients)
    .set({
      ...(changes.languagePreference ? { languagePreference: changes.languagePreference } : {}),
      ...(changes.communicationPreference
        ? { communicationPreference: changes.communicationPreference }
        : {}),
      updatedAt: at,
    })
    .where(and(eq(patients.tenantId, tenantId), inArray(patients.id, [...ids])))
    .returning({ id: patients.id });
  return rows.length;
}

/** How many of the ids could not be reached with a preference (no e-mail or no mobile). */
export async function countUnreachable(
  tx: Db,
  tenantId: number,
  ids: readonly number[],
  preference: CommunicationPreference,
): Promise<number> {
  const needs = preferenceNeeds(preference);
  if (!needs.email && !needs.mobile) return 0;
  const missing = sql.join(
    [
      ...(needs.email ? [sql`${patients.email} IS NULL`] : []),
      ...(needs.mobile ? [sql`${patients.mobile} IS NULL`] : []),
    ],
    sql` OR `,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(patients)
    .where(and(eq(patients.tenantId, tenantId), inArray(patients.id, [...ids]), sql`(${missing})`));
  return row?.n ?? 0;
}

export async function deletePatientRows(tx: Db, tenantId: number, ids: readonly number[]): Promise<number> {
  const rows = await tx
    .delete(patients)
    .where(and(eq(patients.tenantId, tenantId), inArray(patients.id, [...ids])))
    .returning({ id: patients.id });
  return rows.length;
}

/** The tenant's patient count, kept by triggers: no count over the table. */
export async function patientTotal(tx: Db, tenantId: number): Promise<number> {
  const rows = await tx
    .select({ total: patientCounts.total })
    .from(patientCounts)
    .where(eq(patientCounts.tenantId, tenantId));
  return rows[0]?.total ?? 0;
}
