import { languages, patientOptionLists } from '@outreach/shared-contracts';
import type { HandlerMap } from '../../plugins/routeTypes.js';
import { listCohorts } from '../cohortMembership/repository.js';
import { inTenant, tenantScope, type TenancyDeps } from '../../tenancy/tenantScope.js';

/** Fixed lists answer without touching the database; only the filter options read the cohorts. */
export function patientOptionHandlers(deps: TenancyDeps): HandlerMap {
  return {
    patientTitleOptions: () => Promise.resolve({ options: [...patientOptionLists.title] }),
    patientGenderOptions: () => Promise.resolve({ options: [...patientOptionLists.gender] }),
    patientCommunicationPreferenceOptions: () =>
      Promise.resolve({ options: [...patientOptionLists.communication_preference] }),
    patientLanguagePreferenceOptions: () =>
      Promise.resolve({ options: [...patientOptionLists.language_preference] }),
    listLanguages: () => Promise.resolve({ languages }),

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
