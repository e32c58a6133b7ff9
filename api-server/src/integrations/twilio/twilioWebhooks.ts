import type { StatusReport } from '../messaging/messaging.js';

/**
 * What Twilio posts to the platform: the status callbacks of the SMS it sends, and the SMS patients
 * send back. Both arrive as form fields; check their `X-Twilio-Signature` before reading them.
 */

/** A message's last statuses; the others (queued, sending, sent, accepted, …) are on the way there. */
const finalStatuses = new Map<string, 'delivered' | 'failed'>([
  ['delivered', 'delivered'],
  ['undelivered', 'failed'],
  ['failed', 'failed'],
]);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ledger's key the engine put in the callback URL's `m` parameter, when it is there and well-formed. */
function idempotencyKeyOf(callbackUrl: string | undefined): string | null {
  if (callbackUrl === undefined) return null;
  try {
    const key = new URL(callbackUrl).searchParams.get('m');
    return key !== null && uuid.test(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * A status callback's form fields as a {@link StatusReport}: delivered, or failed with Twilio's
 * `ErrorCode` (`twilio_30003`); null for a status that is not final and for a callback without a
 * `MessageSid`. Twilio's callbacks carry no time of the event, so `at` is when it was received.
 */
export function statusReportFromCallback(
  params: Record<string, string>,
  callbackUrl?: string,
  receivedAt: Date = new Date(),
): StatusReport | null {
  const status = finalStatuses.get(params.MessageStatus ?? '');
  const sid = params.MessageSid;
  if (status === undefined || !sid) return null;
  const errorCode = params.ErrorCode;
  return {
    providerMessageId: sid,
    idempotencyKey: idempotencyKeyOf(callbackUrl),
    status,
    reason: status === 'failed' && errorCode && /^\d+$/.test(errorCode) ? `twilio_${errorCode}` : null,
    at: receivedAt,
  };
}

/** An SMS a patient sent to one of the platform's numbers. */
export interface InboundSms {
  /** The patient's number (E.164). */
  from: string;
  body: string;
  messageSid: string;
}

/** The form fields of Twilio's incoming-message webhook; null when they are not one. */
export function parseInboundSms(params: Record<string, string>): InboundSms | null {
  const { From: from, Body: body, MessageSid: messageSid } = params;
  if (!from || !messageSid || body === undefined) return null;
  return { from, body, messageSid };
}
