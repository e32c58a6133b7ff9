import type { TFunction } from 'i18next';
import { isApiError } from '@outreach/shared-ui';

/** Messages for the fields a refused save names, shown beside those fields. */
export interface BrandingFieldErrors {
  sender_email?: string;
  logo?: string;
}

/**
 * The field messages of a save the server refused as VALIDATION_FAILED. Its details name fields
 * by path (`body.branding.<field>`); the message shown is this app's own, translated.
 */
export function brandingFieldErrors(error: unknown, t: TFunction): BrandingFieldErrors {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const errors: BrandingFieldErrors = {};
  for (const { path } of error.details ?? []) {
    if (path === 'body.branding.sender_email') errors.sender_email = t('tenantSettings.invalidSenderEmail');
    if (path === 'body.branding.logo') errors.logo = t('tenantSettings.logoUploadAgain');
  }
  return errors;
}
