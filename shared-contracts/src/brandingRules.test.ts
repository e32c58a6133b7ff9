import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandingInput, isValidContactPhone, isValidPrivacyPolicyUrl } from './index.js';

const saved = (branding: object) => brandingInput.parse(branding);
const refused = (branding: object) => !brandingInput.safeParse(branding).success;

void describe('the branding rules patients see', () => {
  void it('take no care team number, or an international one written with spaces, dashes or brackets', () => {
    for (const phone of ['', '+15550100200', '+1 555 010 0200', '+1 (555) 010-0200', '+44 20.7946.0958']) {
      assert.ok(isValidContactPhone(phone), phone);
    }
    assert.equal(saved({ contact_phone: '+1 (555) 010-0200' }).contact_phone, '+15550100200');
    assert.equal(saved({}).contact_phone, '');
  });

  void it('refuse a number without its country code, with letters, too short, too long or padded out', () => {
    for (const phone of ['5550100200', '+0555010020', '+1 555 CALL NOW', '+12345', '+1234567890123456']) {
      assert.ok(!isValidContactPhone(phone), phone);
      assert.ok(refused({ contact_phone: phone }), phone);
    }
    assert.ok(!isValidContactPhone(`+15550100200${' '.repeat(21)}`));
  });

  void it('take no privacy policy, or an https:// address of at most 2000 characters, trimmed', () => {
    const longest = `https://clinic.example/${'p'.repeat(2000 - 23)}`;
    for (const address of ['', 'https://clinic.example/privacy', ' https://clinic.example ', longest]) {
      assert.ok(isValidPrivacyPolicyUrl(address), address);
    }
    assert.equal(
      saved({ privacy_policy_url: ' https://clinic.example ' }).privacy_policy_url,
      'https://clinic.example',
    );
    assert.equal(saved({}).privacy_policy_url, '');
  });

  void it('refuse other schemes, addresses without a host, with credentials or spaces, and longer ones', () => {
    for (const address of [
      'http://clinic.example/privacy',
      'HTTPS://clinic.example/privacy',
      'clinic.example/privacy',
      'javascript:alert(1)',
      'https://',
      'https://clinic.example@elsewhere.test/privacy',
      'https://clinic.example/privacy policy',
      `https://clinic.example/${'p'.repeat(2000 - 22)}`,
    ]) {
      assert.ok(!isValidPrivacyPolicyUrl(address), address);
      assert.ok(refused({ privacy_policy_url: address }), address);
    }
  });
});
