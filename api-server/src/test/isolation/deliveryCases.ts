import type { IsolationCases } from './cases.js';

type DeliveryRoute =
  | 'twilioStatusCallback'
  | 'twilioInboundMessage'
  | 'sendgridEventWebhook'
  | 'unsubscribe'
  | 'getUnsubscribe'
  | 'previewTouchpointSend'
  | 'createTouchpointSend'
  | 'listTouchpointSends'
  | 'listCampaignSends'
  | 'getSend'
  | 'pauseSend'
  | 'resumeSend'
  | 'cancelSend'
  | 'retryFailedMessages';

const id = (value: number) => String(value);

/**
 * Sends: B's touchpoints, cohorts and patients cannot be sent to or previewed by A. The fixture's
 * tenants have no sends, so the send routes are probed with ids of B's rows, which name no send A can
 * reach either.
 */
export const deliveryIsolationCases: Pick<IsolationCases, DeliveryRoute> = {
  twilioStatusCallback: {
    scope: 'none',
    why: 'the SMS provider’s signed report of a message it sent, named by its own id; no session, no tenant',
  },
  twilioInboundMessage: {
    scope: 'none',
    why: 'the SMS provider’s signed post of a patient’s reply, named by a phone number; no session, no tenant',
  },
  sendgridEventWebhook: {
    scope: 'none',
    why: 'the e-mail provider’s signed events, naming messages by their keys; no session, no tenant',
  },
  unsubscribe: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'a link whose signature is not the platform’s opts nobody out',
        expect: 'not-found',
        params: { token: `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}` },
      },
    ],
  },
  getUnsubscribe: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'a link whose signature is not the platform’s shows no tenant',
        expect: 'not-found',
        params: { token: `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}` },
      },
    ],
  },
  previewTouchpointSend: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s touchpoint to A’s cohort',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { cohort_ids: [own.cohort.id] },
      },
      {
        label: 'A’s touchpoint to B’s cohort',
        expect: 'not-found',
        params: { id: id(own.touchpoint.id) },
        body: { cohort_ids: [foreign.cohort.id] },
      },
      {
        label: 'A’s touchpoint to B’s patient',
        expect: 'not-found',
        params: { id: id(own.touchpoint.id) },
        body: { patient_ids: [foreign.patient.id] },
      },
    ],
  },
  createTouchpointSend: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s touchpoint to A’s cohort',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
        body: { cohort_ids: [own.cohort.id] },
      },
      {
        label: 'A’s touchpoint to B’s cohort and patient',
        expect: 'not-found',
        params: { id: id(own.touchpoint.id) },
        body: { cohort_ids: [foreign.cohort.id], patient_ids: [foreign.patient.id] },
      },
    ],
  },
  listTouchpointSends: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'the sends of B’s touchpoint',
        expect: 'not-found',
        params: { id: id(foreign.touchpoint.id) },
      },
    ],
  },
  listCampaignSends: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'the sends of B’s campaign', expect: 'not-found', params: { id: id(foreign.campaign.id) } },
    ],
  },
  getSend: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      { label: 'an id of B’s', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
  pauseSend: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'an id of B’s', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
  resumeSend: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'an id of B’s', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
  cancelSend: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'an id of B’s', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
  retryFailedMessages: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'an id of B’s', expect: 'not-found', params: { id: id(foreign.touchpoint.id) } },
    ],
  },
};
