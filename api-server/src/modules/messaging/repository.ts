import type { TenantEmailProvider, TenantSmsProvider } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';

/** A tenant's messaging row as stored: secrets sealed, hints beside them. */
export interface StoredMessaging {
  email_provider: TenantEmailProvider;
  smtp_url_sealed: string | null;
  smtp_server: string | null;
  sendgrid_key_sealed: string | null;
  sendgrid_key_hint: string | null;
  sendgrid_webhook_key: string | null;
  sms_provider: TenantSmsProvider;
  twilio_account_sid: string | null;
  twilio_token_sealed: string | null;
  twilio_token_hint: string | null;
  twilio_sender: string | null;
}

/** A tenant without a row uses the platform's providers. */
export const platformDefaults: StoredMessaging = {
  email_provider: 'platform',
  smtp_url_sealed: null,
  smtp_server: null,
  sendgrid_key_sealed: null,
  sendgrid_key_hint: null,
  sendgrid_webhook_key: null,
  sms_provider: 'platform',
  twilio_account_sid: null,
  twilio_token_sealed: null,
  twilio_token_hint: null,
  twilio_sender: null,
};

export async function storedMessaging(tx: Db, tenantId: number): Promise<StoredMessaging> {
  const [row] = rowsOf<StoredMessaging>(
    await tx.execute(sql`
      SELECT email_provider, smtp_url_sealed, smtp_server, sendgrid_key_sealed, sendgrid_key_hint,
        sendgrid_webhook_key, sms_provider, twilio_account_sid, twilio_token_sealed, twilio_token_hint, twilio_sender
      FROM tenant_messaging WHERE tenant_id = ${tenantId}`),
  );
  return row ?? platformDefaults;
}

export async function upsertMessaging(
  tx: Db,
  tenantId: number,
  row: StoredMessaging,
  change: { at: Date; userId: number },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO tenant_messaging (tenant_id, email_provider, smtp_url_sealed, smtp_server, sendgrid_key_sealed,
      sendgrid_key_hint, sendgrid_webhook_key, sms_provider, twilio_account_sid, twilio_token_sealed,
      twilio_token_hint, twilio_sender, updated_at, updated_by)
    VALUES (${tenantId}, ${row.email_provider}, ${row.smtp_url_sealed}, ${row.smtp_server},
      ${row.sendgrid_key_sealed}, ${row.sendgrid_key_hint}, ${row.sendgrid_webhook_key}, ${row.sms_provider},
      ${row.twilio_account_sid}, ${row.twilio_token_sealed}, ${row.twilio_token_hint}, ${row.twilio_sender},
      ${change.at}, ${change.userId})
    ON CONFLICT (tenant_id) DO UPDATE SET email_provider = EXCLUDED.email_provider,
      smtp_url_sealed = EXCLUDED.smtp_url_sealed, smtp_server = EXCLUDED.smtp_server,
      sendgrid_key_sealed = EXCLUDED.sendgrid_key_sealed, sendgrid_key_hint = EXCLUDED.sendgrid_key_hint,
      sendgrid_webhook_key = EXCLUDED.sendgrid_webhook_key, sms_provider = EXCLUDED.sms_provider,
      twilio_account_sid = EXCLUDED.twilio_account_sid, twilio_token_sealed = EXCLUDED.twilio_token_sealed,
      twilio_token_hint = EXCLUDED.twilio_token_hint, twilio_sender = EXCLUDED.twilio_sender,
      updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`);
}
