import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  ApiErrorBody,
  EmailTemplateDetail,
  TenantIntegrations,
  Video,
} from '@outreach/shared-contracts';
import { startFakeSendgrid, type FakeSendgridServer } from '../../integrations/testing/fakeSendgridServer.js';
import {
  startFakeSynthesia,
  type FakeSynthesiaServer,
} from '../../integrations/testing/fakeSynthesiaServer.js';
import { rotateAppKey } from '../../crypto/appKeyCheck.js';
import { createAppKeys } from '../../crypto/secrets.js';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, staffCaller, tenantIdOf, type StaffCaller } from '../patients/testSupport.js';

const SENDGRID_KEY = 'SG.route-test.sendgrid-secret-7Q2Z';
const SYNTHESIA_KEY = 'synthesia-route-test-secret-K9X4';
const SENDGRID_ID = `d-${'a'.repeat(32)}`;

void describe('SendGrid and Synthesia, configured per tenant', () => {
  let t: TestApp;
  let staff: StaffCaller;
  let tenantId: number;
  let sendgrid: FakeSendgridServer;
  let synthesia: FakeSynthesiaServer;
  const logLines: string[] = [];

  before(async () => {
    sendgrid = await startFakeSendgrid(SENDGRID_KEY);
    synthesia = await startFakeSynthesia(SYNTHESIA_KEY);
    process.env.SENDGRID_API_URL = sendgrid.url;
    process.env.SYNTHESIA_API_URL = synthesia.url;
    t = await build({ logStream: { write: (line: string) => void logLines.push(line) } });
    staff = await staffCaller(t, await t.createUser({ tenantName: 'Integration Clinic' }));
    tenantId = await tenantIdOf(t, 'Integration Clinic');
  });
  after(async () => {
    await t.close();
    await sendgrid.close();
    await synthesia.close();
    delete process.env.SENDGRID_API_URL;
    delete process.env.SYNTHESIA_API_URL;
  });

  const integrationsUrl = () => `/api/tenants/${String(tenantId)}/integrations`;
  const errorOf = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await staff.call(method, url, payload);
    return [response.statusCode, response.json<ApiErrorBody>().code] as const;
  };
  const videoRows = () =>
    t.db.queryAsOwner<{
      external_id: string;
      status: string;
      object_key: string | null;
      duration_seconds: string | null;
    }>(
      'SELECT external_id, status, object_key, duration_seconds FROM videos WHERE tenant_id = $1 ORDER BY external_id',
      [tenantId],
    );

  void it('without keys: no templates, and refreshes ask for the key', async () => {
    assert.deepEqual(await staff.json('GET', integrationsUrl()), {
      sendgrid: { configured: false, key_hint: null, source: null },
      synthesia: { configured: false, key_hint: null },
    });
    assert.deepEqual(await staff.json('GET', '/api/touchpoints/video-templates'), {
      configured: false,
      results: [],
    });
    for (const url of ['/api/videos/synthesia/refresh', '/api/touchpoints/sendgrid/refresh']) {
      assert.deepEqual(await errorOf('POST', url), [409, 'INTEGRATION_NOT_CONFIGURED']);
    }
  });

  void it('a wrong key is refused by the provider, and nothing is written', async () => {
    await staff.json('PUT', integrationsUrl(), {
      synthesia_api_key: 'synthesia-wrong-key',
      sendgrid_api_key: 'SG.wrong-key-1',
    });
    synthesia.videos.push({
      id: 'render-done',
      title: 'Your new medicines',
      status: 'complete',
      duration: '0:00:07.50',
    });
    assert.deepEqual(await errorOf('POST', '/api/videos/synthesia/refresh'), [
      400,
      'EXTERNAL_CREDENTIALS_REJECTED',
    ]);
    assert.deepEqual(await errorOf('POST', '/api/touchpoints/sendgrid/refresh'), [
      400,
      'EXTERNAL_CREDENTIALS_REJECTED',
    ]);
    assert.deepEqual(await videoRows(), []);
  });

  void it('keys are stored sealed and answered only as a hint', async () => {
    const answer = await staff.json<TenantIntegrations>('PUT', integrationsUrl(), {
      sendgrid_api_key: SENDGRID_KEY,
      synthesia_api_key: SYNTHESIA_KEY,
    });
    assert.deepEqual(answer, {
      sendgrid: { configured: true, key_hint: '…7Q2Z', source: 'integrations' },
      synthesia: { configured: true, key_hint: '…K9X4' },
    });
    const stored = await t.db.queryAsOwner<{ key_sealed: string }>(
      'SELECT key_sealed FROM tenant_integrations WHERE tenant_id = $1',
      [tenantId],
    );
    assert.equal(stored.length, 2);
    for (const row of stored) assert.ok(!row.key_sealed.includes('secret'), 'the key is not stored in clear');
    const audited = await auditRows(t, ['integration_updated']);
    assert.deepEqual(audited.at(-1)?.details, { provider: 'synthesia', configured: true });
    assert.ok(audited.every((row) => !JSON.stringify(row).includes(SENDGRID_KEY)));
  });

  void it('imports a finished render, and a rendering one once it has finished', async () => {
    synthesia.videos.push({
      id: 'render-later',
      title: 'After your visit',
      status: 'in_progress',
      duration: '0:00:07.50',
    });
    synthesia.videos.push({ id: 'render-broken', title: 'Broken', status: 'error', duration: '0:00:00' });
    const first = await staff.json('POST', '/api/videos/synthesia/refresh', undefined, 200);
    assert.deepEqual(first, { imported: 1, rendering: 1, failed: 1, unchanged: 0 });
    const rows = await videoRows();
    assert.deepEqual(
      rows.map((row) => [row.external_id, row.status]),
      [
        ['render-broken', 'failed'],
        ['render-done', 'ready'],
        ['render-later', 'rendering'],
      ],
    );
    const done = rows.find((row) => row.external_id === 'render-done');
    assert.equal(Number(done?.duration_seconds), 7.5);
    const stored = await t.store.open(done?.object_key ?? '');
    assert.equal(stored?.bytes, synthesia.file.length, 'the MP4 is in the object store');
    stored?.stream.destroy();

    assert.deepEqual(await staff.json('POST', '/api/videos/synthesia/refresh', undefined, 200), {
      imported: 0,
      rendering: 0,
      failed: 0,
      unchanged: 3,
    });
    const later = synthesia.videos.find((video) => video.id === 'render-later');
    if (later) later.status = 'complete';
    assert.deepEqual(await staff.json('POST', '/api/videos/synthesia/refresh', undefined, 200), {
      imported: 1,
      rendering: 0,
      failed: 0,
      unchanged: 2,
    });
    const { results } = await staff.json<{ results: Video[] }>('GET', '/api/videos');
    assert.deepEqual(results.map((video) => [video.title, video.status, video.url !== null]).sort(), [
      ['After your visit', 'ready', true],
      ['Broken', 'failed', false],
      ['Your new medicines', 'ready', true],
    ]);
  });

  void it('lists the templates and starts a render from one', async () => {
    synthesia.templates.push({
      id: 'tpl-welcome',
      title: 'Welcome',
      variables: [{ name: 'first_name', type: 'text' }],
    });
    assert.deepEqual(await staff.json('GET', '/api/touchpoints/video-templates'), {
      configured: true,
      results: [{ id: 'tpl-welcome', title: 'Welcome', variables: [{ name: 'first_name', type: 'text' }] }],
    });
    const video = await staff.json<Video>('POST', '/api/videos/synthesia', {
      template_id: 'tpl-welcome',
      title: 'Welcome to the clinic',
      variables: { first_name: 'Sam' },
      test: true,
    });
    assert.deepEqual([video.source, video.status, video.url], ['synthesia', 'rendering', null]);
    assert.deepEqual(synthesia.videos.at(-1)?.templateData, { first_name: 'Sam' });
    const unknown = await staff.call('POST', '/api/videos/synthesia', {
      template_id: 'tpl-none',
      title: 'x',
      variables: {},
    });
    assert.deepEqual(
      [unknown.statusCode, unknown.json<ApiErrorBody>().details?.[0]?.path],
      [400, 'body.template_id'],
    );
  });

  void it('fills a SendGrid template of the library and lists the ones not in it', async () => {
    sendgrid.templates.push(
      {
        id: SENDGRID_ID,
        name: 'Appointment reminder',
        subject: 'See you {{date}}',
        html_content: '<p>Hello<script>alert(1)</script></p>',
        plain_content: 'Hello',
      },
      {
        id: `d-${'b'.repeat(32)}`,
        name: 'Newsletter',
        subject: 'News',
        html_content: '<p>News</p>',
        plain_content: 'News',
      },
    );
    const created = await staff.json<EmailTemplateDetail>('POST', '/api/touchpoints/email-templates', {
      name: 'Reminder from SendGrid',
      sendgrid_id: SENDGRID_ID,
    });
    const answer = await staff.json('POST', '/api/touchpoints/sendgrid/refresh', undefined, 200);
    assert.deepEqual(answer, {
      updated: 1,
      available: [{ sendgrid_id: `d-${'b'.repeat(32)}`, name: 'Newsletter' }],
    });
    const filled = await staff.json<EmailTemplateDetail>(
      'GET',
      `/api/touchpoints/email-templates/${String(created.id)}`,
    );
    assert.deepEqual([filled.subject, filled.text], [{ en: 'See you {{date}}' }, { en: 'Hello' }]);
    assert.ok(!(filled.html.en ?? '').includes('<script'), 'the HTML is sanitised');
    assert.ok(filled.synced_at);
  });

  void it('removing a key leaves the other, and no key appears in any answer or log line', async () => {
    const answer = await staff.json<TenantIntegrations>('PUT', integrationsUrl(), {
      synthesia_api_key: null,
    });
    assert.deepEqual([answer.synthesia.configured, answer.sendgrid.configured], [false, true]);
    assert.deepEqual(await errorOf('POST', '/api/videos/synthesia/refresh'), [
      409,
      'INTEGRATION_NOT_CONFIGURED',
    ]);
    const logged = logLines.join('\n');
    assert.ok(logLines.length > 0, 'the log was captured');
    for (const secret of [SENDGRID_KEY, SYNTHESIA_KEY, 'synthesia-wrong-key', 'SG.wrong-key-1']) {
      assert.ok(!logged.includes(secret), 'no key in the log');
    }
  });

  void it('a change of app secret re-seals the keys', async () => {
    const newKeys = createAppKeys('a-new-app-secret-for-rotation-0123456789abcdef');
    await rotateAppKey(t.db, t.keys, newKeys, t.clock);
    const [stored] = await t.db.queryAsOwner<{ key_sealed: string }>(
      "SELECT key_sealed FROM tenant_integrations WHERE tenant_id = $1 AND provider = 'sendgrid'",
      [tenantId],
    );
    assert.equal(newKeys.decrypt(stored?.key_sealed ?? ''), SENDGRID_KEY);
    // Back to the test key, so the app (which keeps its key) goes on as before.
    await rotateAppKey(t.db, newKeys, t.keys, t.clock);
  });

  void it('the key SendGrid sends the e-mail with imports the templates, and is the only one', async () => {
    const messagingUrl = `/api/tenants/${String(tenantId)}/messaging`;
    const sendgridStatus = async () =>
      (await staff.json<TenantIntegrations>('GET', integrationsUrl())).sendgrid;
    await staff.json('PUT', integrationsUrl(), { sendgrid_api_key: 'SG.wrong-key-1' });
    const sending = await staff.call('PUT', messagingUrl, {
      email_provider: 'sendgrid',
      sendgrid_api_key: SENDGRID_KEY,
      sendgrid_webhook_key: sendgrid.eventWebhookPublicKey,
      sms_provider: 'none',
    });
    assert.equal(sending.statusCode, 200, sending.body);
    assert.deepEqual(await sendgridStatus(), {
      configured: true,
      key_hint: '…7Q2Z',
      source: 'message_providers',
    });
    // The Integrations key is refused by SendGrid: the refresh works only with the sending key.
    const refreshed = await staff.json<{ updated: number }>(
      'POST',
      '/api/touchpoints/sendgrid/refresh',
      undefined,
      200,
    );
    assert.equal(refreshed.updated, 1);

    const second = await staff.call('PUT', integrationsUrl(), { sendgrid_api_key: 'SG.second-key-2' });
    assert.deepEqual(
      [second.statusCode, second.json<ApiErrorBody>().code, second.json<ApiErrorBody>().details?.[0]?.path],
      [400, 'VALIDATION_FAILED', 'body.sendgrid_api_key'],
    );
    const [kept] = await t.db.queryAsOwner<{ key_hint: string }>(
      "SELECT key_hint FROM tenant_integrations WHERE tenant_id = $1 AND provider = 'sendgrid'",
      [tenantId],
    );
    assert.equal(kept?.key_hint, 'ey-1', 'nothing was saved');

    const platform = await staff.call('PUT', messagingUrl, {
      email_provider: 'platform',
      sms_provider: 'none',
    });
    assert.equal(platform.statusCode, 200, platform.body);
    assert.deepEqual(await sendgridStatus(), { configured: true, key_hint: '…ey-1', source: 'integrations' });
    assert.deepEqual(await errorOf('POST', '/api/touchpoints/sendgrid/refresh'), [
      400,
      'EXTERNAL_CREDENTIALS_REJECTED',
    ]);
  });

  void it('another tenant’s id is not found', async () => {
    const other = await staffCaller(t, await t.createUser({ tenantName: 'Other Clinic' }));
    const response = await other.call('GET', integrationsUrl());
    assert.equal(response.statusCode, 404);
  });
});
