import type { RouteBody, Routes } from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { audit } from '../audit/tenantAudit.js';
import { requireCohorts } from '../cohortMembership/guards.js';
import { addMembers, cohortsOfPatients, lockCohorts, removeMembers } from '../cohortMembership/repository.js';
import { UNREACHABLE_MESSAGE, withFieldErrors } from './guards.js';
import { countPatients, countUnreachable, deletePatientRows, updatePreferences } from './repository.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';

type BulkEdit = RouteBody<Routes['bulkEditPatients']>;

/** All or nothing: one id that is not the tenant's patient answers 404 before anything is written. */
async function requirePatients(tx: Db, tenantId: number, ids: readonly number[]): Promise<void> {
  if ((await countPatients(tx, tenantId, ids)) !== ids.length) throw new ApiError('NOT_FOUND');
}

export async function bulkEditPatients(
  deps: TenancyDeps,
  scope: TenantScope,
  body: BulkEdit,
): Promise<number> {
  const { ids, data } = body;
  const now = deps.clock.now();
  const cohorts = [data.add_to_cohort_id, data.remove_from_cohort_id].filter((id) => id !== undefined);
  return withFieldErrors('body.data', () =>
    inTenant(deps, scope, async (tx) => {
      await requireCohorts(tx, scope.tenantId, cohorts);
      await requirePatients(tx, scope.tenantId, ids);
      if (data.communication_preference) {
        const unreachable = await countUnreachable(tx, scope.tenantId, ids, data.communication_preference);
        if (unreachable > 0) {
          throw new ApiError('VALIDATION_FAILED', undefined, [
            {
              path: 'body.data.communication_preference',
              message: `${UNREACHABLE_MESSAGE} (${unreachable} of ${ids.length} selected)`,
            },
          ]);
        }
      }
      if (data.language_preference || data.communication_preference) {
        const changed = await updatePreferences(
          tx,
          scope.tenantId,
          ids,
          {
            languagePreference: data.language_preference,
            communicationPreference: data.communication_preference,
          },
          now,
        );
        // A patient deleted since the check above: the edit is no longer all of them.
        if (changed !== ids.length) throw new ApiError('NOT_FOUND');
      }
      if (data.add_to_cohort_id !== undefined)
        await addMembers(tx, scope.tenantId, ids, [data.add_to_cohort_id], now);
      if (data.remove_from_cohort_id !== undefined) {
        await removeMembers(tx, scope.tenantId, ids, [data.remove_from_cohort_id]);
      }
      const fields = Object.keys(data).filter((key) => data[key as keyof BulkEdit['data']] !== undefined);
      await audit(tx, deps, scope, 'patients_bulk_edited', {
        count: ids.length,
        fields: fields.sort().join(','),
        patient_ids: ids.join(','),
        cohort_added: data.add_to_cohort_id ?? null,
        cohort_removed: data.remove_from_cohort_id ?? null,
      });
      return ids.length;
    }),
  );
}

/**
 * Deletes patients with their memberships. The cohorts they belong to are locked first and the
 * memberships removed in one statement, so the member counts change in cohort order.
 */
async function deleteAll(tx: Db, tenantId: number, ids: readonly number[]): Promise<void> {
  await lockCohorts(tx, tenantId, await cohortsOfPatients(tx, tenantId, ids));
  await requirePatients(tx, tenantId, ids);
  await removeMembers(tx, tenantId, ids);
  if ((await deletePatientRows(tx, tenantId, ids)) !== ids.length) throw new ApiError('NOT_FOUND');
}

export async function bulkDeletePatients(
  deps: TenancyDeps,
  scope: TenantScope,
  ids: readonly number[],
): Promise<number> {
  return inTenant(deps, scope, async (tx) => {
    await deleteAll(tx, scope.tenantId, ids);
    await audit(tx, deps, scope, 'patients_bulk_deleted', { count: ids.length, patient_ids: ids.join(',') });
    return ids.length;
  });
}

export async function deletePatient(deps: TenancyDeps, scope: TenantScope, id: number): Promise<void> {
  await inTenant(deps, scope, async (tx) => {
    await deleteAll(tx, scope.tenantId, [id]);
    await audit(tx, deps, scope, 'patient_deleted', { patient_id: id });
  });
}
