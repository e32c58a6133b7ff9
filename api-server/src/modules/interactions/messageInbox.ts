import {
  PATIENT_MESSAGES_PAGE_SIZE,
  type InboxMessage,
  type InboxPage,
  type MessageInboxState,
  type UnreadMessageCount,
} from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { inboxMessageOf, messagesFrom, type MessageRow } from './messageRows.js';

/** Which messages a state lists, and in what order (each order has its index, 0032). */
const inboxQuery: Record<MessageInboxState, { where: SQL; order: SQL }> = {
  // Nothing unread may sink below what was already seen, however old it is.
  all: { where: sql``, order: sql`(m.read_at IS NULL) DESC, m.created_at DESC, m.id DESC` },
  unread: { where: sql`AND m.read_at IS NULL`, order: sql`m.created_at DESC, m.id DESC` },
  handled: { where: sql`AND m.handled_at IS NOT NULL`, order: sql`m.handled_at DESC, m.id DESC` },
};

/**
 * A page of the tenant's inbox. The read is audited as a read of the records of the patients on the
 * page: their ids, never the messages.
 */
export function listInboxMessages(
  deps: TenancyDeps,
  scope: TenantScope,
  state: MessageInboxState,
  page: number,
): Promise<InboxPage> {
  const size = PATIENT_MESSAGES_PAGE_SIZE;
  const { where, order } = inboxQuery[state];
  return inTenant(deps, scope, async (tx) => {
    // One row past the page says whether another follows, without counting them all.
    const rows = rowsOf<MessageRow>(
      await tx.execute(sql`
        ${messagesFrom(scope.tenantId)} ${where}
        ORDER BY ${order}
        LIMIT ${size + 1} OFFSET ${(page - 1) * size}`),
    );
    const results = rows.slice(0, size).map(inboxMessageOf);
    const patientIds = [...new Set(results.map((message) => message.patient.id))];
    await audit(tx, deps, scope, 'inbox_messages_viewed', {
      state,
      page,
      messages: results.length,
      patient_ids: patientIds.join(','),
    });
    return { results, page, page_size: size, has_next: rows.length > size };
  });
}

/** How many of the tenant's messages nobody has opened: a count of the partial unread index. */
export function countUnreadMessages(deps: TenancyDeps, scope: TenantScope): Promise<UnreadMessageCount> {
  return inTenant(deps, scope, async (tx) => {
    const [row] = rowsOf<{ unread: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS unread FROM patient_messages
        WHERE tenant_id = ${scope.tenantId} AND read_at IS NULL`),
    );
    return { unread: row?.unread ?? 0 };
  });
}

type MessageChange = 'read' | 'handled' | 'reopened';

/** The update of a change; each keeps the first staff member and time of a mark already made. */
function changeOf(change: MessageChange, scope: TenantScope, now: Date): SQL {
  const readNow = sql`read_by = CASE WHEN read_at IS NULL THEN ${scope.userId} ELSE read_by END,
    read_at = coalesce(read_at, ${now})`;
  if (change === 'read') return readNow;
  if (change === 'reopened') return sql`handled_at = NULL, handled_by = NULL`;
  return sql`${readNow},
    handled_by = CASE WHEN handled_at IS NULL THEN ${scope.userId} ELSE handled_by END,
    handled_at = coalesce(handled_at, ${now})`;
}

const auditEvent = {
  read: 'patient_message_read',
  handled: 'patient_message_handled',
  reopened: 'patient_message_reopened',
} as const;

async function messageById(tx: Db, tenantId: number, id: number): Promise<InboxMessage | null> {
  const [row] = rowsOf<MessageRow>(await tx.execute(sql`${messagesFrom(tenantId)} AND m.id = ${id}`));
  return row ? inboxMessageOf(row) : null;
}

/**
 * Marks one of the tenant's messages read, handled or open again, as the signed-in staff member, and
 * answers it as the inbox shows it; NOT_FOUND for a message that is not the tenant's. Audited with ids.
 */
export function changeMessage(
  deps: TenancyDeps,
  scope: TenantScope,
  messageId: number,
  change: MessageChange,
): Promise<InboxMessage> {
  return inTenant(deps, scope, async (tx) => {
    const [changed] = rowsOf<{ patient_id: string | number }>(
      await tx.execute(sql`
        UPDATE patient_messages SET ${changeOf(change, scope, deps.clock.now())}
        WHERE tenant_id = ${scope.tenantId} AND id = ${messageId}
        RETURNING patient_id`),
    );
    if (!changed) throw new ApiError('NOT_FOUND');
    await audit(tx, deps, scope, auditEvent[change], {
      message_id: messageId,
      patient_id: Number(changed.patient_id),
    });
    const message = await messageById(tx, scope.tenantId, messageId);
    if (!message) throw new ApiError('NOT_FOUND');
    return message;
  });
}
