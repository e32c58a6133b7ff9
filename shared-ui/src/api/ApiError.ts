import {
  errorCatalogue,
  isApiErrorBody,
  type ApiErrorBody,
  type ErrorCode,
} from '@outreach/shared-contracts/core';

/** An error answer of the API, carrying the contract's error body. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: ApiErrorBody['details'];

  constructor(body: ApiErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.details = body.details;
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 400) return 'VALIDATION_FAILED';
  return 'INTERNAL';
}

/**
 * Builds an ApiError from the status and the already-read body of an error answer: the body itself
 * when it has the contract's shape, otherwise the status's code.
 */
export function apiErrorFromBody(status: number, body: unknown, cause?: unknown): ApiError {
  if (isApiErrorBody(body)) return new ApiError(body, { cause });
  const code = codeForStatus(status);
  return new ApiError({ statusCode: status, code, message: errorCatalogue[code].message }, { cause });
}

/** Builds an ApiError from an error response, whether or not its body has the contract's shape. */
export async function apiErrorFromResponse(response: Response, cause?: unknown): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON (a proxy's error page, for example): fall back to the status.
  }
  return apiErrorFromBody(response.status, body, cause);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
