import { PATIENT_MESSAGES_PAGE_SIZE, type SentMessage } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { toDate } from '../auth/definers.js';
import type { PatientSession } from './patientSession.js';

interface SentRow {
  id: string | number;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/**
 * What the verified patient sent from this link, newest first, with the time the care team first read
 * each. Who read it stays with the care team.
 */
export async function listSentMessages(
  deps: { db: Database },
  session: PatientSession,
): Promise<{ results: SentMessage[] }> {
  const rows = await deps.db.withContext({ credential: session.credential }, async (tx) =>
    rowsOf<SentRow>(
      await tx.execute(sql`
        SELECT id, body, created_at, read_at FROM patient_messages
        WHERE tenant_id = ${session.tenantId} AND interaction_id = ${session.interactionId}
          AND patient_id = ${session.patientId}
        ORDER BY created_at DESC, id DESC
        LIMIT ${PATIENT_MESSAGES_PAGE_SIZE}`),
    ),
  );
  return {
    results: rows.map((row) => ({
      id: Number(row.id),
      body: row.body,
      sent_at: toDate(row.created_at).toISOString(),
      read_at: row.read_at === null ? null : toDate(row.read_at).toISOString(),
    })),
  };
}
