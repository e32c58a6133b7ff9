import useSWR, { type SWRResponse } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import type { Option, Patient, RouteBody, Routes } from '@outreach/shared-contracts/core';

/** The option lists a patient form offers; each is fixed, so one fetch serves the whole visit. */
export type OptionListRoute =
  | 'patientTitleOptions'
  | 'patientGenderOptions'
  | 'patientLanguagePreferenceOptions'
  | 'patientCommunicationPreferenceOptions';

export function useOptionList(route: OptionListRoute): SWRResponse<Option[]> {
  return useSWR<Option[]>(['contacts/options', route], async () => (await callRoute(route)).options);
}

export type NewPatient = RouteBody<Routes['createPatient']>;
export type PatientUpdate = RouteBody<Routes['updatePatient']>['data'];

export function createPatient(patient: NewPatient): Promise<Patient> {
  return callRoute('createPatient', { body: patient });
}

export function updatePatient(id: number, data: PatientUpdate): Promise<Patient> {
  return callRoute('updatePatient', { params: { id }, body: { id, data } });
}
