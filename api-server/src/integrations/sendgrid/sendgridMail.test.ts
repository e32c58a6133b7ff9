import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DeliveryFailure, type EmailToSend } from '../messaging/messaging.js';
import { startFakeSendgrid, type FakeSendgridServer } from '../testing/fakeSendgridServer.js';
import { createSendgridEmailProvider, type SendgridMailSettings } from './sendgridMail.js';

const KEY = 'SG.mail-test.abcdef123456';
const TEMPLATE_ID = `d-${'c'.repeat(32)}`;

const rendered: EmailToSend = {
  idempotencyKey: '6f1c2a4e-8d7b-4c3a-9e5f-0a1b2c3d4e5f',
  from: { email: 'clinic@example.org', name: 'Riverside Clinic' },
  to: 'patient@example.com',
  subject: 'Your appointment',
  html: '<p>See you on Monday.</p>',
  text: 'See you on Monday.',
  headers: {
    'List-Unsubscribe': '<https://outreach.example.org/u/abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

void describe('SendGrid Mail Send against a local SendGrid', () => {
  let fake: FakeSendgridServer;
  let settings: SendgridMailSettings;
  before(async () => {
    fake = await startFakeSendgrid(KEY);
    settings = { baseUrl: fake.url, timeoutMs: 2_000 };
    fake.templates.push({
      id: TEMPLATE_ID,
      name: 'Reminder',
      subject: '{{subject}}',
      html_content: '<p>{{first_name}}</p>',
      plain_content: '{{first_name}}',
    });
  });
  beforeEach(() => {
    fake.mail.length = 0;
  });
  after(() => fake.close());

  const send = (message: EmailToSend, key = KEY, overrides: Partial<SendgridMailSettings> = {}) =>
    createSendgridEmailProvider({ ...settings, ...overrides }, key).send(message);

  const failsWith = (promise: Promise<unknown>, expected: { code: string; temporary: boolean }) =>
    assert.rejects(promise, (error) => {
      assert.ok(error instanceof DeliveryFailure);
      assert.deepEqual({ code: error.code, temporary: error.temporary }, expected);
      return true;
    });

  void it('hands over a rendered e-mail, and answers with the X-Message-Id SendGrid gave it', async () => {
    const accepted = await send(rendered);
    assert.equal(fake.mail.length, 1);
    const [mail] = fake.mail;
    assert.equal(accepted.providerMessageId, mail!.messageId);
    assert.deepEqual(mail!.body, {
      personalizations: [
        { to: [{ email: 'patient@example.com' }], custom_args: { message_key: rendered.idempotencyKey } },
      ],
      from: { email: 'clinic@example.org', name: 'Riverside Clinic' },
      headers: rendered.headers,
      subject: 'Your appointment',
      content: [
        { type: 'text/plain', value: 'See you on Monday.' },
        { type: 'text/html', value: '<p>See you on Monday.</p>' },
      ],
    });
  });

  void it('sends a dynamic template with its data, and no subject or content of its own', async () => {
    await send({ ...rendered, template: { id: TEMPLATE_ID, data: { first_name: 'Ana' } } });
    const body = fake.mail[0]!.body;
    assert.equal(body.template_id, TEMPLATE_ID);
    assert.deepEqual(body.personalizations[0]!.dynamic_template_data, { first_name: 'Ana' });
    assert.deepEqual(body.personalizations[0]!.custom_args, { message_key: rendered.idempotencyKey });
    assert.equal(body.subject, undefined);
    assert.equal(body.content, undefined);
  });

  void it('a refused key is a permanent failure', async () => {
    await failsWith(send(rendered, 'SG.wrong'), { code: 'sendgrid_credentials_rejected', temporary: false });
  });

  void it('a message SendGrid refuses (400) is a permanent failure that quotes nothing of it', async () => {
    const unknownTemplate = { ...rendered, template: { id: `d-${'0'.repeat(32)}`, data: {} } };
    await assert.rejects(send(unknownTemplate), (error) => {
      assert.ok(error instanceof DeliveryFailure);
      assert.deepEqual([error.code, error.temporary], ['sendgrid_rejected', false]);
      assert.equal(error.message, 'delivery failed: sendgrid_rejected');
      return true;
    });
    await failsWith(send({ ...rendered, to: 'not an address' }), {
      code: 'sendgrid_rejected',
      temporary: false,
    });
    assert.equal(fake.mail.length, 0);
  });

  void it('a 500 is a temporary failure', async () => {
    fake.troubles.serverErrorOnce = true;
    await failsWith(send(rendered), { code: 'sendgrid_unavailable', temporary: true });
    assert.equal(fake.mail.length, 0);
  });

  void it('a 429 is a temporary failure that says when SendGrid lifts the limit', async () => {
    fake.troubles.rateLimitOnce = 30;
    await assert.rejects(send(rendered), (error) => {
      assert.ok(error instanceof DeliveryFailure);
      assert.deepEqual([error.code, error.temporary], ['sendgrid_rate_limited', true]);
      // X-RateLimit-Reset is a whole epoch second: 30 s from now, give or take that second.
      assert.ok(error.retryAfterMs !== null && error.retryAfterMs > 28_000 && error.retryAfterMs <= 31_000);
      return true;
    });
  });

  void it('a call that outlasts the timeout, or finds no server, is a temporary failure', async () => {
    fake.troubles.delayOnceMs = 1_000;
    await failsWith(send(rendered, KEY, { timeoutMs: 100 }), { code: 'sendgrid_timeout', temporary: true });
    const gone = await startFakeSendgrid(KEY);
    await gone.close();
    await failsWith(send(rendered, KEY, { baseUrl: gone.url }), {
      code: 'sendgrid_unreachable',
      temporary: true,
    });
  });

  void it('the local SendGrid refuses, as SendGrid does, a body without from, recipients or content', async () => {
    const errorOf = async (body: object) => {
      const response = await fetch(`${fake.url}/v3/mail/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { errors: { field: string }[] };
      return [response.status, answer.errors[0]?.field];
    };
    const to = [{ to: [{ email: 'patient@example.com' }] }];
    const from = { email: 'clinic@example.org' };
    const content = [{ type: 'text/plain', value: 'Hello' }];
    assert.deepEqual(await errorOf({ personalizations: to, subject: 'Hi', content }), [400, 'from']);
    assert.deepEqual(await errorOf({ from, subject: 'Hi', content }), [400, 'personalizations']);
    assert.deepEqual(await errorOf({ personalizations: [], from, subject: 'Hi', content }), [
      400,
      'personalizations',
    ]);
    assert.deepEqual(await errorOf({ personalizations: to, from, subject: 'Hi' }), [400, 'content']);
    assert.deepEqual(await errorOf({ personalizations: to, from, template_id: 'd-unknown' }), [
      400,
      'template_id',
    ]);
    assert.equal(fake.mail.length, 0);
  });
});
