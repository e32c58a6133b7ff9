import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseInboundSms, statusReportFromCallback } from './twilioWebhooks.js';

const SID = `SM${'ab'.repeat(16)}`;
const KEY = '5f0c6a1e-2b7d-4c1a-9e3f-8a6b4d2c1e0f';
const callbackUrl = `https://outreach.example.org/api/webhooks/twilio/status?m=${KEY}`;
const at = new Date('2026-03-01T10:00:00Z');

void describe('Twilio status callbacks', () => {
  const callback = (fields: Record<string, string>) => ({
    AccountSid: `AC${'0'.repeat(32)}`,
    MessageSid: SID,
    To: '+15550100200',
    ...fields,
  });

  void it('reads delivered, and undelivered or failed with Twilio’s error code', () => {
    assert.deepEqual(statusReportFromCallback(callback({ MessageStatus: 'delivered' }), callbackUrl, at), {
      providerMessageId: SID,
      idempotencyKey: KEY,
      status: 'delivered',
      reason: null,
      at,
    });
    for (const status of ['undelivered', 'failed']) {
      const report = statusReportFromCallback(callback({ MessageStatus: status, ErrorCode: '30003' }));
      assert.equal(report?.status, 'failed');
      assert.equal(report?.reason, 'twilio_30003');
      assert.equal(report?.idempotencyKey, null, 'no callback URL, no key');
    }
    assert.equal(
      statusReportFromCallback(callback({ MessageStatus: 'failed', ErrorCode: 'call +15550100200' }))?.reason,
      null,
      'only a numeric code becomes a reason',
    );
  });

  void it('answers null for statuses on the way, unknown ones, and a callback without a MessageSid', () => {
    for (const status of ['queued', 'sending', 'sent', 'accepted', 'scheduled', 'constructor', '']) {
      assert.equal(statusReportFromCallback(callback({ MessageStatus: status }), callbackUrl), null, status);
    }
    assert.equal(statusReportFromCallback({ MessageStatus: 'delivered' }), null);
  });

  void it('takes the idempotency key from the URL only when it is a UUID', () => {
    const delivered = callback({ MessageStatus: 'delivered' });
    assert.equal(
      statusReportFromCallback(delivered, 'https://outreach.example.org/s?m=nope')?.idempotencyKey,
      null,
    );
    assert.equal(statusReportFromCallback(delivered, 'not a url')?.idempotencyKey, null);
  });
});

void describe('Twilio incoming messages', () => {
  void it('reads the sender, the text and the message SID', () => {
    assert.deepEqual(
      parseInboundSms({
        MessageSid: SID,
        From: '+15550100200',
        To: '+15550100999',
        Body: 'Stop',
        NumMedia: '0',
      }),
      { from: '+15550100200', body: 'Stop', messageSid: SID },
    );
    assert.equal(parseInboundSms({ MessageSid: SID, From: '+15550100200', Body: '' })?.body, '');
  });

  void it('answers null for a form that is not an incoming message', () => {
    assert.equal(parseInboundSms({ From: '+15550100200', Body: 'hi' }), null);
    assert.equal(parseInboundSms({ MessageSid: SID, Body: 'hi' }), null);
    assert.equal(parseInboundSms({ MessageSid: SID, From: '+15550100200' }), null);
  });
});
