import { sql } from 'drizzle-orm';
import { hashToken } from '../../crypto/secrets.js';
import { withProvisionedContext } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import { createLink, patientLinkUrl } from '../interactions/links.js';
import type { ProvisioningDeps } from '../staff/service.js';
import { DEMO_TOUCHPOINT } from './demoTouchpoint.js';

/** The demo patient the printed link is for: a generated patient who prefers Spanish, a language of the demo touchpoint. */
export const DEMO_LINK_MRN = 'DH-000007';

export interface DemoLink {
  url: string;
  /** The generated patient's date of birth, to type on the page. */
  dateOfBirth: string;
}

/**
 * The demo touchpoint's link for the first demo patient, made once per installation with a token
 * derived from the app secret, so every start prints the same working link. Null while the demo
 * tenant lacks the published demo touchpoint or that patient (a developer changed them).
 */
export async function ensureDemoLink(
  deps: ProvisioningDeps,
  owner: { tenantId: number; userId: number },
  patientAppUrl: string,
): Promise<DemoLink | null> {
  const token = deps.keys.demoLinkToken();
  return withProvisionedContext(deps.db, owner, async (tx) => {
    const [found] = rowsOf<{ touchpoint_id: string | number; patient_id: string | number; dob: string }>(
      await tx.execute(sql`
        SELECT t.id AS touchpoint_id, p.id AS patient_id, to_char(p.date_of_birth, 'YYYY-MM-DD') AS dob
        FROM touchpoints t, patients p
        WHERE t.tenant_id = ${owner.tenantId} AND t.name = ${DEMO_TOUCHPOINT} AND t.published_version IS NOT NULL
          AND p.tenant_id = ${owner.tenantId} AND p.mrn = ${DEMO_LINK_MRN}
        ORDER BY t.id LIMIT 1`),
    );
    if (!found) return null;
    const [existing] = rowsOf(
      await tx.execute(sql`SELECT 1 FROM interactions WHERE token_hash = ${hashToken(token)}`),
    );
    if (!existing) {
      const created = await createLink(tx, {
        tenantId: owner.tenantId,
        touchpointId: Number(found.touchpoint_id),
        patientId: Number(found.patient_id),
        isTest: true,
        createdBy: owner.userId,
        at: deps.clock.now(),
        token,
      });
      if (!created) return null;
    }
    return { url: patientLinkUrl(patientAppUrl, token), dateOfBirth: found.dob };
  });
}
