import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { tenantMessagingMessages, type ApiErrorBody, type TenantMessaging } from '@outreach/shared-contracts';
import { startMailSink, type MailSink } from '../../dev/mailSinkServer.js';
import { startFakeSendgrid, type FakeSendgridServer } from '../../integrations/testing/fakeSendgridServer.js';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, staffCaller, type StaffCaller } from '../patients/testSupport.js';

const SMTP_URL = 'smtps://clinic-user:smtp-secret-pass@mail.alpha.example:465';
const SENDGRID_KEY = 'SG.alpha-own-sendgrid-key-9z8y';
const ACCOUNT_SID = `AC${'0a1b'.repeat(8)}`;
const AUTH_TOKEN = 'c0ffee'.repeat(5) + 'ab';
/** Another clinic's Twilio account, which Alpha must not be able to claim. */
const OTHER_SID = `AC${'9f8e'.repeat(8)}`;
const OTHER_TOKEN = 'beef'.repeat(8);

/** The DNS of the tests: public names, and names an attacker points at internal addresses. */
const dns: Record<string, string[]> = {
  'mail.alpha.example': ['93.184.215.14'],
  'metadata.attacker.example': ['169.254.169.254'],
  'mixed.attacker.example': ['93.184.215.14', '10.0.0.7'],
  'v6metadata.attacker.example': ['fd00:ec2::254'],
  'mapped.attacker.example': ['::ffff:127.0.0.1', '::ffff:169.254.169.254'],
};
const lookup = (host: string) => {
  const addresses = dns[host];
  return addresses
    ? Promise.resolve(addresses.map((address) => ({ address })))
    : Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
};

void describe('a tenant’s own e-mail and SMS providers in Tenant Settings', () => {
  let t: TestApp;
  let sendgrid: FakeSendgridServer;
  let twilio: MailSink;
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
    twilio = await startMailSink({
      smtpPort: 0,
      httpPort: 0,
      twilioAccounts: { [ACCOUNT_SID]: AUTH_TOKEN, [OTHER_SID]: OTHER_TOKEN },
    });
    t = await build({
      smtpHostLookup: lookup,
      config: { twilioApiUrl: `http://127.0.0.1:${String(twilio.httpPort)}` },
    });
    alpha = await staffCaller(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    await t.createUser({ tenantName: 'Beta Hospital' });
    const tenants = await t.db.queryAsOwner<{ id: number; name: string }>('SELECT id, name FROM tenants');
    alphaId = tenants.find((tenant) => tenant.name === 'Alpha Clinic')?.id ?? 0;
    betaId = tenants.find((tenant) => tenant.name === 'Beta Hospital')?.id ?? 0;
  });
  after(async () => {
    await t.close();
    await sendgrid.close();
    await twilio.close();
  });

  /** Each body is refused at the field with the message named, and nothing is written. */
  async function refusedAt(
    cases: [string, Record<string, unknown>, string, keyof typeof tenantMessagingMessages][],
  ) {
    const before = await storedRow(alphaId);
    for (const [label, body, field, message] of cases) {
      const response = await alpha.call('PUT', path(alphaId), body);
      assert.equal(response.statusCode, 400, label);
      const error = response.json<ApiErrorBody>();
      assert.equal(error.code, 'VALIDATION_FAILED', label);
      assert.deepEqual(
        error.details,
        [{ path: `body.${field}`, message: tenantMessagingMessages[message] }],
        label,
      );
    }
    assert.deepEqual(await storedRow(alphaId), before);
  }

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

  void it('refuses an SMTP address that carries transport options or lacks its port, user or password', async () => {
    const smtp = (smtp_url: string) => ({ email_provider: 'smtp', smtp_url, sms_provider: 'none' });
    const server = 'smtp://clinic-user:pass@mail.alpha.example:25';
    await refusedAt([
      ['a program to run', smtp(`${server}?sendmail=true&path=/usr/bin/touch`), 'smtp_url', 'smtpUrlOptions'],
      ['mail kept as JSON', smtp(`${server}?jsonTransport=true`), 'smtp_url', 'smtpUrlOptions'],
      ['a proxy', smtp(`${server}?proxy=http://10.0.0.1:3128`), 'smtp_url', 'smtpUrlOptions'],
      ['a logger', smtp(`${server}/?logger=true&debug=true`), 'smtp_url', 'smtpUrlOptions'],
      ['no port', smtp('smtps://clinic-user:pass@mail.alpha.example'), 'smtp_url', 'smtpUrlParts'],
      ['no password', smtp('smtps://clinic-user@mail.alpha.example:465'), 'smtp_url', 'smtpUrlParts'],
    ]);
  });

  void it('refuses SMTP servers on loopback, private, link-local or metadata addresses', async () => {
    const smtp = (host: string) => ({
      email_provider: 'smtp',
      smtp_url: `smtps://clinic-user:pass@${host}:465`,
      sms_provider: 'none',
    });
    const cases = [
      'metadata.attacker.example',
      'mixed.attacker.example',
      'v6metadata.attacker.example',
      'mapped.attacker.example',
      'unknown.attacker.example',
      '169.254.169.254',
      '10.1.2.3',
      '192.168.0.10',
      '127.0.0.2',
      '0.0.0.0',
      '[::1]',
      '[fd00:ec2::254]',
      '[::ffff:169.254.169.254]',
    ].map((host): [string, Record<string, unknown>, string, 'smtpServerRefused'] => [
      host,
      smtp(host),
      'smtp_url',
      'smtpServerRefused',
    ]);
    await refusedAt(cases);
    // The network the operator allows (the tests' sink on 127.0.0.1) and public servers are taken.
    for (const host of ['127.0.0.1', 'mail.alpha.example'])
      assert.equal((await alpha.call('PUT', path(alphaId), smtp(host))).statusCode, 200, host);
  });

  void it('checks a Twilio account SID and auth token with Twilio, so another account cannot be claimed', async () => {
    const twilioBody = (sid: string, token: string) => ({
      email_provider: 'platform',
      sms_provider: 'twilio',
      twilio_account_sid: sid,
      twilio_auth_token: token,
      twilio_sender: '+15550100777',
    });
    await refusedAt([
      [
        'another clinic’s SID with this token',
        twilioBody(OTHER_SID, AUTH_TOKEN),
        'twilio_account_sid',
        'twilioAccountRefused',
      ],
      [
        'a SID Twilio does not know',
        twilioBody(`AC${'7'.repeat(32)}`, AUTH_TOKEN),
        'twilio_account_sid',
        'twilioAccountRefused',
      ],
    ]);
    const own = await alpha.call('PUT', path(alphaId), twilioBody(ACCOUNT_SID, AUTH_TOKEN));
    assert.equal(own.statusCode, 200, own.body);
    // A stored token with a new SID is checked too.
    await refusedAt([
      [
        'a new SID with the stored token',
        { email_provider: 'platform', sms_provider: 'twilio', twilio_account_sid: OTHER_SID },
        'twilio_account_sid',
        'twilioAccountRefused',
      ],
    ]);
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
    assert.equal(audited.length, 6);
    const text = JSON.stringify(audited);
    for (const secret of [SENDGRID_KEY, AUTH_TOKEN, 'smtp-secret-pass']) assert.ok(!text.includes(secret));
    assert.match(text, /smtp_url/);
  });
});
