import { apiClient, apiErrorFromResponse, callRoute } from '@outreach/shared-ui';
import type { PatientImportStatus } from '@outreach/shared-contracts/core';
import { rejectsPath } from './uploadPatientCsv';

export function commitPatientImport(importId: string): Promise<PatientImportStatus> {
  return callRoute('commitPatientImport', { params: { import_id: importId } });
}

export function getPatientImport(importId: string, signal?: AbortSignal): Promise<PatientImportStatus> {
  return callRoute('getPatientImport', { params: { import_id: importId }, signal });
}

/** The rejected rows of an import as a CSV file, fetched with the staff session like any call. */
export async function fetchRejectedRows(importId: string): Promise<Blob> {
  // Answers are read here rather than thrown by ky, whose error class this app does not share.
  const response = await apiClient.get(rejectsPath(importId).replace(/^\//, ''), {
    throwHttpErrors: false,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response.blob();
}

/** The name the rejected rows are saved under: patients-rejected-2026-03-14.csv. */
export function rejectedFileName(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `patients-rejected-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
