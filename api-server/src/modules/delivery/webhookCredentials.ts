import type { Database } from '../../db/client.js';
import type { AppKeys } from '../../crypto/secrets.js';

/** What verifies the webhooks of the platform's own SendGrid and Twilio accounts. */
export interface PlatformWebhookCredentials {
  db: Database;
  keys: AppKeys;
  /** The Twilio account's auth token, which signs its webhooks; null when SMS go elsewhere. */
  twilioAuthToken: string | null;
  /** The verification key of SendGrid's Signed Event Webhook (base64); null when not configured. */
  sendgridWebhookKey: string | null;
}

/**
 * The credentials that verify one webhook post: those of the tenant it names (`t` of the address the
 * platform gave out) when the tenant uses its own account, else the platform's; null for a tenant that
 * does not exist, so its post is refused like a wrongly signed one.
 */
export interface WebhookCredentials {
  /** The tenant the post is confined to; null for the platform's own address. */
  tenantId: number | null;
  twilioAuthToken: string | null;
  sendgridWebhookKey: string | null;
}

export async function webhookCredentials(
  deps: PlatformWebhookCredentials,
  tenantId: number | undefined,
): Promise<WebhookCredentials | null> {
  const platform = { twilioAuthToken: deps.twilioAuthToken, sendgridWebhookKey: deps.sendgridWebhookKey };
  if (tenantId === undefined) return { tenantId: null, ...platform };
  const { rows } = await deps.db.executeSql(
    'SELECT email_provider, sendgrid_webhook_key, sms_provider, twilio_token_sealed FROM app_tenant_webhook_credentials($1)',
    [tenantId],
  );
  const row = rows[0] as
    | {
        email_provider: string;
        sendgrid_webhook_key: string | null;
        sms_provider: string;
        twilio_token_sealed: string | null;
      }
    | undefined;
  if (!row) return null;
  return {
    tenantId,
    twilioAuthToken:
      row.sms_provider === 'twilio' && row.twilio_token_sealed
        ? deps.keys.openCredential(row.twilio_token_sealed)
        : platform.twilioAuthToken,
    sendgridWebhookKey:
      row.email_provider === 'sendgrid' ? row.sendgrid_webhook_key : platform.sendgridWebhookKey,
  };
}

/** The tenants whose own Twilio account `accountSid` is, with their auth tokens opened. */
export async function twilioAccountTenants(
  deps: PlatformWebhookCredentials,
  accountSid: string,
): Promise<{ tenantId: number; authToken: string }[]> {
  const { rows } = await deps.db.executeSql(
    'SELECT tenant_id, twilio_token_sealed FROM app_twilio_account_tenants($1)',
    [accountSid],
  );
  return rows.map((row) => ({
    tenantId: Number(row.tenant_id),
    authToken: deps.keys.openCredential(String(row.twilio_token_sealed)),
  }));
}
