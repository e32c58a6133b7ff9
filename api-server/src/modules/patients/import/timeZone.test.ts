import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Patient, PatientPage } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../../test/build.js';
import { staffCaller, type StaffCaller } from '../testSupport.js';
import { HEADER, csv, importCaller, type ImportCaller } from './testSupport.js';

void describe('patient import: the time_zone column', () => {
  let t: TestApp;
  let staff: StaffCaller;
  let importer: ImportCaller;

  before(async () => {
    t = await build();
    const user = await t.createUser({ tenantName: 'Zone Clinic' });
    staff = await staffCaller(t, user);
    importer = await importCaller(t, user);
  });
  after(async () => {
    await t.close();
  });

  const zonesByMrn = async () => {
    const page = await staff.json<PatientPage>('GET', '/api/patients?page_size=200&verbose=true');
    return Object.fromEntries((page.results as Patient[]).map((patient) => [patient.mrn, patient.time_zone]));
  };

  void it('imports zones, refuses unknown ones with the rule, and an empty cell keeps what a patient has', async () => {
    const first = await importer.check(
      csv(
        `${HEADER},Time Zone`,
        'Z-1,Zia,Zone,1971-01-01,Europe/Madrid',
        'Z-2,Zed,Zone,1972-02-02,',
        'Z-3,Zoe,Zone,1973-03-03,Atlantis/Capital',
        'Z-4,Zak,Zone,1974-04-04, Asia/Kolkata ',
      ),
    );
    assert.equal(first.valid_rows, 3);
    assert.deepEqual(first.errors, [
      { line: 4, reasons: [{ code: 'time_zone_unknown', params: { column: 'time_zone' } }] },
    ]);
    assert.equal((await importer.commitAndWait(first.import_id)).state, 'done');
    assert.deepEqual(await zonesByMrn(), { 'Z-1': 'Europe/Madrid', 'Z-2': null, 'Z-4': 'Asia/Kolkata' });

    // A second file: a new zone for Z-2, none given for Z-1 (kept), and the same for Z-4 (unchanged).
    const second = await importer.check(
      csv(
        `${HEADER},time_zone`,
        'Z-1,Zia,Zone,1971-01-01,',
        'Z-2,Zed,Zone,1972-02-02,America/Chicago',
        'Z-4,Zak,Zone,1974-04-04,Asia/Kolkata',
      ),
    );
    assert.deepEqual([second.new_patients, second.updated_patients, second.unchanged_patients], [0, 1, 2]);
    assert.equal((await importer.commitAndWait(second.import_id)).state, 'done');
    assert.deepEqual(await zonesByMrn(), {
      'Z-1': 'Europe/Madrid',
      'Z-2': 'America/Chicago',
      'Z-4': 'Asia/Kolkata',
    });
  });

  void it('repeats a refused zone in the rejected-rows file as it was written', async () => {
    const report = await importer.check(csv(`${HEADER},time_zone`, 'Z-9,Zara,Zone,1979-09-09,GMT+3'));
    assert.equal(report.rejected_rows, 1);
    const rejected = (await importer.rejected(report.import_id)).body.split('\r\n');
    assert.match(rejected[0] ?? '', /time_zone/);
    assert.match(rejected[1] ?? '', /GMT\+3/);
    assert.match(rejected[1] ?? '', /time_zone: Choose a time zone from the list/);
  });
});
