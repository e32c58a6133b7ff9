import { patientImportColumns } from '@outreach/shared-contracts/core';

export const TEMPLATE_FILE_NAME = 'patients-import-template.csv';

/**
 * The template: the header row of every column the import reads, in the documented order, and no
 * example row, so a template filled in and sent as it is never imports a made-up patient.
 */
export function importTemplate(): Blob {
  return new Blob([`${patientImportColumns.join(',')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
