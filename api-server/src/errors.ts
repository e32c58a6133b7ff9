import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@outreach/shared-contracts';

/** An error the API answers with: a code from the catalogue, optionally a message and field details. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: ApiErrorBody['details'];

  constructor(code: ErrorCode, message?: string, details?: ApiErrorBody['details']) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.details = details;
  }
}
