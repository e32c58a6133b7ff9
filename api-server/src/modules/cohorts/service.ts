import {
  DEFAULT_PAGE_SIZE,
  DUPLICATE_COHORT_MESSAGE,
  type Cohort,
  type CohortDetail,
} from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { audit, tenantAuditEntry } from '../audit/tenantAudit.js';
import { findCohort, listCohorts as listCohortRows } from '../cohortMembership/repository.js';
import { pageObject, readPatientPage } from '../patients/listing.js';
import { databaseError } from '../../db/errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import * as repo from './repository.js';

export interface CohortFields {
  title: string;
  /** The spec's cohort carries its tenant; when sent it must be the current one. */
  tenant?: number | undefined;
}

function assertCurrentTenant(scope: TenantScope, fields: CohortFields): void {
  if (fields.tenant !== undefined && fields.tenant !== scope.tenantId) throw new ApiError('NOT_FOUND');
}

/** A second cohort with the same title (in any case) is reported at the title field. */
async function withTitleCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code === '23505' && constraint === 'cohorts_title_key') {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'body.title', message: DUPLICATE_COHORT_MESSAGE },
      ]);
    }
    throw error;
  }
}

export function listCohorts(deps: TenancyDeps, scope: TenantScope): Promise<Cohort[]> {
  return inTenant(deps, scope, (tx) => listCohortRows(tx, scope.tenantId));
}

export function createCohort(deps: TenancyDeps, scope: TenantScope, fields: CohortFields): Promise<Cohort> {
  assertCurrentTenant(scope, fields);
  return createFilledCohort(deps, scope, fields.title, () => Promise.resolve(), {});
}

/**
 * Creates a cohort and fills it in the same transaction (`fill` adds the members), audited with
 * `details` naming where its members came from. A taken title is refused at `body.title` and nothing
 * is written.
 */
export function createFilledCohort(
  deps: TenancyDeps,
  scope: TenantScope,
  title: string,
  fill: (tx: Db, cohortId: number) => Promise<void>,
  details: Record<string, string | number>,
): Promise<Cohort> {
  return withTitleCheck(() =>
    inTenant(deps, scope, async (tx) => {
      const created = await repo.insertCohort(tx, scope.tenantId, title, deps.clock.now());
      await fill(tx, created.id);
      await audit(tx, deps, scope, 'cohort_created', { cohort_id: created.id, ...details });
      const cohort = await findCohort(tx, scope.tenantId, created.id);
      if (!cohort) throw new Error('The cohort just made is not there');
      return cohort;
    }),
  );
}

/** With `verbose`, the first page of members (short rows by surname) is part of the answer. */
export function getCohort(
  deps: TenancyDeps,
  scope: TenantScope,
  id: number,
  verbose: boolean,
): Promise<CohortDetail> {
  return inTenant(deps, scope, async (tx) => {
    const cohort = await findCohort(tx, scope.tenantId, id);
    if (!cohort) throw new ApiError('NOT_FOUND');
    if (!verbose) return cohort;
    const search = { tenantId: scope.tenantId, filters: { cohortId: id } };
    const paging = { page: 1, pageSize: DEFAULT_PAGE_SIZE, verbose: false };
    const entry = tenantAuditEntry(deps, scope, 'cohort_viewed', { cohort_id: id });
    const page = await readPatientPage(tx, search, paging, entry, cohort.patient_count);
    return { ...cohort, patients: pageObject(page) };
  });
}

export function updateCohort(
  deps: TenancyDeps,
  scope: TenantScope,
  id: number,
  fields: CohortFields,
): Promise<Cohort> {
  assertCurrentTenant(scope, fields);
  return withTitleCheck(() =>
    inTenant(deps, scope, async (tx) => {
      const cohort = await repo.renameCohort(tx, scope.tenantId, id, fields.title);
      if (!cohort) throw new ApiError('NOT_FOUND');
      await audit(tx, deps, scope, 'cohort_updated', { cohort_id: id, fields: 'title' });
      return cohort;
    }),
  );
}

/** The members leave with the cohort; the patients stay. */
export function deleteCohort(deps: TenancyDeps, scope: TenantScope, id: number): Promise<void> {
  return inTenant(deps, scope, async (tx) => {
    if (!(await repo.deleteCohortRow(tx, scope.tenantId, id))) throw new ApiError('NOT_FOUND');
    await audit(tx, deps, scope, 'cohort_deleted', { cohort_id: id });
  });
}
