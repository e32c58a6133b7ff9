import type { HandlerMap } from '../../plugins/routeTypes.js';
import * as service from './service.js';
import { serveSignedMedia } from './signedMedia.js';
import { createTestLink, type TestLinkDeps } from './testLinks.js';
import { changeMessage, countUnreadMessages, listInboxMessages } from './messageInbox.js';
import { listPatientMessages } from './patientMessages.js';
import { listSentMessages } from './sentMessages.js';
import { tenantScope } from '../../tenancy/tenantScope.js';

/** The patient's calls: a link's branding and date-of-birth check, then the page of a verified session. */
export function interactionHandlers(deps: service.InteractionDeps): HandlerMap {
  return {
    getInteractionBranding: ({ params, request }) => service.linkBranding(deps, request, params.id),
    verifyInteraction: ({ params, body, request, reply }) =>
      service.verifyDateOfBirth(deps, request, reply, params.id, body.date_of_birth),
    getInteractionSummary: ({ body, session }) => service.interactionSummary(deps, session, body.language),
    getInteractionMedia: ({ session }) => service.interactionMedia(deps, session),
    getInteractionThumbnails: ({ session }) => service.interactionThumbnails(deps, session),
    submitInteractionChat: ({ body, session }) => service.submitChat(deps, session, body.message),
    listInteractionMessages: ({ session }) => listSentMessages(deps, session),
    saveInteractionAnswer: ({ params, body, session }) =>
      service.saveAnswer(deps, session, params.question, body),
    putInteractionMetric: ({ body, session }) => service.recordMetric(deps, session, body),
    getSignedMedia: ({ params, query, request }) =>
      serveSignedMedia(deps, params.key, query, request.headers.range),
  };
}

/**
 * Staff calls about interactions, in the session's tenant: a test link of a published touchpoint, and
 * the messages patients wrote from their pages: on one patient's record, and in the tenant's inbox.
 */
export function staffInteractionHandlers(deps: TestLinkDeps): HandlerMap {
  return {
    listPatientMessages: ({ params, query, session, request }) =>
      listPatientMessages(deps, tenantScope(session, request), params.id, query.get_page),
    listInboxMessages: ({ query, session, request }) =>
      listInboxMessages(deps, tenantScope(session, request), query.state, query.get_page),
    getUnreadMessageCount: ({ session, request }) => countUnreadMessages(deps, tenantScope(session, request)),
    markMessageRead: ({ params, session, request }) =>
      changeMessage(deps, tenantScope(session, request), params.id, 'read'),
    markMessageHandled: ({ params, session, request }) =>
      changeMessage(deps, tenantScope(session, request), params.id, 'handled'),
    reopenMessage: ({ params, session, request }) =>
      changeMessage(deps, tenantScope(session, request), params.id, 'reopened'),
    createTouchpointTestLink: ({ params, body, session, request }) =>
      createTestLink(deps, tenantScope(session, request), session.user, {
        touchpointId: params.id,
        patientId: body.patient_id,
        emailToMe: body.email_to_me,
      }),
  };
}
