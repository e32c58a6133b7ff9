import type { IsolationCases, ObjectRouteCase } from './cases.js';

const notFound = { status: 404, code: 'NOT_FOUND' as const };

/** The cases of the import's JSON routes: B's imports can be neither read nor committed by A. */
export const patientImportIsolationCases: Pick<IsolationCases, 'commitPatientImport' | 'getPatientImport'> = {
  commitPatientImport: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s import', expect: 'not-found', params: { import_id: foreign.patientImport.import_id } },
    ],
  },
  getPatientImport: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s import', expect: 'not-found', params: { import_id: foreign.patientImport.import_id } },
    ],
  },
};

/** The import's raw routes: B's cohort cannot receive an upload, B's rejected rows cannot be read. */
export const patientImportObjectCases: Record<string, ObjectRouteCase> = {
  uploadPatientImport: {
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'a file for B’s cohort',
        request: {
          method: 'POST',
          url: `/api/patients/bulk-upload?cohort_id=${String(foreign.cohort.id)}`,
          payload: 'mrn,first_name,last_name,date_of_birth\nTAKE-1,Taken,Over,1990-01-01\n',
          headers: { 'content-type': 'text/csv' },
        },
        expect: notFound,
      },
    ],
  },
  downloadPatientImportRejects: {
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'B’s rejected rows',
        request: {
          method: 'GET',
          url: `/api/patients/bulk-upload/${foreign.patientImport.import_id}/rejected`,
        },
        expect: notFound,
      },
    ],
  },
};
