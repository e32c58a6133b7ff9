/**
 * Error codes and bodies without any schema library, so that the code a browser loads before sign-in
 * stays small; `errors.ts` adds the zod schema of the same shape.
 */
import { patientImportFileProblemCodes, type PatientImportFileProblemCode } from './patientImportProblems.js';
import { touchpointCheckCodes, type TouchpointCheckCode } from './studio/checkCodes.js';

/**
 * The one catalogue of error codes the API answers with. Every error response has the
 * shape {@link ApiErrorBody}; clients map codes to the spec's messages in one place.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request content type is not supported.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  UNAUTHENTICATED: { status: 401, message: 'You are not signed in.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired.' },
  CSRF_FAILED: { status: 403, message: 'The request is missing a valid CSRF token.' },
  FORBIDDEN: { status: 403, message: 'You may not do this.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Incorrect details, please try again.' },
  INVALID_LOGIN: { status: 401, message: 'Invalid login credentials' },
  PASSWORD_EXPIRED: {
    status: 401,
    message: 'Your password has expired. We have sent you an e-mail with instructions to reset it.',
  },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again later.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please slow down.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This password reset link is invalid or has expired.' },
  PASSWORD_POLICY: { status: 400, message: 'The new password does not meet the password policy.' },
  WRONG_PASSWORD: { status: 400, message: 'The current password is not correct.' },
  UNSAFE_FILE: {
    status: 400,
    message: 'The file was refused because it could contain active content (scripts or links).',
  },
  UNSAFE_LINK: {
    status: 400,
    message:
      'A link may only lead to an https, mailto or tel address, or to the patient’s link {{link}}; other variables cannot be link targets.',
  },
  STALE_WRITE: {
    status: 409,
    message:
      'Someone else saved a change after you opened this. Reload to see it; nothing of yours was saved.',
  },
  APPROVAL_REQUIRED: {
    status: 409,
    message: 'Publishing needs an approval of the current content by someone other than its last editor.',
  },
  CHECKS_FAILED: {
    status: 409,
    message: 'Fix the errors of the check list before publishing.',
  },
  ALREADY_PUBLISHED: {
    status: 409,
    message: 'This touchpoint is already published; republish it to make a new version live.',
  },
  NOT_PUBLISHED: { status: 409, message: 'This touchpoint has not been published yet.' },
  SEND_CONFIRMATION_REQUIRED: {
    status: 409,
    message: 'This send goes to more than 1,000 patients: type the number of patients to confirm it.',
  },
  SEND_NOT_CHANGEABLE: { status: 409, message: 'This send can no longer be changed this way.' },
  NOTHING_TO_PUBLISH: { status: 409, message: 'Nothing has changed since the published version.' },
  NOT_A_REVIEWER: { status: 403, message: 'Only a reviewer assigned to this touchpoint can review it.' },
  SELF_APPROVAL: {
    status: 403,
    message: 'You cannot approve a change you made yourself; another reviewer has to.',
  },
  DOB_INCORRECT: { status: 401, message: 'Your DOB is not correct, try again' },
  LINK_LOCKED: {
    status: 423,
    message: 'This link is locked after too many tries. Please try again later or call us.',
  },
  LINK_NOT_FOUND: {
    status: 404,
    message: 'This link is not available. Check that you opened the whole link from your message.',
  },
  LINK_EXPIRED: { status: 410, message: 'This link has expired. Please call us for a new one.' },
  LINK_REVOKED: { status: 410, message: 'This link is no longer available. Please call us.' },
  VERIFICATION_REQUIRED: { status: 401, message: 'Please confirm your date of birth to continue.' },
  EMAIL_SEND_FAILED: { status: 502, message: 'Error sending email' },
  INTEGRATION_NOT_CONFIGURED: {
    status: 409,
    message: 'Add the API key in Tenant Settings → Integrations first.',
  },
  EXTERNAL_CREDENTIALS_REJECTED: {
    status: 400,
    message: 'The provider refused the API key. Check it in Tenant Settings → Integrations.',
  },
  EXTERNAL_SERVICE_FAILED: {
    status: 502,
    message: 'The external service did not answer as expected. Nothing was changed; please try again later.',
  },
  INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again in a few minutes.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/**
 * The codes a detail of an error answer may carry: the problems that refuse an import file, and the
 * check-list findings that refuse a publish.
 */
export type ApiErrorDetailCode = PatientImportFileProblemCode | TouchpointCheckCode;
export const apiErrorDetailCodes: readonly ApiErrorDetailCode[] = [
  ...patientImportFileProblemCodes,
  ...touchpointCheckCodes,
];

/** A parameter of a coded detail. */
export type ApiErrorDetailParam = string | number | string[];

/**
 * One finding of an error answer: where (`body.email`), in English, and, where the client words it
 * itself, a code with its parameters (see `patientImportProblems.ts`).
 */
export interface ApiErrorDetail {
  path: string;
  message: string;
  code?: ApiErrorDetailCode;
  params?: Record<string, ApiErrorDetailParam>;
}

/** The body of every error response. `details` carries field issues for VALIDATION_FAILED. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: ApiErrorDetail[];
}

/** Builds an error body from the catalogue, optionally overriding the message. */
export function errorBody(
  code: ErrorCode,
  message?: string,
  details?: ApiErrorBody['details'],
): ApiErrorBody {
  const entry = errorCatalogue[code];
  return {
    statusCode: entry.status,
    code,
    message: message ?? entry.message,
    ...(details ? { details } : {}),
  };
}

function isDetail(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Record<string, unknown>;
  return (
    typeof detail.path === 'string' &&
    typeof detail.message === 'string' &&
    (detail.code === undefined ||
      (typeof detail.code === 'string' &&
        (apiErrorDetailCodes as readonly string[]).includes(detail.code))) &&
    (detail.params === undefined || (typeof detail.params === 'object' && detail.params !== null))
  );
}

/** True when a value has the shape of an API error body. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    Number.isInteger(body.statusCode) &&
    typeof body.code === 'string' &&
    Object.hasOwn(errorCatalogue, body.code) &&
    typeof body.message === 'string' &&
    (body.details === undefined || (Array.isArray(body.details) && body.details.every(isDetail)))
  );
}
