import type { CommunicationPreference, LanguageCode, PatientGender } from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { foldForSearch } from './searchKeys.js';

/** The filters of `filtered-patients` besides the search text. */
export interface PatientFilters {
  cohortId?: number | undefined;
  gender?: PatientGender | undefined;
  languagePreference?: LanguageCode | undefined;
  communicationPreference?: CommunicationPreference | undefined;
  optedOut?: boolean | undefined;
}

export interface PatientSearch {
  tenantId: number;
  /** Raw search text; empty or absent lists every patient that passes the filters. */
  query?: string | undefined;
  filters: PatientFilters;
}

/**
 * One way a query can match, scanned in the order of its own index so that LIMIT stops the scan:
 * the merged result never sorts all matches.
 */
interface Branch {
  /** Orders branches in the result: surname matches first, then given names, MRN, e-mail, mobile. */
  rank: number;
  /** The sort key shown to the merge step. */
  key: SQL;
  /** The branch's ORDER BY: exactly its index's order, so the scan can stop at LIMIT. */
  order: SQL;
  condition: SQL;
}

/**
 * Keys that start with `prefix`, as a range [prefix, next) in code-point order (the "C" collation).
 * Comparisons, unlike LIKE, are leakproof, so under row-level security PostgreSQL may still use them
 * as index conditions; with LIKE it would filter the tenant's whole index range.
 */
function startsWith(key: SQL, prefix: string): SQL {
  const points = Array.from(prefix);
  const last = points.pop()?.codePointAt(0) ?? 0;
  let next = last + 1;
  if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
  if (next > 0x10ffff) return sql`${key} >= ${prefix} AND starts_with(${key}, ${prefix})`;
  return sql`${key} >= ${prefix} AND ${key} < ${points.join('') + String.fromCodePoint(next)}`;
}

const MRN_PATTERN = /^[A-Za-z0-9._/-]{1,64}$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{4,20}$/;

/** The branches a query takes, chosen by its shape so each query runs only the scans that can match. */
function branchesFor(query: string): Branch[] {
  const branches: Branch[] = [];
  const folded = foldForSearch(query);
  if (folded) {
    const sortName = sql`p.sort_name`;
    const givenName = sql`p.given_name_key`;
    branches.push({
      rank: 1,
      order: sql`${sortName}, p.id`,
      key: sortName,
      condition: startsWith(sortName, folded),
    });
    branches.push({
      rank: 2,
      order: sql`${givenName}, p.id`,
      key: givenName,
      condition: startsWith(givenName, folded),
    });
  }
  const mrn = sql`p.mrn`;
  if (MRN_PATTERN.test(query)) {
    // MRNs keep their case; a lower-case query also finds the upper-case spelling. They are unique
    // in the tenant, so the (tenant_id, mrn) index gives the order without an id.
    for (const spelling of new Set([query, query.toUpperCase()])) {
      branches.push({ rank: 3, order: mrn, key: mrn, condition: startsWith(mrn, spelling) });
    }
  }
  const email = sql`p.email`;
  if (query.includes('@') && !/\s/.test(query)) {
    branches.push({
      rank: 4,
      order: sql`${email}, p.id`,
      key: email,
      condition: sql`${email} IS NOT NULL AND ${startsWith(email, query.toLowerCase())}`,
    });
  }
  const mobile = sql`p.mobile`;
  const digits = query.replace(/[^\d]/g, '');
  if (PHONE_PATTERN.test(query) && digits.length >= 4) {
    branches.push({
      rank: 5,
      order: sql`${mobile}, p.id`,
      key: mobile,
      condition: sql`${mobile} IS NOT NULL AND ${startsWith(mobile, `+${digits}`)}`,
    });
  }
  return branches;
}

/** The filter predicates on `patients p`; tenant first so every scan is one tenant's index range. */
function filterConditions(search: PatientSearch): SQL {
  const { filters } = search;
  const parts: SQL[] = [sql`p.tenant_id = ${search.tenantId}`];
  if (filters.gender) parts.push(sql`p.gender = ${filters.gender}`);
  if (filters.languagePreference) parts.push(sql`p.language_preference = ${filters.languagePreference}`);
  if (filters.communicationPreference) {
    parts.push(sql`p.communication_preference = ${filters.communicationPreference}`);
  }
  if (filters.optedOut !== undefined) parts.push(sql`p.opted_out = ${filters.optedOut}`);
  if (filters.cohortId !== undefined) {
    parts.push(sql`EXISTS (SELECT 1 FROM cohort_members m
      WHERE m.cohort_id = ${filters.cohortId} AND m.patient_id = p.id AND m.tenant_id = p.tenant_id)`);
  }
  return sql.join(parts, sql` AND `);
}

/** True when the search narrows the list (so the tenant's stored count does not apply). */
export function isFiltered(search: PatientSearch): boolean {
  return Boolean(search.query?.trim()) || Object.values(search.filters).some((value) => value !== undefined);
}

/** The matches as (id, rank, key) rows, each branch cut at `limit`, a patient kept at its best rank. */
function hitsQuery(search: PatientSearch, branches: Branch[], limit: number): SQL {
  const filters = filterConditions(search);
  const selects = branches.map(
    (branch) => sql`(SELECT p.id, ${branch.rank}::int AS rank, ${branch.key} AS key FROM patients p
      WHERE ${filters} AND ${branch.condition}
      ORDER BY ${branch.order} LIMIT ${limit})`,
  );
  return sql`SELECT DISTINCT ON (id) id, rank, key
    FROM (${sql.join(selects, sql` UNION ALL `)}) AS hits ORDER BY id, rank`;
}

/**
 * One page of matches as (id, ord) rows, `ord` numbering them in list order, with one row more than
 * the page when more follow; null when the search text can match nothing. Without search text the
 * order is surname, given name; with it, surname matches come first, then given-name, MRN, e-mail and
 * mobile matches, each in its own order.
 */
export function pageIdsQuery(search: PatientSearch, page: { offset: number; limit: number }): SQL | null {
  const query = search.query?.trim() ?? '';
  if (!query) {
    return sql`SELECT p.id, row_number() OVER (ORDER BY p.sort_name, p.id) AS ord
      FROM patients p WHERE ${filterConditions(search)}
      ORDER BY p.sort_name, p.id OFFSET ${page.offset} LIMIT ${page.limit + 1}`;
  }
  const branches = branchesFor(query);
  if (branches.length === 0) return null;
  // A branch never needs more rows than the end of the page, plus one to tell whether more follow.
  const reach = page.offset + page.limit + 1;
  return sql`SELECT id, row_number() OVER (ORDER BY rank, key, id) AS ord
    FROM (${hitsQuery(search, branches, reach)}) AS ranked
    ORDER BY rank, key, id OFFSET ${page.offset} LIMIT ${page.limit + 1}`;
}

/** Counts the matches, stopping at `cap + 1`: enough to say "more than cap" without counting them all. */
export async function countMatches(tx: Db, search: PatientSearch, cap: number): Promise<number> {
  const query = search.query?.trim() ?? '';
  let statement: SQL;
  if (query) {
    const branches = branchesFor(query);
    if (branches.length === 0) return 0;
    statement = sql`SELECT count(*)::int AS n FROM (${hitsQuery(search, branches, cap + 1)}) AS ranked`;
  } else {
    statement = sql`SELECT count(*)::int AS n FROM
      (SELECT 1 FROM patients p WHERE ${filterConditions(search)} LIMIT ${cap + 1}) AS capped`;
  }
  const [row] = rowsOf<{ n: number }>(await tx.execute(statement));
  return row?.n ?? 0;
}
