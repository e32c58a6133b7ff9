import { isApiError } from '@outreach/shared-ui';
import { SEND_LIMITS } from '@outreach/shared-contracts/core';

/** The parts of the send form a refusal can point at. */
export interface SendRefusal {
  /** The time was refused: the key of the message to show beside it. */
  time: 'send.sendAtPast' | 'send.sendAtTooFar' | 'send.sendAtInvalid' | null;
  /** The audience was refused (none chosen, or too many). */
  audience: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The top-level body fields a VALIDATION_FAILED refusal names (`body.send_at` → `send_at`). */
function refusedFields(error: unknown): Set<string> {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return new Set();
  return new Set(
    (error.details ?? []).map((detail) => detail.path.replace(/^body\./, '').split('.')[0] ?? ''),
  );
}

/**
 * Which fields a refused send names. The server is the judge of the time; its refusal says where
 * but not, in a code, why, so the form words it from the time it sent: one gone by has passed, one
 * beyond the schedule's reach is too far ahead, anything else is not a time the server reads.
 */
export function sendRefusal(error: unknown, sendAt: string | null, now = Date.now()): SendRefusal {
  const fields = refusedFields(error);
  let time: SendRefusal['time'] = null;
  if (fields.has('send_at')) {
    const moment = sendAt === null ? Number.NaN : Date.parse(sendAt);
    if (moment < now) time = 'send.sendAtPast';
    else if (moment > now + SEND_LIMITS.scheduleDaysMax * DAY_MS) time = 'send.sendAtTooFar';
    else time = 'send.sendAtInvalid';
  }
  return { time, audience: fields.has('cohort_ids') || fields.has('patient_ids') };
}
