import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Patient } from '@outreach/shared-contracts';
import { patientRuleCases, validPatientText } from '@outreach/shared-contracts/testing';
import { csvLine } from '../../../csv/csvCell.js';
import { build, type TestApp } from '../../../test/build.js';
import { auditRows, patientData, staffCaller, tenantIdOf, type StaffCaller } from '../testSupport.js';
import {
  HEADER,
  csv,
  importCaller,
  importTableCounts,
  ruleCaseCells,
  ruleCaseColumns,
  ruleCaseReasons,
  type ImportCaller,
} from './testSupport.js';

void describe('patient import: the dry run', () => {
  let t: TestApp;
  let staff: StaffCaller;
  let importer: ImportCaller;
  let tenantId: number;

  before(async () => {
    t = await build();
    const user = await t.createUser({ tenantName: 'Import Clinic' });
    staff = await staffCaller(t, user);
    importer = await importCaller(t, user);
    tenantId = await tenantIdOf(t, 'Import Clinic');
    // Known patients: one the file repeats exactly, one it changes.
    await staff.json<Patient>('POST', '/api/patients', {
      mrn: 'K-1',
      first_name: 'Kim',
      last_name: 'Known',
      date_of_birth: '1960-05-05',
    });
    await staff.json<Patient>('POST', '/api/patients', {
      mrn: 'K-2',
      first_name: 'Kai',
      last_name: 'Known',
      date_of_birth: '1961-06-06',
      gender: 'male',
    });
  });
  after(async () => {
    await t.close();
  });

  void it('reports every row: counts, what the commit will do, and each bad row by line with its coded reasons', async () => {
    const file = csv(
      'MRN,First Name,Last Name,Date of Birth,Gender,Email,Mobile,Email consent',
      'A-1,Ada,Lovelace,1985-12-10,Female,ADA@Example.org,+44 20 7946 0018,yes',
      'A-2,Bob,Bad Date,03/04/1990,,,,',
      'A-3,Cy,No Country Code,1990-01-01,,,555 123 4567,',
      'A-4,Di,Bad Mail,1990-01-01,,not-an-email,,',
      '',
      'A-5,Ed,Odd Gender,1990-01-01,robot,,,maybe',
      'A-6,,No Surname Given,1990-01-01,,,,',
      'A-7,Fay,"Quoted,\nName",1990-01-01,,,,',
      'A-1,Ada,Again,1985-12-10,,,,',
      'K-1,Kim,Known,1960-05-05,,,,',
      'K-2,Kai,Known,1961-06-06,female,,,',
      'A-8,Too,Short',
    );
    const report = await importer.check(file);
    assert.equal(report.total_rows, 11);
    assert.equal(report.valid_rows, 4);
    assert.equal(report.rejected_rows, 7);
    assert.deepEqual(report.columns, {
      missing: [
        'title',
        'language_preference',
        'communication_preference',
        'time_zone',
        'sms_consent',
        'opted_out',
      ],
      unknown: [],
    });
    assert.deepEqual(report.errors, [
      { line: 3, reasons: [{ code: 'date_of_birth_format', params: { column: 'date_of_birth' } }] },
      { line: 4, reasons: [{ code: 'mobile_invalid', params: { column: 'mobile' } }] },
      { line: 5, reasons: [{ code: 'email_invalid', params: { column: 'email' } }] },
      {
        line: 7,
        reasons: [
          { code: 'yes_no_unknown', params: { column: 'email_consent', value: 'maybe' } },
          { code: 'option_unknown', params: { column: 'gender', value: 'robot' } },
        ],
      },
      { line: 8, reasons: [{ code: 'name_missing', params: { column: 'first_name' } }] },
      { line: 11, reasons: [{ code: 'mrn_duplicate_in_file', params: { column: 'mrn', first_line: 2 } }] },
      {
        line: 14,
        reasons: [
          { code: 'field_count', params: { fields: 3, expected: 8 } },
          { code: 'date_of_birth_missing', params: { column: 'date_of_birth' } },
        ],
      },
    ]);
    // are new, K-1 is the same, K-2 changes gender.
    assert.deepEqual([report.new_patients, report.updated_patients, report.unchanged_patients], [2, 1, 1]);
    assert.equal(report.cohort_id, null);
  });

  void it('answers, for every case of the contract’s rule table, the codes the rules give', async () => {
    // Each case gets an MRN of its own unless it is about the MRN, so no row repeats another's.
    const cases = patientRuleCases().map((ruleCase, index) =>
      ruleCase.patient.mrn === validPatientText.mrn
        ? { ...ruleCase, patient: { ...ruleCase.patient, mrn: `RULE-${index}` } }
        : ruleCase,
    );
    const file = [csvLine(ruleCaseColumns), ...cases.map((ruleCase) => csvLine(ruleCaseCells(ruleCase)))];
    const report = await importer.check(file.join(''));
    const expected = cases
      .map((ruleCase, index) => ({ line: index + 2, reasons: ruleCaseReasons(ruleCase) }))
      .filter((row) => row.reasons.length > 0);
    assert.deepEqual(report.errors, expected);
    assert.equal(report.valid_rows, cases.length - expected.length);
  });

  void it('writes no patient, cohort or counter', async () => {
    const before = await patientData(t, tenantId);
    await importer.check(csv(HEADER, 'N-1,New,Person,2000-01-01'));
    assert.equal(await patientData(t, tenantId), before);
  });

  void it('reads past the line and reason columns of a rejected-rows file', async () => {
    const report = await importer.check(
      csv(`line,reason,${HEADER}`, '3,old reason,R-1,Re,Upload,2001-01-01'),
    );
    assert.equal(report.valid_rows, 1);
    assert.deepEqual(report.columns.unknown, ['line', 'reason']);
  });

  void it('reports missing and unknown columns before any row, and stages nothing', async () => {
    const before = await importTableCounts(t, tenantId);
    const response = await importer.upload(
      csv('MRN,Surname,Date of birth,Notes,Shoe size', 'X-1,Xu,1990-01-01,,'),
    );
    assert.equal(response.statusCode, 400);
    const body = response.json<ApiErrorBody>();
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.deepEqual(body.details, [
      {
        path: 'body.columns.missing',
        code: 'columns_missing',
        params: { columns: ['first_name', 'last_name'] },
        message: 'Missing columns: first_name, last_name.',
      },
      {
        path: 'body.columns.unknown',
        code: 'columns_unknown',
        params: { columns: ['Surname', 'Notes', 'Shoe size'] },
        message:
          'Unknown columns: Surname, Notes, Shoe size. The columns are: mrn, title, first_name, last_name, ' +
          'date_of_birth, gender, email, mobile, language_preference, communication_preference, time_zone, ' +
          'email_consent, sms_consent, opted_out.',
      },
    ]);
    assert.deepEqual(await importTableCounts(t, tenantId), before);
  });

  void it('answers 404 for a cohort of no tenant of the caller, before reading the file', async () => {
    const response = await importer.upload(csv(HEADER, 'C-1,Co,Hort,1990-01-01'), { cohortId: 999_999 });
    assert.equal(response.statusCode, 404);
  });

  void it('gives the rejected rows back as CSV: line, reason in English, then the fields as uploaded', async () => {
    const report = await importer.check(
      csv(
        'mrn,first_name,last_name,date_of_birth,email',
        'G-1,Good,Row,1990-01-01,',
        'B-1,"Bad, ""Quoted""",Row,1/2/1990,=HYPERLINK()',
        'B-2,Repeat,Row,1990-01-01,',
        'B-2,Repeat,Again,1990-01-01,',
        'B-3,Odd,Gender,1990-01-01',
      ),
    );
    const response = await importer.rejected(report.import_id);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="rejected-rows-[0-9a-f-]+\.csv"$/,
    );
    assert.equal(
      response.body,
      '\uFEFFline,reason,mrn,first_name,last_name,date_of_birth,email\r\n' +
        '3,date_of_birth: Use the format YYYY-MM-DD.; email: Must be a valid email.,B-1,"Bad, ""Quoted""",Row,1/2/1990,\'=HYPERLINK()\r\n' +
        '5,mrn: This medical record number is already on line 4; a patient may appear only once in a file.,' +
        'B-2,Repeat,Again,1990-01-01,\r\n' +
        '6,This row has 4 fields; the header has 5.,B-3,Odd,Gender,1990-01-01,\r\n',
    );
  });

  void it('audits the dry run and the download with ids and counts only', async () => {
    const report = await importer.check(
      csv(HEADER, 'H-1,Harriet,Healthdata,1950-03-03', 'H-2,Hugo,Healthdata,3/3/1950'),
    );
    await importer.rejected(report.import_id);
    const rows = await auditRows(t, ['patients_import_checked', 'patients_import_rejects_exported']);
    const mine = rows.filter((row) => row.details.import_id === report.import_id);
    assert.deepEqual(
      mine.map((row) => [row.event, row.tenant_id, row.details]),
      [
        [
          'patients_import_checked',
          tenantId,
          { import_id: report.import_id, rows: 2, valid: 1, rejected: 1, cohort_id: null },
        ],
        ['patients_import_rejects_exported', tenantId, { import_id: report.import_id, rows: 1 }],
      ],
    );
    // Import ids are random and may hold any digits: they are taken out before looking for the file's.
    const withoutIds = JSON.stringify(rows).replace(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '<id>');
    assert.doesNotMatch(withoutIds, /Harriet|Hugo|Healthdata|H-1|H-2|1950/);
  });

  void it('does not show another tenant’s import, and refuses an id that is not one', async () => {
    const report = await importer.check(csv(HEADER, 'T-1,Ten,Ant,1990-01-01'));
    const other = await importCaller(t, await t.createUser({ tenantName: 'Other Clinic' }));
    for (const response of [
      await other.status(report.import_id),
      await other.commit(report.import_id),
      await other.rejected(report.import_id),
    ]) {
      assert.equal(response.statusCode, 404, response.body);
    }
    const invalid = await importer.status('not-an-id');
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json<{ details: { path: string }[] }>().details[0]?.path, 'params.import_id');
    assert.equal((await importer.rejected('12')).statusCode, 400);
  });
});
