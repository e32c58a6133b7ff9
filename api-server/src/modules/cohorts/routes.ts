import type { HandlerMap } from '../../plugins/routeTypes.js';
import { tenantScope, type TenancyDeps } from '../../tenancy/tenantScope.js';
import * as service from './service.js';

/** Handlers of the cohort entries of the route table; all work in the session's current tenant. */
export function cohortHandlers(deps: TenancyDeps): HandlerMap {
  return {
    listCohorts: async ({ session, request }) => ({
      results: await service.listCohorts(deps, tenantScope(session, request)),
    }),

    createCohort: ({ body, session, request }) =>
      service.createCohort(deps, tenantScope(session, request), body),

    getCohort: ({ params, query, session, request }) =>
      service.getCohort(deps, tenantScope(session, request), params.id, query.verbose),

    updateCohort: ({ params, body, session, request }) =>
      service.updateCohort(deps, tenantScope(session, request), params.id, body),

    deleteCohort: async ({ params, session, request }) => {
      await service.deleteCohort(deps, tenantScope(session, request), params.id);
      return { id: params.id };
    },
  };
}
