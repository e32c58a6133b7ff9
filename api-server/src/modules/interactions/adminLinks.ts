import { sql } from 'drizzle-orm';
import { withProvisionedContext } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import type { ProvisioningDeps } from '../staff/service.js';
import { createLink, patientLinkUrl } from './links.js';

export interface PatientLinkRequest {
  tenantName: string;
  touchpointName: string;
  mrn: string;
}

/**
 * A new test link of a tenant's published touchpoint for one of its patients (by MRN), made as the
 * tenant's first staff member; what to print: the address and the date of birth to type. Null when
 * the tenant, touchpoint or patient is not there.
 */
export async function createPatientLink(
  deps: ProvisioningDeps,
  request: PatientLinkRequest,
  patientAppUrl: string,
): Promise<{ url: string; dateOfBirth: string } | null> {
  const [member] = await deps.db.withOwnerContext(async (tx) =>
    rowsOf<{ tenant_id: number; user_id: number }>(
      await tx.execute(sql`
        SELECT t.id AS tenant_id, m.user_id FROM tenants t
        JOIN staff_memberships m ON m.tenant_id = t.id
        WHERE t.name = ${request.tenantName} ORDER BY m.user_id LIMIT 1`),
    ),
  );
  if (!member) return null;
  const owner = { tenantId: member.tenant_id, userId: member.user_id };
  return withProvisionedContext(deps.db, owner, async (tx) => {
    const [found] = rowsOf<{ touchpoint_id: string | number; patient_id: string | number; dob: string }>(
      await tx.execute(sql`
        SELECT t.id AS touchpoint_id, p.id AS patient_id, to_char(p.date_of_birth, 'YYYY-MM-DD') AS dob
        FROM touchpoints t, patients p
        WHERE t.tenant_id = ${owner.tenantId} AND t.name = ${request.touchpointName}
          AND t.published_version IS NOT NULL AND p.tenant_id = ${owner.tenantId} AND p.mrn = ${request.mrn}
        ORDER BY t.id LIMIT 1`),
    );
    if (!found) return null;
    const link = await createLink(tx, {
      tenantId: owner.tenantId,
      touchpointId: Number(found.touchpoint_id),
      patientId: Number(found.patient_id),
      isTest: true,
      createdBy: owner.userId,
      at: deps.clock.now(),
    });
    return link ? { url: patientLinkUrl(patientAppUrl, link.token), dateOfBirth: found.dob } : null;
  });
}
