import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import { safeEqual, type AppKeys } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import type { StatusReport } from '../../integrations/messaging/messaging.js';
import {
  parseSendgridEvents,
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
  verifySendgridEventSignature,
} from '../../integrations/sendgrid/sendgridEvents.js';
import { verifyTwilioSignature } from '../../integrations/twilio/twilioSignature.js';
import {
  isStopKeyword,
  parseInboundSms,
  statusReportFromCallback,
} from '../../integrations/twilio/twilioWebhooks.js';

export interface ReportDeps {
  db: Database;
  clock: Clock;
  keys: AppKeys;
  log: FastifyBaseLogger;
  /** Where the tenants' logos are, for the unsubscribe page. */
  store: ObjectStore;
  /** The public base of this API: the URLs Twilio signs start with it. */
  publicApiUrl: string;
  /** The Twilio account's auth token, which signs its webhooks; null when SMS go elsewhere. */
  twilioAuthToken: string | null;
  /** The verification key of SendGrid's Signed Event Webhook (base64); null when not configured. */
  sendgridWebhookKey: string | null;
}

/** A request body read whole, refused past `max` bytes (the route's limit stops larger ones first). */
async function readBody(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > max) throw new ApiError('BODY_TOO_LARGE');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function requireForm(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded'))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
}

/** A Twilio post's form fields, once its signature over the URL it called and the fields holds. */
async function signedTwilioForm(deps: ReportDeps, request: FastifyRequest, body: Readable) {
  requireForm(request);
  const fields = Object.fromEntries(new URLSearchParams((await readBody(body, 16_384)).toString('utf8')));
  const url = `${deps.publicApiUrl}${request.url}`;
  if (
    !deps.twilioAuthToken ||
    !verifyTwilioSignature(deps.twilioAuthToken, url, fields, request.headers['x-twilio-signature'])
  )
    throw new ApiError('FORBIDDEN', 'The request is not signed by the SMS provider.');
  return { fields, url };
}

/** Records one provider report; a report of an unknown message or an older status changes nothing. */
async function recordReport(
  deps: ReportDeps,
  provider: 'twilio' | 'sendgrid',
  report: StatusReport,
): Promise<boolean> {
  const { rows } = await deps.db.executeSql(
    'SELECT app_record_message_status($1, $2, $3, $4, $5, $6) AS changed',
    [provider, report.providerMessageId, report.idempotencyKey, report.status, report.reason, report.at],
  );
  return rows[0]?.changed === true;
}

async function optOutByKey(deps: ReportDeps, messageKey: string): Promise<boolean> {
  const { rows } = await deps.db.executeSql('SELECT app_unsubscribe($1, $2) AS done', [
    messageKey,
    deps.clock.now(),
  ]);
  return rows[0]?.done === true;
}

/** Twilio's status callback of one SMS. */
export async function twilioStatus(deps: ReportDeps, request: FastifyRequest, body: Readable) {
  const { fields, url } = await signedTwilioForm(deps, request, body);
  const report = statusReportFromCallback(fields, url, deps.clock.now());
  return { received: report && (await recordReport(deps, 'twilio', report)) ? 1 : 0 };
}

const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** A patient's SMS to the platform's number: STOP and its synonyms opt that number out of SMS. */
export async function twilioInbound(deps: ReportDeps, request: FastifyRequest, body: Readable) {
  const { fields } = await signedTwilioForm(deps, request, body);
  const inbound = parseInboundSms(fields);
  if (!inbound) throw new ApiError('VALIDATION_FAILED');
  if (isStopKeyword(inbound.body)) {
    const { rows } = await deps.db.executeSql('SELECT app_sms_opt_out($1, $2) AS patients', [
      inbound.from,
      deps.clock.now(),
    ]);
    deps.log.info({ patients: Number(rows[0]?.patients ?? 0) }, 'an SMS reply opted patients out of SMS');
  }
  return { contentType: 'text/xml', body: emptyTwiml };
}

/** SendGrid's signed events: status reports, and opt-outs of unsubscribes and spam reports. */
export async function sendgridEvents(deps: ReportDeps, request: FastifyRequest, body: Readable) {
  if (!deps.sendgridWebhookKey) throw new ApiError('INTEGRATION_NOT_CONFIGURED');
  const raw = await readBody(body, 1_048_576);
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (
    !verifySendgridEventSignature(
      deps.sendgridWebhookKey,
      header(SENDGRID_SIGNATURE_HEADER),
      header(SENDGRID_TIMESTAMP_HEADER),
      raw,
      deps.clock.now(),
    )
  )
    throw new ApiError('FORBIDDEN', 'The request is not signed by the e-mail provider.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError('MALFORMED_JSON');
  }
  const events = parseSendgridEvents(parsed);
  let received = 0;
  for (const report of events.reports) if (await recordReport(deps, 'sendgrid', report)) received += 1;
  for (const optOut of events.optOuts) {
    if (optOut.idempotencyKey && (await optOutByKey(deps, optOut.idempotencyKey))) received += 1;
  }
  return { received };
}

/** The one-click unsubscribe link of a message: `<message key>.<signature>`. */
export function unsubscribeToken(keys: AppKeys, messageKey: string): string {
  return `${messageKey}.${keys.unsubscribeSignature(messageKey)}`;
}

/** The message key of a signed unsubscribe link; NOT_FOUND for a link the platform did not sign. */
export function signedMessageKey(keys: AppKeys, token: string): string {
  const [messageKey = '', signature = ''] = token.split('.');
  if (!safeEqual(signature, keys.unsubscribeSignature(messageKey))) throw new ApiError('NOT_FOUND');
  return messageKey;
}

/**
 * Opts the patient of a signed unsubscribe link out; NOT_FOUND for a link that is not one. The body
 * (a mail client's one-click form, or nothing from the patient page) is read only to its limit.
 */
export async function unsubscribe(deps: ReportDeps, token: string, body: Readable) {
  await readBody(body, 4096);
  if (!(await optOutByKey(deps, signedMessageKey(deps.keys, token)))) throw new ApiError('NOT_FOUND');
  return { unsubscribed: true as const };
}
