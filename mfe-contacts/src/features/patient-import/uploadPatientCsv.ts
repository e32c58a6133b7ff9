import {
  CSRF_HEADER,
  buildPath,
  errorCatalogue,
  isApiErrorBody,
  rawEndpoints,
  type ErrorCode,
  type PatientImportCheck,
} from '@outreach/shared-contracts/core';
import { ApiError, callRoute, getRuntimeConfig, isApiError, readStoredSession } from '@outreach/shared-ui';

export interface UploadPatientCsvOptions {
  /** The cohort every imported patient joins. */
  cohortId?: number;
  /** Told the share of the file the server has received so far, 0–1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** The address of the upload, on the API the staff client talks to. */
export function uploadUrl(cohortId: number | undefined): string {
  const query = cohortId === undefined ? '' : `?cohort_id=${cohortId}`;
  return `${getRuntimeConfig().apiBaseUrl}${rawEndpoints.uploadPatientImport.path}${query}`;
}

function statusCode(status: number): ErrorCode {
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  return 'INTERNAL';
}

/** A refusal as an ApiError: the API's own body when it sent one, otherwise the status's code. */
function refusal(status: number, text: string): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's page rather than the API's answer.
  }
  if (isApiErrorBody(body)) return new ApiError(body);
  const code = statusCode(status);
  return new ApiError({ statusCode: status, code, message: errorCatalogue[code].message });
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * One upload. XMLHttpRequest rather than fetch, because only it reports upload progress; and the
 * server checks rows while they arrive, so the upload's progress is the dry run's. Cookies and the
 * CSRF header go with it, as the API client sends them.
 */
function sendOnce(file: Blob, { cohortId, onProgress, signal }: UploadPatientCsvOptions) {
  return new Promise<PatientImportCheck>((resolve, reject) => {
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
    xhr.open('POST', uploadUrl(cohortId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'text/csv');
    const session = readStoredSession();
    if (session) xhr.setRequestHeader(CSRF_HEADER, session.csrf);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve(JSON.parse(xhr.responseText) as PatientImportCheck);
        } else {
          reject(refusal(xhr.status, xhr.responseText));
        }
      });
    });
    // Not an API answer: the error mapper reports the server as unreachable.
    xhr.addEventListener('error', () => {
      settle(() => reject(new TypeError('The upload could not reach the server.')));
    });
    xhr.addEventListener('abort', () => {
      settle(() => reject(abortError()));
    });
    signal?.addEventListener('abort', onAbort);
    xhr.send(file);
  });
}

/**
 * Sends a CSV file for the import's dry run and answers its report. The access token is short-lived:
 * on a 401 the API client's status call refreshes the session (as any other call would), and the
 * file goes once more. Refusals reject with an {@link ApiError} of the contract's catalogue.
 */
export async function uploadPatientCsv(
  file: Blob,
  options: UploadPatientCsvOptions = {},
): Promise<PatientImportCheck> {
  try {
    return await sendOnce(file, options);
  } catch (error) {
    if (!isApiError(error) || error.statusCode !== 401) throw error;
    try {
      await callRoute('authStatus', { signal: options.signal });
    } catch {
      throw error;
    }
    options.onProgress?.(0);
    return sendOnce(file, options);
  }
}

/** Where the rejected rows of an import download from, relative to the API base. */
export function rejectsPath(importId: string): string {
  return buildPath(rawEndpoints.downloadPatientImportRejects.path, { import_id: importId });
}
