import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EndpointName } from '@outreach/shared-contracts/core';

/** The SWR key of a list read with one contract call: the call's name, then what narrows it. */
export type RouteKey<N extends EndpointName = EndpointName> = readonly ['route', N, ...unknown[]];

/**
 * The key under which every area caches what one call answers. The apps share one SWR cache, so a
 * list keyed by its call can be found, and read again, by the area that changed it.
 */
export function routeKey<N extends EndpointName>(route: N, ...narrowing: unknown[]): RouteKey<N> {
  return ['route', route, ...narrowing];
}

/** Whether a cache key is that of one of the calls. */
export function isRouteKeyOf(key: unknown, routes: readonly EndpointName[]): boolean {
  return Array.isArray(key) && key[0] === 'route' && routes.includes(key[1] as EndpointName);
}

/**
 * Which lists each write changes, wherever they are shown: a cohort's title and member count are in
 * the send form's cohort picker as well as in Contacts, a patient in the test-link search.
 */
export const LISTS_CHANGED_BY = {
  createCohort: ['listCohorts'],
  updateCohort: ['listCohorts'],
  deleteCohort: ['listCohorts'],
  createCohortFromReport: ['listCohorts'],
  createPatient: ['listCohorts', 'listPatients', 'filterPatients'],
  updatePatient: ['listCohorts', 'listPatients', 'filterPatients'],
  deletePatient: ['listCohorts', 'listPatients', 'filterPatients'],
  bulkEditPatients: ['listCohorts', 'listPatients', 'filterPatients'],
  bulkDeletePatients: ['listCohorts', 'listPatients', 'filterPatients'],
  commitPatientImport: ['listCohorts', 'listPatients', 'filterPatients'],
  createLandingPageTemplate: ['listLandingPageTemplates'],
  updateLandingPageTemplate: ['listLandingPageTemplates'],
  createEmailTemplate: ['listEmailTemplates'],
  createSmsTemplate: ['listSmsTemplates'],
  updateSmsTemplate: ['listSmsTemplates'],
  createSurveyTemplate: ['listSurveyTemplates'],
  updateSurveyTemplate: ['listSurveyTemplates'],
  cloneSurveyTemplate: ['listSurveyTemplates'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

/** A call that changes lists other areas show. */
export type ListWrite = keyof typeof LISTS_CHANGED_BY;

/**
 * Reads again, in every area, the cached lists that the writes changed: those on screen at once, the
 * others when next shown (the pickers that show them revalidate on mount).
 */
export function useRevalidateLists(): (...writes: ListWrite[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...writes: ListWrite[]) => {
      const changed = writes.flatMap((write): readonly EndpointName[] => LISTS_CHANGED_BY[write]);
      await mutate((key) => isRouteKeyOf(key, changed));
    },
    [mutate],
  );
}
