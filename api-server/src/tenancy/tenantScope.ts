import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database, Db } from '../db/client.js';
import { databaseError } from '../db/errors.js';
import { ApiError } from '../errors.js';
import type { StaffSession } from '../modules/auth/sessionService.js';

/** What work in a tenant needs: the database it runs in and the clock its writes are stamped with. */
export interface TenancyDeps {
  db: Database;
  clock: Clock;
}

/**
 * Who acts, in which tenant, from where: the session's current tenant scopes all of the tenant's data
 * (patients, cohorts, imports, their audit rows).
 */
export interface TenantScope {
  tenantId: number;
  userId: number;
  /** The caller's address; null for work a job does on the caller's behalf. */
  ip: string | null;
  /**
   * What the database knows the caller by: the hash of the session's access token, or of the grant a
   * job works with. Row-level security takes the tenant from it, never from `tenantId`.
   */
  credential: string;
}

export function tenantScope(session: StaffSession, request: FastifyRequest): TenantScope {
  if (session.tenantId === null) {
    throw new ApiError(
      'FORBIDDEN',
      'You do not work in a tenant yet. Ask an administrator to add you to one, then sign in again.',
    );
  }
  return {
    tenantId: session.tenantId,
    userId: session.userId,
    ip: request.ip,
    credential: session.accessHash,
  };
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs work in the tenant's context. Writers lock cohorts in id order before patients' counters, so
 * deadlocks should not happen; if one still does (or a serialisation failure), the whole
 * transaction is repeated, which is safe because it is all or nothing.
 */
export async function inTenant<T>(
  deps: TenancyDeps,
  scope: TenantScope,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.withContext({ credential: scope.credential }, work);
    } catch (error) {
      const { code } = databaseError(error);
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}
