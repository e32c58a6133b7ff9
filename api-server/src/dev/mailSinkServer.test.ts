import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RecipientRefused } from '../integrations/messaging/messaging.js';
import { createSmtpEmailProvider } from '../integrations/messaging/smtpEmail.js';
import { startFormReceiver } from '../integrations/testing/formReceiver.js';
import { verifyTwilioSignature } from '../integrations/twilio/twilioSignature.js';
import { parseSmtpUrl } from '../integrations/messaging/smtpServer.js';
import { createSmtpMailer } from '../mail/smtpMailer.js';
import { startMailSink, type MailSink } from './mailSinkServer.js';

const ACCOUNT_SID = `AC${'1a2b'.repeat(8)}`;
const AUTH_TOKEN = 'f00d'.repeat(8);
const basicAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;

void describe('dev mail sink', () => {
  let sink: MailSink;
  before(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  });
  after(async () => {
    await sink.close();
  });

  const http = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${sink.httpPort}${path}`, init);

  void it('receives mail over SMTP and lists it as JSON and as an escaped HTML page', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${sink.smtpPort}`,
      from: 'Outreach <no-reply@localhost>',
    });
    await mailer.send({
      to: 'dana@clinic.test',
      subject: 'Hello <script>alert(1)</script>',
      text: 'Line one\nhttp://localhost:3000/password/reset/abc',
      html: '<p>Line one</p>',
    });
    mailer.close();

    const response = await http('/messages', { headers: { origin: 'http://localhost:3000' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const messages = (await response.json()) as {
      to: string;
      from: string;
      subject: string;
      text: string;
      html: string;
      id: string;
      date: string;
    }[];
    assert.equal(messages.length, 1);
    const [message] = messages;
    assert.equal(message?.to, 'dana@clinic.test');
    assert.match(message?.from ?? '', /no-reply@localhost/);
    assert.match(message?.text ?? '', /password\/reset\/abc/);
    assert.equal(message?.html, '<p>Line one</p>');
    assert.ok(message?.id && message.date);

    const page = await (await http('/')).text();
    assert.match(page, /Dev mailbox \(1\)/);
    assert.ok(!page.includes('<script>alert(1)</script>'), 'the subject is escaped');
    assert.match(page, /&#60;script&#62;/);
  });

  void it('refuses a `+bounce` address with 550 as an unknown mailbox, which the e-mail provider calls a bounce', async () => {
    const before = sink.messages().length;
    const provider = createSmtpEmailProvider({
      server: parseSmtpUrl(`smtp://127.0.0.1:${sink.smtpPort}`),
      connections: 1,
      timeoutMs: 5_000,
    });
    try {
      await assert.rejects(
        provider.send({
          idempotencyKey: '0b7e1a52-5d7c-4c1e-9a47-2f0f3f6b8d11',
          from: { email: 'care@clinic.test', name: 'Clinic' },
          to: 'dana+bounce@clinic.test',
          subject: 'Hello',
          text: 'Hello',
          html: '<p>Hello</p>',
          headers: {},
        }),
        (error: unknown) =>
          error instanceof RecipientRefused && error.code === 'smtp_recipient_refused' && !error.temporary,
      );
    } finally {
      provider.close();
    }
    assert.equal(sink.messages().length, before);
  });

  void it('empties the mailbox on DELETE /messages', async () => {
    assert.equal((await http('/messages', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await http('/messages')).json(), []);
    assert.equal((await http('/elsewhere')).status, 404);
  });

  const sendSms = (fields: Record<string, string>, authorization: string | null = basicAuth) =>
    http(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`, {
      method: 'POST',
      headers: authorization === null ? {} : { authorization },
      body: new URLSearchParams(fields),
    });

  void it('answers Twilio’s Messages API: 201 with the message resource, stored for GET /sms', async () => {
    const response = await sendSms({ To: '+15550100200', From: '+15550100999', Body: 'Hi <b>Sam</b> & co' });
    assert.equal(response.status, 201);
    const created = (await response.json()) as Record<string, unknown>;
    assert.match(String(created.sid), /^SM[0-9a-f]{32}$/);
    assert.equal(created.status, 'queued');
    assert.equal(created.account_sid, ACCOUNT_SID);
    assert.equal(created.to, '+15550100200');
    assert.equal(created.from, '+15550100999');
    assert.equal(created.body, 'Hi <b>Sam</b> & co');
    assert.equal(created.num_segments, '1');
    assert.match(String(created.date_created), /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);

    const list = await http('/sms', { headers: { origin: 'http://127.0.0.1:3000' } });
    assert.equal(list.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3000');
    const stored = (await list.json()) as { sid: string; to: string; body: string }[];
    assert.deepEqual(
      stored.map(({ sid, to, body }) => ({ sid, to, body })),
      [{ sid: created.sid, to: '+15550100200', body: 'Hi <b>Sam</b> & co' }],
    );
    const elsewhere = await http('/sms', { headers: { origin: 'https://evil.example' } });
    assert.equal(elsewhere.headers.get('access-control-allow-origin'), null);

    const page = await (await http('/')).text();
    assert.match(page, /SMS \(1\)/);
    assert.match(page, /Hi &#60;b&#62;Sam&#60;\/b&#62; &#38; co/);
    assert.ok(!page.includes('<b>Sam</b>'), 'the SMS body is escaped');
  });

  void it('refuses as Twilio does: no credentials, no or a malformed To, no Body', async () => {
    const unauthenticated = await sendSms({ To: '+15550100200', From: '+15550100999', Body: 'x' }, null);
    assert.equal(unauthenticated.status, 401);
    assert.deepEqual(await unauthenticated.json(), {
      code: 20003,
      message: 'Authenticate',
      more_info: 'https://www.twilio.com/docs/errors/20003',
      status: 401,
    });
    const code = async (fields: Record<string, string>) => {
      const response = await sendSms(fields);
      return [response.status, ((await response.json()) as { code: number }).code];
    };
    assert.deepEqual(await code({ From: '+15550100999', Body: 'x' }), [400, 21604]);
    assert.deepEqual(await code({ To: '0555 0100 200', From: '+15550100999', Body: 'x' }), [400, 21211]);
    assert.deepEqual(await code({ To: '+15550100200', From: '+15550100999' }), [400, 21602]);
    assert.equal(sink.sms().length, 1, 'nothing refused was stored');
  });

  void it('posts a patient’s reply to a webhook, signed with the account’s token', async () => {
    const receiver = await startFormReceiver();
    receiver.answerWith = 204;
    try {
      const url = `${receiver.url}/api/webhooks/twilio/inbound`;
      const status = await sink.replyFromPatient({
        from: '+15550100200',
        to: '+15550100999',
        body: 'STOP',
        url,
        authToken: AUTH_TOKEN,
      });
      assert.equal(status, 204);
      const [reply] = receiver.received;
      assert.ok(reply);
      assert.ok(verifyTwilioSignature(AUTH_TOKEN, url, reply.params, reply.signature));
      assert.equal(reply.params.From, '+15550100200');
      assert.equal(reply.params.To, '+15550100999');
      assert.equal(reply.params.Body, 'STOP');
      assert.equal(reply.params.AccountSid, ACCOUNT_SID, 'the account that texted this number');
      assert.match(reply.params.MessageSid ?? '', /^SM[0-9a-f]{32}$/);
    } finally {
      await receiver.close();
    }
  });

  void it('empties the SMS list on DELETE /sms', async () => {
    assert.equal((await http('/sms', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await http('/sms')).json(), []);
    assert.deepEqual(sink.sms(), []);
  });
});
