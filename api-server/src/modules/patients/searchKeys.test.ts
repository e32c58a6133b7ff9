import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldForSearch, patientSearchKeys } from './searchKeys.js';

void describe('search keys of names', () => {
  void it('fold plain ASCII names: lower case, apostrophes gone, other runs one space', () => {
    assert.equal(foldForSearch("O'Brien"), 'obrien');
    assert.equal(foldForSearch('  Smith-Jones  '), 'smith jones');
    assert.equal(foldForSearch('Mary  Ann.'), 'mary ann');
    assert.equal(foldForSearch('R2-D2'), 'r2 d2');
    assert.equal(foldForSearch(''), '');
  });

  void it('fold accents, ligatures and compatibility forms the same way', () => {
    assert.equal(foldForSearch('José'), 'jose');
    assert.equal(foldForSearch('Jose\u0301'), 'jose');
    assert.equal(foldForSearch('Straße'), 'strasse');
    assert.equal(foldForSearch('Ærøskøbing'), 'aeroskobing');
    assert.equal(foldForSearch('ＡＤＡ'), 'ada');
    assert.equal(foldForSearch('ﬁnn'), 'finn');
    assert.equal(foldForSearch('Ёлка'), 'елка');
    assert.equal(foldForSearch('Άννα'), 'αννα');
    assert.equal(foldForSearch('O’Brien\tSmith'), 'obrien smith');
  });

  void it('keep the marks of other scripts', () => {
    assert.equal(foldForSearch('हिन्दी'), 'हिन्दी');
    assert.equal(foldForSearch('محمد'), 'محمد');
  });

  void it('order by surname, and search given name first', () => {
    assert.deepEqual(patientSearchKeys({ firstName: 'Zoë', lastName: "D'Arcy" }), {
      sortName: 'darcy zoe',
      givenNameKey: 'zoe darcy',
    });
  });
});
