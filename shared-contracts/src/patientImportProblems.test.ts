import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiErrorBody,
  errorBody,
  fileProblemDetail,
  fileProblemOf,
  fileProblemText,
  isApiErrorBody,
  patientImportFailureCodes,
  patientImportFailureMessages,
  patientImportFileProblemCodes,
  patientImportRowReason,
  patientImportRowReasonCodes,
  reasonValue,
  rowReasonText,
  type PatientImportFileProblem,
  type PatientImportRowReason,
} from './index.js';

/** One reason of every code, with parameters. */
const reasons: PatientImportRowReason[] = patientImportRowReasonCodes.map((code): PatientImportRowReason => {
  switch (code) {
    case 'option_unknown':
    case 'yes_no_unknown':
      return { code, params: { column: 'gender', value: 'robot' } };
    case 'mrn_duplicate_in_file':
      return { code, params: { column: 'mrn', first_line: 2 } };
    case 'field_count':
      return { code, params: { fields: 3, expected: 4 } };
    default:
      return { code, params: { column: 'email' } };
  }
});

void describe('import row reasons', () => {
  void it('each parse with its parameters and read in English, naming their column', () => {
    for (const reason of reasons) {
      assert.deepEqual(patientImportRowReason.parse(reason), reason);
      const text = rowReasonText(reason);
      assert.ok(text.length > 10, reason.code);
      if ('column' in reason.params) assert.ok(text.startsWith(`${reason.params.column}: `), text);
    }
    assert.equal(
      rowReasonText({ code: 'date_of_birth_format', params: { column: 'date_of_birth' } }),
      'date_of_birth: Use the format YYYY-MM-DD.',
    );
  });

  void it('refuse an unknown code, a missing parameter and an unknown column', () => {
    for (const reason of [
      { code: 'made_up', params: { column: 'email' } },
      { code: 'option_unknown', params: { column: 'gender' } },
      { code: 'email_invalid', params: { column: 'shoe_size' } },
      'email: Must be a valid email.',
    ]) {
      assert.equal(patientImportRowReason.safeParse(reason).success, false, JSON.stringify(reason));
    }
  });

  void it('repeat at most 40 characters of a cell', () => {
    assert.equal(reasonValue('robot'), 'robot');
    assert.equal(reasonValue('é'.repeat(100)), `${'é'.repeat(39)}…`);
    assert.equal(reasonValue('👩‍⚕️'.repeat(40)), '👩‍⚕️'.repeat(40));
    assert.ok(reasonValue('x'.repeat(41)).endsWith('…'));
  });
});

void describe('import file problems', () => {
  void it('travel in error details as code, parameters and English', () => {
    const problem: PatientImportFileProblem = { code: 'columns_missing', params: { columns: ['mrn'] } };
    const body = errorBody('VALIDATION_FAILED', undefined, [
      fileProblemDetail('body.columns.missing', problem),
    ]);
    assert.deepEqual(apiErrorBody.parse(body), body);
    assert.ok(isApiErrorBody(body));
    assert.deepEqual(body.details?.[0], {
      path: 'body.columns.missing',
      message: 'Missing columns: mrn.',
      code: 'columns_missing',
      params: { columns: ['mrn'] },
    });
    assert.deepEqual(fileProblemOf(body.details?.[0] ?? { code: undefined }), problem);
  });

  void it('are refused in a body when their code is not one', () => {
    const body = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [{ path: 'body', message: 'x', code: 'made_up' }],
    };
    assert.equal(isApiErrorBody(body), false);
    assert.equal(apiErrorBody.safeParse(body).success, false);
    assert.equal(fileProblemOf({ code: 'made_up' }), null);
    assert.equal(fileProblemOf({}), null);
  });

  void it('each have English', () => {
    const line = { line: 3 };
    const params: Record<string, PatientImportFileProblem['params']> = {
      file_separator: { separator: 'tab' },
      file_too_large: { max_megabytes: 512 },
      row_too_long: { line: 3, max_bytes: 65_536 },
      columns_too_many: { columns: 70, max: 64 },
      column_unnamed: { position: 2 },
      column_repeated: { column: 'mrn' },
      columns_missing: { columns: ['mrn'] },
      columns_unknown: { columns: ['shoe_size'] },
    };
    for (const code of patientImportFileProblemCodes) {
      const problem = { code, params: params[code] ?? line } as PatientImportFileProblem;
      assert.ok(fileProblemText(problem).length > 10, code);
    }
    for (const code of patientImportFailureCodes) assert.ok(patientImportFailureMessages[code].length > 10);
  });
});
