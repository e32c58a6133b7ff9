import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Patient, PatientPage } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { patientData, twoTenants, type StaffCaller } from './testSupport.js';

const grace = {
  first_name: 'Grace',
  last_name: 'Hopper',
  date_of_birth: '1906-12-09',
};

const zoneRefusal = (path: string) => [
  { path, message: 'Choose a time zone from the list, e.g. Europe/London.' },
];

void describe("a patient's time zone", () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;
  let alphaId: number;
  let betaId: number;

  before(async () => {
    t = await build();
    ({ alpha, beta, alphaId, betaId } = await twoTenants(t));
  });
  after(async () => {
    await t.close();
  });

  void it('is saved on create, returned by every read, changed and cleared back to the tenant default', async () => {
    const created = await alpha.json<Patient>('POST', '/api/patients', {
      ...grace,
      mrn: 'TZ-1',
      time_zone: ' America/Argentina/Salta ',
    });
    assert.equal(created.time_zone, 'America/Argentina/Salta');
    const url = `/api/patients/${created.id}`;
    assert.equal((await alpha.json<Patient>('GET', url)).time_zone, 'America/Argentina/Salta');
    const page = await alpha.json<PatientPage>('GET', '/api/patients?verbose=true');
    const listed = (page.results as Patient[]).find((row) => row.id === created.id);
    assert.equal(listed?.time_zone, 'America/Argentina/Salta');

    const moved = await alpha.json<Patient>('PATCH', url, {
      id: created.id,
      data: { time_zone: 'Asia/Tokyo' },
    });
    assert.equal(moved.time_zone, 'Asia/Tokyo');
    const renamed = await alpha.json<Patient>('PATCH', url, {
      id: created.id,
      data: { first_name: 'Amazing' },
    });
    assert.equal(renamed.time_zone, 'Asia/Tokyo', 'an edit of another field keeps the zone');
    const cleared = await alpha.json<Patient>('PATCH', url, { id: created.id, data: { time_zone: null } });
    assert.equal(cleared.time_zone, null);
    const stored = await t.db.queryAsOwner<{ time_zone: string | null }>(
      'SELECT time_zone FROM patients WHERE id = $1',
      [created.id],
    );
    assert.deepEqual(stored, [{ time_zone: null }]);
  });

  void it('is left to the tenant default when not given or given empty', async () => {
    const plain = await alpha.json<Patient>('POST', '/api/patients', { ...grace, mrn: 'TZ-2' });
    assert.equal(plain.time_zone, null);
    const empty = await alpha.json<Patient>('POST', '/api/patients', {
      ...grace,
      mrn: 'TZ-3',
      time_zone: '',
    });
    assert.equal(empty.time_zone, null);
  });

  void it('refuses a name that is not an IANA zone at its field, on create and edit, writing nothing', async () => {
    const patient = await alpha.json<Patient>('POST', '/api/patients', {
      ...grace,
      mrn: 'TZ-4',
      time_zone: 'Europe/Paris',
    });
    const before = await patientData(t, alphaId);
    for (const zone of ['Europe/Atlantis', 'PST', '+02:00', 'europe/paris', 'x'.repeat(65), 42]) {
      const created = await alpha.call('POST', '/api/patients', { ...grace, mrn: 'TZ-5', time_zone: zone });
      assert.equal(created.statusCode, 400, String(zone));
      const refusal = created.json<ApiErrorBody>();
      assert.equal(refusal.code, 'VALIDATION_FAILED');
      assert.deepEqual(
        refusal.details?.map((detail) => detail.path),
        ['body.time_zone'],
        String(zone),
      );
      const edited = await alpha.call('PATCH', `/api/patients/${patient.id}`, {
        id: patient.id,
        // A valid change beside it must not be written either.
        data: { first_name: 'Changed', time_zone: zone },
      });
      assert.equal(edited.statusCode, 400, String(zone));
      assert.deepEqual(
        edited.json<ApiErrorBody>().details?.map((detail) => detail.path),
        ['body.data.time_zone'],
      );
    }
    const typed = await alpha.call('POST', '/api/patients', {
      ...grace,
      mrn: 'TZ-5',
      time_zone: 'Mars/Olympus',
    });
    assert.deepEqual(typed.json<ApiErrorBody>().details, zoneRefusal('body.time_zone'));
    assert.equal(await patientData(t, alphaId), before);
  });

  void it("answers NOT_FOUND for another tenant's patient, whose zone stays as it was", async () => {
    const theirs = await beta.json<Patient>('POST', '/api/patients', {
      ...grace,
      mrn: 'TZ-B',
      time_zone: 'Europe/Berlin',
    });
    const before = await patientData(t, betaId);
    const response = await alpha.call('PATCH', `/api/patients/${theirs.id}`, {
      id: theirs.id,
      data: { time_zone: 'Asia/Tokyo' },
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json<ApiErrorBody>().code, 'NOT_FOUND');
    assert.equal(await patientData(t, betaId), before);
    assert.equal((await beta.json<Patient>('GET', `/api/patients/${theirs.id}`)).time_zone, 'Europe/Berlin');
  });
});
