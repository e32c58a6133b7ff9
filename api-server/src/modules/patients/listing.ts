import { PATIENT_LIST_MAX_ROWS, type PatientPage } from '@outreach/shared-contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { jsonText, type JsonText } from '../../plugins/jsonText.js';
import type { AuditEntry } from '../audit/repository.js';
import { pageStatement, readPage } from './pageQuery.js';
import { countMatches, isFiltered, type PatientSearch } from './search.js';

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Full records with cohort ids instead of short rows. */
  verbose: boolean;
}

/** A page of patients whose rows are JSON text written by PostgreSQL; the rest as the contract has it. */
export type PageOfPatients = Omit<PatientPage, 'results'> & { resultsJson: string; count: number };

/** Counts a filtered search's matches up to `cap + 1`. */
export type CountMatches = (cap: number) => Promise<number>;

const offsetOf = (paging: Paging) => (paging.page - 1) * paging.pageSize;

/**
 * The one statement that reads a page of patients and audits the read (see {@link pageStatement}).
 * `knownTotal` is a count the caller already has (a cohort's member count); without it and without
 * filters the statement also reads the tenant's stored count.
 */
export function patientPageStatement(
  search: PatientSearch,
  paging: Paging,
  audit: AuditEntry,
  knownTotal?: number,
): SQL {
  return pageStatement(
    search,
    {
      offset: offsetOf(paging),
      limit: paging.pageSize,
      verbose: paging.verbose,
      withTotal: knownTotal === undefined && !isFiltered(search),
    },
    audit,
  );
}

/**
 * The page from the row of {@link patientPageStatement}. The total is the known one, the stored one,
 * the last page's own, or a count of a filtered search's matches capped at the paging limit
 * (`countMatches`, a second statement, needed only then: a list without filters has its stored count).
 */
export async function patientPageFrom(
  row: Record<string, unknown> | undefined,
  search: PatientSearch,
  paging: Paging,
  countMatches: CountMatches | null,
  knownTotal?: number,
): Promise<PageOfPatients> {
  const offset = offsetOf(paging);
  const found = readPage(row, paging.pageSize);
  let total: number;
  let exact = true;
  const given = knownTotal ?? found.storedTotal;
  if (given !== undefined) total = given;
  // The last page tells the total by itself.
  else if (!found.hasMore && (found.count > 0 || offset === 0)) total = offset + found.count;
  else {
    if (!countMatches) throw new Error('A filtered page needs its matches counted');
    const counted = await countMatches(PATIENT_LIST_MAX_ROWS);
    total = Math.min(counted, PATIENT_LIST_MAX_ROWS);
    exact = counted <= PATIENT_LIST_MAX_ROWS;
  }
  return {
    resultsJson: found.resultsJson,
    count: found.count,
    page: paging.page,
    page_size: paging.pageSize,
    total,
    total_is_exact: exact,
    // A next page beyond the paging limit would be refused, so it is not offered.
    has_next: found.hasMore && offset + paging.pageSize < PATIENT_LIST_MAX_ROWS,
  };
}

/**
 * A page read in the caller's transaction: {@link patientPageStatement}, then, only for a filtered
 * search whose total the page cannot tell, a count of its matches.
 */
export async function readPatientPage(
  tx: Db,
  search: PatientSearch,
  paging: Paging,
  audit: AuditEntry,
  knownTotal?: number,
): Promise<PageOfPatients> {
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(patientPageStatement(search, paging, audit, knownTotal)),
  );
  return patientPageFrom(row, search, paging, (cap) => countMatches(tx, search, cap), knownTotal);
}

const envelopeOf = (page: PageOfPatients): Omit<PatientPage, 'results'> => ({
  page: page.page,
  page_size: page.page_size,
  total: page.total,
  total_is_exact: page.total_is_exact,
  has_next: page.has_next,
});

/** The page as the reply's JSON text: the envelope written here around PostgreSQL's rows. */
export function pageJsonText(page: PageOfPatients): JsonText<PatientPage> {
  const head = JSON.stringify(envelopeOf(page));
  return jsonText(`{"results":${page.resultsJson},${head.slice(1)}`);
}

/** The page as an object, for an answer that embeds it (a cohort's first page of members). */
export function pageObject(page: PageOfPatients): PatientPage {
  return { results: JSON.parse(page.resultsJson) as PatientPage['results'], ...envelopeOf(page) };
}
