import { atom } from 'jotai';
import {
  DEFAULT_PAGE_SIZE,
  type CommunicationPreference,
  type LanguageCode,
  type PatientGender,
} from '@outreach/shared-contracts/core';

/** The page sizes a user can choose; the spec's default of 50 is one of them. */
export const PAGE_SIZES = [25, DEFAULT_PAGE_SIZE, 100] as const;

/** The filters of the list, named as the `filtered-patients` query parameters they become. */
export interface PatientFilterValues {
  /** A cohort: only its members. */
  parent_id?: number;
  gender?: PatientGender;
  language_preference?: LanguageCode;
  communication_preference?: CommunicationPreference;
  opted_out?: boolean;
}

export interface PatientListState {
  /** Zero-based; the request carries it plus one. */
  pageIndex: number;
  pageSize: number;
  /** The search text as it was when the user paused typing. */
  search: string;
  filters: PatientFilterValues;
}

export const initialListState: PatientListState = {
  pageIndex: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  search: '',
  filters: {},
};

export const patientListAtom = atom<PatientListState>(initialListState);

/** Ids of the ticked rows; kept while paging, so a selection may span pages. */
export const selectedIdsAtom = atom<ReadonlySet<number>>(new Set<number>());

const noSelection: ReadonlySet<number> = new Set<number>();

/** A new search starts at the first page with nothing selected: the old selection is out of sight. */
export const setSearchAtom = atom(null, (get, set, search: string) => {
  const current = get(patientListAtom);
  if (current.search === search) return;
  set(patientListAtom, { ...current, search, pageIndex: 0 });
  set(selectedIdsAtom, noSelection);
});

/** Changes some filters (undefined clears one), back to the first page with nothing selected. */
export const setFiltersAtom = atom(null, (get, set, changes: PatientFilterValues) => {
  const current = get(patientListAtom);
  // A cleared filter leaves the query altogether rather than staying as an undefined key.
  const filters = Object.fromEntries(
    Object.entries({ ...current.filters, ...changes }).filter(([, value]) => value !== undefined),
  ) as PatientFilterValues;
  set(patientListAtom, { ...current, filters, pageIndex: 0 });
  set(selectedIdsAtom, noSelection);
});

export const setPageIndexAtom = atom(null, (get, set, pageIndex: number) => {
  set(patientListAtom, { ...get(patientListAtom), pageIndex: Math.max(0, pageIndex) });
});

export const setPageSizeAtom = atom(null, (get, set, pageSize: number) => {
  set(patientListAtom, { ...get(patientListAtom), pageSize, pageIndex: 0 });
});

/** Back to the whole, unfiltered list: after a tenant switch, or from the no-results state. */
export const resetListAtom = atom(null, (_get, set, keepPageSize?: number) => {
  set(patientListAtom, { ...initialListState, pageSize: keepPageSize ?? DEFAULT_PAGE_SIZE });
  set(selectedIdsAtom, noSelection);
});

export function hasFilters(state: PatientListState): boolean {
  return state.search.trim() !== '' || Object.keys(state.filters).length > 0;
}
