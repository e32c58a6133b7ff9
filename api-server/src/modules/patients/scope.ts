import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database, Db } from '../../db/client.js';
import { databaseError } from '../../db/errors.js';
import { ApiError } from '../../errors.js';
import type { StaffSession } from '../auth/sessionService.js';

export interface PatientDeps {
  db: Database;
  clock: Clock;
}

/** Who acts, in which tenant, from where: the session's current tenant scopes all patient data. */
export interface TenantScope {
  tenantId: number;
  userId: number;
  /** The caller's address; null for work a job does on the caller's behalf. */
  ip: string | null;
}

export function tenantScope(session: StaffSession, request: FastifyRequest): TenantScope {
  if (session.tenantId === null) {
    throw new ApiError(
      'FORBIDDEN',
      'You do not work in a tenant yet. Ask an administrator to add you to one, then sign in again.',
    );
  }
  return { tenantId: session.tenantId, userId: session.userId, ip: request.ip };
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs work in the tenant's context. Writers lock cohorts in id order before patients' counters, so
 * deadlocks should not happen; if one still does (or a serialisation failure), the whole
 * transaction is repeated, which is safe because it is all or nothing.
 */
export async function inTenant<T>(
  deps: PatientDeps,
  scope: TenantScope,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.withContext({ tenantId: scope.tenantId, userId: scope.userId }, work);
    } catch (error) {
      const { code } = databaseError(error);
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
