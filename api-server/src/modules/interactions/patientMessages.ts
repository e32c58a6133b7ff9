import { PATIENT_MESSAGES_PAGE_SIZE, type PatientMessagePage } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { messagesFrom, patientMessageOf, type MessageRow } from './messageRows.js';

/**
 * A page of what a patient of the tenant wrote to the care team, newest first; NOT_FOUND for a
 * patient who is not the tenant's. The read is audited like any read of the patient's record (ids
 * only: never the messages).
 */
export function listPatientMessages(
  deps: TenancyDeps,
  scope: TenantScope,
  patientId: number,
  page: number,
): Promise<PatientMessagePage> {
  const size = PATIENT_MESSAGES_PAGE_SIZE;
  return inTenant(deps, scope, async (tx) => {
    const [patient] = rowsOf(
      await tx.execute(sql`SELECT 1 FROM patients WHERE tenant_id = ${scope.tenantId} AND id = ${patientId}`),
    );
    if (!patient) throw new ApiError('NOT_FOUND');
    // One row past the page says whether another follows, without counting them all.
    const rows = rowsOf<MessageRow>(
      await tx.execute(sql`
        ${messagesFrom(scope.tenantId)} AND m.patient_id = ${patientId}
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT ${size + 1} OFFSET ${(page - 1) * size}`),
    );
    await audit(tx, deps, scope, 'patient_messages_viewed', { patient_id: patientId, page });
    return {
      results: rows.slice(0, size).map(patientMessageOf),
      page,
      page_size: size,
      has_next: rows.length > size,
    };
  });
}
