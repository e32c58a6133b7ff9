import type { IsolationCases } from './cases.js';

type InteractionRoute =
  | 'getInteractionBranding'
  | 'verifyInteraction'
  | 'getInteractionSummary'
  | 'getInteractionMedia'
  | 'getInteractionThumbnails'
  | 'submitInteractionChat'
  | 'saveInteractionAnswer'
  | 'putInteractionMetric'
  | 'getSignedMedia';

/** A token of the right shape that no link has: ids, tenants and staff sessions never open a link. */
const madeUp = 'Z'.repeat(43);

/**
 * Patient calls are reached by a link's token, never by an id, and a staff session opens none of them;
 * B's stored objects are served only on a URL the API signed for them.
 */
export const interactionIsolationCases: Pick<IsolationCases, InteractionRoute> = {
  getInteractionBranding: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [{ label: 'a made-up link token', expect: 'no-such-link', params: { id: madeUp } }],
  },
  verifyInteraction: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'a made-up link token',
        expect: 'no-such-link',
        params: { id: madeUp },
        body: { date_of_birth: '1950-01-01' },
      },
    ],
  },
  getInteractionSummary: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      { label: 'a made-up link token', expect: 'no-such-link', params: { id: madeUp }, body: {} },
    ],
  },
  getInteractionMedia: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [{ label: 'a made-up link token', expect: 'no-such-link', params: { id: madeUp } }],
  },
  getInteractionThumbnails: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [{ label: 'a made-up link token', expect: 'no-such-link', params: { id: madeUp } }],
  },
  submitInteractionChat: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'a made-up link token',
        expect: 'no-such-link',
        params: { id: madeUp },
        body: { message: 'Hello' },
      },
    ],
  },
  saveInteractionAnswer: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'a made-up link token',
        expect: 'no-such-link',
        params: { id: madeUp, question: 'q1' },
        body: { answer: { text: 'yes' } },
      },
    ],
  },
  putInteractionMetric: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'a made-up link token',
        expect: 'no-such-link',
        params: { id: madeUp },
        body: {
          fingerprint: 'fp',
          chapter_id: null,
          page_visits: 1,
          time_on_page: 1,
          video_watch_time: 0,
          cta_interactions: 0,
          video_finished: false,
          video_watch_count: 0,
          survey_interactions: 0,
          survey_completed: false,
        },
      },
    ],
  },
  getSignedMedia: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'B’s logo, unsigned',
        expect: 'not-found',
        params: { key: foreign.logo.key },
        query: { expires: '9999999999', sig: 'A'.repeat(43) },
      },
    ],
  },
};
