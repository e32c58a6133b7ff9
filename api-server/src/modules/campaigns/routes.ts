import { touchpointAuthentications, messageVariables } from '@outreach/shared-contracts';
import type { HandlerMap } from '../../plugins/routeTypes.js';
import { inTenant, tenantScope } from '../../tenancy/tenantScope.js';
import * as campaigns from './campaignService.js';
import { removeVideoCaptions, setVideoCaptions } from './captions.js';
import * as lifecycle from './lifecycle.js';
import { addUploadedVideo, videosOf } from './media.js';
import * as touchpoints from './touchpointService.js';

/** Handlers of the studio's entries of the route table; all work in the session's current tenant. */
export function campaignHandlers(deps: touchpoints.StudioDeps & lifecycle.ReviewMailDeps): HandlerMap {
  return {
    listCampaigns: ({ query, session, request }) =>
      campaigns.listCampaigns(deps, tenantScope(session, request), query),
    getCampaign: ({ params, session, request }) =>
      campaigns.getCampaign(deps, tenantScope(session, request), params.id),
    createCampaign: ({ body, session, request }) =>
      campaigns.createCampaign(deps, tenantScope(session, request), body),
    cloneCampaign: ({ params, body, session, request }) =>
      campaigns.cloneCampaign(deps, tenantScope(session, request), params.id, body),

    listTouchpoints: ({ query, session, request }) =>
      touchpoints.listTouchpoints(deps, tenantScope(session, request), query),
    createTouchpoint: ({ body, session, request }) =>
      touchpoints.createTouchpoint(deps, tenantScope(session, request), body),
    getTouchpoint: ({ params, session, request }) =>
      touchpoints.getTouchpoint(deps, tenantScope(session, request), params.id),
    updateTouchpoint: ({ params, body, session, request }) =>
      touchpoints.updateTouchpoint(deps, tenantScope(session, request), params.id, body),
    cloneTouchpoint: ({ params, body, session, request }) =>
      touchpoints.cloneTouchpoint(deps, tenantScope(session, request), params.id, body),
    previewTouchpoint: ({ params, query, session, request }) =>
      touchpoints.previewTouchpoint(deps, tenantScope(session, request), params.id, query),
    touchpointSummary: ({ params, session, request }) =>
      touchpoints.touchpointHistory(deps, tenantScope(session, request), params.id),

    reviewTouchpoint: ({ params, body, session, request }) =>
      lifecycle.reviewTouchpoint(deps, tenantScope(session, request), params.id, body),
    publishTouchpoint: ({ params, body, session, request }) =>
      lifecycle.publishTouchpoint(deps, tenantScope(session, request), params.id, body.revision),
    republishTouchpoint: ({ params, body, session, request }) =>
      lifecycle.republishTouchpoint(deps, tenantScope(session, request), params.id, body.revision),
    listReviewers: ({ query, session, request }) =>
      lifecycle.listReviewers(deps, tenantScope(session, request), query.touchpoint_id),
    addReviewer: ({ body, session, request }) =>
      lifecycle.addReviewer(deps, tenantScope(session, request), body),
    removeReviewer: ({ params, session, request }) =>
      lifecycle.removeReviewer(deps, tenantScope(session, request), params.id),

    availableAuthentications: ({ session, request }) => {
      tenantScope(session, request);
      return Promise.resolve({ results: touchpointAuthentications.map((id) => ({ id })) });
    },
    smsVariables: ({ session, request }) => {
      tenantScope(session, request);
      return Promise.resolve({ results: messageVariables.map(({ name, sample }) => ({ name, sample })) });
    },
    createVideo: ({ body, session, request }) => addUploadedVideo(deps, tenantScope(session, request), body),
    listVideos: ({ session, request }) => {
      const scope = tenantScope(session, request);
      return inTenant(deps, scope, async (tx) => ({
        results: await videosOf(tx, scope.tenantId, deps.publicApiUrl),
      }));
    },
    putVideoCaptions: ({ params, body, session, request }) =>
      setVideoCaptions(
        deps,
        tenantScope(session, request),
        { videoId: params.id, language: params.language },
        body.vtt,
      ),
    deleteVideoCaptions: ({ params, session, request }) =>
      removeVideoCaptions(deps, tenantScope(session, request), {
        videoId: params.id,
        language: params.language,
      }),
  };
}
