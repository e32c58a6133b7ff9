import { PATIENT_LIST_MAX_ROWS, type PatientPage } from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { findPage } from './pageQuery.js';
import { patientTotal, toPatient, toSummary } from './repository.js';
import { countMatches, isFiltered, type PatientSearch } from './search.js';

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Full records with cohort ids instead of short rows. */
  verbose: boolean;
}

async function pageTotal(
  tx: Db,
  search: PatientSearch,
  seen: { offset: number; count: number; hasMore: boolean },
  knownTotal: number | undefined,
): Promise<{ total: number; exact: boolean }> {
  if (knownTotal !== undefined) return { total: knownTotal, exact: true };
  // The last page tells the total by itself.
  if (!seen.hasMore && (seen.count > 0 || seen.offset === 0)) {
    return { total: seen.offset + seen.count, exact: true };
  }
  if (!isFiltered(search)) return { total: await patientTotal(tx, search.tenantId), exact: true };
  const counted = await countMatches(tx, search, PATIENT_LIST_MAX_ROWS);
  return { total: Math.min(counted, PATIENT_LIST_MAX_ROWS), exact: counted <= PATIENT_LIST_MAX_ROWS };
}

/**
 * One page of a patient list. `knownTotal` is a count the caller already has (a cohort's member
 * count); otherwise the tenant's stored count when nothing filters, or a count capped at the
 * paging limit.
 */
export async function pageOfPatients(
  tx: Db,
  search: PatientSearch,
  paging: Paging,
  knownTotal?: number,
): Promise<PatientPage> {
  const offset = (paging.page - 1) * paging.pageSize;
  const { found, hasMore, storedTotal } = await findPage(tx, search, {
    offset,
    limit: paging.pageSize,
    verbose: paging.verbose,
    withTotal: knownTotal === undefined && !isFiltered(search),
  });
  const count = found.rows.length;
  const { total, exact } = await pageTotal(tx, search, { offset, count, hasMore }, knownTotal ?? storedTotal);
  const results: PatientPage['results'] = found.verbose
    ? found.rows.map((row) => toPatient(row.patient, row.cohortIds))
    : found.rows.map(toSummary);
  return {
    results,
    page: paging.page,
    page_size: paging.pageSize,
    total,
    total_is_exact: exact,
    // A next page beyond the paging limit would be refused, so it is not offered.
    has_next: hasMore && offset + paging.pageSize < PATIENT_LIST_MAX_ROWS,
  };
}
