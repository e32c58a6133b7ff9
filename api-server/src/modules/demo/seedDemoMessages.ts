import { sql } from 'drizzle-orm';
import { hashToken } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import { withProvisionedContext } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import { createLink } from '../interactions/links.js';
import type { ProvisioningDeps } from '../staff/service.js';
import { DEMO_TOUCHPOINT } from './demoTouchpoint.js';
import { DEMO_LINK_MRN } from './seedDemoLink.js';

type DemoMessageState = 'unread' | 'read' | 'handled';

interface DemoMessage {
  /** The demo patient who wrote it; the printed demo link's patient writes from that very link. */
  mrn: string;
  body: string;
  minutesAgo: number;
  state: DemoMessageState;
}

/** What the demo inbox holds: two unread (the badge), one read and one handled. */
export const demoMessages: readonly DemoMessage[] = [
  {
    mrn: DEMO_LINK_MRN,
    body: 'Tengo los tobillos más hinchados desde ayer. ¿Puedo tomar una furosemida más?',
    minutesAgo: 25,
    state: 'unread',
  },
  {
    mrn: 'DH-000012',
    body: 'I weighed 1.5 kg more this morning than on Monday. Should I call the clinic?',
    minutesAgo: 3 * 60,
    state: 'unread',
  },
  {
    mrn: DEMO_LINK_MRN,
    body: '¿Puedo tomar las pastillas con la comida?',
    minutesAgo: 26 * 60,
    state: 'read',
  },
  {
    mrn: 'DH-000031',
    body: 'I have run out of my water pills. Can you send a new prescription to my pharmacy?',
    minutesAgo: 2 * 24 * 60,
    state: 'handled',
  },
];

export interface DemoMessageStaff {
  tenantId: number;
  /** The demo user, who handled a message. */
  userId: number;
  /** The demo reviewer, who read the others. */
  reviewerId: number;
}

/** The interaction a message comes from: the demo link for its patient, else a new link of the demo touchpoint. */
async function interactionFor(
  tx: Db,
  deps: ProvisioningDeps,
  staff: DemoMessageStaff,
  patientId: number,
  at: Date,
): Promise<number | null> {
  const [demoLink] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      SELECT id FROM interactions
      WHERE tenant_id = ${staff.tenantId} AND patient_id = ${patientId}
        AND token_hash = ${hashToken(deps.keys.demoLinkToken())}`),
  );
  if (demoLink) return Number(demoLink.id);
  const [touchpoint] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      SELECT id FROM touchpoints WHERE tenant_id = ${staff.tenantId} AND name = ${DEMO_TOUCHPOINT}
      ORDER BY id LIMIT 1`),
  );
  if (!touchpoint) return null;
  const link = await createLink(tx, {
    tenantId: staff.tenantId,
    touchpointId: Number(touchpoint.id),
    patientId,
    isTest: false,
    createdBy: staff.userId,
    at,
  });
  return link?.interactionId ?? null;
}

/**
 * A few messages from demo patients to the care team, so the inbox and the navigation's badge have
 * something to show; only while the tenant has none (a developer's own messages are kept). Returns
 * how many were added.
 */
export async function seedDemoMessages(deps: ProvisioningDeps, staff: DemoMessageStaff): Promise<number> {
  return withProvisionedContext(deps.db, { tenantId: staff.tenantId, userId: staff.userId }, async (tx) => {
    const [any] = rowsOf(
      await tx.execute(sql`SELECT 1 FROM patient_messages WHERE tenant_id = ${staff.tenantId} LIMIT 1`),
    );
    if (any) return 0;
    const now = deps.clock.now().getTime();
    let added = 0;
    for (const message of demoMessages) {
      const [patient] = rowsOf<{ id: string | number }>(
        await tx.execute(
          sql`SELECT id FROM patients WHERE tenant_id = ${staff.tenantId} AND mrn = ${message.mrn}`,
        ),
      );
      if (!patient) continue;
      const sentAt = new Date(now - message.minutesAgo * 60_000);
      const interactionId = await interactionFor(tx, deps, staff, Number(patient.id), sentAt);
      if (interactionId === null) continue;
      // Read within the hour; the handled one answered by phone soon after.
      const readAt = message.state === 'unread' ? null : new Date(sentAt.getTime() + 40 * 60_000);
      const handledAt = message.state === 'handled' ? new Date(sentAt.getTime() + 55 * 60_000) : null;
      await tx.execute(sql`
        INSERT INTO patient_messages (tenant_id, interaction_id, patient_id, body, created_at, read_at, read_by,
          handled_at, handled_by)
        VALUES (${staff.tenantId}, ${interactionId}, ${Number(patient.id)}, ${message.body}, ${sentAt}, ${readAt},
          ${readAt && (handledAt ? staff.userId : staff.reviewerId)}, ${handledAt}, ${handledAt && staff.userId})`);
      added += 1;
    }
    return added;
  });
}
