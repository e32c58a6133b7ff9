import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startFakeSendgrid, type FakeSendgridServer } from '../testing/fakeSendgridServer.js';
import {
  parseSendgridEvents,
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
  verifySendgridEventSignature,
} from './sendgridEvents.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const KEY_OF_MESSAGE = '6f1c2a4e-8d7b-4c3a-9e5f-0a1b2c3d4e5f';

const spkiBase64 = (curve: string) =>
  generateKeyPairSync('ec', { namedCurve: curve })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64');

void describe('SendGrid Signed Event Webhook', () => {
  let fake: FakeSendgridServer;
  before(async () => {
    fake = await startFakeSendgrid('SG.events-test');
  });
  after(() => fake.close());

  const events = [{ event: 'delivered', sg_message_id: 'abc.filter-1', timestamp: NOW_SECONDS }];
  const signed = (timestamp = NOW_SECONDS) => {
    const { body, headers } = fake.signEvents(events, timestamp);
    return {
      body,
      signature: headers[SENDGRID_SIGNATURE_HEADER],
      timestamp: headers[SENDGRID_TIMESTAMP_HEADER],
    };
  };
  const verifies = (
    post: { body: Buffer; signature: string | undefined; timestamp: string | undefined },
    key = fake.eventWebhookPublicKey,
    now = NOW,
  ) => verifySendgridEventSignature(key, post.signature, post.timestamp, post.body, now);

  void it('verifies a post signed with the account key, its key pasted bare or as PEM', () => {
    const post = signed();
    assert.equal(verifies(post), true);
    const pem = `-----BEGIN PUBLIC KEY-----\n${fake.eventWebhookPublicKey}\n-----END PUBLIC KEY-----\n`;
    assert.equal(verifies(post, pem), true);
  });

  void it('refuses a changed body, timestamp or signature, and another key', () => {
    const post = signed();
    const body = Buffer.from(post.body.toString().replace('delivered', 'open'));
    assert.equal(verifies({ ...post, body }), false, 'body');
    assert.equal(verifies({ ...post, timestamp: String(NOW_SECONDS - 1) }), false, 'timestamp');
    const signature = Buffer.from(post.signature!, 'base64');
    signature[signature.length - 1]! ^= 1;
    assert.equal(verifies({ ...post, signature: signature.toString('base64') }), false, 'signature');
    assert.equal(verifies({ ...post, signature: signed(NOW_SECONDS - 1).signature }), false, 'other post');
    assert.equal(verifies(post, spkiBase64('prime256v1')), false, 'another P-256 key');
  });

  void it('refuses a post older, or further ahead, than the allowed age', () => {
    assert.equal(verifies(signed(NOW_SECONDS - 300)), true);
    assert.equal(verifies(signed(NOW_SECONDS - 301)), false, 'stale');
    assert.equal(verifies(signed(NOW_SECONDS + 301)), false, 'from the future');
    const hourOld = signed(NOW_SECONDS - 3_600);
    assert.equal(
      verifySendgridEventSignature(
        fake.eventWebhookPublicKey,
        hourOld.signature,
        hourOld.timestamp,
        hourOld.body,
        NOW,
        7_200,
      ),
      true,
    );
  });

  void it('refuses missing or malformed headers and keys', () => {
    const post = signed();
    assert.equal(verifies({ ...post, signature: undefined }), false);
    assert.equal(verifies({ ...post, timestamp: undefined }), false);
    assert.equal(verifies({ ...post, signature: 'not base64!' }), false);
    assert.equal(verifies({ ...post, signature: Buffer.from('short').toString('base64') }), false);
    assert.equal(verifies({ ...post, timestamp: `${String(NOW_SECONDS)}.5` }), false);
    assert.equal(verifies(post, ''), false);
    assert.equal(verifies(post, 'bm90IGEga2V5'), false, 'base64 of no key');
    assert.equal(verifies(post, spkiBase64('secp384r1')), false, 'a key of another curve');
  });

  void it('postEvents delivers the signed body and headers as they were signed', async () => {
    const received: { body: Buffer; signature: string | undefined; timestamp: string | undefined }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        received.push({
          body: Buffer.concat(chunks),
          signature: header(SENDGRID_SIGNATURE_HEADER),
          timestamp: header(SENDGRID_TIMESTAMP_HEADER),
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      assert.equal(await fake.postEvents(`http://127.0.0.1:${String(port)}/webhooks/sendgrid`, events), 204);
      assert.equal(received.length, 1);
      assert.equal(verifies(received[0]!, fake.eventWebhookPublicKey, new Date()), true);
      assert.deepEqual(JSON.parse(received[0]!.body.toString()), events);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

void describe('SendGrid events in the platform’s words', () => {
  const at = new Date(NOW_SECONDS * 1000);
  const base = { email: 'patient@example.com', timestamp: NOW_SECONDS, message_key: KEY_OF_MESSAGE };
  const ids = { providerMessageId: 'Xy3kTq9LRmO1aB2cD3eF4g', idempotencyKey: KEY_OF_MESSAGE };
  const sgMessageId = 'Xy3kTq9LRmO1aB2cD3eF4g.recvd-5f54b5d587-pczjm-1-67BADEEA-6.0';

  void it('maps delivered, open, bounce and dropped to statuses, keeping no free text', () => {
    const { reports, optOuts } = parseSendgridEvents([
      { ...base, event: 'delivered', sg_message_id: sgMessageId, response: '250 OK' },
      { ...base, event: 'open', sg_message_id: sgMessageId, useragent: 'Mail' },
      {
        ...base,
        event: 'bounce',
        sg_message_id: sgMessageId,
        type: 'blocked',
        reason: '550 5.1.1 patient@example.com: mailbox unavailable',
      },
      { ...base, event: 'dropped', sg_message_id: sgMessageId, reason: 'Bounced Address' },
    ]);
    assert.deepEqual(reports, [
      { ...ids, status: 'delivered', reason: null, at },
      { ...ids, status: 'opened', reason: null, at },
      { ...ids, status: 'bounced', reason: 'blocked', at },
      { ...ids, status: 'failed', reason: 'dropped', at },
    ]);
    assert.deepEqual(optOuts, []);
  });

  void it('reports spam complaints and unsubscribes as opt-outs, and ignores the other events', () => {
    const { reports, optOuts } = parseSendgridEvents(
      ['processed', 'deferred', 'click', 'group_unsubscribe', 'spamreport', 'unsubscribe'].map((event) => ({
        ...base,
        event,
        sg_message_id: sgMessageId,
      })),
    );
    assert.deepEqual(reports, []);
    assert.deepEqual(optOuts, [
      { ...ids, kind: 'spamreport', at },
      { ...ids, kind: 'unsubscribe', at },
    ]);
  });

  void it('names a message by sg_message_id alone, or by message_key alone', () => {
    const { email, timestamp } = base;
    const { reports } = parseSendgridEvents([
      { email, timestamp, event: 'delivered', sg_message_id: sgMessageId },
      { email, timestamp, event: 'delivered', sg_message_id: 'NoSuffix0123456789abcd' },
      { ...base, event: 'bounce', type: 'bounce' },
    ]);
    assert.deepEqual(
      reports.map(({ providerMessageId, idempotencyKey, reason }) => [
        providerMessageId,
        idempotencyKey,
        reason,
      ]),
      [
        ['Xy3kTq9LRmO1aB2cD3eF4g', null, null],
        ['NoSuffix0123456789abcd', null, null],
        [null, KEY_OF_MESSAGE, 'bounce'],
      ],
    );
  });

  void it('skips malformed entries, and finds no events in a body that is not an array', () => {
    const { reports } = parseSendgridEvents([
      null,
      'delivered',
      { ...base, event: 'delivered' },
      { ...base, event: 'delivered', timestamp: '1772445600' },
      { ...base, event: 'delivered', timestamp: 1e300 },
      { ...base, event: 42 },
      { ...base, event: 'delivered', message_key: 7 },
      { email: base.email, timestamp: NOW_SECONDS, event: 'delivered' },
      { ...base, event: 'bounce', type: 'a reason with spaces' },
    ]);
    assert.deepEqual(reports, [
      { providerMessageId: null, idempotencyKey: KEY_OF_MESSAGE, status: 'delivered', reason: null, at },
      { providerMessageId: null, idempotencyKey: KEY_OF_MESSAGE, status: 'bounced', reason: null, at },
    ]);
    for (const body of [undefined, null, {}, 'text', { events: [] }]) {
      assert.deepEqual(parseSendgridEvents(body), { reports: [], optOuts: [] });
    }
  });
});
