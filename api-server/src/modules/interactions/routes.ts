import type { HandlerMap } from '../../plugins/routeTypes.js';
import * as service from './service.js';
import { serveSignedMedia } from './signedMedia.js';

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
