import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isQuizAnswerRight,
  matchedKeywords,
  surveyEmailAnswer,
  surveyPhoneAnswer,
  unsubscribePagePath,
  unsubscribeTokenOf,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from './index.js';

void describe("the survey's e-mail and phone rules", () => {
  void it('keep an e-mail address trimmed and in lower case', () => {
    assert.equal(surveyEmailAnswer('  Ada.Lovelace@Example.ORG '), 'ada.lovelace@example.org');
  });

  void it('refuse what is not one deliverable address', () => {
    for (const text of [
      'ada',
      'ada@example',
      'ada@@example.org',
      'ada lovelace@example.org',
      '',
      'a@b.c d',
    ]) {
      assert.equal(surveyEmailAnswer(text), null, text);
    }
    assert.equal(surveyEmailAnswer(`${'a'.repeat(64)}@${'b'.repeat(190)}.org`), null);
  });

  void it('keep a phone number with its country code, without what people type between digits', () => {
    assert.equal(surveyPhoneAnswer('+1 (555) 010-0200'), '+15550100200');
    assert.equal(surveyPhoneAnswer('+44 20.7946.0958'), '+442079460958');
  });

  void it('refuse a phone number without its country code or with letters', () => {
    for (const text of ['555 010 0200', '0044 20 7946 0958', '+1 555 CALL NOW', '+0 555 010 0200', '']) {
      assert.equal(surveyPhoneAnswer(text), null, text);
    }
  });
});

void describe('the scoring of chapter questions', () => {
  void it('finds keywords as whole words, whatever their case, accents and punctuation', () => {
    assert.deepEqual(
      matchedKeywords('If I gain 2 KG in three days, I CALL them!', ['2 kg', '3 days', 'call', 'all']),
      ['2 kg', 'call'],
    );
    assert.deepEqual(matchedKeywords('Llamó al equipo; subí de peso', ['llamo', 'peso', 'sub']), [
      'llamo',
      'peso',
    ]);
    assert.deepEqual(matchedKeywords('anything', ['', '  ']), []);
  });

  void it('takes a quiz answer as right only with every correct option and nothing else', () => {
    assert.equal(isQuizAnswerRight(['b', 'a'], ['a', 'b']), true);
    assert.equal(isQuizAnswerRight(['a'], ['a', 'b']), false);
    assert.equal(isQuizAnswerRight(['a', 'b', 'c'], ['a', 'b']), false);
  });
});

void describe('the address of the unsubscribe page', () => {
  const token = `0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f.${'Ab_-9'.repeat(8)}xyz`;

  void it('holds the token without its dot, and gives it back whole', () => {
    assert.match(token, UNSUBSCRIBE_TOKEN_PATTERN);
    const path = unsubscribePagePath(token);
    assert.equal(path, `/u/0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f/${'Ab_-9'.repeat(8)}xyz`);
    assert.doesNotMatch(path, /\./);
    assert.equal(unsubscribeTokenOf(path), token);
    assert.equal(unsubscribeTokenOf(`https://patients.example${path}/`), token);
  });

  void it('finds no token in other pages or in a cut address', () => {
    assert.equal(unsubscribeTokenOf(`/i/${'A'.repeat(43)}`), null);
    assert.equal(unsubscribeTokenOf('/u/0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f'), null);
    assert.equal(unsubscribeTokenOf(`/u/0f8e2a34/${'A'.repeat(43)}`), null);
  });
});
