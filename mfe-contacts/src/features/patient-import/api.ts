import { callRoute, fetchFile } from '@outreach/shared-ui';
import type { PatientImportStatus } from '@outreach/shared-contracts/core';
import { rejectsPath } from './uploadPatientCsv';

export function commitPatientImport(importId: string): Promise<PatientImportStatus> {
  return callRoute('commitPatientImport', { params: { import_id: importId } });
}

export function getPatientImport(importId: string, signal?: AbortSignal): Promise<PatientImportStatus> {
  return callRoute('getPatientImport', { params: { import_id: importId }, signal });
}

/** The rejected rows of an import as a CSV file, fetched with the staff session like any call. */
export function fetchRejectedRows(importId: string): Promise<Blob> {
  return fetchFile(rejectsPath(importId));
}

/** The name the rejected rows are saved under: patients-rejected-2026-03-14.csv. */
export function rejectedFileName(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `patients-rejected-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
