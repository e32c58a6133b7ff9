import useSWR, { type SWRResponse } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import type { PatientMessagePage } from '@outreach/shared-contracts/core';

/** One page (from 1) of what a patient wrote to the care team, newest first. */
export function usePatientMessages(patientId: number, page: number): SWRResponse<PatientMessagePage> {
  return useSWR(['contacts/patient-messages', patientId, page] as const, ([, id, getPage]) =>
    callRoute('listPatientMessages', { params: { id }, query: { get_page: getPage } }),
  );
}
