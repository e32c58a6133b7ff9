import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { ApiError } from '../../../errors.js';
import { readCsvRecords, type CsvLimits, type CsvRecord } from './csvStream.js';

const limits: CsvLimits = { maxBytes: 1_000_000, maxRecordBytes: 1000 };

async function records(chunks: (string | Buffer)[], given: CsvLimits = limits): Promise<CsvRecord[]> {
  const source = Readable.from(
    chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)),
  );
  const read: CsvRecord[] = [];
  for await (const record of readCsvRecords(source, given)) read.push(record);
  return read;
}

/** The refusal a body gets: its status, and the code, parameters and English of its one detail. */
async function refusal(chunks: (string | Buffer)[], given: CsvLimits = limits) {
  try {
    await records(chunks, given);
  } catch (error) {
    assert.ok(error instanceof ApiError, String(error));
    const detail = error.details?.[0];
    return {
      status: error.statusCode,
      problem: { code: detail?.code, params: detail?.params },
      detail: detail?.message ?? error.message,
    };
  }
  assert.fail('the body was accepted');
}

void describe('reading a CSV upload', () => {
  void it('gives each record with the line it starts on, past a BOM, CRLF, quoted line breaks and blank lines', async () => {
    const read = await records([
      '\uFEFFmrn,name\r\n',
      'A1,"Smith,\r\nJo"\r\n\r\n',
      ',\r\nA2,"Say ""hi"""\r\n',
    ]);
    assert.deepEqual(read, [
      { line: 1, fields: ['mrn', 'name'] },
      { line: 2, fields: ['A1', 'Smith,\r\nJo'] },
      { line: 6, fields: ['A2', 'Say "hi"'] },
    ]);
  });

  void it('takes lone carriage returns for line ends, even across chunks', async () => {
    const read = await records(['mrn,name\rA1,Ann\r', '\rA2,"Bo\rb"\r', 'A3,Cy\r']);
    assert.deepEqual(read, [
      { line: 1, fields: ['mrn', 'name'] },
      { line: 2, fields: ['A1', 'Ann'] },
      { line: 4, fields: ['A2', 'Bo\rb'] },
      { line: 5, fields: ['A3', 'Cy'] },
    ]);
    // Rows of 600 bytes each stay under a limit of 1000: each CR ends one.
    const rows = Array.from({ length: 5 }, (_, index) => `A${index},${'x'.repeat(600)}\r`).join('');
    assert.equal((await records([`mrn,name\r${rows}`])).length, 6);
  });

  void it('joins a character split between two chunks', async () => {
    const bytes = Buffer.from('name\nJosé\n');
    const split = bytes.indexOf(0xa9);
    const read = await records([bytes.subarray(0, split), bytes.subarray(split)]);
    assert.deepEqual(read[1], { line: 2, fields: ['José'] });
  });

  void it('refuses Latin-1 text at the line of the first byte that is not UTF-8', async () => {
    const latin1 = Buffer.concat([Buffer.from('name\nJo\n'), Buffer.from([0x4a, 0x6f, 0x73, 0xe9, 0x0a])]);
    const { status, problem, detail } = await refusal([latin1]);
    assert.equal(status, 400);
    assert.deepEqual(problem, { code: 'file_not_utf8', params: { line: 3 } });
    assert.match(detail, /^Line 3 is not UTF-8 text\. Save the file as "CSV UTF-8"/);
  });

  void it('refuses UTF-16 text', async () => {
    const utf16 = Buffer.from('mrn,name\n', 'utf16le');
    const { status, problem, detail } = await refusal([utf16]);
    assert.equal(status, 400);
    assert.deepEqual(problem, { code: 'file_nul_character', params: { line: 1 } });
    assert.match(detail, /NUL character.*UTF-16/);
  });

  void it('refuses a quote left open, a stray quote and text after a closing quote', async () => {
    assert.deepEqual((await refusal(['mrn,name\nA1,"Smith\n'])).problem, {
      code: 'quote_not_closed',
      params: {},
    });
    assert.deepEqual((await refusal(['mrn,name\nA1,Sm"ith\n'])).problem, {
      code: 'quote_inside_field',
      params: { line: 2 },
    });
    const after = await refusal(['mrn,name\nA1,"Smith"x\n']);
    assert.deepEqual(after.problem, { code: 'text_after_quote', params: { line: 2 } });
    assert.match(after.detail, /^Line 2: text follows the closing quote/);
  });

  void it('stops a record that grows past the limit, however it is made up', async () => {
    const commas = await refusal(['mrn,name\n', ','.repeat(600), ','.repeat(600), '\n']);
    assert.equal(commas.status, 400);
    assert.deepEqual(commas.problem, { code: 'row_too_long', params: { line: 2, max_bytes: 1000 } });
    assert.match(commas.detail, /^The row starting on line 2 is longer than 1,000 bytes/);
    const openQuote = await refusal(['mrn,name\nA1,"open\n', 'more\n'.repeat(300)]);
    assert.deepEqual(openQuote.problem, { code: 'row_too_long', params: { line: 2, max_bytes: 1000 } });
  });

  void it('cuts a body past the size limit with a 413', async () => {
    const chunk = `${'x'.repeat(99)}\n`.repeat(100);
    const { status, problem } = await refusal(
      Array.from({ length: 20 }, () => chunk),
      {
        maxBytes: 50_000,
        maxRecordBytes: 1000,
      },
    );
    assert.equal(status, 413);
    assert.deepEqual(problem, { code: 'file_too_large', params: { max_megabytes: 0 } });
  });

  void it('reports an upload that breaks off', async () => {
    const source = new PassThrough();
    source.write('mrn,name\nA1,Smith\n');
    setImmediate(() => source.destroy(new Error('socket hang up')));
    const read: CsvRecord[] = [];
    await assert.rejects(
      (async () => {
        for await (const record of readCsvRecords(source, limits)) read.push(record);
      })(),
      (error: unknown) =>
        error instanceof ApiError &&
        error.statusCode === 400 &&
        error.details?.[0]?.code === 'upload_incomplete',
    );
  });
});
