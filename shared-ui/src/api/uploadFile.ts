import { uploadMimeType, type UploadKind } from '@outreach/shared-contracts/core';
import { callRoute } from './callRoute';
import { sendFile } from './sendFile';

export interface UploadFileOptions {
  /**
   * The tenant whose folder receives the file; without it, the session's current tenant. The user
   * must belong to it.
   */
  tenantId?: number;
  /** Told the share of the file sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  /** Aborts the request for the URL or the upload itself; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface UploadedFile {
  /** The object-store key to save, e.g. as a tenant's `logo`. */
  key: string;
}

/** The extension of a file name, lower-cased and without its dot; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Uploads a file into one of the tenant's upload folders: asks the API for a single-use signed URL
 * for the file's extension and type, then PUTs the file there, reporting progress.
 *
 * A refusal (by the API or by the store behind the URL) rejects with an {@link ApiError} whose code
 * `errorMessage` turns into the user's message, e.g. UNSAFE_FILE for an SVG with a script.
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  { tenantId, onProgress, signal }: UploadFileOptions = {},
): Promise<UploadedFile> {
  const ext = fileExtension(file.name);
  // Some systems report no type for a file (an unknown extension): the folder's own type stands in.
  const mimeType = file.type.toLowerCase() || uploadMimeType(kind, ext) || 'application/octet-stream';
  const { url, key } = await callRoute('getPresignedUploadUrl', {
    params: { kind },
    query: { ext, mime_type: mimeType, tenant_id: tenantId },
    signal,
  });
  // No cookies go with the PUT: the signature in the URL is the authorisation, and the URL may
  // point at S3 rather than this API.
  await sendFile(url, file, {
    method: 'PUT',
    contentType: mimeType,
    onProgress: onProgress && ((fraction) => onProgress(fraction * 100)),
    signal,
  });
  return { key };
}
