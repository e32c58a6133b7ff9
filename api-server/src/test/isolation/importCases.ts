import type { IsolationCases } from './cases.js';

/** The import's cases: B's imports can be neither read, committed nor downloaded by A, nor B's cohort fed. */
export const patientImportIsolationCases: Pick<
  IsolationCases,
  'commitPatientImport' | 'getPatientImport' | 'uploadPatientImport' | 'downloadPatientImportRejects'
> = {
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
  uploadPatientImport: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'a file for B’s cohort',
        expect: 'not-found',
        query: { cohort_id: String(foreign.cohort.id) },
        file: {
          payload: 'mrn,first_name,last_name,date_of_birth\nTAKE-1,Taken,Over,1990-01-01\n',
          contentType: 'text/csv',
        },
      },
    ],
  },
  downloadPatientImportRejects: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'B’s rejected rows',
        expect: 'not-found',
        params: { import_id: foreign.patientImport.import_id },
      },
    ],
  },
};
