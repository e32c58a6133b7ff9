import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkPatient,
  dateOfBirthRule,
  latestToday,
  patientInput,
  patientRuleCodes,
  patientRuleMessages,
  preferenceRule,
} from './index.js';
import { patientRuleCases } from './testing/patientRuleCases.js';

const noon = Date.UTC(2026, 2, 10, 12);

void describe('the patient rules', () => {
  for (const { name, patient, problems } of patientRuleCases(noon)) {
    void it(`judge ${name}`, () => {
      assert.deepEqual(checkPatient(patient, { now: noon }), problems);
    });
  }

  void it('take tomorrow as today where it already is (UTC+14), and nothing later', () => {
    assert.equal(latestToday(noon), '2026-03-11');
    assert.equal(dateOfBirthRule('2026-03-11', noon), null);
    assert.equal(dateOfBirthRule('2026-03-12', noon), 'date_of_birth_future');
  });

  void it('need nothing for a preference other than e-mail or SMS', () => {
    assert.equal(preferenceRule('', null, null), null);
    assert.equal(preferenceRule('none', null, null), null);
    assert.equal(preferenceRule('email', ' ', null), 'preference_needs_email');
  });

  void it('have English for every verdict', () => {
    for (const code of patientRuleCodes) assert.ok(patientRuleMessages[code].length > 0, code);
  });
});

/** The fields the server's schema refuses, with the verdict each issue carries. */
function schemaVerdicts(patient: Record<string, string>): Record<string, unknown> {
  // JSON has no '' for an option the caller did not choose: the field is left out.
  const body = Object.fromEntries(Object.entries(patient).filter(([, value]) => value !== ''));
  const required = ['mrn', 'first_name', 'last_name', 'date_of_birth'];
  for (const field of required) body[field] = patient[field] ?? '';
  const result = patientInput.safeParse(body);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : 'option_unknown',
    ]),
  );
}

void describe('the server’s patient schema', () => {
  for (const { name, patient, problems } of patientRuleCases()) {
    void it(`judges ${name} as the rules do`, () => {
      assert.deepEqual(schemaVerdicts(patient), problems);
    });
  }
});
