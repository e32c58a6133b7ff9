import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Patient, PatientPage } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../../test/build.js';
import { staffCaller, type StaffCaller } from '../testSupport.js';
import { csv, importCaller, type ImportCaller } from './testSupport.js';

const FORMULA = "+cmd|' /C calc'!A0";

void describe('patient import: formulas in the rejected-rows file', () => {
  let t: TestApp;
  let staff: StaffCaller;
  let importer: ImportCaller;

  before(async () => {
    t = await build();
    const user = await t.createUser({ tenantName: 'Formula Clinic' });
    staff = await staffCaller(t, user);
    importer = await importCaller(t, user);
  });
  after(async () => {
    await t.close();
  });

  const patientByMrn = async (mrn: string) => {
    const page = await staff.json<PatientPage>('GET', '/api/patients');
    const row = page.results.find((patient) => patient.mrn === mrn);
    assert.ok(row, `patient ${mrn} is listed`);
    return staff.json<Patient>('GET', `/api/patients/${String(row.id)}`);
  };

  void it('stores a name as typed, shows it inert in the download, and reads the download back as typed', async () => {
    // Step 1: one good row and one with a date in the wrong format, both named like a formula.
    const report = await importer.check(
      csv(
        'mrn,first_name,last_name,date_of_birth,mobile',
        `F-1,${FORMULA},Formula,1980-02-03,+15551234567`,
        `F-2,${FORMULA},"=HYPERLINK(""http://x.test"")",03/02/1980,+15551234568`,
      ),
    );
    assert.equal(report.valid_rows, 1);
    assert.equal(report.rejected_rows, 1);
    assert.equal((await importer.commitAndWait(report.import_id)).state, 'done');

    // Step 2: the imported patient's name is exactly what the file said.
    const imported = await patientByMrn('F-1');
    assert.equal(imported.first_name, FORMULA);
    assert.equal(imported.mobile, '+15551234567');

    // Step 3: the download neutralises the formulas, and leaves the E.164 mobile as it is.
    const download = await importer.rejected(report.import_id);
    assert.equal(download.statusCode, 200);
    const [, row] = download.body.split('\r\n');
    assert.equal(
      row,
      `3,date_of_birth: Use the format YYYY-MM-DD.,F-2,'${FORMULA},"'=HYPERLINK(""http://x.test"")",03/02/1980,+15551234568`,
    );

    // Step 4: the file is corrected and sent back as it is; the names come back as first typed.
    const corrected = download.body.replace('03/02/1980', '1980-02-03');
    const again = await importer.check(corrected);
    assert.equal(again.valid_rows, 1);
    assert.equal((await importer.commitAndWait(again.import_id)).state, 'done');
    const fixed = await patientByMrn('F-2');
    assert.equal(fixed.first_name, FORMULA);
    assert.equal(fixed.last_name, '=HYPERLINK("http://x.test")');
    assert.equal(fixed.mobile, '+15551234568');
  });

  void it('puts the apostrophe before names beginning with + or -, and before a mobile that is not E.164', async () => {
    const report = await importer.check(
      csv(
        'mrn,first_name,last_name,date_of_birth,mobile',
        'M-1,-2+3+cmd|x!A0,+SUM(A1:A9),1980-13-40,-1+1',
        'M-2,+15551230000,-Jones,1980-13-40,+15551230001',
      ),
    );
    assert.equal(report.rejected_rows, 2);
    const download = await importer.rejected(report.import_id);
    const [, first, second] = download.body.split('\r\n');
    assert.match(first ?? '', /,M-1,'-2\+3\+cmd\|x!A0,'\+SUM\(A1:A9\),1980-13-40,'-1\+1$/);
    // A name shaped like a phone number is still text; only the mobile column keeps an E.164 number.
    assert.match(second ?? '', /,M-2,'\+15551230000,'-Jones,1980-13-40,\+15551230001$/);
  });
});
