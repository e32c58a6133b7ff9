import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startMailSink, type MailSink } from '../../dev/mailSinkServer.js';
import { DeliveryFailure, type SmsToSend } from '../messaging/messaging.js';
import { startFormReceiver, type FormReceiver } from '../testing/formReceiver.js';
import { createTwilioSmsProvider, type TwilioCredentials, type TwilioSettings } from './twilioClient.js';
import { verifyTwilioSignature } from './twilioSignature.js';
import { statusReportFromCallback } from './twilioWebhooks.js';

const credentials: TwilioCredentials = {
  accountSid: `AC${'1a2b'.repeat(8)}`,
  authToken: 'f00d'.repeat(8),
};
const SERVICE_SID = `MG${'9c'.repeat(16)}`;

const sms = (fields: Partial<SmsToSend> = {}): SmsToSend => ({
  idempotencyKey: randomUUID(),
  to: '+15550100200',
  from: '+15550100999',
  body: 'Your flu shot is due. Réservez: https://example.org/b/1 ✓',
  statusCallbackUrl: null,
  ...fields,
});

/** A port nothing listens on: a server is opened on it and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

void describe('Twilio SMS adapter against the dev SMS sink', () => {
  let sink: MailSink;
  let settings: TwilioSettings;
  before(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    settings = { baseUrl: `http://127.0.0.1:${String(sink.httpPort)}/`, timeoutMs: 2_000 };
  });
  after(() => sink.close());
  beforeEach(() => sink.clearSms());

  const fails = (
    promise: Promise<unknown>,
    code: string,
    temporary: boolean,
    retryAfterMs: number | null = null,
  ) =>
    assert.rejects(promise, (error) => {
      assert.ok(error instanceof DeliveryFailure);
      assert.deepEqual(
        { code: error.code, temporary: error.temporary, retryAfterMs: error.retryAfterMs },
        { code, temporary, retryAfterMs },
      );
      return true;
    });

  void it('sends an SMS from a number, which the sink stores with its fields', async () => {
    const message = sms({ statusCallbackUrl: 'http://127.0.0.1:9/twilio/status?m=1' });
    const accepted = await createTwilioSmsProvider(settings, credentials).send(message);
    assert.match(accepted.providerMessageId, /^SM[0-9a-f]{32}$/);
    const [stored] = sink.sms();
    assert.deepEqual(
      { ...stored, date: undefined },
      {
        sid: accepted.providerMessageId,
        accountSid: credentials.accountSid,
        to: message.to,
        from: message.from,
        messagingServiceSid: null,
        body: message.body,
        numSegments: 1,
        status: 'queued',
        statusCallback: 'http://127.0.0.1:9/twilio/status?m=1',
        date: undefined,
      },
    );
  });

  void it('names a messaging service (MG…) as MessagingServiceSid instead of From', async () => {
    await createTwilioSmsProvider(settings, credentials).send(sms({ from: SERVICE_SID }));
    assert.equal(sink.sms()[0]?.messagingServiceSid, SERVICE_SID);
    assert.equal(sink.sms()[0]?.from, null);
  });

  void it('a refused auth token is a permanent failure', async () => {
    await fails(
      createTwilioSmsProvider(settings, { ...credentials, authToken: 'not-the-token' }).send(sms()),
      'twilio_credentials_rejected',
      false,
    );
    assert.equal(sink.sms().length, 0);
  });

  void it('a number that is not E.164 is refused permanently with Twilio’s error code', async () => {
    await fails(
      createTwilioSmsProvider(settings, credentials).send(sms({ to: '555-0100' })),
      'twilio_21211',
      false,
    );
    assert.equal(sink.sms().length, 0);
  });

  void it('a refusal without Twilio’s error code is permanent, named by its status', async () => {
    const baseUrl = `http://127.0.0.1:${String(sink.httpPort)}/not-twilio`;
    await fails(
      createTwilioSmsProvider({ ...settings, baseUrl }, credentials).send(sms()),
      'twilio_http_404',
      false,
    );
  });

  void it('a 500 is temporary, and the next attempt goes through', async () => {
    const provider = createTwilioSmsProvider(settings, credentials);
    sink.smsTroubles.failOnce = true;
    await fails(provider.send(sms()), 'twilio_http_500', true);
    await provider.send(sms());
    assert.equal(sink.sms().length, 1);
  });

  void it('a 429 is temporary and carries its Retry-After', async () => {
    sink.smsTroubles.rateLimitOnce = 7;
    await fails(
      createTwilioSmsProvider(settings, credentials).send(sms()),
      'twilio_rate_limited',
      true,
      7_000,
    );
  });

  void it('no answer within the timeout is temporary', async () => {
    sink.smsTroubles.hangOnce = true;
    const started = Date.now();
    await fails(
      createTwilioSmsProvider({ ...settings, timeoutMs: 150 }, credentials).send(sms()),
      'twilio_timeout',
      true,
    );
    assert.ok(Date.now() - started < 1_500, 'it gave up at the timeout');
  });

  void it('a refused connection is temporary', async () => {
    const baseUrl = `http://127.0.0.1:${String(await closedPort())}`;
    await fails(
      createTwilioSmsProvider({ ...settings, baseUrl }, credentials).send(sms()),
      'twilio_unreachable',
      true,
    );
  });

  void describe('status callbacks', () => {
    let receiver: FormReceiver;
    before(async () => {
      receiver = await startFormReceiver();
    });
    after(() => receiver.close());

    void it('arrive signed with the account’s token, sent then delivered, and read as a report', async () => {
      const message = sms();
      const callbackUrl = `${receiver.url}/api/webhooks/twilio/status?m=${message.idempotencyKey}`;
      const { providerMessageId } = await createTwilioSmsProvider(settings, credentials).send({
        ...message,
        statusCallbackUrl: callbackUrl,
      });

      const [sent, delivered] = await receiver.waitFor(2);
      assert.ok(sent && delivered);
      for (const callback of [sent, delivered]) {
        assert.equal(callback.url, callbackUrl);
        assert.ok(
          verifyTwilioSignature(credentials.authToken, callback.url, callback.params, callback.signature),
        );
        assert.ok(!verifyTwilioSignature('0'.repeat(32), callback.url, callback.params, callback.signature));
        assert.equal(callback.params.MessageSid, providerMessageId);
        assert.equal(callback.params.AccountSid, credentials.accountSid);
        assert.equal(callback.params.To, message.to);
        assert.equal(callback.params.From, message.from);
      }
      assert.deepEqual([sent.params.MessageStatus, delivered.params.MessageStatus], ['sent', 'delivered']);
      assert.equal(sink.sms()[0]?.status, 'delivered');

      assert.equal(statusReportFromCallback(sent.params, sent.url), null, '‘sent’ is not a final status');
      const at = new Date('2026-03-01T10:00:00Z');
      assert.deepEqual(statusReportFromCallback(delivered.params, delivered.url, at), {
        providerMessageId,
        idempotencyKey: message.idempotencyKey,
        status: 'delivered',
        reason: null,
        at,
      });
    });

    void it('a callback nobody takes is dropped and the sink carries on', async () => {
      const statusCallbackUrl = `http://127.0.0.1:${String(await closedPort())}/status`;
      const provider = createTwilioSmsProvider(settings, credentials);
      await provider.send(sms({ statusCallbackUrl }));
      for (let tries = 0; sink.sms()[0]?.status !== 'delivered' && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.equal(sink.sms()[0]?.status, 'delivered');
      await provider.send(sms());
      assert.equal(sink.sms().length, 2);
    });
  });
});
