import type { TFunction } from 'i18next';
import { tenantMessagingMessages, type TenantMessagingMessage } from '@outreach/shared-contracts/core';
import { isApiError } from '@outreach/shared-ui';
import type { MessagingField } from './messagingDraft';

/** A refused save's field: a typed-in field, or one of the two choices. */
export type MessagingErrorField = MessagingField | 'email_provider' | 'sms_provider';

/** Messages for the fields a refused save names, shown beside those fields. */
export type MessagingFieldErrors = Partial<Record<MessagingErrorField, string>>;

/** Every field a refusal may name, in the order the section shows them. */
export const messagingErrorFields: readonly MessagingErrorField[] = [
  'email_provider',
  'smtp_url',
  'sendgrid_api_key',
  'sendgrid_webhook_key',
  'sms_provider',
  'twilio_account_sid',
  'twilio_auth_token',
  'twilio_sender',
];

const isErrorField = (name: string): name is MessagingErrorField =>
  (messagingErrorFields as readonly string[]).includes(name);

const messageNames = Object.entries(tenantMessagingMessages) as [TenantMessagingMessage, string][];

/**
 * The field messages of a save the server refused as VALIDATION_FAILED. Its details name fields by
 * path (`body.<field>`) with a message of the contract's catalogue, which is shown in the user's
 * language; a message outside the catalogue reads as a general one.
 */
export function messagingFieldErrors(error: unknown, t: TFunction): MessagingFieldErrors {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const errors: MessagingFieldErrors = {};
  for (const { path, message } of error.details ?? []) {
    const field = path.replace(/^body\./, '');
    if (!isErrorField(field) || errors[field] !== undefined) continue;
    const name = messageNames.find(([, text]) => text === message)?.[0];
    errors[field] = t(
      name ? `tenantSettings.messaging.errors.${name}` : 'tenantSettings.messaging.errors.invalid',
    );
  }
  return errors;
}
