import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, STUDIO_PAGE_SIZE_MAX } from '../constants.js';
import { recordIdParam } from './patientFields.js';

/** A staff member as the studio names them. */
export const staffRef = z.object({ id: z.number().int().positive(), name: z.string() });
export type StaffRef = z.infer<typeof staffRef>;

const pageMessage = 'Use a page number from 1.';
const pageSizeMessage = `Use a page size from 1 to ${STUDIO_PAGE_SIZE_MAX}.`;

/** Paging of the studio's lists: 1-based `get_page` (the client sends its zero-based page plus one). */
export const studioPaging = {
  get_page: z
    .string()
    .regex(/^\d{1,6}$/, pageMessage)
    .transform(Number)
    .refine((page) => page >= 1, pageMessage)
    .default(1),
  page_size: z
    .string()
    .regex(/^\d{1,3}$/, pageSizeMessage)
    .transform(Number)
    .refine((size) => size >= 1 && size <= STUDIO_PAGE_SIZE_MAX, pageSizeMessage)
    .default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
};

export const verboseFlag = z
  .enum(['true', 'false'], { message: 'Use true or false.' })
  .transform((value) => value === 'true')
  .default(false);

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    results: z.array(row),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    has_next: z.boolean(),
  });

export const idParams = z.strictObject({ id: recordIdParam });
export const tenantErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'] as const;
export const readErrors = [...tenantErrors, 'NOT_FOUND'] as const;
export const writeErrors = [...readErrors, 'CSRF_FAILED'] as const;
/** What a call that reaches a tenant's Synthesia or SendGrid account may also answer. */
export const externalServiceErrors = [
  'INTEGRATION_NOT_CONFIGURED',
  'EXTERNAL_CREDENTIALS_REJECTED',
  'EXTERNAL_SERVICE_FAILED',
] as const;
