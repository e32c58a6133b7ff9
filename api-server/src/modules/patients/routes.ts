import type { HandlerMap } from '../../plugins/routeTypes.js';
import { bulkDeletePatients, bulkEditPatients, deletePatient } from './bulk.js';
import { tenantScope, type TenancyDeps } from '../../tenancy/tenantScope.js';
import * as service from './service.js';

/** Handlers of the patient entries of the route table; all work in the session's current tenant. */
export function patientHandlers(deps: TenancyDeps): HandlerMap {
  return {
    listPatients: ({ query, session, request }) =>
      service.listPatients(deps, tenantScope(session, request), query),

    filterPatients: ({ query, session, request }) =>
      service.filterPatients(deps, tenantScope(session, request), query),

    createPatient: ({ body, session, request }) =>
      service.createPatient(deps, tenantScope(session, request), body),

    getPatient: ({ params, session, request }) =>
      service.getPatient(deps, tenantScope(session, request), params.id),

    updatePatient: ({ params, body, session, request }) =>
      service.updatePatient(deps, tenantScope(session, request), params.id, body),

    deletePatient: async ({ params, session, request }) => {
      await deletePatient(deps, tenantScope(session, request), params.id);
      return { id: params.id };
    },

    bulkEditPatients: async ({ body, session, request }) => ({
      count: await bulkEditPatients(deps, tenantScope(session, request), body),
    }),

    bulkDeletePatients: async ({ body, session, request }) => ({
      count: await bulkDeletePatients(deps, tenantScope(session, request), body.ids),
    }),
  };
}
