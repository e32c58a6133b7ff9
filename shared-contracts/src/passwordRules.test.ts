import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { passwordRuleVerdicts } from './passwordRules.js';

void describe('passwordRuleVerdicts', () => {
  void it('asks for the minimum length, counting every character', () => {
    assert.equal(passwordRuleVerdicts('a'.repeat(PASSWORD_MIN_LENGTH - 1)).length, false);
    assert.equal(passwordRuleVerdicts('a'.repeat(PASSWORD_MIN_LENGTH)).length, true);
  });

  void it('refuses the username anywhere in the password, in any case', () => {
    assert.equal(passwordRuleVerdicts('my-ADA-password', { username: 'ada' }).notUsername, false);
    assert.equal(passwordRuleVerdicts('my-own-password', { username: 'ada' }).notUsername, true);
  });

  void it('refuses the current password when it is known', () => {
    assert.equal(passwordRuleVerdicts('same secret 2026', { current: 'same secret 2026' }).notCurrent, false);
    assert.equal(passwordRuleVerdicts('new secret 2026', { current: 'same secret 2026' }).notCurrent, true);
  });

  void it('leaves unjudged what it is not told', () => {
    assert.deepEqual(passwordRuleVerdicts('x'), { length: false, notUsername: null, notCurrent: null });
  });
});
