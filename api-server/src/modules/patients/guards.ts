import { DUPLICATE_MRN_MESSAGE } from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { appendAudit, type AuditEvent } from '../audit/repository.js';
import { lockCohorts } from '../cohorts/repository.js';
import { databaseError } from '../../db/errors.js';
import type { PatientDeps, TenantScope } from './scope.js';

/** Ids and counts only: never names, dates of birth, contact details or search text. */
export function audit(
  tx: Db,
  deps: PatientDeps,
  scope: TenantScope,
  event: AuditEvent,
  details: Record<string, string | number | boolean | null>,
): Promise<void> {
  return appendAudit(tx, {
    event,
    at: deps.clock.now(),
    tenantId: scope.tenantId,
    actorUserId: scope.userId,
    ip: scope.ip,
    details,
  });
}

export const UNREACHABLE_MESSAGE = 'The patient has no e-mail address or mobile number for this preference.';

/** Reports a duplicate MRN or an unreachable preference at the field that caused it. */
export function fieldError(error: unknown, prefix: string): ApiError | null {
  const { code, constraint } = databaseError(error);
  if (code === '23505' && constraint === 'patients_mrn_key') {
    return new ApiError('VALIDATION_FAILED', undefined, [
      { path: `${prefix}.mrn`, message: DUPLICATE_MRN_MESSAGE },
    ]);
  }
  // Normally caught before writing; this covers a contact detail removed by a concurrent edit.
  if (code === '23514' && constraint === 'patients_reachable') {
    return new ApiError('VALIDATION_FAILED', undefined, [
      { path: `${prefix}.communication_preference`, message: UNREACHABLE_MESSAGE },
    ]);
  }
  return null;
}

export async function withFieldErrors<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw fieldError(error, prefix) ?? error;
  }
}

/** Locks the cohorts (in id order) and answers 404 unless every one is the tenant's. */
export async function requireCohorts(
  tx: Db,
  tenantId: number,
  wanted: readonly number[],
  alsoLock: readonly number[] = [],
) {
  const locked = new Set(await lockCohorts(tx, tenantId, [...new Set([...wanted, ...alsoLock])]));
  if (wanted.some((id) => !locked.has(id))) throw new ApiError('NOT_FOUND');
}
