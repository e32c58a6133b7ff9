import assert from 'node:assert/strict';
import { PassThrough, Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { build, signIn, type TestApp } from '../../../test/build.js';
import { patientData, tenantIdOf } from '../testSupport.js';
import { HEADER, csv, importCaller, importTableCounts, type ImportCaller } from './testSupport.js';

const MAX_BYTES = 2_000_000;

/** The status and code of a refusal, and the code and parameters of its one detail. */
function refusal(response: LightMyRequestResponse) {
  const body = response.json<ApiErrorBody>();
  const detail = body.details?.[0];
  return {
    status: response.statusCode,
    code: body.code,
    problem: detail ? { code: detail.code, params: detail.params } : null,
  };
}

void describe('patient import: bad input gets a coded answer and writes nothing', () => {
  let t: TestApp;
  let importer: ImportCaller;
  let tenantId: number;
  let nothingYet: string;

  before(async () => {
    t = await build({ importSettings: { limits: { maxBytes: MAX_BYTES, maxRecordBytes: 65_536 } } });
    importer = await importCaller(t, await t.createUser({ tenantName: 'Careful Clinic' }));
    tenantId = await tenantIdOf(t, 'Careful Clinic');
    nothingYet = JSON.stringify([await patientData(t, tenantId), await importTableCounts(t, tenantId)]);
  });
  after(async () => {
    // Every refusal above left the tenant's patients and import tables as they were.
    assert.equal(
      JSON.stringify([await patientData(t, tenantId), await importTableCounts(t, tenantId)]),
      nothingYet,
    );
    await t.close();
  });

  const refused = async (body: string | Buffer | Readable, headers?: Record<string, string>) =>
    refusal(await importer.upload(body, headers ? { headers } : {}));

  void it('a file separated by semicolons or tabs', async () => {
    for (const [separator, word] of [
      [';', 'semicolon'],
      ['\t', 'tab'],
    ] as const) {
      const file = csv(
        HEADER.replaceAll(',', separator),
        ['A-1', 'Ann', 'Semi', '1990-01-01'].join(separator),
      );
      assert.deepEqual(await refused(file), {
        status: 400,
        code: 'VALIDATION_FAILED',
        problem: { code: 'file_separator', params: { separator: word } },
      });
    }
  });

  void it('a broken quote, even after good rows', async () => {
    const file = csv(HEADER, 'Q-1,Quin,Good,1990-01-01', 'Q-2,"Quo"te,Bad,1990-01-01');
    assert.deepEqual(await refused(file), {
      status: 400,
      code: 'VALIDATION_FAILED',
      problem: { code: 'text_after_quote', params: { line: 3 } },
    });
  });

  void it('text that is not UTF-8', async () => {
    const latin1 = Buffer.from(csv(HEADER, 'U-1,José,Latin,1990-01-01'), 'latin1');
    assert.deepEqual(await refused(latin1), {
      status: 400,
      code: 'VALIDATION_FAILED',
      problem: { code: 'file_not_utf8', params: { line: 2 } },
    });
  });

  void it('too many columns, and a header of a million', async () => {
    const wide = csv(
      [...HEADER.split(','), ...Array.from({ length: 61 }, (_, index) => `extra${index}`)].join(','),
    );
    assert.deepEqual(await refused(wide), {
      status: 400,
      code: 'VALIDATION_FAILED',
      problem: { code: 'columns_too_many', params: { columns: 65, max: 64 } },
    });
    assert.deepEqual(await refused(`${','.repeat(1_000_000)}\n`), {
      status: 400,
      code: 'VALIDATION_FAILED',
      problem: { code: 'row_too_long', params: { line: 1, max_bytes: 65_536 } },
    });
  });

  void it('an empty file and a file with only its header', async () => {
    assert.deepEqual((await refused('')).problem, { code: 'file_empty', params: {} });
    assert.deepEqual((await refused(csv(HEADER))).problem, { code: 'file_no_rows', params: {} });
  });

  void it('a Content-Length over the limit answers 413 without reading the body', async () => {
    // The body never ends: reading it would hang the call.
    const endless = new PassThrough();
    endless.write('mrn,first_name\n');
    assert.deepEqual(await refused(endless, { 'content-length': String(MAX_BYTES + 1) }), {
      status: 413,
      code: 'BODY_TOO_LARGE',
      problem: { code: 'file_too_large', params: { max_megabytes: 1 } },
    });
    endless.destroy();
  });

  void it('a streamed body is cut at the limit', async () => {
    const row = 'L-1,Lim,It,1990-01-01\n';
    const rows = Math.ceil(MAX_BYTES / row.length) + 10;
    const body = Readable.from(
      (function* () {
        yield `${HEADER}\n`;
        for (let index = 0; index < rows; index += 1) yield `L-${index},Lim,It,1990-01-01\n`;
      })(),
    );
    assert.deepEqual(await refused(body), {
      status: 413,
      code: 'BODY_TOO_LARGE',
      problem: { code: 'file_too_large', params: { max_megabytes: 1 } },
    });
  });

  void it('another content type, or a charset other than UTF-8', async () => {
    const file = csv(HEADER, 'M-1,Mia,Type,1990-01-01');
    for (const type of ['application/json', 'text/plain', 'text/csv; charset=windows-1252']) {
      const answer = await refused(file, { 'content-type': type });
      assert.deepEqual([answer.status, answer.code], [415, 'UNSUPPORTED_MEDIA_TYPE'], type);
    }
  });

  void it('a cohort id that is not one, and unknown query fields', async () => {
    for (const query of ['cohort_id=abc', 'cohort_id=0', 'cohort_id=1&dry=false']) {
      const response = await importer.upload(csv(HEADER), { query });
      assert.deepEqual(
        [response.statusCode, response.json<{ code: string }>().code],
        [400, 'VALIDATION_FAILED'],
      );
    }
  });

  void it('no session, and a session without its CSRF header', async () => {
    const file = csv(HEADER, 'S-1,Sid,Session,1990-01-01');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/patients/bulk-upload',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    assert.deepEqual(
      [anonymous.statusCode, anonymous.json<{ code: string }>().code],
      [401, 'UNAUTHENTICATED'],
    );
    t.clock.advance(30_000);
    const session = await signIn(t, await t.createUser({ tenantName: 'Careful Clinic' }));
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/patients/bulk-upload',
      cookies: session.cookies,
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    assert.deepEqual([noCsrf.statusCode, noCsrf.json<{ code: string }>().code], [403, 'CSRF_FAILED']);
  });
});
