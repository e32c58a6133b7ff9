import type { TFunction } from 'i18next';
import { isApiError } from '@outreach/shared-ui';

/** Messages for the fields a refused save names, shown beside those fields. */
export interface BrandingFieldErrors {
  sender_email?: string;
  contact_phone?: string;
  privacy_policy_url?: string;
  logo?: string;
}

/** Each field the server may refuse, with the message shown beside it. */
const messageKeys = {
  'body.branding.sender_email': ['sender_email', 'tenantSettings.invalidSenderEmail'],
  'body.branding.contact_phone': ['contact_phone', 'tenantSettings.invalidContactPhone'],
  'body.branding.privacy_policy_url': ['privacy_policy_url', 'tenantSettings.invalidPrivacyPolicyUrl'],
  'body.branding.logo': ['logo', 'tenantSettings.logoUploadAgain'],
} as const satisfies Record<string, readonly [keyof BrandingFieldErrors, string]>;

const isRefusedField = (path: string): path is keyof typeof messageKeys => Object.hasOwn(messageKeys, path);

/**
 * The field messages of a save the server refused as VALIDATION_FAILED. Its details name fields
 * by path (`body.branding.<field>`); the message shown is this app's own, translated.
 */
export function brandingFieldErrors(error: unknown, t: TFunction): BrandingFieldErrors {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const errors: BrandingFieldErrors = {};
  for (const { path } of error.details ?? []) {
    if (!isRefusedField(path)) continue;
    const [field, message] = messageKeys[path];
    errors[field] = t(message);
  }
  return errors;
}
