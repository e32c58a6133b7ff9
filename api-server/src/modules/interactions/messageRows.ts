import type { InboxMessage, MessageMark, PatientMessage } from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { staffName } from '../../db/staffName.js';
import { toDate } from '../auth/definers.js';

/** A row of `messageColumns`: the message, where it came from, its read and handled marks, its patient. */
export interface MessageRow {
  id: string | number;
  body: string;
  created_at: Date | string;
  touchpoint_id: string | number;
  touchpoint_name: string;
  is_test: boolean;
  read_at: Date | string | null;
  read_by: number | null;
  read_by_name: string | null;
  handled_at: Date | string | null;
  handled_by: number | null;
  handled_by_name: string | null;
  patient_id: string | number;
  first_name: string;
  last_name: string;
  mobile: string | null;
  email: string | null;
}

/**
 * The select list and joins of a staff read of messages (`m`), for a WHERE that names `m.tenant_id`.
 * The staff members are joined by id alone: staff_users is not tenant-owned, and a reader who has since
 * left keeps their name on what they did.
 */
export function messagesFrom(tenantId: number): SQL {
  return sql`
    SELECT m.id, m.body, m.created_at, t.id AS touchpoint_id, t.name AS touchpoint_name, i.is_test,
      m.read_at, m.read_by, ${staffName('r')} AS read_by_name,
      m.handled_at, m.handled_by, ${staffName('h')} AS handled_by_name,
      p.id AS patient_id, p.first_name, p.last_name, p.mobile, p.email
    FROM patient_messages m
    JOIN interactions i ON i.tenant_id = m.tenant_id AND i.id = m.interaction_id
    JOIN touchpoints t ON t.tenant_id = i.tenant_id AND t.id = i.touchpoint_id
    JOIN patients p ON p.tenant_id = m.tenant_id AND p.id = m.patient_id
    LEFT JOIN staff_users r ON r.id = m.read_by
    LEFT JOIN staff_users h ON h.id = m.handled_by
    WHERE m.tenant_id = ${tenantId}`;
}

function mark(at: Date | string | null, by: number | null, name: string | null): MessageMark | null {
  if (at === null) return null;
  return { at: toDate(at).toISOString(), by: by === null ? null : { id: by, name: name ?? '' } };
}

/** A message as a patient's record lists it. */
export function patientMessageOf(row: MessageRow): PatientMessage {
  return {
    id: Number(row.id),
    body: row.body,
    created_at: toDate(row.created_at).toISOString(),
    touchpoint: { id: Number(row.touchpoint_id), name: row.touchpoint_name },
    from_test_link: row.is_test,
    read: mark(row.read_at, row.read_by, row.read_by_name),
    handled: mark(row.handled_at, row.handled_by, row.handled_by_name),
  };
}

/** A message as the tenant's inbox lists it, with the patient to answer. */
export function inboxMessageOf(row: MessageRow): InboxMessage {
  return {
    ...patientMessageOf(row),
    patient: {
      id: Number(row.patient_id),
      first_name: row.first_name,
      last_name: row.last_name,
      mobile: row.mobile,
      email: row.email,
    },
  };
}
