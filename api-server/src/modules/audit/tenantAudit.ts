import type { Db } from '../../db/client.js';
import type { TenancyDeps, TenantScope } from '../../tenancy/tenantScope.js';
import { appendAudit, type AuditEntry, type AuditEvent } from './repository.js';

/** What an audit row of tenant work may hold: ids, counts, flags. */
export type TenantAuditDetails = Record<string, string | number | boolean | null>;

/**
 * The audit entry of work in a tenant: the event, who did it and from where. Ids and counts only:
 * never names, dates of birth, contact details or search text.
 */
export function tenantAuditEntry(
  deps: TenancyDeps,
  scope: TenantScope,
  event: AuditEvent,
  details: TenantAuditDetails,
): AuditEntry {
  return {
    event,
    at: deps.clock.now(),
    tenantId: scope.tenantId,
    actorUserId: scope.userId,
    ip: scope.ip,
    details,
  };
}

/** Appends the audit row of work in a tenant ({@link tenantAuditEntry}). */
export function audit(
  tx: Db,
  deps: TenancyDeps,
  scope: TenantScope,
  event: AuditEvent,
  details: TenantAuditDetails,
): Promise<void> {
  return appendAudit(tx, tenantAuditEntry(deps, scope, event, details));
}
