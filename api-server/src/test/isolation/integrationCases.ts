import assert from 'node:assert/strict';
import type { IsolationCases } from './cases.js';

type IntegrationRoute =
  | 'getTenantIntegrations'
  | 'saveTenantIntegrations'
  | 'getTenantMessaging'
  | 'saveTenantMessaging'
  | 'listVideoTemplates'
  | 'refreshSynthesiaVideos'
  | 'createSynthesiaVideo'
  | 'refreshSendgridTemplates';

const id = (value: number) => String(value);

/**
 * B's API keys are out of A's reach: not readable, not replaceable, and never used for A's calls.
 * The run removes A's own keys first, so every call that needs one must answer that A has none.
 */
export const integrationIsolationCases: Pick<IsolationCases, IntegrationRoute> = {
  getTenantIntegrations: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      { label: 'B’s id', expect: 'not-found', params: { id: id(foreign.tenantId) } },
      {
        label: 'A’s id: A’s own state, none of B’s keys',
        expect: 'own-data',
        params: { id: id(own.tenantId) },
        check(answer) {
          assert.equal(answer.sendgrid.configured, false);
          assert.equal(answer.synthesia.configured, false);
        },
      },
    ],
  },
  saveTenantIntegrations: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s id, a new key',
        expect: 'not-found',
        params: { id: id(foreign.tenantId) },
        body: { sendgrid_api_key: 'SG.taken-over-key' },
      },
      {
        label: 'B’s id, removing its keys',
        expect: 'not-found',
        params: { id: id(foreign.tenantId) },
        body: { sendgrid_api_key: null, synthesia_api_key: null },
      },
    ],
  },
  getTenantMessaging: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own, foreign }) => [
      { label: 'B’s id', expect: 'not-found', params: { id: id(foreign.tenantId) } },
      {
        label: 'A’s id: A’s own providers, none of B’s',
        expect: 'own-data',
        params: { id: id(own.tenantId) },
        check(answer) {
          assert.equal(answer.twilio_account_sid, own.messaging.twilio_account_sid);
          assert.equal(answer.smtp_server, own.messaging.smtp_server);
        },
      },
    ],
  },
  saveTenantMessaging: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s id, A’s own SMTP server',
        expect: 'not-found',
        params: { id: id(foreign.tenantId) },
        body: {
          email_provider: 'smtp',
          smtp_url: 'smtp://user:password@taken-over.example.test:2525',
          sms_provider: 'none',
        },
      },
      {
        label: 'B’s id, back to the platform’s providers',
        expect: 'not-found',
        params: { id: id(foreign.tenantId) },
        body: { email_provider: 'platform', sms_provider: 'platform' },
      },
    ],
  },
  listVideoTemplates: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'A without a key: none, not B’s',
        expect: 'own-data',
        check(answer) {
          assert.deepEqual(answer, { configured: false, results: [] });
        },
      },
    ],
  },
  refreshSynthesiaVideos: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [{ label: 'A without a key is not given B’s', expect: 'not-configured' }],
  },
  createSynthesiaVideo: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'A without a key is not given B’s',
        expect: 'not-configured',
        body: { template_id: 'tpl-1', title: 'Taken over', variables: {} },
      },
    ],
  },
  refreshSendgridTemplates: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [{ label: 'A without a key is not given B’s', expect: 'not-configured' }],
  },
};
