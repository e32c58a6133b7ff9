import type { TFunction } from 'i18next';
import type { ErrorCode } from '@outreach/shared-contracts/core';
import { isApiError } from './ApiError';

/**
 * The one place where error codes of the contract become the messages the user reads
 * (keys of the `common` namespace).
 */
const messageKeys: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'errors.validation',
  MALFORMED_JSON: 'errors.unexpected',
  BODY_TOO_LARGE: 'errors.bodyTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'errors.unsupportedMediaType',
  NOT_FOUND: 'errors.generic',
  UNAUTHENTICATED: 'errors.sessionExpired',
  SESSION_EXPIRED: 'errors.sessionExpired',
  CSRF_FAILED: 'errors.sessionExpired',
  FORBIDDEN: 'errors.unexpected',
  INVALID_CREDENTIALS: 'login.incorrectDetails',
  INVALID_LOGIN: 'login.invalidLogin',
  PASSWORD_EXPIRED: 'login.expiredBody',
  TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  RATE_LIMITED: 'errors.rateLimited',
  RESET_TOKEN_INVALID: 'errors.resetTokenInvalid',
  PASSWORD_POLICY: 'errors.passwordPolicy',
  WRONG_PASSWORD: 'errors.wrongPassword',
  UNSAFE_FILE: 'errors.unsafeFile',
  UNSAFE_LINK: 'errors.unsafeLink',
  EMAIL_SEND_FAILED: 'forgot.error',
  INTERNAL: 'errors.unexpected',
  SERVICE_UNAVAILABLE: 'errors.serviceUnavailable',
  STALE_WRITE: 'errors.staleWrite',
  APPROVAL_REQUIRED: 'errors.approvalRequired',
  CHECKS_FAILED: 'errors.checksFailed',
  ALREADY_PUBLISHED: 'errors.alreadyPublished',
  NOT_PUBLISHED: 'errors.notPublished',
  SEND_CONFIRMATION_REQUIRED: 'errors.sendConfirmationRequired',
  SEND_NOT_CHANGEABLE: 'errors.sendNotChangeable',
  NOTHING_TO_PUBLISH: 'errors.nothingToPublish',
  NOT_A_REVIEWER: 'errors.notAReviewer',
  SELF_APPROVAL: 'errors.selfApproval',
  INTEGRATION_NOT_CONFIGURED: 'errors.integrationNotConfigured',
  EXTERNAL_CREDENTIALS_REJECTED: 'errors.externalCredentialsRejected',
  EXTERNAL_SERVICE_FAILED: 'errors.externalServiceFailed',
  // Patient pages word these themselves (their own namespace, passed as overrides); elsewhere they
  // read as the nearest general message.
  DOB_INCORRECT: 'errors.validation',
  LINK_LOCKED: 'errors.tooManyAttempts',
  LINK_NOT_FOUND: 'errors.generic',
  LINK_EXPIRED: 'errors.generic',
  LINK_REVOKED: 'errors.generic',
  VERIFICATION_REQUIRED: 'errors.sessionExpired',
};

/** The spec's rule: a login failure whose message says so switches to the 'Password expired' view. */
export function isPasswordExpiredError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'PASSWORD_EXPIRED' || error.message.includes('Your password has expired'))
  );
}

/**
 * The message to show for an error. Codes listed in `overrides` use the given key (a screen's own
 * wording, e.g. 'Incorrect details, please try again.'); a 429 shows the server's own message,
 * which may say how long to wait; anything that is not an API answer is a network failure.
 */
export function errorMessage(
  error: unknown,
  t: TFunction,
  overrides: Partial<Record<ErrorCode, string>> = {},
): string {
  if (!isApiError(error)) return t('errors.network');
  const key = overrides[error.code];
  if (key) return t(key);
  if (error.statusCode === 429 && error.message) return error.message;
  return t(messageKeys[error.code]);
}
