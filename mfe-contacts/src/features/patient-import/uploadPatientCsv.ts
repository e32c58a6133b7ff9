import { CSRF_HEADER, buildPath, endpoints, type PatientImportCheck } from '@outreach/shared-contracts/core';
import { callRoute, getRuntimeConfig, isApiError, readStoredSession, sendFile } from '@outreach/shared-ui';

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
  return `${getRuntimeConfig().apiBaseUrl}${endpoints.uploadPatientImport.path}${query}`;
}

/**
 * One upload, with its progress: the server checks rows while they arrive, so the upload's progress
 * is the dry run's. Cookies and the CSRF header go with it, as the API client sends them.
 */
async function sendOnce(file: Blob, { cohortId, onProgress, signal }: UploadPatientCsvOptions) {
  const session = readStoredSession();
  const text = await sendFile(uploadUrl(cohortId), file, {
    method: 'POST',
    contentType: 'text/csv',
    headers: session ? { [CSRF_HEADER]: session.csrf } : {},
    withCredentials: true,
    onProgress,
    signal,
  });
  return JSON.parse(text) as PatientImportCheck;
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
  return buildPath(endpoints.downloadPatientImportRejects.path, { import_id: importId });
}
