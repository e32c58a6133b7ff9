import {
  tenantMessagingMessages,
  type ApiErrorDetail,
  type TenantMessaging,
  type TenantMessagingInput,
} from '@outreach/shared-contracts';
import type { AppKeys } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import {
  SmtpHostRefused,
  vettedSmtpAddress,
  type AllowedNetworks,
  type HostLookup,
} from '../../integrations/messaging/smtpAddressGuard.js';
import { parseSmtpUrl, smtpServerName } from '../../integrations/messaging/smtpServer.js';
import { isSendgridVerificationKey } from '../../integrations/sendgrid/sendgridEvents.js';
import { isTwilioAccount } from '../../integrations/twilio/twilioClient.js';
import type { TenancyDeps } from '../../tenancy/tenantScope.js';
import { appendAudit } from '../audit/repository.js';
import { assertMember, type SettingsActor } from '../integrations/service.js';
import * as repo from './repository.js';

export interface MessagingSettingsDeps extends TenancyDeps {
  /** Credentials are sealed with the app key's provider-credential key. */
  keys: AppKeys;
  /** The public base of this API, which the webhook addresses start with. */
  publicApiUrl: string;
  /** The networks a tenant's SMTP server may be in although not public, and the resolver. */
  tenantSmtp: { allowed: AllowedNetworks; lookup?: HostLookup };
  /** Twilio's API, which a tenant's account SID and auth token are checked with when saved. */
  twilioApiUrl: string;
}

const TWILIO_CHECK_TIMEOUT_MS = 10_000;

const hintOf = (secret: string | null) => (secret ? `…${secret}` : null);

/** An SMTP URL without its user or password: what staff may see of it. */
const smtpServerOf = (url: string) => smtpServerName(parseSmtpUrl(url));
/** The verification key as one base64 line, without PEM armour or spaces. */
function bareKey(key: string): string {
  return key.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
}

function viewOf(deps: MessagingSettingsDeps, tenantId: number, row: repo.StoredMessaging): TenantMessaging {
  return {
    email_provider: row.email_provider,
    smtp_server: row.smtp_server,
    smtp_url_set: row.smtp_url_sealed !== null,
    sendgrid_api_key_set: row.sendgrid_key_sealed !== null,
    sendgrid_api_key_hint: hintOf(row.sendgrid_key_hint),
    sendgrid_webhook_key_set: row.sendgrid_webhook_key !== null,
    sendgrid_event_webhook_url: `${deps.publicApiUrl}/api/webhooks/sendgrid/events?t=${String(tenantId)}`,
    sms_provider: row.sms_provider,
    twilio_account_sid: row.twilio_account_sid,
    twilio_auth_token_set: row.twilio_token_sealed !== null,
    twilio_auth_token_hint: hintOf(row.twilio_token_hint),
    twilio_sender: row.twilio_sender,
    twilio_inbound_url: `${deps.publicApiUrl}/api/webhooks/twilio/inbound`,
  };
}

export function readMessaging(
  deps: MessagingSettingsDeps,
  actor: SettingsActor,
  tenantId: number,
): Promise<TenantMessaging> {
  return deps.db.withContext({ credential: actor.credential }, async (tx) => {
    await assertMember(tx, actor, tenantId);
    return viewOf(deps, tenantId, await repo.storedMessaging(tx, tenantId));
  });
}

/** A new value when one is given, else the stored one (null for a provider not chosen before). */
const given = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * The row the input asks for: the chosen providers' fields from the input or, left out, as stored;
 * every other provider's fields cleared. Field issues for what a chosen provider still lacks.
 */
function nextRow(
  keys: AppKeys,
  stored: repo.StoredMessaging,
  input: TenantMessagingInput,
): { row: repo.StoredMessaging; issues: ApiErrorDetail[] } {
  const row: repo.StoredMessaging = {
    ...repo.platformDefaults,
    email_provider: input.email_provider,
    sms_provider: input.sms_provider,
  };
  const issues: ApiErrorDetail[] = [];
  const need = (field: string, present: boolean) => {
    if (!present) issues.push({ path: `body.${field}`, message: tenantMessagingMessages.needed });
  };
  if (input.email_provider === 'smtp') {
    const url = given(input.smtp_url);
    row.smtp_url_sealed = url ? keys.sealCredential(url) : stored.smtp_url_sealed;
    row.smtp_server = url ? smtpServerOf(url) : stored.smtp_server;
    need('smtp_url', row.smtp_url_sealed !== null);
  } else if (input.email_provider === 'sendgrid') {
    const key = given(input.sendgrid_api_key);
    row.sendgrid_key_sealed = key ? keys.sealCredential(key) : stored.sendgrid_key_sealed;
    row.sendgrid_key_hint = key ? key.slice(-4) : stored.sendgrid_key_hint;
    const webhookKey = given(input.sendgrid_webhook_key);
    if (webhookKey && !isSendgridVerificationKey(webhookKey))
      issues.push({
        path: 'body.sendgrid_webhook_key',
        message: tenantMessagingMessages.sendgridWebhookKey,
      });
    row.sendgrid_webhook_key = webhookKey ? bareKey(webhookKey) : stored.sendgrid_webhook_key;
    need('sendgrid_api_key', row.sendgrid_key_sealed !== null);
    need('sendgrid_webhook_key', row.sendgrid_webhook_key !== null);
  }
  if (input.sms_provider === 'twilio') {
    const token = given(input.twilio_auth_token);
    row.twilio_account_sid = given(input.twilio_account_sid) ?? stored.twilio_account_sid;
    row.twilio_token_sealed = token ? keys.sealCredential(token) : stored.twilio_token_sealed;
    row.twilio_token_hint = token ? token.slice(-4) : stored.twilio_token_hint;
    row.twilio_sender = given(input.twilio_sender) ?? stored.twilio_sender;
    need('twilio_account_sid', row.twilio_account_sid !== null);
    need('twilio_auth_token', row.twilio_token_sealed !== null);
    need('twilio_sender', row.twilio_sender !== null);
  }
  return { row, issues };
}

/**
 * Field issues of what only the outside world can tell: an SMTP server whose name leads to an
 * address the platform may not reach (loopback, private, link-local, metadata), and a Twilio account
 * SID that Twilio does not know with the auth token. Asked only of values this save sets.
 */
async function reachabilityIssues(
  deps: MessagingSettingsDeps,
  keys: AppKeys,
  stored: repo.StoredMessaging,
  row: repo.StoredMessaging,
  input: TenantMessagingInput,
): Promise<ApiErrorDetail[]> {
  const issues: ApiErrorDetail[] = [];
  const smtpUrl = input.email_provider === 'smtp' ? given(input.smtp_url) : null;
  if (smtpUrl) {
    try {
      await vettedSmtpAddress(parseSmtpUrl(smtpUrl).host, deps.tenantSmtp.allowed, deps.tenantSmtp.lookup);
    } catch (error) {
      if (!(error instanceof SmtpHostRefused)) throw error;
      issues.push({ path: 'body.smtp_url', message: tenantMessagingMessages.smtpServerRefused });
    }
  }
  const twilioChanged =
    stored.sms_provider !== 'twilio' ||
    given(input.twilio_account_sid) !== null ||
    given(input.twilio_auth_token) !== null;
  if (row.sms_provider === 'twilio' && twilioChanged && row.twilio_account_sid && row.twilio_token_sealed) {
    const known = await isTwilioAccount(
      { baseUrl: deps.twilioApiUrl, timeoutMs: TWILIO_CHECK_TIMEOUT_MS },
      { accountSid: row.twilio_account_sid, authToken: keys.openCredential(row.twilio_token_sealed) },
    );
    if (!known)
      issues.push({ path: 'body.twilio_account_sid', message: tenantMessagingMessages.twilioAccountRefused });
  }
  return issues;
}

/** The credentials a save replaced or set, by name only: what the audit may say. */
function changedCredentials(input: TenantMessagingInput): string[] {
  const secrets = ['smtp_url', 'sendgrid_api_key', 'sendgrid_webhook_key', 'twilio_auth_token'] as const;
  return secrets.filter((field) => given(input[field]) !== null);
}

/** Saves the providers; nothing is written when the chosen ones lack a credential. */
export function saveMessaging(
  deps: MessagingSettingsDeps,
  actor: SettingsActor,
  tenantId: number,
  input: TenantMessagingInput,
): Promise<TenantMessaging> {
  return deps.db.withContext({ credential: actor.credential }, async (tx) => {
    await assertMember(tx, actor, tenantId);
    const stored = await repo.storedMessaging(tx, tenantId);
    const { row, issues } = nextRow(deps.keys, stored, input);
    if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, issues);
    const unreachable = await reachabilityIssues(deps, deps.keys, stored, row, input);
    if (unreachable.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, unreachable);
    const at = deps.clock.now();
    await repo.upsertMessaging(tx, tenantId, row, { at, userId: actor.userId });
    await appendAudit(tx, {
      event: 'tenant_messaging_saved',
      at,
      tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      details: {
        email_provider: row.email_provider,
        sms_provider: row.sms_provider,
        credentials_set: changedCredentials(input).join(' '),
      },
    });
    return viewOf(deps, tenantId, row);
  });
}
