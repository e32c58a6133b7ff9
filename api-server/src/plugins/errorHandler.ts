import { errorBody, type ApiErrorBody, type ErrorCode } from '@outreach/shared-contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

/** Fastify's own errors for bad input, mapped to the catalogue. */
const frameworkCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'VALIDATION_FAILED',
  FST_ERR_ASYNC_CONSTRAINT: 'VALIDATION_FAILED',
};

function fromStatus(status: number): ErrorCode | undefined {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return undefined;
}

/** Turns any error into the catalogue's body. */
export function toErrorBody(error: FastifyError | Error): ApiErrorBody | null {
  if (error instanceof ApiError) return errorBody(error.code, error.message, error.details);
  const framework = error as FastifyError;
  const mapped = (framework.code && frameworkCodes[framework.code]) ?? undefined;
  if (mapped) return errorBody(mapped);
  // The JSON parser reports syntax errors as plain errors with status 400.
  if (error instanceof SyntaxError && framework.statusCode === 400) return errorBody('MALFORMED_JSON');
  const byStatus = typeof framework.statusCode === 'number' ? fromStatus(framework.statusCode) : undefined;
  return byStatus ? errorBody(byStatus) : null;
}

/**
 * The one error handler: every error answers `{ statusCode, code, message, details? }`;
 * anything unexpected is logged and answers 500 INTERNAL without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    if (body) {
      if (body.statusCode >= 500) request.log.error({ code: body.code }, 'request failed');
      return reply.code(body.statusCode).send(body);
    }
    // The logger keeps the kind, code and stack of a database error, never the values it quotes.
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody('INTERNAL'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('NOT_FOUND')));
}
