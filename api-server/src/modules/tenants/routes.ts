import type { FastifyRequest } from 'fastify';
import type { StaffSession } from '../auth/sessionService.js';
import type { HandlerMap } from '../../plugins/routeTypes.js';
import * as service from './service.js';

function actor(session: StaffSession, request: FastifyRequest): service.Actor {
  return { userId: session.userId, ip: request.ip, accessHash: session.accessHash };
}

/** Handlers of the tenant entries of the route table. */
export function tenantHandlers(deps: service.TenantDeps): HandlerMap {
  return {
    listTenants: async ({ session, request }) => ({
      tenants: await service.listTenants(deps, actor(session, request)),
    }),

    updateTenants: async ({ body, session, request }) => ({
      tenants: await service.updateTenants(deps, actor(session, request), body),
    }),

    createTenant: ({ body, session, request }) => service.createTenant(deps, actor(session, request), body),

    getTenant: ({ params, session, request }) => service.getTenant(deps, actor(session, request), params.id),

    updateTenant: ({ params, body, session, request }) =>
      service.updateTenant(deps, actor(session, request), params.id, body),

    getTenantBranding: async ({ params, session, request }) => ({
      branding: await service.getBranding(deps, actor(session, request), params.id),
    }),

    // logo_url is read-only: accepted so a fetched object can be sent back, never stored.
    saveTenantBranding: async ({ params, body, session, request }) => ({
      branding: await service.saveBranding(deps, actor(session, request), params.id, body.branding),
    }),
  };
}
