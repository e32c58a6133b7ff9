import { z } from 'zod';
import {
  apiErrorDetailCodes,
  errorCodes,
  type ApiErrorBody,
  type ApiErrorDetailCode,
  type ErrorCode,
} from './errorCatalogue.js';

export * from './errorCatalogue.js';

/** The zod schema of {@link ApiErrorBody}, for validation and the OpenAPI document. */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.enum(apiErrorDetailCodes as [ApiErrorDetailCode, ...ApiErrorDetailCode[]]).optional(),
        params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<ApiErrorBody>;
