import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvCell, csvLine, restoreCsvCell } from './csvCell.js';

void describe('CSV cells', () => {
  void it('neutralises every start a spreadsheet reads as a formula', () => {
    assert.equal(csvCell('=SUM(A1:A9)'), "'=SUM(A1:A9)");
    assert.equal(csvCell("+cmd|' /C calc'!A0"), "'+cmd|' /C calc'!A0");
    assert.equal(csvCell('-2+3'), "'-2+3");
    assert.equal(csvCell('@SUM(1)'), "'@SUM(1)");
    assert.equal(csvCell('\t=1'), "'\t=1");
    // A carriage return needs quotes as well.
    assert.equal(csvCell('\r=1'), '"\'\r=1"');
    assert.equal(csvCell("'=1"), "''=1", 'an apostrophe already there is kept as typed');
  });

  void it('leaves other text alone, and quotes what needs quotes', () => {
    assert.equal(csvCell('Ada'), 'Ada');
    assert.equal(csvCell("O'Brien"), "O'Brien");
    assert.equal(csvCell('1990-01-01'), '1990-01-01');
    assert.equal(csvCell('a=b'), 'a=b');
    assert.equal(csvCell(''), '');
    assert.equal(csvCell('Bad, "Quoted"'), '"Bad, ""Quoted"""');
    assert.equal(csvCell('=A1,B1'), '"\'=A1,B1"');
    assert.equal(csvCell(' edge'), '" edge"');
  });

  void it('keeps a mobile number in E.164 as it is, and neutralises anything else in that column', () => {
    assert.equal(csvCell('+15551234567', 'mobile'), '+15551234567');
    assert.equal(csvCell('+15551234567'), "'+15551234567", 'a text column gives no such pass');
    assert.equal(csvCell('+1 555 123 4567', 'mobile'), "'+1 555 123 4567");
    assert.equal(csvCell('+1+cmd|A0', 'mobile'), "'+1+cmd|A0");
    assert.equal(csvCell('=1+1', 'mobile'), "'=1+1");
  });

  void it('writes a record with its kinds and CRLF', () => {
    assert.equal(csvLine(['3', '=x', '+15551234567'], ['text', 'text', 'mobile']), "3,'=x,+15551234567\r\n");
  });

  void it('reads every neutralised value back as it was, and nothing else changes', () => {
    for (const value of [
      '=SUM(A1)',
      "+cmd|' /C calc'!A0",
      '-1',
      '@x',
      '\tx',
      '\rx',
      "'=x",
      "''+x",
      "'",
      'Ada',
      "O'Brien",
      "'quoted'",
      '',
    ]) {
      const written = csvCell(value)
        .replace(/^"(.*)"$/s, '$1')
        .replaceAll('""', '"');
      assert.equal(restoreCsvCell(written), value, JSON.stringify(value));
    }
    assert.equal(restoreCsvCell("'+15551234567"), '+15551234567', 'as a spreadsheet user keeps a + sign');
    assert.equal(restoreCsvCell("'Ada"), "'Ada");
  });
});
