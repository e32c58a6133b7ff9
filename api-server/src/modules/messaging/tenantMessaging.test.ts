import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, TenantMessaging } from '@outreach/shared-contracts';
import { startFakeSendgrid, type FakeSendgridServer } from '../../integrations/testing/fakeSendgridServer.js';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, staffCaller, type StaffCaller } from '../patients/testSupport.js';

const SMTP_URL = 'smtps://clinic-user:smtp-secret-pass@mail.alpha.example:465';
const SENDGRID_KEY = 'SG.alpha-own-sendgrid-key-9z8y';
const ACCOUNT_SID = `AC${'0a1b'.repeat(8)}`;
const AUTH_TOKEN = 'c0ffee'.repeat(5) + 'ab';

void describe('a tenant’s own e-mail and SMS providers in Tenant Settings', () => {
  let t: TestApp;
  let sendgrid: FakeSendgridServer;
  let alpha: StaffCaller;
  let alphaId: number;
  let betaId: number;
  const path = (id: number) => `/api/tenants/${String(id)}/messaging`;

  const storedRow = async (tenantId: number) =>
    (
      await t.db.queryAsOwner<Record<string, string | null>>(
        'SELECT * FROM tenant_messaging WHERE tenant_id = $1',
        [tenantId],
      )
    )[0];

  before(async () => {
    sendgrid = await startFakeSendgrid('SG.unused');
    t = await build();
    alpha = await staffCaller(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    await t.createUser({ tenantName: 'Beta Hospital' });
    const tenants = await t.db.queryAsOwner<{ id: number; name: string }>('SELECT id, name FROM tenants');
    alphaId = tenants.find((tenant) => tenant.name === 'Alpha Clinic')?.id ?? 0;
    betaId = tenants.find((tenant) => tenant.name === 'Beta Hospital')?.id ?? 0;
  });
  after(async () => {
    await t.close();
    await sendgrid.close();
  });

  void it('starts on the platform’s providers, with the webhook addresses to give the providers', async () => {
    const settings = await alpha.json<TenantMessaging>('GET', path(alphaId));
    assert.equal(settings.email_provider, 'platform');
    assert.equal(settings.sms_provider, 'platform');
    assert.equal(settings.sendgrid_api_key_set, false);
    assert.match(
      settings.sendgrid_event_webhook_url,
      new RegExp(`/api/webhooks/sendgrid/events\\?t=${String(alphaId)}$`),
    );
  });

  void it('stores SendGrid and Twilio credentials sealed, and answers only that they are set', async () => {
    const response = await alpha.call('PUT', path(alphaId), {
      email_provider: 'sendgrid',
      sendgrid_api_key: SENDGRID_KEY,
      sendgrid_webhook_key: sendgrid.eventWebhookPublicKey,
      sms_provider: 'twilio',
      twilio_account_sid: ACCOUNT_SID,
      twilio_auth_token: AUTH_TOKEN,
      twilio_sender: '+15550100777',
    });
    assert.equal(response.statusCode, 200, response.body);
    for (const secret of [SENDGRID_KEY, AUTH_TOKEN]) assert.ok(!response.body.includes(secret));
    const settings = response.json<TenantMessaging>();
    assert.equal(settings.sendgrid_api_key_set, true);
    assert.equal(settings.sendgrid_api_key_hint, '…9z8y');
    assert.equal(settings.twilio_auth_token_hint, `…${AUTH_TOKEN.slice(-4)}`);
    assert.equal(settings.twilio_account_sid, ACCOUNT_SID);
    assert.deepEqual(await alpha.json<TenantMessaging>('GET', path(alphaId)), settings);

    // In the database: sealed, not the plain text, and sealed under the credential key only.
    const row = await storedRow(alphaId);
    assert.ok(row?.sendgrid_key_sealed && row.twilio_token_sealed);
    assert.ok(!row.sendgrid_key_sealed.includes(SENDGRID_KEY));
    assert.equal(t.keys.openCredential(row.sendgrid_key_sealed), SENDGRID_KEY);
    assert.equal(t.keys.openCredential(row.twilio_token_sealed), AUTH_TOKEN);
    assert.throws(() => t.keys.decrypt(row.twilio_token_sealed ?? ''));
  });

  void it('keeps a credential left out, and drops a provider’s credentials when another is chosen', async () => {
    const kept = await alpha.json<TenantMessaging>('PUT', path(alphaId), {
      email_provider: 'sendgrid',
      sms_provider: 'twilio',
      twilio_sender: `MG${'5d'.repeat(16)}`,
    });
    assert.equal(kept.sendgrid_api_key_hint, '…9z8y');
    assert.equal(kept.twilio_sender, `MG${'5d'.repeat(16)}`);
    assert.equal(t.keys.openCredential((await storedRow(alphaId))?.twilio_token_sealed ?? ''), AUTH_TOKEN);

    const smtp = await alpha.json<TenantMessaging>('PUT', path(alphaId), {
      email_provider: 'smtp',
      smtp_url: SMTP_URL,
      sendgrid_api_key: '',
      sms_provider: 'none',
    });
    assert.equal(smtp.smtp_server, 'smtps://mail.alpha.example:465');
    assert.equal(smtp.sendgrid_api_key_set, false);
    assert.equal(smtp.twilio_auth_token_set, false);
    const row = await storedRow(alphaId);
    assert.equal(row?.sendgrid_key_sealed, null);
    assert.equal(row?.twilio_token_sealed, null);
    assert.ok(row?.smtp_url_sealed && !row.smtp_url_sealed.includes('smtp-secret-pass'));
    assert.equal(t.keys.openCredential(row.smtp_url_sealed), SMTP_URL);
  });

  void it('refuses what a chosen provider cannot work with, naming the field, and writes nothing', async () => {
    const before = await storedRow(alphaId);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'SendGrid without its key',
        { email_provider: 'sendgrid', sms_provider: 'none' },
        'body.sendgrid_api_key',
      ],
      [
        'an empty SMTP URL for SMTP',
        { email_provider: 'smtp', smtp_url: '', sms_provider: 'none' },
        'body.smtp_url',
      ],
      [
        'an http address for SMTP',
        { email_provider: 'smtp', smtp_url: 'http://mail.example', sms_provider: 'none' },
        'body.smtp_url',
      ],
      [
        'an account SID of the wrong shape',
        {
          email_provider: 'smtp',
          sms_provider: 'twilio',
          twilio_account_sid: 'AC123',
          twilio_auth_token: AUTH_TOKEN,
          twilio_sender: '+15550100777',
        },
        'body.twilio_account_sid',
      ],
      [
        'a sender that is neither E.164 nor a messaging service',
        {
          email_provider: 'smtp',
          sms_provider: 'twilio',
          twilio_account_sid: ACCOUNT_SID,
          twilio_auth_token: AUTH_TOKEN,
          twilio_sender: '5550100',
        },
        'body.twilio_sender',
      ],
      [
        'a verification key that is no P-256 key',
        {
          email_provider: 'sendgrid',
          sendgrid_api_key: SENDGRID_KEY,
          sendgrid_webhook_key: 'A'.repeat(120),
          sms_provider: 'none',
        },
        'body.sendgrid_webhook_key',
      ],
    ];
    for (const [label, body, field] of cases) {
      const response = await alpha.call('PUT', path(alphaId), body);
      assert.equal(response.statusCode, 400, label);
      const error = response.json<ApiErrorBody>();
      assert.equal(error.code, 'VALIDATION_FAILED', label);
      assert.ok(
        error.details?.some((detail) => detail.path === field),
        `${label}: ${JSON.stringify(error.details)}`,
      );
      assert.ok(!response.body.includes(AUTH_TOKEN) && !response.body.includes(SENDGRID_KEY), label);
    }
    assert.deepEqual(await storedRow(alphaId), before);
  });

  void it('is out of reach of staff of another tenant, and audited without secrets', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await alpha.call(method, path(betaId), {
        email_provider: 'platform',
        sms_provider: 'none',
      });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json<ApiErrorBody>().code, 'NOT_FOUND');
    }
    assert.equal(await storedRow(betaId), undefined);
    const audited = await auditRows(t, ['tenant_messaging_saved']);
    assert.equal(audited.length, 3);
    const text = JSON.stringify(audited);
    for (const secret of [SENDGRID_KEY, AUTH_TOKEN, 'smtp-secret-pass']) assert.ok(!text.includes(secret));
    assert.match(text, /smtp_url/);
  });
});
