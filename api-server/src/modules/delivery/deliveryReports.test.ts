import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  ApiErrorBody,
  Cohort,
  Patient,
  Send,
  SendPreview,
  UnsubscribePage,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
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
import { optOutConfirmations } from '../../integrations/messaging/optOutConfirmation.js';
import { auditRows } from '../patients/testSupport.js';
import { unsubscribeToken } from './reports.js';

const AUTH_TOKEN = '00112233445566778899aabbccddeeff';
const API = 'http://localhost:4000';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;

void describe('what providers and patients report back', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpoint: number;
  let cohort: Cohort;
  let sendgrid: FakeSendgridServer;
  let send: Send;
  const sms = keepingSms();
  const patients: Record<string, Patient> = {};

  const messageOf = async (patient: string, channel: 'email' | 'sms') => {
    const [row] = await t.db.queryAsOwner<{
      id: string;
      message_key: string;
      state: string;
      provider_message_id: string;
    }>(
      'SELECT id, message_key, state, provider_message_id FROM send_messages WHERE patient_id = $1 AND channel = $2',
      [patients[patient]?.id, channel],
    );
    assert.ok(row, `a message of ${patient} by ${channel}`);
    return row;
  };

  /** Posts form fields as Twilio would, signed with `token` over the URL it calls. */
  const postTwilio = (path: string, fields: Record<string, string>, token = AUTH_TOKEN) =>
    postSignedTwilio(t.app, API, path, fields, token);

  before(async () => {
    sendgrid = await startFakeSendgrid('SG.test-key');
    t = await build({
      smsProvider: sms,
      config: { twilioAuthToken: AUTH_TOKEN, sendgridWebhookKey: sendgrid.eventWebhookPublicKey },
    });
    team = await studioTeam(t, 'Report Clinic');
    touchpoint = await publishedTouchpoint(t, team);
    cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: 'Reports' });
    for (const [name, mobile, language] of [
      ['Ana', '+15550100401', 'en'],
      ['Ben', '+15550100402', 'es'],
    ] as const) {
      patients[name] = await team.author.json<Patient>('POST', '/api/patients', {
        mrn: `R-${name}`,
        first_name: name,
        last_name: 'Silva',
        date_of_birth: '1970-01-02',
        email: `${name.toLowerCase()}@example.test`,
        mobile,
        communication_preference: 'email_and_sms',
        language_preference: language,
        email_consent: true,
        sms_consent: true,
        cohort_ids: [cohort.id],
      });
    }
    send = await sendNowAndWait(team, touchpoint, cohort.id);
    assert.equal(send.counts.sent, 4);
  });
  after(async () => {
    await t.close();
    await sendgrid.close();
  });

  void it('asks Twilio for status callbacks that name the tenant and the message', async () => {
    const ana = await messageOf('Ana', 'sms');
    assert.equal(
      sms.sent.find((message) => message.to === '+15550100401')?.statusCallbackUrl,
      `${API}/api/webhooks/twilio/status?t=${String(team.tenantId)}&m=${ana.message_key}`,
    );
  });

  void it('a signed Twilio callback marks the SMS delivered; an unsigned or replayed one changes nothing', async () => {
    const ana = await messageOf('Ana', 'sms');
    const path = `/api/webhooks/twilio/status?t=${String(team.tenantId)}&m=${ana.message_key}`;
    const fields = { MessageSid: ana.provider_message_id, MessageStatus: 'delivered', AccountSid: 'AC1' };
    const forged = await postTwilio(path, fields, 'ffeeddccbbaa99887766554433221100');
    assert.equal(forged.statusCode, 403);
    assert.equal((await messageOf('Ana', 'sms')).state, 'sent');

    const first = await postTwilio(path, fields);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: 1 });
    assert.equal((await messageOf('Ana', 'sms')).state, 'delivered');
    // The same callback again (a replay) changes nothing, nor does a status on the way ('sent').
    const late = await postTwilio(path, { ...fields, MessageStatus: 'sent' });
    assert.deepEqual(late.json(), { received: 0 });
    const replay = await postTwilio(path, fields);
    assert.deepEqual(replay.json(), { received: 0 });
    assert.equal((await messageOf('Ana', 'sms')).state, 'delivered');
    const view = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
    assert.equal(view.channels.sms.delivered, 1);
  });

  void it('a reply of STOP opts the number out of SMS, audited, and a next send skips it', async () => {
    const response = await postTwilio('/api/webhooks/twilio/inbound', {
      MessageSid: 'SM99',
      From: '+15550100402',
      To: '+15550100999',
      Body: ' stop ',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /text\/xml/);
    // One confirmation, in Ben's language, as the TwiML answer.
    assert.equal(
      response.body,
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${optOutConfirmations.es}</Message></Response>`,
    );
    const [ben] = await t.db.queryAsOwner<{ sms_consent: boolean }>(
      'SELECT sms_consent FROM patients WHERE id = $1',
      [patients.Ben?.id],
    );
    assert.equal(ben?.sms_consent, false);
    assert.equal((await auditRows(t, ['patient_opted_out'])).length, 1);
    const preview = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      { patient_ids: [patients.Ben?.id] },
      200,
    );
    assert.equal(preview.skipped_by_reason.already_sent, 1);
    assert.equal(preview.sms_only + preview.email_and_sms, 0);
  });

  void it('a reply that asks to stop in a sentence opts out once, however often it comes', async () => {
    const reply = (sid: string, body: string) =>
      postTwilio('/api/webhooks/twilio/inbound', {
        MessageSid: sid,
        From: '+15550100401',
        To: '+15550100999',
        Body: body,
      });
    const first = await reply('SM100', 'Please stop texting me.');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.body.match(/<Message>/g)?.length, 1, 'one confirmation');
    assert.match(first.body, new RegExp(`<Message>${optOutConfirmations.en}</Message>`));
    const [ana] = await t.db.queryAsOwner<{ sms_consent: boolean }>(
      'SELECT sms_consent FROM patients WHERE id = $1',
      [patients.Ana?.id],
    );
    assert.equal(ana?.sms_consent, false);
    // The same webhook again, and a second STOP: nothing more changes, and no reply is sent.
    for (const [sid, body] of [
      ['SM100', 'Please stop texting me.'],
      ['SM101', 'STOP'],
    ] as const) {
      const again = await reply(sid, body);
      assert.equal(again.statusCode, 200, again.body);
      assert.doesNotMatch(again.body, /<Message/);
    }
    const optOuts = await auditRows(t, ['patient_opted_out']);
    assert.equal(optOuts.filter((row) => Number(row.details.patient_id) === patients.Ana?.id).length, 1);
  });

  void it('a keyword Twilio itself handled (OptOutType) opts out without a second confirmation', async () => {
    await t.db.queryAsOwner('UPDATE patients SET sms_consent = true WHERE id = $1', [patients.Ana?.id]);
    const response = await postTwilio('/api/webhooks/twilio/inbound', {
      MessageSid: 'SM200',
      From: '+15550100401',
      To: '+15550100999',
      Body: 'STOP',
      OptOutType: 'STOP',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.doesNotMatch(response.body, /<Message/);
    const [ana] = await t.db.queryAsOwner<{ sms_consent: boolean }>(
      'SELECT sms_consent FROM patients WHERE id = $1',
      [patients.Ana?.id],
    );
    assert.equal(ana?.sms_consent, false);
  });

  void it('SendGrid’s signed events update messages; a bad signature is refused', async () => {
    const ana = await messageOf('Ana', 'email');
    const { counts: before } = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
    const event = {
      event: 'bounce',
      type: 'bounce',
      sg_message_id: 'x.y',
      message_key: ana.message_key,
      timestamp: Math.floor(Date.now() / 1000),
      email: 'ana@example.test',
    };
    const signed = sendgrid.signEvents([event]);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sendgrid/events',
      headers: { ...signed.headers, 'content-type': 'application/json' },
      payload: Buffer.from(JSON.stringify([{ ...event, type: 'blocked' }])),
    });
    assert.equal(tampered.statusCode, 403);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/sendgrid/events',
      headers: { ...signed.headers, 'content-type': 'application/json' },
      payload: signed.body,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((await messageOf('Ana', 'email')).state, 'bounced');
    // The delivery view moves the message from sent to bounced, and lists the bounce's reason.
    const after = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
    assert.equal(after.counts.bounced, before.bounced + 1);
    assert.equal(after.counts.sent, before.sent - 1);
    assert.equal(after.channels.email.bounced, before.bounced + 1);
    assert.ok(after.failures.some((failure) => failure.reason === 'bounce' && failure.messages === 1));
  });

  void it('a one-click unsubscribe opts the patient out; a forged link is not found', async () => {
    const ben = await messageOf('Ben', 'email');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${ben.message_key}.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(code(forged), 'NOT_FOUND');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${unsubscribeToken(t.keys, ben.message_key)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(done.statusCode, 200, done.body);
    const [row] = await t.db.queryAsOwner<{ opted_out: boolean }>(
      'SELECT opted_out FROM patients WHERE id = $1',
      [patients.Ben?.id],
    );
    assert.equal(row?.opted_out, true);
  });

  /** The unsubscribe page's token in the footer of a patient's e-mail (`/u/<key>/<signature>`). */
  const footerToken = (address: string) => {
    const email = t.mail.messages().find((message) => message.to === address);
    const match = /\/u\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(email?.text ?? '');
    assert.ok(match, `the e-mail to ${address} links its unsubscribe page`);
    return `${match[1] ?? ''}.${match[2] ?? ''}`;
  };
  const getPage = (token: string) => t.app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });

  void it('every e-mail ends with the unsubscribe page’s link, in the patient’s language, in both parts', async () => {
    const mail = t.mail.messages();
    const ana = mail.find((message) => message.to === 'ana@example.test');
    const ben = mail.find((message) => message.to === 'ben@example.test');
    const anaPage = `http://localhost:3004/u/${(await messageOf('Ana', 'email')).message_key}/`;
    assert.match(
      ana?.text ?? '',
      new RegExp(`Unsubscribe from these e-mails: ${anaPage}[A-Za-z0-9_-]{43}\\s*$`),
    );
    assert.match(
      ana?.html ?? '',
      new RegExp(`<a href="${anaPage}[A-Za-z0-9_-]{43}"[^>]*>Unsubscribe from these e-mails</a>`),
    );
    assert.match(
      ben?.text ?? '',
      /Darse de baja de estos correos electrónicos: http:\/\/localhost:3004\/u\//,
    );
    assert.match(
      ben?.html ?? '',
      /<html dir="ltr" lang="es">.*>Darse de baja de estos correos electrónicos<\/a>/s,
    );
    // The footer's link is signed like the one-click header's.
    assert.equal(
      footerToken('ana@example.test'),
      unsubscribeToken(t.keys, (await messageOf('Ana', 'email')).message_key),
    );
  });

  void it('the unsubscribe page shows the tenant and the patient’s language; a forged link is not found', async () => {
    const ana = footerToken('ana@example.test');
    const page = await getPage(ana);
    assert.equal(page.statusCode, 200, page.body);
    assert.deepEqual(page.json<UnsubscribePage>(), {
      tenant_name: 'Report Clinic',
      language: 'en',
      right_to_left: false,
      branding: { primary_color: '#388083', logo_url: null },
      email_stopped: false,
    });
    const [key] = ana.split('.');
    assert.equal(code(await getPage(`${key ?? ''}.${'A'.repeat(43)}`)), 'NOT_FOUND');
    assert.equal(code(await getPage(`${'0'.repeat(36)}.${ana.split('.')[1] ?? ''}`)), 'NOT_FOUND');
    assert.equal(code(await getPage('not-a-token')), 'VALIDATION_FAILED');
  });

  void it('the page’s post (no body) opts the patient out once; the page then says so', async () => {
    const ana = footerToken('ana@example.test');
    const audited = (await auditRows(t, ['patient_opted_out'])).length;
    const done = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${ana}` });
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { unsubscribed: true });
    assert.equal((await getPage(ana)).json<UnsubscribePage>().email_stopped, true);
    // Pressed again (a second tab, a reload): the same answer, and no second opt-out is recorded.
    const again = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${ana}` });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await auditRows(t, ['patient_opted_out'])).length, audited + 1);
    // Ben stopped by the one-click header before: his page says so in his language.
    const ben = (await getPage(footerToken('ben@example.test'))).json<UnsubscribePage>();
    assert.deepEqual([ben.language, ben.email_stopped], ['es', true]);
  });
});
