import type { HandlerMap } from '../../plugins/routeTypes.js';
import { tenantScope } from '../../tenancy/tenantScope.js';
import { refreshSendgridTemplates } from '../templates/sendgridRefresh.js';
import { readIntegrations, saveIntegrations, settingsActor } from './service.js';
import {
  createSynthesiaVideo,
  listVideoTemplates,
  refreshSynthesiaVideos,
  type SynthesiaVideoDeps,
} from './synthesiaVideos.js';

/** Handlers of the calls that reach a tenant's own SendGrid and Synthesia accounts, and their keys. */
export function integrationHandlers(deps: SynthesiaVideoDeps): HandlerMap {
  return {
    getTenantIntegrations: ({ params, session, request }) =>
      readIntegrations(deps, settingsActor(session, request), params.id),
    saveTenantIntegrations: ({ params, body, session, request }) =>
      saveIntegrations(deps, settingsActor(session, request), params.id, body),
    listVideoTemplates: ({ session, request }) => listVideoTemplates(deps, tenantScope(session, request)),
    refreshSynthesiaVideos: ({ session, request }) =>
      refreshSynthesiaVideos(deps, tenantScope(session, request)),
    createSynthesiaVideo: ({ body, session, request }) =>
      createSynthesiaVideo(deps, tenantScope(session, request), body),
    refreshSendgridTemplates: ({ session, request }) =>
      refreshSendgridTemplates(deps, tenantScope(session, request)),
  };
}
