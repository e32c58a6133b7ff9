import useSWR, { type SWRResponse } from 'swr';
import { useAtomValue } from 'jotai';
import { callRoute } from '@outreach/shared-ui';
import type { Cohort } from '@outreach/shared-contracts/core';
import { contactsRevisionAtom } from '../contacts/state';

/** The current tenant's cohorts by title, with member counts. */
export function useCohorts(): SWRResponse<Cohort[]> {
  const revision = useAtomValue(contactsRevisionAtom);
  return useSWR<Cohort[]>(
    ['contacts/cohorts', revision],
    async () => (await callRoute('listCohorts')).results,
    {
      keepPreviousData: true,
    },
  );
}

export function createCohort(title: string): Promise<Cohort> {
  return callRoute('createCohort', { body: { title } });
}

export function renameCohort(id: number, title: string): Promise<Cohort> {
  return callRoute('updateCohort', { params: { id }, body: { title } });
}

export async function deleteCohort(id: number): Promise<void> {
  await callRoute('deleteCohort', { params: { id } });
}
