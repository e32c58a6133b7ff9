import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { ReportedStatus, StatusReport } from '../messaging/messaging.js';

/** The Signed Event Webhook's headers, in the lower case Node.js gives them. */
export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const EPOCH_SECONDS = /^\d{1,12}$/;

/** The verification key as SendGrid's settings show it (base64 DER SPKI); PEM armour and spaces are tolerated. */
function p256PublicKey(publicKeyBase64: string): KeyObject | null {
  const base64 = publicKeyBase64.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) return null;
  try {
    const key = createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      ? key
      : null;
  } catch {
    return null;
  }
}

/** Whether a value is a verification key SendGrid's settings could show: P-256, base64 DER SPKI. */
export function isSendgridVerificationKey(publicKeyBase64: string): boolean {
  return p256PublicKey(publicKeyBase64) !== null;
}

/**
 * Whether a post of SendGrid's Signed Event Webhook is genuine and fresh: the ECDSA (P-256, SHA-256,
 * DER) `signature` verifies over `timestamp` followed by the raw body, under the account's verification
 * key, and the timestamp is within `maxAgeSeconds` of `now` either way, so a recorded post cannot be
 * replayed later. False for a missing or malformed header or key.
 */
export function verifySendgridEventSignature(
  publicKeyBase64: string,
  signature: string | undefined,
  timestamp: string | undefined,
  rawBody: Buffer,
  now: Date,
  maxAgeSeconds = 300,
): boolean {
  if (signature === undefined || timestamp === undefined) return false;
  if (!BASE64.test(signature) || !EPOCH_SECONDS.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > maxAgeSeconds) return false;
  const key = p256PublicKey(publicKeyBase64);
  if (key === null) return false;
  try {
    const signed = Buffer.concat([Buffer.from(timestamp), rawBody]);
    return verify('sha256', signed, { key, dsaEncoding: 'der' }, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A recipient's opt-out SendGrid reported: a spam complaint, or the unsubscribe link of the message. */
export interface SendgridOptOut {
  providerMessageId: string | null;
  idempotencyKey: string | null;
  kind: 'spamreport' | 'unsubscribe';
  at: Date;
}

/** What one Event Webhook post says: message statuses for the ledger, and opt-outs for the patients' consent. */
export interface SendgridEvents {
  reports: StatusReport[];
  optOuts: SendgridOptOut[];
}

/** The fields of an event the platform reads; custom args (`message_key`) are top-level fields of it. */
const sendgridEvent = z.object({
  event: z.string(),
  timestamp: z.number().nonnegative(),
  sg_message_id: z.string().nullish(),
  message_key: z.string().nullish(),
  type: z.string().nullish(),
});

const statusOf = new Map<string, ReportedStatus>([
  ['delivered', 'delivered'],
  ['open', 'opened'],
  ['bounce', 'bounced'],
  ['dropped', 'failed'],
]);

/** A bounce's `type` ('bounce', 'blocked') as its reason; anything but a short code is not kept. */
function bounceReason(type: string | null | undefined): string | null {
  return type && /^[a-z][a-z_]{0,31}$/.test(type) ? type : null;
}

/**
 * The events of an Event Webhook post in the platform's words. `delivered`, `open`, `bounce` (its reason
 * the bounce's `type`, never SendGrid's free text) and `dropped` become status reports; `spamreport` and
 * `unsubscribe` become opt-outs; the others (processed, deferred, click, group_unsubscribe, …) are
 * ignored. The message is named by `sg_message_id` up to its first '.', which is the `X-Message-Id`
 * Mail Send answered, and by the custom arg `message_key`. An entry that is not an event, or names no
 * message, is skipped; a body that is not an array has no events.
 */
export function parseSendgridEvents(body: unknown): SendgridEvents {
  const result: SendgridEvents = { reports: [], optOuts: [] };
  if (!Array.isArray(body)) return result;
  for (const entry of body) {
    const parsed = sendgridEvent.safeParse(entry);
    if (!parsed.success) continue;
    const { event, timestamp, sg_message_id: sgMessageId, message_key: messageKey } = parsed.data;
    const providerMessageId = sgMessageId?.split('.')[0] || null;
    const idempotencyKey = messageKey || null;
    if (providerMessageId === null && idempotencyKey === null) continue;
    const at = new Date(timestamp * 1000);
    if (Number.isNaN(at.getTime())) continue;
    const status = statusOf.get(event);
    if (status !== undefined) {
      const reason =
        status === 'bounced' ? bounceReason(parsed.data.type) : status === 'failed' ? 'dropped' : null;
      result.reports.push({ providerMessageId, idempotencyKey, status, reason, at });
    } else if (event === 'spamreport' || event === 'unsubscribe') {
      result.optOuts.push({ providerMessageId, idempotencyKey, kind: event, at });
    }
  }
  return result;
}
