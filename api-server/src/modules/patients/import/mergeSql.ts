import { sql, type SQL } from 'drizzle-orm';

/**
 * How a staged row `s` becomes a patient, merged with the existing patient `p` of the same MRN (all
 * NULL when there is none). An empty cell (NULL) keeps the existing value, or takes the default of
 * POST /api/patients for a new patient. The dry run's forecast and the commit use these same
 * expressions, so what the dry run announces is what the commit does.
 */
const merged = {
  title: 'coalesce(s.title, p.title)',
  first_name: 's.first_name',
  last_name: 's.last_name',
  sort_name: 's.sort_name',
  given_name_key: 's.given_name_key',
  date_of_birth: 's.date_of_birth',
  gender: "coalesce(s.gender, p.gender, 'unknown')",
  email: 'coalesce(s.email, p.email)',
  mobile: 'coalesce(s.mobile, p.mobile)',
  language_preference: "coalesce(s.language_preference, p.language_preference, 'en')",
  // A new patient without a stated preference: every channel the contact details allow.
  communication_preference: `coalesce(s.communication_preference, p.communication_preference,
    CASE WHEN s.email IS NOT NULL AND s.mobile IS NOT NULL THEN 'email_and_sms'
         WHEN s.email IS NOT NULL THEN 'email'
         WHEN s.mobile IS NOT NULL THEN 'sms'
         ELSE 'none' END)`,
  email_consent: 'coalesce(s.email_consent, p.email_consent, false)',
  sms_consent: 'coalesce(s.sms_consent, p.sms_consent, false)',
  opted_out: 'coalesce(s.opted_out, p.opted_out, false)',
  // A new patient without a zone follows the tenant's default (NULL).
  time_zone: 'coalesce(s.time_zone, p.time_zone)',
} as const;

const mergedColumns = Object.keys(merged) as (keyof typeof merged)[];
const columnList = (prefix: string) => mergedColumns.map((column) => `${prefix}${column}`).join(', ');
const mergedList = mergedColumns.map((column) => merged[column]).join(', ');

/** The patient after the import differs from the patient before it. */
const changesPatient = `(${columnList('p.')}) IS DISTINCT FROM (${mergedList})`;

/**
 * The patient of a staged row's MRN, looked up row by row in the (tenant_id, mrn) index. It is a
 * LATERAL subquery with LIMIT so the planner cannot flatten it into a join: staged rows have no
 * statistics yet, and a tenant's first import starts from an empty table, so a join could be planned
 * as a scan of the tenant's whole index per row, which grows as the import inserts.
 */
const patientOfRow = (columns: string) => `LATERAL (SELECT ${columns} FROM patients p
    WHERE p.tenant_id = s.tenant_id AND p.mrn = s.mrn LIMIT 1) p`;

const existingColumns = ['id', ...Object.keys(merged), 'opted_out_at']
  .map((column) => `p.${column}`)
  .join(', ');

/**
 * Which staged rows of a range a statement takes, by what the dry run found: no patient of the MRN
 * ('new'), a patient the row changes ('changed') or one it leaves as it is ('unchanged'); or the
 * listed lines.
 */
export type StagedRows = 'new' | 'changed' | 'unchanged' | { lines: number[] };

function stagedRowsCondition(rows: StagedRows): SQL {
  if (rows === 'new') return sql`NOT s.existed`;
  if (rows === 'changed') return sql`s.existed AND NOT s.unchanged`;
  if (rows === 'unchanged') return sql`s.unchanged`;
  return sql`s.line = ANY(${`{${rows.lines.join(',')}}`}::int[])`;
}

/** No patient: all NULLs, so the merge's expressions give a new patient's values. */
const noPatient = `LATERAL (SELECT ${existingColumns} FROM patients p WHERE false) p`;

/** Rows of one range of an import, each with the existing patient of its MRN (NULLs when none or not looked up). */
function stagedWithPatients(
  tenantId: number,
  importId: string,
  range: LineRange,
  options: { rows: StagedRows; lookUp: boolean },
): SQL {
  return sql`FROM patient_import_rows s
    LEFT JOIN ${sql.raw(options.lookUp ? patientOfRow(existingColumns) : noPatient)} ON true
    WHERE s.tenant_id = ${tenantId} AND s.import_id = ${importId}::uuid
      AND s.line > ${range.after} AND s.line <= ${range.upTo} AND ${stagedRowsCondition(options.rows)}`;
}

/**
 * The lines of a range's rows that the dry run found unchanged but whose patient has changed or gone
 * since: the commit merges those like the changed ones. Only a read, so the patients a repeated upload
 * leaves as they are are neither written nor locked.
 */
export function driftedLinesQuery(tenantId: number, importId: string, range: LineRange): SQL {
  return sql`SELECT s.line ${stagedWithPatients(tenantId, importId, range, { rows: 'unchanged', lookUp: true })}
      AND (p.id IS NULL OR ${sql.raw(changesPatient)})`;
}

/** What committing an import would do: how many patients it would add, change and leave as they are. */
export interface Forecast {
  newPatients: number;
  updatedPatients: number;
  unchangedPatients: number;
}

/**
 * The dry run's move of the valid rows of `upload` (a table with the staged `columns`, `line` and
 * `reasons`) into staging, each row looked up once among the patients: `existed` when a patient of its
 * MRN exists, `unchanged` when the import would leave that patient as it is. Answers the forecast's
 * counts (the commit decides on what it finds then).
 */
export function stageUploadQuery(
  tenantId: number,
  importId: string,
  upload: string,
  columns: readonly string[],
): SQL {
  return sql`WITH staged AS (
      INSERT INTO patient_import_rows (tenant_id, import_id, line, ${sql.raw(columns.join(', '))}, existed, unchanged)
      SELECT ${tenantId}, ${importId}::uuid, s.line, ${sql.raw(columns.map((column) => `s.${column}`).join(', '))},
        p.id IS NOT NULL, p.id IS NOT NULL AND NOT ${sql.raw(changesPatient)}
      FROM ${sql.raw(upload)} s
      LEFT JOIN LATERAL (SELECT ${sql.raw(existingColumns)} FROM patients p
        WHERE p.tenant_id = ${tenantId} AND p.mrn = s.mrn LIMIT 1) p ON true
      WHERE s.reasons IS NULL
      RETURNING existed, unchanged
    )
    SELECT count(*) FILTER (WHERE NOT existed)::int AS new_patients,
      count(*) FILTER (WHERE existed AND NOT unchanged)::int AS updated_patients,
      count(*) FILTER (WHERE unchanged)::int AS unchanged_patients
    FROM staged`;
}

/** Staged rows with `after < line <= upTo`. */
export interface LineRange {
  after: number;
  upTo: number;
}

/**
 * Writes one range of staged rows into patients: new MRNs are inserted, existing ones updated only
 * when something changes (a repeated upload writes nothing). Answers how many were inserted and
 * updated; the rest of the range was unchanged. The patient counters' statement triggers fire once.
 *
 * `how: 'insert'` takes the rows the dry run found new as they are, without looking their MRNs up and
 * without ON CONFLICT: should a patient of one of them have been added since, the unique key refuses
 * the statement, and the caller merges them instead.
 */
export function writeRangeQuery(
  tenantId: number,
  importId: string,
  range: LineRange,
  now: Date,
  how: { rows: Exclude<StagedRows, 'unchanged'>; write: 'merge' } | { rows: 'new'; write: 'insert' },
): SQL {
  const updates = [...mergedColumns, 'opted_out_at', 'updated_at']
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ');
  const insertOnly = how.write === 'insert';
  const onConflict = insertOnly
    ? sql``
    : sql`ON CONFLICT (tenant_id, mrn) DO UPDATE SET ${sql.raw(updates)}
      WHERE (${sql.raw(columnList('target.'))}) IS DISTINCT FROM (${sql.raw(columnList('EXCLUDED.'))})`;
  return sql`WITH written AS (
      INSERT INTO patients AS target (tenant_id, mrn, ${sql.raw(columnList(''))}, opted_out_at, created_at, updated_at)
      SELECT s.tenant_id, s.mrn, ${sql.raw(mergedList)},
        CASE WHEN ${sql.raw(merged.opted_out)} THEN coalesce(p.opted_out_at, ${now.toISOString()}::timestamptz) END,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      ${stagedWithPatients(tenantId, importId, range, { rows: how.rows, lookUp: !insertOnly })}
      ${onConflict}
      RETURNING (xmax = 0) AS inserted
    )
    SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
      count(*) FILTER (WHERE NOT inserted)::int AS updated
    FROM written`;
}

/** Puts the patients of one range of staged rows in the import's cohort (those already in it stay). */
export function joinCohortQuery(
  tenantId: number,
  importId: string,
  range: LineRange,
  cohortId: number,
  now: Date,
): SQL {
  return sql`INSERT INTO cohort_members (tenant_id, cohort_id, patient_id, added_at)
    SELECT s.tenant_id, ${cohortId}, p.id, ${now.toISOString()}::timestamptz
    FROM patient_import_rows s
    CROSS JOIN ${sql.raw(patientOfRow('p.id'))}
    WHERE s.tenant_id = ${tenantId} AND s.import_id = ${importId}::uuid
      AND s.line > ${range.after} AND s.line <= ${range.upTo}
    ON CONFLICT (cohort_id, patient_id) DO NOTHING`;
}
