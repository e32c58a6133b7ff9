import {
  errorCatalogue,
  isApiErrorBody,
  uploadMimeType,
  type ErrorCode,
  type UploadKind,
} from '@outreach/shared-contracts/core';
import { ApiError } from './ApiError';
import { callRoute } from './callRoute';

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

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * The code for a refused upload whose body is not the API's own (an S3 XML error, a proxy page):
 * only a size or a type refusal tells the user anything more than "try again".
 */
function codeForUploadStatus(status: number): ErrorCode {
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return 'INTERNAL';
}

function uploadError(status: number, responseText: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(responseText);
  } catch {
    // Not JSON: S3 answers in XML.
  }
  if (isApiErrorBody(body)) return new ApiError(body);
  const code = codeForUploadStatus(status);
  return new ApiError({ statusCode: status, code, message: errorCatalogue[code].message });
}

interface PutOptions {
  contentType: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * PUTs a file to a signed URL. XMLHttpRequest rather than fetch, because only it reports upload
 * progress. No cookies are sent: the signature in the URL is the authorisation, and the URL may
 * point at S3 rather than this API.
 */
export function putFile(
  url: string,
  file: Blob,
  { contentType, onProgress, signal }: PutOptions,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open('PUT', url);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => {
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(100);
          resolve();
        } else {
          reject(uploadError(xhr.status, xhr.responseText));
        }
      });
    });
    // A network failure is not an API answer, so the error mapper reports the server as unreachable.
    xhr.addEventListener('error', () => {
      settle(() => reject(new TypeError('The upload could not reach the server.')));
    });
    xhr.addEventListener('timeout', () => {
      settle(() => reject(new TypeError('The upload timed out.')));
    });
    xhr.addEventListener('abort', () => {
      settle(() => reject(abortError()));
    });
    signal?.addEventListener('abort', onAbort);
    xhr.send(file);
  });
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
  await putFile(url, file, { contentType: mimeType, onProgress, signal });
  return { key };
}
