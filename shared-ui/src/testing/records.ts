// Test-only: a patient record as the API answers with one, for every front end's tests.
import type { Patient } from '@outreach/shared-contracts/core';

export function makePatient(id: number, overrides: Partial<Patient> = {}): Patient {
  return {
    id,
    mrn: `MRN-${id}`,
    title: null,
    first_name: `Given${id}`,
    last_name: `Family${id}`,
    date_of_birth: '1980-04-12',
    gender: 'female',
    email: `patient${id}@example.test`,
    mobile: null,
    language_preference: 'en',
    communication_preference: 'email',
    time_zone: null,
    email_consent: true,
    sms_consent: false,
    opted_out: false,
    opted_out_at: null,
    cohort_ids: [],
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
