import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { patientRuleCases } from '@outreach/shared-contracts/testing';
import { readHeader } from './columns.js';
import { validateRow } from './rowValidation.js';
import { ruleCaseCells, ruleCaseColumns, ruleCaseReasons } from './testSupport.js';

const layout = readHeader([...ruleCaseColumns, 'email_consent']);

void describe('an import row', () => {
  for (const ruleCase of patientRuleCases()) {
    void it(`is judged by the contract’s rules, cell by cell: ${ruleCase.name}`, () => {
      const verdict = validateRow(layout, 2, [...ruleCaseCells(ruleCase), '']);
      assert.deepEqual(verdict.ok ? [] : verdict.reasons, ruleCaseReasons(ruleCase));
    });
  }

  void it('reads option labels and yes/no spellings, and repeats an unknown one, shortened', () => {
    const header = readHeader(['mrn', 'first_name', 'last_name', 'date_of_birth', 'gender', 'opted_out']);
    const good = validateRow(header, 2, ['M-1', 'Ada', 'Lovelace', '1985-12-10', ' Non Binary ', 'Y']);
    assert.ok(good.ok);
    assert.deepEqual([good.row.gender, good.row.optedOut], ['non_binary', true]);
    const long = 'x'.repeat(60);
    const bad = validateRow(header, 3, ['M-2', 'Ada', 'Lovelace', '1985-12-10', long, 'perhaps']);
    assert.deepEqual(bad.ok ? [] : bad.reasons, [
      { code: 'yes_no_unknown', params: { column: 'opted_out', value: 'perhaps' } },
      { code: 'option_unknown', params: { column: 'gender', value: `${'x'.repeat(39)}…` } },
    ]);
  });

  void it('keeps the normalised values of a valid row', () => {
    const verdict = validateRow(layout, 2, [
      'M-3',
      '',
      ' Ada ',
      'Lovelace',
      '1985-12-10',
      '',
      ' Ada@Example.ORG ',
      '+44 (20) 7946-0018',
      '',
      '',
      ' Europe/Rome ',
      'no',
    ]);
    assert.ok(verdict.ok);
    assert.deepEqual(
      [
        verdict.row.firstName,
        verdict.row.email,
        verdict.row.mobile,
        verdict.row.timeZone,
        verdict.row.emailConsent,
      ],
      ['Ada', 'ada@example.org', '+442079460018', 'Europe/Rome', false],
    );
  });
});
