import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { largestUploadBytes, objectKeyPattern, uploadKinds, type UploadKind } from '../uploadFolders.js';

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

/** An object key as the presign call answered it. */
const keyParams = z.strictObject({
  key: z.string().regex(objectKeyPattern, 'Use the key the upload answered.'),
});

const digits = z.string().regex(/^\d{1,12}$/, 'Use a whole number.');

export const storedUpload = z.object({
  key: z.string(),
  content_type: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type StoredUpload = z.infer<typeof storedUpload>;

export const putUploadObject = defineRoute({
  ...endpoints.putUploadObject,
  summary:
    'Uploads the file of a signed URL that points at this API (the local store; with S3 the URL points at ' +
    'the bucket and this answers 404). The signature is the authorisation; single use. The body is the raw ' +
    'file with the signed Content-Type, cut at the folder limit while it streams in; its first bytes must ' +
    'be of that type and an SVG must be free of active content.',
  params: keyParams,
  /** The grant the URL carries, signed together with the key. */
  query: z.strictObject({
    expires: digits,
    max: digits,
    type: z.string().max(100),
    uid: digits,
    sig: z.string().max(100),
  }),
  body: { stream: '*/*' },
  response: storedUpload,
  successStatus: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'UNSAFE_FILE'],
  bodyLimit: largestUploadBytes,
});

export const getUploadObject = defineRoute({
  ...endpoints.getUploadObject,
  summary:
    'Serves a stored object to signed-in staff members of its tenant (404 for anyone else), with its own ' +
    'Content-Type, nosniff, a sandboxing Content-Security-Policy and short private caching.',
  params: keyParams,
  response: { file: '*/*' },
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'],
});
