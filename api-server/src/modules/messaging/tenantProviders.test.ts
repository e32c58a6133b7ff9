import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Cohort, Patient } from '@outreach/shared-contracts';
import { startMailSink, type MailSink } from '../../dev/mailSinkServer.js';
import { keepingSms } from '../../integrations/testing/keepingSms.js';
import { startFakeSendgrid, type FakeSendgridServer } from '../../integrations/testing/fakeSendgridServer.js';
import { build, type TestApp } from '../../test/build.js';
import { postSignedTwilio } from '../../test/postSignedTwilio.js';
import {
  publishedTouchpoint,
  sendNowAndWait,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

const API = 'http://localhost:4000';
const PLATFORM_TOKEN = '00112233445566778899aabbccddeeff';
const ALPHA_KEY = 'SG.alpha-own-account-key';
const ALPHA_SID = `AC${'a1'.repeat(16)}`;
const ALPHA_TOKEN = 'a1b2c3d4'.repeat(4);
const ALPHA_NUMBER = '+15550100777';
/** Both tenants have a patient of this number. */
const MOBILE = '+15550100500';

type Message = {
  message_key: string;
  state: string;
  reason: string | null;
  provider: string | null;
  provider_message_id: string | null;
};

void describe('sends through each tenant’s own providers, and their webhooks verified per tenant', () => {
  let t: TestApp;
  let alphaSendgrid: FakeSendgridServer;
  let platformSendgrid: FakeSendgridServer;
  let twilio: MailSink;
  const platformSms = keepingSms();
  const teams: Record<'alpha' | 'beta', StudioTeam | undefined> = { alpha: undefined, beta: undefined };
  const patients: Record<'alpha' | 'beta', Patient | undefined> = { alpha: undefined, beta: undefined };

  const tenantOf = (name: 'alpha' | 'beta') => {
    const team = teams[name];
    assert.ok(team);
    return team;
  };

  const messageOfPatient = async (id: number | undefined, channel: 'email' | 'sms') => {
    const [row] = await t.db.queryAsOwner<Message>(
      `SELECT message_key, state, reason, provider, provider_message_id FROM send_messages
       WHERE patient_id = $1 AND channel = $2`,
      [id, channel],
    );
    assert.ok(row, `patient ${String(id)}'s ${channel} message`);
    return row;
  };
  const messageOf = (name: 'alpha' | 'beta', channel: 'email' | 'sms') =>
    messageOfPatient(patients[name]?.id, channel);

  /** A patient with e-mail and SMS of the tenant, sent the tenant's touchpoint; waits for the send. */
  async function sendToPatient(name: 'alpha' | 'beta') {
    const team = tenantOf(name);
    const touchpoint = await publishedTouchpoint(t, team);
    const cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: `${name} cohort` });
    patients[name] = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: `P-${name}`,
      first_name: name === 'alpha' ? 'Ana' : 'Ben',
      last_name: 'Silva',
      date_of_birth: '1970-01-02',
      email: `${name}-patient@example.test`,
      mobile: MOBILE,
      communication_preference: 'email_and_sms',
      email_consent: true,
      sms_consent: true,
      cohort_ids: [cohort.id],
    });
    await sendNowAndWait(team, touchpoint, cohort.id);
  }

  const postTwilio = (path: string, fields: Record<string, string>, token: string) =>
    postSignedTwilio(t.app, API, path, fields, token);

  const postEvents = (query: string, signer: FakeSendgridServer, events: object[]) => {
    const signed = signer.signEvents(events);
    return t.app.inject({
      method: 'POST',
      url: `/api/webhooks/sendgrid/events${query}`,
      headers: { ...signed.headers, 'content-type': 'application/json' },
      payload: signed.body,
    });
  };

  before(async () => {
    alphaSendgrid = await startFakeSendgrid(ALPHA_KEY);
    platformSendgrid = await startFakeSendgrid('SG.platform-key');
    twilio = await startMailSink({ smtpPort: 0, httpPort: 0 });
    t = await build({
      smsProvider: platformSms,
      config: {
        sendgridApiUrl: alphaSendgrid.url,
        twilioApiUrl: `http://127.0.0.1:${String(twilio.httpPort)}/`,
        twilioAuthToken: PLATFORM_TOKEN,
        sendgridWebhookKey: platformSendgrid.eventWebhookPublicKey,
      },
    });
    teams.alpha = await studioTeam(t, 'Alpha Clinic');
    teams.beta = await studioTeam(t, 'Beta Hospital');
    // Alpha: its own SendGrid and Twilio accounts. Beta: the platform's e-mail (SMTP), no SMS.
    await teams.alpha.author.json('PUT', `/api/tenants/${String(teams.alpha.tenantId)}/messaging`, {
      email_provider: 'sendgrid',
      sendgrid_api_key: ALPHA_KEY,
      sendgrid_webhook_key: alphaSendgrid.eventWebhookPublicKey,
      sms_provider: 'twilio',
      twilio_account_sid: ALPHA_SID,
      twilio_auth_token: ALPHA_TOKEN,
      twilio_sender: ALPHA_NUMBER,
    });
    await teams.beta.author.json('PUT', `/api/tenants/${String(teams.beta.tenantId)}/messaging`, {
      email_provider: 'platform',
      sms_provider: 'none',
    });
    await sendToPatient('alpha');
    await sendToPatient('beta');
  });
  after(async () => {
    await t.close();
    await alphaSendgrid.close();
    await platformSendgrid.close();
    await twilio.close();
  });

  void it('sends Alpha’s e-mail through its SendGrid account and its SMS through its Twilio account', async () => {
    const mail = alphaSendgrid.mail.filter((sent) =>
      sent.body.personalizations.some((to) =>
        to.to.some((address) => address.email === 'alpha-patient@example.test'),
      ),
    );
    assert.equal(mail.length, 1);
    const email = await messageOf('alpha', 'email');
    assert.deepEqual([email.state, email.provider], ['sent', 'sendgrid']);

    const sms = twilio.sms().filter((sent) => sent.to === MOBILE);
    assert.equal(sms.length, 1);
    assert.equal(sms[0]?.accountSid, ALPHA_SID);
    assert.equal(sms[0]?.from, ALPHA_NUMBER);
    const key = (await messageOf('alpha', 'sms')).message_key;
    assert.equal(
      sms[0]?.statusCallback,
      `${API}/api/webhooks/twilio/status?t=${String(tenantOf('alpha').tenantId)}&m=${key}`,
    );
    assert.equal(platformSms.sent.length, 0);
  });

  void it('sends Beta’s e-mail through the platform’s SMTP, and fails its SMS when it has chosen none', async () => {
    // Staff mail (the reviewer told of their review) is not the send's.
    assert.deepEqual(
      t.mail
        .messages()
        .map((message) => message.to)
        .filter((to) => !to.endsWith('@clinic.test')),
      ['beta-patient@example.test'],
    );
    assert.ok(!alphaSendgrid.mail.some((sent) => JSON.stringify(sent.body).includes('beta-patient')));
    const sms = await messageOf('beta', 'sms');
    assert.deepEqual([sms.state, sms.reason], ['failed', 'sms_not_configured']);
  });

  void it('takes Alpha’s Twilio status callback only when signed with Alpha’s token, for Alpha’s message', async () => {
    const alphaId = String(tenantOf('alpha').tenantId);
    const betaId = String(tenantOf('beta').tenantId);
    const sms = await messageOf('alpha', 'sms');
    const fields = {
      MessageSid: sms.provider_message_id ?? '',
      MessageStatus: 'delivered',
      AccountSid: ALPHA_SID,
    };
    const own = `/api/webhooks/twilio/status?t=${alphaId}&m=${sms.message_key}`;
    const refused = [
      await postTwilio(own, fields, PLATFORM_TOKEN),
      await postTwilio(`/api/webhooks/twilio/status?t=${betaId}&m=${sms.message_key}`, fields, ALPHA_TOKEN),
      await postTwilio(`/api/webhooks/twilio/status?t=999999&m=${sms.message_key}`, fields, ALPHA_TOKEN),
      await postTwilio(
        `/api/webhooks/twilio/status?t=${alphaId}&m=${(await messageOf('beta', 'sms')).message_key}`,
        { ...fields, MessageStatus: 'failed' },
        ALPHA_TOKEN,
      ),
    ];
    for (const response of refused) {
      assert.equal(response.statusCode, 403);
      assert.deepEqual(
        response.json<{ code: string; message: string }>().message,
        refused[0]?.json<{ message: string }>().message,
      );
    }
    assert.equal((await messageOf('alpha', 'sms')).state, 'sent');
    assert.equal((await messageOf('beta', 'sms')).reason, 'sms_not_configured');

    const accepted = await postTwilio(own, fields, ALPHA_TOKEN);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json(), { received: 1 });
    assert.equal((await messageOf('alpha', 'sms')).state, 'delivered');
  });

  void it('takes Alpha’s SendGrid events only under its key, and only for its own messages and patients', async () => {
    const alphaId = String(tenantOf('alpha').tenantId);
    const email = await messageOf('alpha', 'email');
    const beta = await messageOf('beta', 'email');
    const now = Math.floor(Date.now() / 1000);
    const delivered = (key: string) => ({ event: 'delivered', message_key: key, timestamp: now });

    const platformSigned = await postEvents(`?t=${alphaId}`, platformSendgrid, [
      delivered(email.message_key),
    ]);
    assert.equal(platformSigned.statusCode, 403);
    const unknownTenant = await postEvents('?t=999999', alphaSendgrid, [delivered(email.message_key)]);
    assert.equal(unknownTenant.statusCode, 403);
    // The platform's own address reaches only tenants on the platform's SendGrid, so not Alpha.
    const platformAddress = await postEvents('', platformSendgrid, [delivered(email.message_key)]);
    assert.deepEqual(platformAddress.json(), { received: 0 });
    assert.equal((await messageOf('alpha', 'email')).state, 'sent');

    const own = await postEvents(`?t=${alphaId}`, alphaSendgrid, [
      delivered(email.message_key),
      delivered(beta.message_key),
      { event: 'unsubscribe', message_key: beta.message_key, timestamp: now },
    ]);
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(own.json(), { received: 1 });
    assert.equal((await messageOf('alpha', 'email')).state, 'delivered');
    assert.equal((await messageOf('beta', 'email')).state, 'sent');
    const [betaPatient] = await t.db.queryAsOwner<{ opted_out: boolean }>(
      'SELECT opted_out FROM patients WHERE id = $1',
      [patients.beta?.id],
    );
    assert.equal(betaPatient?.opted_out, false, 'Alpha’s account cannot opt out Beta’s patient');
  });

  void it('a STOP to Alpha’s number, signed with Alpha’s token, opts out Alpha’s patient only', async () => {
    const reply = {
      From: MOBILE,
      To: ALPHA_NUMBER,
      Body: 'STOP',
      MessageSid: `SM${'7'.repeat(32)}`,
      AccountSid: ALPHA_SID,
    };
    const forged = await postTwilio('/api/webhooks/twilio/inbound', reply, PLATFORM_TOKEN);
    assert.equal(forged.statusCode, 403);
    const consent = async () =>
      (
        await t.db.queryAsOwner<{ mrn: string; sms_consent: boolean }>(
          'SELECT mrn, sms_consent FROM patients WHERE mobile = $1 ORDER BY mrn',
          [MOBILE],
        )
      ).map((row) => [row.mrn, row.sms_consent]);
    assert.deepEqual(await consent(), [
      ['P-alpha', true],
      ['P-beta', true],
    ]);
    const taken = await postTwilio('/api/webhooks/twilio/inbound', reply, ALPHA_TOKEN);
    assert.equal(taken.statusCode, 200, taken.body);
    assert.deepEqual(await consent(), [
      ['P-alpha', false],
      ['P-beta', true],
    ]);
  });

  void it('sends a tenant’s e-mail through its own SMTP server once it has chosen one', async () => {
    const team = tenantOf('beta');
    // The sink's SMTP port stands for Beta's own mail server.
    await team.author.json('PUT', `/api/tenants/${String(team.tenantId)}/messaging`, {
      email_provider: 'smtp',
      smtp_url: `smtp://beta-user:beta-pass@127.0.0.1:${String(twilio.smtpPort)}`,
      sms_provider: 'none',
    });
    const touchpoint = await publishedTouchpoint(t, team);
    const cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: 'beta own smtp' });
    const patient = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'P-beta-smtp',
      first_name: 'Bo',
      last_name: 'Silva',
      date_of_birth: '1970-01-02',
      email: 'beta-own-smtp@example.test',
      communication_preference: 'email',
      email_consent: true,
      cohort_ids: [cohort.id],
    });
    await sendNowAndWait(team, touchpoint, cohort.id);
    assert.deepEqual(
      twilio
        .messages()
        .map((message) => message.to)
        .filter((to) => to === 'beta-own-smtp@example.test'),
      ['beta-own-smtp@example.test'],
    );
    assert.ok(!t.mail.messages().some((message) => message.to === 'beta-own-smtp@example.test'));
    const email = await messageOfPatient(patient.id, 'email');
    assert.deepEqual([email.state, email.provider], ['sent', 'smtp']);
  });
});
