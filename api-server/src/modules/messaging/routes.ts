import type { HandlerMap } from '../../plugins/routeTypes.js';
import { settingsActor } from '../integrations/service.js';
import { readMessaging, saveMessaging, type MessagingSettingsDeps } from './service.js';

/** Handlers of a tenant's messaging settings (Tenant Settings, any tenant of the staff member). */
export function messagingHandlers(deps: MessagingSettingsDeps): HandlerMap {
  return {
    getTenantMessaging: ({ params, session, request }) =>
      readMessaging(deps, settingsActor(session, request), params.id),
    saveTenantMessaging: ({ params, body, session, request }) =>
      saveMessaging(deps, settingsActor(session, request), params.id, body),
  };
}
