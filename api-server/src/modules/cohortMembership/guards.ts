import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { lockCohorts } from './repository.js';

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
