import type {
  TenantEmailProvider,
  TenantMessaging,
  TenantMessagingInput,
  TenantSmsProvider,
} from '@outreach/shared-contracts/core';

/** The message providers as being edited: the choices, and what has been typed into each field. */
export interface MessagingDraft {
  email_provider: TenantEmailProvider;
  sms_provider: TenantSmsProvider;
  smtp_url: string;
  sendgrid_api_key: string;
  sendgrid_webhook_key: string;
  twilio_account_sid: string;
  twilio_auth_token: string;
  twilio_sender: string;
}

/** The fields typed into, named as the request body names them. */
export type MessagingField = Exclude<keyof MessagingDraft, 'email_provider' | 'sms_provider'>;

/** The fields each provider shows and sends. */
const fieldsOf: Partial<Record<TenantEmailProvider | TenantSmsProvider, readonly MessagingField[]>> = {
  smtp: ['smtp_url'],
  sendgrid: ['sendgrid_api_key', 'sendgrid_webhook_key'],
  twilio: ['twilio_account_sid', 'twilio_auth_token', 'twilio_sender'],
};

/**
 * The fields shown as they are stored: the rest are credentials, which the API never answers, so
 * their fields start empty and only what is typed replaces them.
 */
const shownAsStored = ['twilio_account_sid', 'twilio_sender'] as const;

/** The draft a stored state starts from: its choices, its account SID and sender, no credentials. */
export function draftOf(stored: TenantMessaging): MessagingDraft {
  return {
    email_provider: stored.email_provider,
    sms_provider: stored.sms_provider,
    smtp_url: '',
    sendgrid_api_key: '',
    sendgrid_webhook_key: '',
    twilio_account_sid: stored.twilio_account_sid ?? '',
    twilio_auth_token: '',
    twilio_sender: stored.twilio_sender ?? '',
  };
}

function storedValue(stored: TenantMessaging, field: MessagingField): string {
  return (shownAsStored as readonly string[]).includes(field)
    ? (stored[field as (typeof shownAsStored)[number]] ?? '')
    : '';
}

/**
 * What a save sends: both choices always; of the chosen providers' fields, only those changed. A
 * credential left empty is left out, so the stored one is kept; an account SID or sender emptied is
 * sent empty, and the API says the provider needs it.
 */
export function toMessagingInput(draft: MessagingDraft, stored: TenantMessaging): TenantMessagingInput {
  const input: TenantMessagingInput = {
    email_provider: draft.email_provider,
    sms_provider: draft.sms_provider,
  };
  const chosen = [...(fieldsOf[draft.email_provider] ?? []), ...(fieldsOf[draft.sms_provider] ?? [])];
  for (const field of chosen) {
    // Pasted keys and addresses often carry a line break or spaces at their ends.
    const value = draft[field].trim();
    if (value !== storedValue(stored, field)) input[field] = value;
  }
  return input;
}
