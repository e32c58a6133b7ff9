import type { Db } from '../../db/client.js';
import { storedMessaging } from './repository.js';

/** A provider key as the messaging settings keep it: sealed with the provider-credential key. */
export interface SealedSendingKey {
  sealed: string;
  hint: string | null;
}

/**
 * The SendGrid key the tenant's e-mail is sent with, still sealed; null when SendGrid does not send
 * it. What other modules may know of the messaging settings' SendGrid key (template import uses it).
 */
export async function sendingSendgridKey(tx: Db, tenantId: number): Promise<SealedSendingKey | null> {
  const row = await storedMessaging(tx, tenantId);
  return row.email_provider === 'sendgrid' && row.sendgrid_key_sealed !== null
    ? { sealed: row.sendgrid_key_sealed, hint: row.sendgrid_key_hint }
    : null;
}
