import type {
  CommunicationPreference,
  LanguageCode,
  PatientGender,
  PatientTitle,
} from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import type { PatientRow } from './repository.js';
import { pageIdsQuery, type PatientSearch } from './search.js';

type SummaryRow = Pick<PatientRow, 'id' | 'mrn' | 'title' | 'firstName' | 'lastName' | 'dateOfBirth'>;

/** A page's rows: full rows with their cohorts when verbose, otherwise the columns of a summary. */
export type PageRows =
  | { verbose: true; rows: { patient: PatientRow; cohortIds: number[] }[] }
  | { verbose: false; rows: SummaryRow[] };

export interface FoundPage {
  found: PageRows;
  hasMore: boolean;
  /** The tenant's stored patient count, when asked for and the page has rows to carry it. */
  storedTotal: number | undefined;
}

interface PageRow extends Record<string, unknown> {
  id: string;
  mrn: string;
  title: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender?: string;
  email?: string | null;
  mobile?: string | null;
  language_preference?: string;
  communication_preference?: string;
  email_consent?: boolean;
  sms_consent?: boolean;
  opted_out?: boolean;
  opted_out_at?: Date | string | null;
  created_at?: Date | string;
  updated_at?: Date | string;
  cohort_ids?: string[];
  stored_total: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toSummaryRow(row: PageRow): SummaryRow {
  return {
    id: Number(row.id),
    mrn: row.mrn,
    title: row.title as PatientTitle | null,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
  };
}

/** The summary's object extended in place, not spread: see `toPatient` for why. */
function toFullRow(row: PageRow): PatientRow {
  return Object.assign(toSummaryRow(row), {
    gender: row.gender as PatientGender,
    email: row.email ?? null,
    mobile: row.mobile ?? null,
    languagePreference: row.language_preference as LanguageCode,
    communicationPreference: row.communication_preference as CommunicationPreference,
    emailConsent: row.email_consent ?? false,
    smsConsent: row.sms_consent ?? false,
    optedOut: row.opted_out ?? false,
    optedOutAt: row.opted_out_at ? asDate(row.opted_out_at) : null,
    createdAt: asDate(row.created_at ?? new Date(0)),
    updatedAt: asDate(row.updated_at ?? new Date(0)),
  });
}

/**
 * One page of a patient list in one statement: the page's ids in list order (an index-only scan that
 * skips the offset), then their rows, their cohorts when verbose, and the tenant's stored count when
 * `withTotal`. A list is the most frequent call of the contacts area, and every statement of it is
 * a round trip inside the request's transaction.
 */
export async function findPage(
  tx: Db,
  search: PatientSearch,
  page: { offset: number; limit: number; verbose: boolean; withTotal: boolean },
): Promise<FoundPage> {
  const ids = pageIdsQuery(search, page);
  const empty: PageRows = page.verbose ? { verbose: true, rows: [] } : { verbose: false, rows: [] };
  if (!ids) return { found: empty, hasMore: false, storedTotal: undefined };
  const tenantId = search.tenantId;
  const fullColumns = sql`, p.gender, p.email, p.mobile, p.language_preference, p.communication_preference,
    p.email_consent, p.sms_consent, p.opted_out, p.opted_out_at, p.created_at, p.updated_at,
    ARRAY(SELECT m.cohort_id::text FROM cohort_members m
      WHERE m.tenant_id = p.tenant_id AND m.patient_id = p.id ORDER BY m.cohort_id) AS cohort_ids`;
  const total = page.withTotal
    ? sql`(SELECT c.total::text FROM patient_counts c WHERE c.tenant_id = ${tenantId})`
    : sql`NULL::text`;
  const rows = rowsOf<PageRow>(
    await tx.execute(sql`WITH page AS MATERIALIZED (${ids})
      SELECT p.id::text AS id, p.mrn, p.title, p.first_name, p.last_name,
        p.date_of_birth::text AS date_of_birth ${page.verbose ? fullColumns : sql``},
        ${total} AS stored_total
      FROM page JOIN patients p ON p.tenant_id = ${tenantId} AND p.id = page.id
      ORDER BY page.ord`),
  );
  const hasMore = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const storedTotal = rows[0]?.stored_total ? Number(rows[0].stored_total) : undefined;
  const found: PageRows = page.verbose
    ? {
        verbose: true,
        rows: shown.map((row) => ({
          patient: toFullRow(row),
          cohortIds: (row.cohort_ids ?? []).map(Number),
        })),
      }
    : { verbose: false, rows: shown.map(toSummaryRow) };
  return { found, hasMore, storedTotal };
}
