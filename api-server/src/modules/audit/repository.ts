import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** The events the audit log records. Never put secrets (passwords, codes, tokens) in `details`. */
export type AuditEvent =
  | 'check_credentials_failed'
  | 'login_succeeded'
  | 'login_failed'
  | 'login_password_expired'
  | 'account_locked'
  | 'sign_in_refused_locked'
  | 'sign_in_refused_ip_limit'
  | 'refresh_token_reused'
  | 'session_refreshed'
  | 'session_expired'
  | 'logout'
  | 'password_reset_requested'
  | 'password_reset_completed'
  | 'password_changed'
  | 'staff_user_created'
  | 'tenant_created'
  | 'tenant_updated'
  | 'tenant_branding_saved'
  | 'session_tenant_switched'
  | 'patients_listed'
  | 'patient_viewed'
  | 'patient_messages_viewed'
  | 'report_patients_viewed'
  | 'report_export_created'
  | 'report_export_downloaded'
  | 'inbox_messages_viewed'
  | 'patient_message_read'
  | 'patient_message_handled'
  | 'patient_message_reopened'
  | 'patient_created'
  | 'patient_updated'
  | 'patient_deleted'
  | 'patients_bulk_edited'
  | 'patients_bulk_deleted'
  | 'cohort_created'
  | 'cohort_updated'
  | 'cohort_deleted'
  | 'cohort_viewed'
  | 'campaign_created'
  | 'campaign_cloned'
  | 'touchpoint_created'
  | 'touchpoint_updated'
  | 'touchpoint_cloned'
  | 'touchpoint_reviewer_added'
  | 'touchpoint_reviewer_removed'
  | 'touchpoint_reviewed'
  | 'touchpoint_published'
  | 'test_link_created'
  | 'send_created'
  | 'send_paused'
  | 'send_resumed'
  | 'send_cancelled'
  | 'send_retried'
  | 'patient_opted_out'
  | 'video_added'
  | 'video_captions_set'
  | 'video_captions_removed'
  | 'integration_updated'
  | 'tenant_messaging_saved'
  | 'synthesia_videos_refreshed'
  | 'synthesia_video_requested'
  | 'sendgrid_templates_refreshed'
  | 'template_created'
  | 'template_updated'
  | 'template_cloned'
  | 'patients_import_checked'
  | 'patients_imported'
  | 'patients_import_failed'
  | 'patients_import_rejects_exported'
  | 'app_secret_rotated';

export interface AuditEntry {
  event: AuditEvent;
  at: Date;
  tenantId?: number | null;
  actorUserId?: number | null;
  /** What the event is about when there is no user id, e.g. the username typed at sign-in. */
  subject?: string | null;
  ip?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one row to the audit log (the runtime role may only insert and read). */
export async function appendAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    event: entry.event,
    occurredAt: entry.at,
    tenantId: entry.tenantId ?? null,
    actorUserId: entry.actorUserId ?? null,
    subject: entry.subject?.slice(0, 200) ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}

/**
 * The INSERT of one audit row as part of a larger statement (a read that records itself in the
 * statement that reads): `details` merged with `more`, a jsonb expression that may read the
 * statement's own rows, a count say.
 */
export function auditInsert(entry: AuditEntry, more: SQL): SQL {
  return sql`INSERT INTO audit_log (event, occurred_at, tenant_id, actor_user_id, subject, ip, details)
    SELECT ${entry.event}::text, ${entry.at.toISOString()}::timestamptz, ${entry.tenantId ?? null}::int,
      ${entry.actorUserId ?? null}::int, ${entry.subject?.slice(0, 200) ?? null}::text, ${entry.ip ?? null}::text,
      ${JSON.stringify(entry.details ?? {})}::jsonb || ${more}`;
}
