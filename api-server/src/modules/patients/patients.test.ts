import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Patient } from '@outreach/shared-contracts';
import { build, signIn, type TestApp } from '../../test/build.js';
import {
  auditRows,
  patientData,
  staffCaller,
  storedCount,
  twoTenants,
  type StaffCaller,
} from './testSupport.js';

const ada = {
  mrn: 'MRN-0001',
  title: 'Dr',
  first_name: '  Ada ',
  last_name: 'Lovelace',
  date_of_birth: '1985-12-10',
  email: 'ada@example.org',
  mobile: '+44 20 7946 0018',
  language_preference: 'fr',
};

void describe('patients', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;
  let alphaId: number;
  let betaId: number;
  let betaPatient: Patient;

  before(async () => {
    t = await build();
    ({ alpha, beta, alphaId, betaId } = await twoTenants(t));
    betaPatient = await beta.json<Patient>('POST', '/api/patients', {
      mrn: 'B-1',
      first_name: 'Bea',
      last_name: 'Betamax',
      date_of_birth: '1970-01-01',
    });
  });
  after(async () => {
    await t.close();
  });

  void it('creates a patient, normalising the details and choosing reachable channels', async () => {
    const created = await alpha.json<Patient>('POST', '/api/patients', ada);
    assert.equal(created.first_name, 'Ada');
    assert.equal(created.mobile, '+442079460018');
    assert.equal(created.gender, 'unknown');
    assert.equal(created.communication_preference, 'email_and_sms');
    assert.deepEqual(
      [created.email_consent, created.sms_consent, created.opted_out, created.opted_out_at],
      [false, false, false, null],
    );
    assert.deepEqual(created.cohort_ids, []);
    const read = await alpha.json<Patient>('GET', `/api/patients/${created.id}`);
    assert.deepEqual(read, created);
    assert.equal(await storedCount(t, alphaId), 1);
  });

  void it('edits with { id, data }, clears contact details with null and keeps the opt-out time', async () => {
    const created = await alpha.json<Patient>('POST', '/api/patients', {
      mrn: 'MRN-0002',
      first_name: 'Grace',
      last_name: 'Hopper',
      date_of_birth: '1906-12-09',
      email: 'grace@example.org',
    });
    const url = `/api/patients/${created.id}`;
    const optedOut = await alpha.json<Patient>('PATCH', url, { id: created.id, data: { opted_out: true } });
    assert.equal(optedOut.opted_out, true);
    assert.ok(optedOut.opted_out_at);
    t.clock.advance(60_000);
    const edited = await alpha.json<Patient>('PATCH', url, {
      id: created.id,
      data: { last_name: 'Murray Hopper', communication_preference: 'none', email: null, title: 'Prof' },
    });
    assert.deepEqual([edited.last_name, edited.email, edited.title], ['Murray Hopper', null, 'Prof']);
    assert.equal(edited.opted_out_at, optedOut.opted_out_at);
    const back = await alpha.json<Patient>('PATCH', url, { id: created.id, data: { opted_out: false } });
    assert.equal(back.opted_out_at, null);
  });

  void it('answers the spec’s messages for bad e-mail and phone, at their fields, writing nothing', async () => {
    const before = await patientData(t, alphaId);
    const response = await alpha.call('POST', '/api/patients', {
      ...ada,
      mrn: 'MRN-0003',
      email: 'ada@',
      mobile: '020 7946 0018',
    });
    assert.equal(response.statusCode, 400);
    const body = response.json<ApiErrorBody>();
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.deepEqual(body.details, [
      { path: 'body.email', message: 'Must be a valid email.' },
      { path: 'body.mobile', message: 'Must be a valid phone number (please add country code e.g. +1).' },
    ]);
    for (const bad of [
      { date_of_birth: '2199-01-01' },
      { date_of_birth: '1985-02-30' },
      { date_of_birth: '1899-12-31' },
      { mrn: 'white space' },
      { first_name: '' },
      { gender: 'robot' },
      { language_preference: 'xx' },
      { communication_preference: 'sms', mobile: null },
      { notes: 'free text' },
    ]) {
      const refused = await alpha.call('POST', '/api/patients', { ...ada, mrn: 'MRN-0003', ...bad });
      assert.equal(refused.statusCode, 400, JSON.stringify(bad));
      assert.equal(refused.json<ApiErrorBody>().code, 'VALIDATION_FAILED');
    }
    assert.equal(await patientData(t, alphaId), before);
  });

  void it('refuses a duplicate MRN on create and edit at the MRN field', async () => {
    const duplicate = await alpha.call('POST', '/api/patients', { ...ada, first_name: 'Other' });
    assert.equal(duplicate.statusCode, 400);
    assert.deepEqual(duplicate.json<ApiErrorBody>().details, [
      { path: 'body.mrn', message: 'A patient with this medical record number already exists.' },
    ]);
    const other = await alpha.json<Patient>('POST', '/api/patients', { ...ada, mrn: 'MRN-0004' });
    const edit = await alpha.call('PATCH', `/api/patients/${other.id}`, {
      id: other.id,
      data: { mrn: 'MRN-0001' },
    });
    assert.equal(edit.statusCode, 400);
    assert.deepEqual(edit.json<ApiErrorBody>().details, [
      { path: 'body.data.mrn', message: 'A patient with this medical record number already exists.' },
    ]);
    // The same MRN in another tenant is a different patient.
    await beta.json<Patient>('POST', '/api/patients', { ...ada, mrn: 'MRN-0001' });
  });

  void it('checks edits: matching ids, a reachable result, at least one change', async () => {
    const patient = await alpha.json<Patient>('POST', '/api/patients', { ...ada, mrn: 'MRN-0005' });
    const url = `/api/patients/${patient.id}`;
    const before = await patientData(t, alphaId);
    const mismatch = await alpha.call('PATCH', url, { id: patient.id + 1, data: { first_name: 'X' } });
    assert.deepEqual(mismatch.json<ApiErrorBody>().details, [
      { path: 'body.id', message: 'Must match the patient id in the path.' },
    ]);
    const unreachable = await alpha.call('PATCH', url, { id: patient.id, data: { mobile: null } });
    assert.equal(unreachable.statusCode, 400);
    assert.deepEqual(unreachable.json<ApiErrorBody>().details, [
      { path: 'body.data.mobile', message: 'Add a mobile number to contact this patient by SMS.' },
    ]);
    assert.equal((await alpha.call('PATCH', url, { id: patient.id, data: {} })).statusCode, 400);
    assert.equal((await alpha.call('PATCH', url, { first_name: 'X' })).statusCode, 400);
    assert.equal(await patientData(t, alphaId), before);
  });

  void it('refuses ids that are not whole positive numbers', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '1e3', '9999999999999999']) {
      const response = await alpha.call('GET', `/api/patients/${id}`);
      assert.equal(response.statusCode, 400, id);
      assert.equal(response.json<ApiErrorBody>().code, 'VALIDATION_FAILED');
    }
    assert.equal((await alpha.call('GET', '/api/patients/999999999')).statusCode, 404);
  });

  void it('answers 404 for another tenant’s patient on read, edit and delete, changing nothing', async () => {
    const before = await patientData(t, betaId);
    const url = `/api/patients/${betaPatient.id}`;
    assert.equal((await alpha.call('GET', url)).statusCode, 404);
    assert.equal(
      (await alpha.call('PATCH', url, { id: betaPatient.id, data: { first_name: 'X' } })).statusCode,
      404,
    );
    assert.equal((await alpha.call('DELETE', url)).statusCode, 404);
    assert.equal(await patientData(t, betaId), before);
  });

  void it('deletes a patient and keeps the count right', async () => {
    const patient = await alpha.json<Patient>('POST', '/api/patients', { ...ada, mrn: 'MRN-0006' });
    const before = await storedCount(t, alphaId);
    assert.deepEqual(await alpha.json('DELETE', `/api/patients/${patient.id}`), { id: patient.id });
    assert.equal(await storedCount(t, alphaId), before - 1);
    assert.equal((await alpha.call('GET', `/api/patients/${patient.id}`)).statusCode, 404);
    assert.equal((await alpha.call('DELETE', `/api/patients/${patient.id}`)).statusCode, 404);
  });

  void it('audits views and changes with ids only, never names, dates of birth or contact details', async () => {
    const patient = await alpha.json<Patient>('POST', '/api/patients', { ...ada, mrn: 'MRN-0007' });
    await alpha.json('GET', `/api/patients/${patient.id}`);
    await alpha.json('GET', '/api/patients/filtered-patients?query_string=lovelace');
    const rows = await auditRows(t, [
      'patient_created',
      'patient_viewed',
      'patients_listed',
      'patient_updated',
    ]);
    const mine = rows.filter((row) => row.tenant_id === alphaId);
    assert.ok(mine.some((row) => row.event === 'patient_created' && row.details.patient_id === patient.id));
    assert.ok(mine.some((row) => row.event === 'patient_viewed' && row.details.patient_id === patient.id));
    assert.ok(mine.some((row) => row.event === 'patients_listed' && row.details.searched === true));
    assert.ok(mine.every((row) => typeof row.actor_user_id === 'number'));
    const text = JSON.stringify(await t.db.queryAsOwner('SELECT * FROM audit_log')).toLowerCase();
    for (const secret of ['ada', 'lovelace', '1985-12-10', 'example.org', '7946', 'grace', 'hopper']) {
      assert.ok(!text.includes(secret), `audit log contains ${secret}`);
    }
  });

  void it('needs the CSRF header on writes', async () => {
    const user = await t.createUser({ tenantName: 'Alpha Clinic' });
    const { cookies } = await signIn(t, user);
    const response = await t.app.inject({ method: 'POST', url: '/api/patients', cookies, payload: ada });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json<ApiErrorBody>().code, 'CSRF_FAILED');
  });

  void it('answers 403 with a clear message to staff without a tenant', async () => {
    const user = await t.createUser({ tenantName: 'Gamma Care' });
    await t.db.queryAsOwner('DELETE FROM staff_memberships WHERE user_id = $1', [user.id]);
    const lonely = await staffCaller(t, user);
    const response = await lonely.call('GET', '/api/patients');
    assert.equal(response.statusCode, 403);
    assert.match(response.json<ApiErrorBody>().message, /tenant/);
  });
});
