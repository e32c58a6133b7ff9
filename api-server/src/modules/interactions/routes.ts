import type { HandlerMap } from '../../plugins/routeTypes.js';
import * as service from './service.js';
import { serveSignedMedia } from './signedMedia.js';
import { createTestLink, type TestLinkDeps } from './testLinks.js';
import { listPatientMessages } from './patientMessages.js';
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
    saveInteractionAnswer: ({ params, body, session }) =>
      service.saveAnswer(deps, session, params.question, body),
    putInteractionMetric: ({ body, session }) => service.recordMetric(deps, session, body),
    getSignedMedia: ({ params, query, request }) =>
      serveSignedMedia(deps, params.key, query, request.headers.range),
  };
}

/**
 * Staff calls about interactions, in the session's tenant: a test link of a published touchpoint, and
 * the messages a patient wrote from their pages.
 */
export function staffInteractionHandlers(deps: TestLinkDeps): HandlerMap {
  return {
    listPatientMessages: ({ params, query, session, request }) =>
      listPatientMessages(deps, tenantScope(session, request), params.id, query.get_page),
    createTouchpointTestLink: ({ params, body, session, request }) =>
      createTestLink(deps, tenantScope(session, request), session.user, {
        touchpointId: params.id,
        patientId: body.patient_id,
        emailToMe: body.email_to_me,
      }),
  };
}
