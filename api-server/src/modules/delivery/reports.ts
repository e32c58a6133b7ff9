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
import { emptyTwiml, optOutConfirmationTwiml } from '../../integrations/messaging/optOutConfirmation.js';
import { isOptOutReply } from '../../integrations/messaging/optOutReply.js';
import { parseInboundSms, statusReportFromCallback } from '../../integrations/twilio/twilioWebhooks.js';
import {
  twilioAccountTenants,
  webhookCredentials,
  type PlatformWebhookCredentials,
} from './webhookCredentials.js';

const notSignedBySms = 'The request is not signed by the SMS provider.';

export interface ReportDeps extends PlatformWebhookCredentials {
  db: Database;
  clock: Clock;
  keys: AppKeys;
  log: FastifyBaseLogger;
  /** Where the tenants' logos are, for the unsubscribe page. */
  store: ObjectStore;
  /** The public base of this API: the URLs Twilio signs start with it. */
  publicApiUrl: string;
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

/** A Twilio post's form fields and the URL it called, before any signature is checked. */
async function twilioForm(deps: ReportDeps, request: FastifyRequest, body: Readable) {
  requireForm(request);
  const fields = Object.fromEntries(new URLSearchParams((await readBody(body, 16_384)).toString('utf8')));
  return { fields, url: `${deps.publicApiUrl}${request.url}` };
}

/** Whether `token` signed this Twilio post. */
function signedBy(
  token: string | null,
  request: FastifyRequest,
  form: { fields: Record<string, string>; url: string },
) {
  return (
    token !== null &&
    verifyTwilioSignature(token, form.url, form.fields, request.headers['x-twilio-signature'])
  );
}

/**
 * Records one provider report within the tenant whose credentials verified it (null: the platform's);
 * a report of an older status changes nothing.
 */
export async function recordReport(
  deps: Pick<ReportDeps, 'db'>,
  tenantId: number | null,
  provider: 'twilio' | 'sendgrid',
  report: StatusReport,
): Promise<'changed' | 'unchanged' | 'unknown'> {
  const { rows } = await deps.db.executeSql(
    'SELECT app_record_tenant_message_status($1, $2, $3, $4, $5, $6, $7) AS outcome',
    [
      tenantId,
      provider,
      report.providerMessageId,
      report.idempotencyKey,
      report.status,
      report.reason,
      report.at,
    ],
  );
  return rows[0]?.outcome as 'changed' | 'unchanged' | 'unknown';
}

async function optOutByKey(deps: Pick<ReportDeps, 'db' | 'clock'>, messageKey: string): Promise<boolean> {
  const { rows } = await deps.db.executeSql('SELECT app_unsubscribe($1, $2) AS done', [
    messageKey,
    deps.clock.now(),
  ]);
  return rows[0]?.done === true;
}

/** An opt-out SendGrid reported, within the tenant whose key verified it (null: the platform's). */
async function reportedOptOut(
  deps: ReportDeps,
  tenantId: number | null,
  messageKey: string,
): Promise<boolean> {
  const { rows } = await deps.db.executeSql('SELECT app_tenant_unsubscribe($1, $2, $3) AS done', [
    tenantId,
    messageKey,
    deps.clock.now(),
  ]);
  return rows[0]?.done === true;
}

/**
 * Twilio's status callback of one SMS, verified with the token of the account of the tenant `t` names.
 * Under a tenant's address, a report of a message that is not that tenant's is refused like a forgery.
 */
export async function twilioStatus(
  deps: ReportDeps,
  request: FastifyRequest,
  query: { t?: number | undefined },
  body: Readable,
) {
  const form = await twilioForm(deps, request, body);
  const credentials = await webhookCredentials(deps, query.t);
  if (!credentials || !signedBy(credentials.twilioAuthToken, request, form))
    throw new ApiError('FORBIDDEN', notSignedBySms);
  const report = statusReportFromCallback(form.fields, form.url, deps.clock.now());
  if (!report) return { received: 0 };
  const outcome = await recordReport(deps, credentials.tenantId, 'twilio', report);
  if (outcome === 'unknown' && credentials.tenantId !== null) throw new ApiError('FORBIDDEN', notSignedBySms);
  return { received: outcome === 'changed' ? 1 : 0 };
}

/**
 * The tenants an inbound SMS reached: those whose own Twilio account `AccountSid` names and whose token
 * signed it, or (null) the platform's number when no tenant has that account; refused when none verifies.
 */
async function inboundTenants(
  deps: ReportDeps,
  request: FastifyRequest,
  form: { fields: Record<string, string>; url: string },
): Promise<number[] | null> {
  const accountSid = form.fields.AccountSid;
  const own = accountSid ? await twilioAccountTenants(deps, accountSid) : [];
  if (own.length > 0) {
    const verified = own.filter((tenant) => signedBy(tenant.authToken, request, form));
    if (verified.length > 0) return verified.map((tenant) => tenant.tenantId);
  } else if (signedBy(deps.twilioAuthToken, request, form)) {
    return null;
  }
  throw new ApiError('FORBIDDEN', notSignedBySms);
}

/**
 * A patient's SMS to a sending number: a reply that revokes consent by any usual word (see
 * {@link isOptOutReply}) opts that number out of SMS there, and is confirmed once, in the patient's
 * language, by the TwiML answer. Only a change is audited and confirmed, so a second STOP or a webhook
 * delivered twice changes and answers nothing more. When Twilio's own opt-out handling recognised the
 * keyword (`OptOutType`), Twilio has sent its confirmation and a second one is not asked for.
 */
export async function twilioInbound(deps: ReportDeps, request: FastifyRequest, body: Readable) {
  const form = await twilioForm(deps, request, body);
  const tenants = await inboundTenants(deps, request, form);
  const inbound = parseInboundSms(form.fields);
  if (!inbound) throw new ApiError('VALIDATION_FAILED');
  if (!isOptOutReply(inbound.body)) return { contentType: 'text/xml', body: emptyTwiml };
  const { changed, language } = await smsOptOut(deps, tenants, inbound.from);
  deps.log.info({ patients: changed }, 'an SMS reply opted patients out of SMS');
  const confirmedByTwilio = form.fields.OptOutType !== undefined;
  if (changed === 0 || confirmedByTwilio) return { contentType: 'text/xml', body: emptyTwiml };
  return { contentType: 'text/xml', body: optOutConfirmationTwiml(language) };
}

/**
 * Opts the patients of `mobile` out of SMS within the tenants a verified reply reached (null: the
 * platform's number); answers how many changed and the language to confirm in.
 */
export async function smsOptOut(
  deps: Pick<ReportDeps, 'db' | 'clock'>,
  tenants: number[] | null,
  mobile: string,
): Promise<{ changed: number; language: string | null }> {
  const { rows } = await deps.db.executeSql('SELECT patients, language FROM app_sms_opt_out($1, $2, $3)', [
    tenants,
    mobile,
    deps.clock.now(),
  ]);
  const language = rows[0]?.language;
  return {
    changed: Number(rows[0]?.patients ?? 0),
    language: typeof language === 'string' ? language : null,
  };
}

/**
 * SendGrid's signed events: status reports, and opt-outs of unsubscribes and spam reports. Verified with
 * the key of the SendGrid account of the tenant `t` names (the reports then reach its messages only), or
 * the platform's.
 */
export async function sendgridEvents(
  deps: ReportDeps,
  request: FastifyRequest,
  query: { t?: number | undefined },
  body: Readable,
) {
  const credentials = await webhookCredentials(deps, query.t);
  if (credentials && !credentials.sendgridWebhookKey) throw new ApiError('INTEGRATION_NOT_CONFIGURED');
  const raw = await readBody(body, 1_048_576);
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (
    !credentials?.sendgridWebhookKey ||
    !verifySendgridEventSignature(
      credentials.sendgridWebhookKey,
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
  for (const report of events.reports)
    if ((await recordReport(deps, credentials.tenantId, 'sendgrid', report)) === 'changed') received += 1;
  for (const optOut of events.optOuts) {
    if (optOut.idempotencyKey && (await reportedOptOut(deps, credentials.tenantId, optOut.idempotencyKey)))
      received += 1;
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
export async function unsubscribe(
  deps: Pick<ReportDeps, 'db' | 'clock' | 'keys'>,
  token: string,
  body: Readable,
) {
  await readBody(body, 4096);
  if (!(await optOutByKey(deps, signedMessageKey(deps.keys, token)))) throw new ApiError('NOT_FOUND');
  return { unsubscribed: true as const };
}
