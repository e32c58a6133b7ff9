import { languages, patientOptionLists } from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';
import type { HandlerMap } from '../../plugins/routeTypes.js';
import { listCohorts } from '../cohorts/repository.js';
import { inTenant, tenantScope, type PatientDeps } from './scope.js';

/** Fixed lists answer without touching the database; only the filter options read the cohorts. */
export function patientOptionHandlers(deps: PatientDeps): HandlerMap {
  const signedIn = <T>(session: unknown, value: T): Promise<T> => {
    if (!session) throw new ApiError('UNAUTHENTICATED');
    return Promise.resolve(value);
  };
  return {
    patientTitleOptions: ({ session }) => signedIn(session, { options: [...patientOptionLists.title] }),
    patientGenderOptions: ({ session }) => signedIn(session, { options: [...patientOptionLists.gender] }),
    patientCommunicationPreferenceOptions: ({ session }) =>
      signedIn(session, { options: [...patientOptionLists.communication_preference] }),
    patientLanguagePreferenceOptions: ({ session }) =>
      signedIn(session, { options: [...patientOptionLists.language_preference] }),
    listLanguages: ({ session }) => signedIn(session, { languages }),

    patientFilterOptions: async ({ session, request }) => {
      const scope = tenantScope(session, request);
      const cohorts = await inTenant(deps, scope, (tx) => listCohorts(tx, scope.tenantId));
      return {
        gender: [...patientOptionLists.gender],
        language_preference: [...patientOptionLists.language_preference],
        communication_preference: [...patientOptionLists.communication_preference],
        opted_out: [...patientOptionLists.opted_out],
        parent_id: cohorts.map((cohort) => ({ value: cohort.id, label: cohort.title })),
      };
    },
  };
}
