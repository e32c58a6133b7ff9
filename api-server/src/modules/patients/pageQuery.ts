import { sql, type SQL } from 'drizzle-orm';
import { auditInsert, type AuditEntry } from '../audit/repository.js';
import { pageIdsQuery, type PatientSearch } from './search.js';

/** A page as PostgreSQL writes it: the rows' JSON, how many rows were found, the stored count. */
export interface FoundPage {
  /** The page's patients as a JSON array, in list order, written by PostgreSQL. */
  resultsJson: string;
  /** Rows on the page. */
  count: number;
  hasMore: boolean;
  /** The tenant's stored patient count (0 when it has none), when asked for. */
  storedTotal: number | undefined;
}

/** A timestamp as the API writes it: ISO 8601 in UTC with milliseconds, like `Date#toISOString`. */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A patient's summary fields, as the contract names them. */
const summaryJson = sql`'id', p.id, 'mrn', p.mrn, 'title', p.title, 'first_name', p.first_name,
  'last_name', p.last_name, 'date_of_birth', to_char(p.date_of_birth, 'YYYY-MM-DD')`;

/** The rest of a full record, its cohorts included. */
const fullJson = sql`, 'gender', p.gender, 'email', p.email, 'mobile', p.mobile,
  'language_preference', p.language_preference, 'communication_preference', p.communication_preference,
  'time_zone', p.time_zone, 'email_consent', p.email_consent, 'sms_consent', p.sms_consent, 'opted_out', p.opted_out,
  'opted_out_at', ${iso(sql`p.opted_out_at`)},
  'cohort_ids', COALESCE((SELECT json_agg(m.cohort_id ORDER BY m.cohort_id) FROM cohort_members m
    WHERE m.tenant_id = p.tenant_id AND m.patient_id = p.id), '[]'::json),
  'created_at', ${iso(sql`p.created_at`)}, 'updated_at', ${iso(sql`p.updated_at`)}`;

export interface PageRequest {
  offset: number;
  limit: number;
  /** Full records with cohort ids instead of summaries. */
  verbose: boolean;
  /** Also read the tenant's stored patient count. */
  withTotal: boolean;
}

/**
 * One page of a patient list as a single statement that answers one row, whatever the page holds:
 * the page's ids in list order (an index-only scan that skips the offset), their records written as
 * JSON by PostgreSQL (the API passes the text on instead of parsing rows and serialising them again),
 * the tenant's stored count when `withTotal`, and the audit row of the read, whose details get the
 * page's `count`. A list is the most frequent call of the contacts area: one statement is one round
 * trip. A search that can match nothing reads an empty page, and is audited all the same.
 */
export function pageStatement(search: PatientSearch, page: PageRequest, audit: AuditEntry): SQL {
  const ids = pageIdsQuery(search, page) ?? sql`SELECT NULL::bigint AS id, 0::bigint AS ord WHERE false`;
  const total = page.withTotal
    ? sql`COALESCE((SELECT c.total FROM patient_counts c WHERE c.tenant_id = ${search.tenantId}), 0)::text`
    : sql`NULL::text`;
  const shown = sql`LEAST((SELECT count(*) FROM found), ${page.limit}::int)`;
  return sql`WITH page AS MATERIALIZED (${ids}),
    found AS MATERIALIZED (
      SELECT row_number() OVER (ORDER BY page.ord) AS n, json_build_object(${summaryJson}${page.verbose ? fullJson : sql``}) AS patient
      FROM page CROSS JOIN LATERAL
        (SELECT * FROM patients WHERE tenant_id = ${search.tenantId} AND id = page.id) AS p),
    logged AS (${auditInsert(audit, sql`jsonb_build_object('count', ${shown})`)})
    SELECT (SELECT count(*) FROM found)::int AS found,
      COALESCE((SELECT json_agg(patient ORDER BY n) FROM found WHERE n <= ${page.limit}::int),
        '[]'::json)::text AS results,
      ${total} AS stored_total`;
}

interface PageRow {
  found: number;
  results: string;
  stored_total: string | null;
}

/** Reads the one row of {@link pageStatement}. */
export function readPage(row: Record<string, unknown> | undefined, limit: number): FoundPage {
  if (!row) throw new Error('A page statement answers one row');
  const { found, results, stored_total: storedTotal } = row as unknown as PageRow;
  return {
    resultsJson: results,
    count: Math.min(found, limit),
    hasMore: found > limit,
    storedTotal: storedTotal === null ? undefined : Number(storedTotal),
  };
}
