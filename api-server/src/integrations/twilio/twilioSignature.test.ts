import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { twilioSignature, verifyTwilioSignature } from './twilioSignature.js';

const token = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const url = 'https://outreach.example.org/api/webhooks/twilio/status?m=5f0c6a1e-2b7d-4c1a-9e3f-8a6b4d2c1e0f';
const params = {
  MessageStatus: 'delivered',
  AccountSid: `AC${'0'.repeat(32)}`,
  To: '+15550100200',
  MessageSid: `SM${'1'.repeat(32)}`,
};

void describe('Twilio request signature', () => {
  // Written out by hand: the URL, then each parameter's name and value in the order of their names.
  const signedText = `${url}AccountSidAC${'0'.repeat(32)}MessageSidSM${'1'.repeat(32)}MessageStatusdeliveredTo+15550100200`;
  const expected = createHmac('sha1', token).update(signedText, 'utf8').digest('base64');

  void it('is base64 of HMAC-SHA1 over the URL and the sorted parameters', () => {
    assert.equal(twilioSignature(token, url, params), expected);
    assert.match(expected, /^[A-Za-z0-9+/]{27}=$/);
  });

  void it('verifies the right signature', () => {
    assert.equal(verifyTwilioSignature(token, url, params, expected), true);
  });

  void it('refuses another URL, a changed, added or missing parameter, and another token', () => {
    assert.equal(verifyTwilioSignature(token, url.replace('status', 'statuses'), params, expected), false);
    assert.equal(verifyTwilioSignature(token, `${url}&n=1`, params, expected), false);
    assert.equal(verifyTwilioSignature(token, url, { ...params, MessageStatus: 'failed' }, expected), false);
    assert.equal(verifyTwilioSignature(token, url, { ...params, ErrorCode: '30003' }, expected), false);
    const withoutTo = Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'To'));
    assert.equal(verifyTwilioSignature(token, url, withoutTo, expected), false);
    assert.equal(verifyTwilioSignature(token.replace('0a', '0b'), url, params, expected), false);
  });

  void it('refuses a missing, repeated or malformed header', () => {
    for (const header of [
      undefined,
      null,
      '',
      'not base64 at all',
      '!'.repeat(28),
      expected.slice(0, -1),
      `${expected}=`,
    ]) {
      assert.equal(verifyTwilioSignature(token, url, params, header), false, String(header));
    }
    assert.equal(verifyTwilioSignature(token, url, params, [expected, expected]), false);
  });

  void it('signs a parameter value with characters outside ASCII as UTF-8', () => {
    const body = { Body: 'Arrêt ✓' };
    const own = createHmac('sha1', token).update(`${url}BodyArrêt ✓`, 'utf8').digest('base64');
    assert.equal(twilioSignature(token, url, body), own);
  });
});
