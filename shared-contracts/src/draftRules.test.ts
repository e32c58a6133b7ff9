import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { actionButton, isButtonWebAddress, isCallNumber, isTouchpointName, routes } from './index.js';

const addresses = [
  'https://clinic.example/flu',
  'http://clinic.example',
  'clinic.example/flu',
  'www.clinic.example',
  'javascript:alert(1)',
  'mailto:care@clinic.example',
  '',
  `https://clinic.example/${'a'.repeat(2000)}`,
];
const numbers = ['+15551234567', '15551234567', '+1 555 123 4567', '', '+0123456789'];
const names = ['Flu reminder', 'F', '  F  ', '', 'x'.repeat(200), 'x'.repeat(201)];

// The studio checks these as the user types: what it lets through must be what the server keeps.
void describe('the rules of a draft the studio checks as the user types', () => {
  void it('agree with the schema on a link button’s web address', () => {
    for (const url of addresses) {
      const parsed = actionButton.safeParse({ key: 'b1', kind: 'url', label: {}, url });
      assert.equal(isButtonWebAddress(url), parsed.success, url.slice(0, 40));
    }
  });

  void it('agree with the schema on a call button’s number', () => {
    for (const phone of numbers) {
      const parsed = actionButton.safeParse({ key: 'b1', kind: 'call', label: {}, phone });
      assert.equal(isCallNumber(phone), parsed.success, phone);
    }
  });

  void it('agree with the save route on a touchpoint’s name', () => {
    const schema = routes.updateTouchpoint.body;
    assert.ok(schema);
    for (const name of names) {
      const parsed = schema.safeParse({ revision: 1, name, content: {} });
      assert.equal(isTouchpointName(name), parsed.success, JSON.stringify(name.slice(0, 10)));
    }
  });
});
