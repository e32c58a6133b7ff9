// Test-only: cohorts, send previews and sends as the API answers with them.
import type { Cohort, MessageCounts, Send, SendPreview } from '@outreach/shared-contracts/core';

export function makeCohort(id: number, title: string, patientCount: number): Cohort {
  return { id, title, tenant: 7, patient_count: patientCount, created_at: '2026-02-01T09:00:00.000Z' };
}

export function makeSendPreview(overrides: Partial<SendPreview> = {}): SendPreview {
  return {
    version: 1,
    patients: 0,
    email_only: 0,
    sms_only: 0,
    email_and_sms: 0,
    skipped: 0,
    skipped_by_reason: {},
    waiting_for_quiet_hours: 0,
    sms: [],
    currency: 'USD',
    needs_typed_confirmation: false,
    ...overrides,
  };
}

export function makeCounts(overrides: Partial<MessageCounts> = {}): MessageCounts {
  return {
    queued: 0,
    sending: 0,
    sent: 0,
    delivered: 0,
    opened: 0,
    bounced: 0,
    failed: 0,
    skipped: 0,
    cancelled: 0,
    ...overrides,
  };
}

export function makeSend(id: number, overrides: Partial<Send> = {}): Send {
  return {
    id,
    touchpoint_id: 5,
    version: 1,
    state: 'scheduled',
    send_at: '2026-03-20T09:30:00.000Z',
    quiet_hours: true,
    cohort_ids: [3],
    patient_ids: [],
    audience: null,
    counts: makeCounts(),
    waiting_for_quiet_hours: 0,
    channels: { email: makeCounts(), sms: makeCounts() },
    skipped_by_reason: {},
    failures: [],
    created_by: { id: 1, name: 'Ada Lovelace' },
    created_at: '2026-03-19T10:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}
