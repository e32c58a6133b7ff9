import { z } from 'zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from './errorCatalogue.js';

export * from './errorCatalogue.js';

/** The zod schema of {@link ApiErrorBody}, for validation and the OpenAPI document. */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<ApiErrorBody>;
