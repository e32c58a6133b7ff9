import useSWR, { type SWRResponse } from 'swr';
import { useAtomValue } from 'jotai';
import { callRoute } from '@outreach/shared-ui';
import type {
  Patient,
  PatientFilterOptions,
  PatientPage,
  PatientSummary,
  RouteQuery,
  Routes,
} from '@outreach/shared-contracts/core';
import { contactsRevisionAtom } from '../contacts/state';
import { hasFilters, type PatientListState } from './state';

/** One page request: the plain list when nothing narrows it, else the filtered one. */
export type PatientRequest =
  | { route: 'listPatients'; query: RouteQuery<Routes['listPatients']> }
  | { route: 'filterPatients'; query: RouteQuery<Routes['filterPatients']> };

/** The request for a list state: the page sent is the zero-based page plus one, rows in full. */
export function patientRequest(state: PatientListState): PatientRequest {
  const paging = { get_page: state.pageIndex + 1, page_size: state.pageSize, verbose: true };
  if (!hasFilters(state)) return { route: 'listPatients', query: paging };
  const search = state.search.trim();
  return {
    route: 'filterPatients',
    query: { ...paging, ...state.filters, ...(search ? { query_string: search } : {}) },
  };
}

export function fetchPatientPage(request: PatientRequest): Promise<PatientPage> {
  return request.route === 'listPatients'
    ? callRoute('listPatients', { query: request.query })
    : callRoute('filterPatients', { query: request.query });
}

function isFullRecord(row: Patient | PatientSummary): row is Patient {
  return 'gender' in row;
}

/** The rows of a verbose page; short rows (never sent for verbose=true) are left out. */
export function patientsOf(page: PatientPage): Patient[] {
  const rows: (Patient | PatientSummary)[] = page.results;
  return rows.filter(isFullRecord);
}

/** The page of patients for the list state; the rows on screen stay while the next page loads. */
export function usePatientPage(state: PatientListState): SWRResponse<PatientPage> {
  const revision = useAtomValue(contactsRevisionAtom);
  const request = patientRequest(state);
  return useSWR(['contacts/patients', revision, request] as const, ([, , next]) => fetchPatientPage(next), {
    keepPreviousData: true,
  });
}

/** The choices of every filter, cohorts included. */
export function useFilterOptions(): SWRResponse<PatientFilterOptions> {
  const revision = useAtomValue(contactsRevisionAtom);
  return useSWR<PatientFilterOptions>(
    ['contacts/filter-options', revision],
    () => callRoute('patientFilterOptions'),
    { keepPreviousData: true },
  );
}

export async function deletePatient(id: number): Promise<void> {
  await callRoute('deletePatient', { params: { id } });
}
