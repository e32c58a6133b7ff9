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
    'A short-lived, single-use URL to upload one file into a folder of the current tenant. The extension ' +
    'and MIME type must be a pair the folder accepts (see uploadFolders).',
  params: z.strictObject({ kind: z.enum(uploadKinds as [UploadKind, ...UploadKind[]]) }),
  query: z.strictObject({
    ext: z.string().trim().toLowerCase().min(1).max(10),
    mime_type: z.string().trim().toLowerCase().min(1).max(100),
  }),
  response: presignedUpload,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN'],
});
