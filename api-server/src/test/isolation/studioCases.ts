import assert from 'node:assert/strict';
import type { IsolationCases } from './cases.js';

type StudioRoute =
  | 'listCampaigns'
  | 'getCampaign'
  | 'createCampaign'
  | 'cloneCampaign'
  | 'listTouchpoints'
  | 'createTouchpoint'
  | 'getTouchpoint'
  | 'updateTouchpoint'
  | 'cloneTouchpoint'
  | 'publishTouchpoint'
  | 'republishTouchpoint'
  | 'reviewTouchpoint'
  | 'previewTouchpoint'
  | 'touchpointSummary'
  | 'createTouchpointTestLink'
  | 'availableAuthentications'
  | 'smsVariables'
  | 'listReviewers'
  | 'addReviewer'
  | 'removeReviewer'
  | 'listVideos'
  | 'createVideo'
  | 'putVideoCaptions'
  | 'deleteVideoCaptions';

const id = (value: number) => String(value);

/** The studio's cases: B's campaigns, touchpoints, reviewers and videos are out of A's reach. */
export const studioIsolationCases: Pick<IsolationCases, StudioRoute> = {
  listCampaigns: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own }) => [
      {
        label: 'lists only A’s campaigns, verbose too',
        expect: 'own-data',
        query: { verbose: 'true' },
        check(answer) {
          assert.deepEqual(
            answer.results.map((campaign) => campaign.id),
            [own.campaign.id],
          );
        },
      },
    ],
  },
  getCampaign: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', params: { id: id(foreign.campaign.id) } },
    ],
  },
  createCampaign: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s tenant in the body',
        expect: 'not-found',
        body: { name: 'Taken over', tenant: foreign.tenantId },
      },
    ],
  },
  cloneCampaign: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s campaign',
        expect: 'not-found',
        params: { id: id(foreign.campaign.id) },
        body: { name: 'Copied' },
      },
    ],
  },
  listTouchpoints: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      { label: 'B’s campaign', expect: 'not-found', query: { campaign_id: id(foreign.campaign.id) } },
      {
        label: 'all of A’s touchpoints and none of B’s',
        expect: 'own-data',
        query: {},
        check(answer) {
          assert.deepEqual(
            answer.results.map((touchpoint) => touchpoint.id),
            [own.touchpoint.id],
          );
        },
      },
    ],
  },
  createTouchpoint: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'in B’s campaign',
        expect: 'invalid',
        body: { campaign_id: foreign.campaign.id, name: 'Taken over' },
      },
      {
        label: 'in A’s campaign with B’s video',
        expect: 'invalid',
        body: {
          campaign_id: own.campaign.id,
          name: 'Borrowed video',
          content: { chapters: [{ key: 'c1', video_id: foreign.video.id }] },
        },
      },
      {
        label: 'in A’s campaign with B’s logo',
        expect: 'invalid',
        body: {
          campaign_id: own.campaign.id,
          name: 'Borrowed logo',
          content: { landing_page: { logo: foreign.logo.key } },
        },
      },
      {
        label: 'in A’s campaign copied from B’s e-mail template',
        expect: 'invalid',
        body: {
          campaign_id: own.campaign.id,
          name: 'Borrowed e-mail',
          content: { email: { template_id: foreign.emailTemplate.id } },
        },
      },
      {
        label: 'in A’s campaign copied from B’s survey template',
        expect: 'invalid',
        body: {
          campaign_id: own.campaign.id,
          name: 'Borrowed survey',
          content: { survey: { template_id: foreign.surveyTemplate.id } },
        },
      },
    ],
  },
  getTouchpoint: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s touchpoint', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
  updateTouchpoint: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s touchpoint',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { revision: foreign.touchpoint.revision, name: 'Taken over', content: {} },
      },
      {
        label: 'A’s touchpoint copied from B’s landing page and SMS templates',
        expect: 'invalid',
        params: { id: id(own.touchpoint.id) },
        body: {
          revision: own.touchpoint.revision,
          name: 'Borrowed templates',
          content: {
            landing_page: { template_id: foreign.landingPageTemplate.id },
            sms: { template_id: foreign.smsTemplate.id },
          },
        },
      },
    ],
  },
  cloneTouchpoint: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s touchpoint',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { name: 'Copied' },
      },
      {
        label: 'A’s touchpoint into B’s campaign',
        expect: 'invalid',
        params: { id: id(own.touchpoint.id) },
        body: { name: 'Copied', campaign_id: foreign.campaign.id },
      },
    ],
  },
  publishTouchpoint: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s touchpoint',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { revision: 1 },
      },
    ],
  },
  republishTouchpoint: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s touchpoint',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { revision: 1 },
      },
    ],
  },
  reviewTouchpoint: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s touchpoint',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { revision: 1, decision: 'request_changes', comment: 'Taken over' },
      },
    ],
  },
  createTouchpointTestLink: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s touchpoint for A’s patient',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { patient_id: own.patient.id },
      },
      {
        label: 'A’s touchpoint for B’s patient',
        expect: 'not-found',
        params: { id: id(own.touchpoint.id) },
        body: { patient_id: foreign.patient.id, email_to_me: true },
      },
    ],
  },
  previewTouchpoint: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s touchpoint', expect: 'not-found', params: { id: id(foreign.touchpoint.id) }, query: {} },
    ],
  },
  touchpointSummary: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'B’s touchpoint', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
  availableAuthentications: { scope: 'none', why: 'the same fixed list for every tenant; takes no id' },
  smsVariables: { scope: 'none', why: 'the same fixed list for every tenant; takes no id' },
  listReviewers: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      { label: 'B’s touchpoint', expect: 'not-found', query: { touchpoint_id: id(foreign.touchpoint.id) } },
      {
        label: 'A’s touchpoint offers only A’s staff',
        expect: 'own-data',
        query: { touchpoint_id: id(own.touchpoint.id) },
        check(answer) {
          assert.deepEqual(
            [
              ...answer.results.map((reviewer) => reviewer.user.id),
              ...answer.candidates.map((staff) => staff.id),
            ],
            [own.user.id],
          );
        },
      },
    ],
  },
  addReviewer: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'on B’s touchpoint',
        expect: 'not-found',
        body: { touchpoint_id: foreign.touchpoint.id, user_id: own.user.id },
      },
      {
        label: 'B’s staff member on A’s touchpoint',
        expect: 'invalid',
        body: { touchpoint_id: own.touchpoint.id, user_id: foreign.user.id },
      },
    ],
  },
  removeReviewer: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s reviewer', expect: 'not-found', params: { id: id(foreign.reviewer.id) } },
    ],
  },
  listVideos: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own }) => [
      {
        label: 'lists only A’s videos',
        expect: 'own-data',
        check(answer) {
          assert.deepEqual(
            answer.results.map((video) => video.id),
            [own.video.id],
          );
        },
      },
    ],
  },
  createVideo: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s uploaded file', expect: 'invalid', body: { title: 'Taken over', key: foreign.logo.key } },
    ],
  },
  putVideoCaptions: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s video, in the language it has captions in',
        expect: 'not-found',
        params: { id: id(foreign.video.id), language: 'es' },
        body: { vtt: 'WEBVTT\n\n00:00.000 --> 00:02.000\nTaken over\n' },
      },
      {
        label: 'B’s video, in a language it has none in',
        expect: 'not-found',
        params: { id: id(foreign.video.id), language: 'fr' },
        body: { vtt: 'WEBVTT\n\n00:00.000 --> 00:02.000\nTaken over\n' },
      },
      {
        label: 'A’s own video',
        expect: 'own-data',
        params: { id: id(own.video.id), language: 'fr' },
        body: { vtt: 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n' },
        check(answer) {
          assert.deepEqual([answer.id, answer.captions], [own.video.id, ['es', 'fr']]);
        },
      },
    ],
  },
  deleteVideoCaptions: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s video, in the language it has captions in',
        expect: 'not-found',
        params: { id: id(foreign.video.id), language: 'es' },
      },
    ],
  },
};
