import type { HandlerMap } from '../../plugins/routeTypes.js';
import { tenantScope } from '../../tenancy/tenantScope.js';
import type { DeliveryDeps } from './deps.js';
import * as reports from './reports.js';
import type { ReportDeps } from './reports.js';
import * as service from './service.js';
import { unsubscribePage } from './unsubscribePage.js';

/** The sends of published touchpoints, in the session's tenant: preview, confirm, follow and steer. */
export function deliveryHandlers(deps: DeliveryDeps): HandlerMap {
  return {
    previewTouchpointSend: ({ params, body, session, request }) =>
      service.previewSend(deps, tenantScope(session, request), {
        touchpointId: params.id,
        cohortIds: body.cohort_ids,
        patientIds: body.patient_ids,
        sendAt: body.send_at === null ? null : new Date(body.send_at),
      }),
    createTouchpointSend: ({ params, body, session, request }) =>
      service.createSend(deps, tenantScope(session, request), {
        touchpointId: params.id,
        cohortIds: body.cohort_ids,
        patientIds: body.patient_ids,
        sendAt: body.send_at === null ? null : new Date(body.send_at),
        quietHours: body.quiet_hours,
        confirmCount: body.confirm_count,
      }),
    listTouchpointSends: ({ params, session, request }) =>
      service.listSends(deps, tenantScope(session, request), params.id),
    listCampaignSends: ({ params, session, request }) =>
      service.listCampaignSends(deps, tenantScope(session, request), params.id),
    getSend: ({ params, session, request }) =>
      service.getSend(deps, tenantScope(session, request), params.id),
    pauseSend: ({ params, session, request }) =>
      service.changeSend(deps, tenantScope(session, request), params.id, 'pause'),
    resumeSend: ({ params, session, request }) =>
      service.changeSend(deps, tenantScope(session, request), params.id, 'resume'),
    cancelSend: ({ params, session, request }) =>
      service.changeSend(deps, tenantScope(session, request), params.id, 'cancel'),
    retryFailedMessages: ({ params, session, request }) =>
      service.changeSend(deps, tenantScope(session, request), params.id, 'retry_failed'),
  };
}

/**
 * What providers and patients post back (signed status reports, SMS replies, unsubscribes), and the
 * unsubscribe page's view of its link.
 */
export function deliveryReportHandlers(deps: ReportDeps): HandlerMap {
  return {
    twilioStatusCallback: ({ query, body, request }) => reports.twilioStatus(deps, request, query, body),
    twilioInboundMessage: ({ body, request }) => reports.twilioInbound(deps, request, body),
    sendgridEventWebhook: ({ query, body, request }) => reports.sendgridEvents(deps, request, query, body),
    unsubscribe: ({ params, body }) => reports.unsubscribe(deps, params.token, body),
    getUnsubscribe: ({ params }) => unsubscribePage(deps, params.token),
  };
}
