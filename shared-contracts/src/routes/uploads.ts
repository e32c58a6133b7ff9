import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { uploadKinds, type UploadKind } from '../uploadFolders.js';

export const presignedUpload = z.object({
  /** Where to PUT the file, with the signed type as its Content-Type; single use. */
  url: z.string(),
  /** The object-store key to save (e.g. as a branding logo) once the PUT succeeded. */
  key: z.string(),
  /** Unix seconds after which the URL is refused. */
  expires_at: z.number().int(),
  max_bytes: z.number().int().positive(),
});
export type PresignedUpload = z.infer<typeof presignedUpload>;

export const getPresignedUploadUrl = defineRoute({
  ...endpoints.getPresignedUploadUrl,
  summary:
    'A short-lived, single-use URL to upload one file into a folder of a tenant: `tenant_id` when given ' +
    '(the caller must belong to it, 404 otherwise), else the current tenant of the session. The extension ' +
    'and MIME type must be a pair the folder accepts (see uploadFolders).',
  params: z.strictObject({ kind: z.enum(uploadKinds as [UploadKind, ...UploadKind[]]) }),
  query: z.strictObject({
    ext: z.string().trim().toLowerCase().min(1).max(10),
    mime_type: z.string().trim().toLowerCase().min(1).max(100),
    /** Digits only, positive; e.g. the tenant chosen in the Tenant Settings selector. */
    tenant_id: z
      .string()
      .regex(/^\d{1,9}$/, 'Use a whole number.')
      .transform(Number)
      .refine((id) => id > 0, 'Use a positive tenant id.')
      .optional(),
  }),
  response: presignedUpload,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN', 'NOT_FOUND'],
});
