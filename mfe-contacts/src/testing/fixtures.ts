// Test-only: records as the API answers with them.
import type { Cohort, Patient, PatientPage } from '@outreach/shared-contracts/core';

import { makePatient } from '@outreach/shared-ui/testing';

export { makePatient };

export function makePage(patients: Patient[], overrides: Partial<PatientPage> = {}): PatientPage {
  return {
    results: patients,
    page: 1,
    page_size: 50,
    total: patients.length,
    total_is_exact: true,
    has_next: false,
    ...overrides,
  };
}

export function makeCohort(id: number, title: string, patientCount = 0): Cohort {
  return { id, title, tenant: 7, patient_count: patientCount, created_at: '2026-01-02T09:00:00.000Z' };
}

export const janeDoe = makePatient(1, {
  mrn: 'A-100',
  title: 'Ms',
  first_name: 'Jane',
  last_name: 'Doe',
  date_of_birth: '1984-02-29',
  gender: 'female',
  email: 'jane@example.test',
  mobile: '+15551234567',
  language_preference: 'es',
  communication_preference: 'email_and_sms',
  time_zone: 'America/New_York',
  cohort_ids: [11],
});

export const johnRoe = makePatient(2, {
  mrn: 'B-200',
  first_name: 'John',
  last_name: 'Roe',
  date_of_birth: '1950-11-03',
  gender: 'male',
  email: null,
  mobile: '+447700900123',
  language_preference: 'en',
  communication_preference: 'sms',
  opted_out: true,
  opted_out_at: '2026-01-06T10:00:00.000Z',
});

export const cohorts: Cohort[] = [makeCohort(11, 'Diabetes', 1), makeCohort(12, 'Flu season', 0)];
