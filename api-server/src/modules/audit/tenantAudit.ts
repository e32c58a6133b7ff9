import type { Db } from '../../db/client.js';
import type { TenancyDeps, TenantScope } from '../../tenancy/tenantScope.js';
import { appendAudit, type AuditEvent } from './repository.js';

/**
 * The audit row of work in a tenant: the event, who did it and from where. Ids and counts only: never
 * names, dates of birth, contact details or search text.
 */
export function audit(
  tx: Db,
  deps: TenancyDeps,
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
