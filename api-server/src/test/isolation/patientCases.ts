import assert from 'node:assert/strict';
import type { CaseFixture, IsolationCases } from './cases.js';
import type { TenantData } from './fixture.js';

const id = (value: { id: number }) => String(value.id);

/** No row of the answer is one of B's patients or cohorts. */
function assertNoneOf(rows: { id: number }[], foreign: { id: number }, what: string): void {
  assert.ok(!rows.some((row) => row.id === foreign.id), `no ${what} of B in the answer`);
}

const fixedList = 'a fixed option list, the same for every tenant; takes no id';

type PatientRoutes =
  | 'switchTenant'
  | 'listPatients'
  | 'filterPatients'
  | 'createPatient'
  | 'getPatient'
  | 'listPatientMessages'
  | 'updatePatient'
  | 'deletePatient'
  | 'bulkEditPatients'
  | 'bulkDeletePatients'
  | 'patientTitleOptions'
  | 'patientCommunicationPreferenceOptions'
  | 'patientGenderOptions'
  | 'patientLanguagePreferenceOptions'
  | 'patientFilterOptions'
  | 'listLanguages'
  | 'listCohorts'
  | 'createCohort'
  | 'getCohort'
  | 'updateCohort'
  | 'deleteCohort';

const searchesFor = (foreign: TenantData) => [
  foreign.patient.last_name,
  foreign.patient.first_name,
  foreign.patient.mrn,
  foreign.patient.email ?? '',
  foreign.patient.mobile ?? '',
];

/** The cases of the patient, cohort and current-tenant routes: B's patients and cohorts stay B's. */
export const patientIsolationCases: Pick<IsolationCases, PatientRoutes> = {
  switchTenant: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      { label: 'B’s tenant', expect: 'not-found', body: { tenant_id: foreign.tenantId } },
      {
        label: 'A’s own tenant',
        expect: 'own-data',
        body: { tenant_id: own.tenantId },
        check(answer) {
          assert.equal(answer.tenant_id, own.tenantId);
        },
      },
    ],
  },
  listPatients: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'full records list only A’s patients',
        expect: 'own-data',
        query: { verbose: 'true', page_size: '200' },
        check(answer, { own, foreign }: CaseFixture) {
          assertNoneOf(answer.results, foreign.patient, 'patient');
          assert.ok(answer.results.some((row) => row.id === own.patient.id));
        },
      },
    ],
  },
  filterPatients: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s cohort as parent_id', expect: 'not-found', query: { parent_id: id(foreign.cohort) } },
      ...searchesFor(foreign).map((text) => ({
        label: `searching for B’s patient by ${text.slice(0, 12)}…`,
        expect: 'own-data' as const,
        query: { query_string: text, verbose: 'true' as const },
        check(answer: { results: { id: number }[] }) {
          assert.deepEqual(answer.results, []);
        },
      })),
    ],
  },
  createPatient: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'a new patient in B’s cohort',
        expect: 'not-found',
        body: {
          mrn: 'NEW-1',
          first_name: 'New',
          last_name: 'Patient',
          date_of_birth: '1980-01-01',
          cohort_ids: [foreign.cohort.id],
        },
      },
    ],
  },
  getPatient: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s patient', expect: 'not-found', params: { id: id(foreign.patient) } },
    ],
  },
  listPatientMessages: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'B’s patient’s messages',
        expect: 'not-found',
        params: { id: id(foreign.patient) },
        query: {},
      },
    ],
  },
  updatePatient: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s patient',
        expect: 'not-found',
        params: { id: id(foreign.patient) },
        body: { id: foreign.patient.id, data: { last_name: 'Taken Over', opted_out: true } },
      },
      {
        label: 'A’s patient into B’s cohort',
        expect: 'not-found',
        params: { id: id(own.patient) },
        body: { id: own.patient.id, data: { cohort_ids: [foreign.cohort.id] } },
      },
    ],
  },
  deletePatient: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s patient', expect: 'not-found', params: { id: id(foreign.patient) } },
    ],
  },
  bulkEditPatients: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s patient',
        expect: 'not-found',
        body: { ids: [foreign.patient.id], data: { language_preference: 'tl' } },
      },
      {
        label: 'A’s and B’s patients together',
        expect: 'not-found',
        body: { ids: [own.patient.id, foreign.patient.id], data: { communication_preference: 'none' } },
      },
      {
        label: 'A’s patient into B’s cohort',
        expect: 'not-found',
        body: { ids: [own.patient.id], data: { add_to_cohort_id: foreign.cohort.id } },
      },
      {
        label: 'A’s patient out of B’s cohort',
        expect: 'not-found',
        body: { ids: [own.patient.id], data: { remove_from_cohort_id: foreign.cohort.id } },
      },
    ],
  },
  bulkDeletePatients: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      { label: 'B’s patient', expect: 'not-found', body: { ids: [foreign.patient.id] } },
      {
        label: 'A’s and B’s patients together',
        expect: 'not-found',
        body: { ids: [own.patient.id, foreign.patient.id] },
      },
    ],
  },
  patientTitleOptions: { scope: 'none', why: fixedList },
  patientCommunicationPreferenceOptions: { scope: 'none', why: fixedList },
  patientGenderOptions: { scope: 'none', why: fixedList },
  patientLanguagePreferenceOptions: { scope: 'none', why: fixedList },
  listLanguages: { scope: 'none', why: 'the fixed list of supported languages; takes no id' },
  patientFilterOptions: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'offers only A’s cohorts',
        expect: 'own-data',
        check(answer, { own, foreign }) {
          const cohorts = answer.parent_id.map((option) => option.value);
          assert.ok(cohorts.includes(own.cohort.id) && !cohorts.includes(foreign.cohort.id));
        },
      },
    ],
  },
  listCohorts: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'lists only A’s cohorts',
        expect: 'own-data',
        check(answer, { foreign }) {
          assertNoneOf(answer.results, foreign.cohort, 'cohort');
        },
      },
    ],
  },
  createCohort: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'a cohort claiming B as its tenant',
        expect: 'not-found',
        body: { title: 'Taken over', tenant: foreign.tenantId },
      },
    ],
  },
  getCohort: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'B’s cohort with its members',
        expect: 'not-found',
        params: { id: id(foreign.cohort) },
        query: { verbose: 'true' },
      },
    ],
  },
  updateCohort: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s cohort',
        expect: 'not-found',
        params: { id: id(foreign.cohort) },
        body: { title: 'Taken over' },
      },
      {
        label: 'A’s cohort moved to B',
        expect: 'not-found',
        params: { id: id(own.cohort) },
        body: { title: 'Moved', tenant: foreign.tenantId },
      },
    ],
  },
  deleteCohort: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s cohort', expect: 'not-found', params: { id: id(foreign.cohort) } },
    ],
  },
};
