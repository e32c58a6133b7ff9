import { DUPLICATE_MRN_MESSAGE, TIME_ZONE_MESSAGE } from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';
import { databaseError } from '../../db/errors.js';

export const UNREACHABLE_MESSAGE = 'The patient has no e-mail address or mobile number for this preference.';

/** Reports a duplicate MRN, an unreachable preference or an unknown zone at the field that caused it. */
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
  // Normally caught before writing; this covers a name the database's zone list lacks.
  if (code === '23514' && constraint === 'patients_time_zone_check') {
    return new ApiError('VALIDATION_FAILED', undefined, [
      { path: `${prefix}.time_zone`, message: TIME_ZONE_MESSAGE },
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
