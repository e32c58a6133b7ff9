import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Cohort, CohortDetail, Patient, PatientSummary } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, patientData, twoTenants, type StaffCaller } from '../patients/testSupport.js';

void describe('cohorts', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;
  let alphaId: number;
  let betaId: number;
  let betaCohort: Cohort;

  before(async () => {
    t = await build();
    ({ alpha, beta, alphaId, betaId } = await twoTenants(t));
    betaCohort = await beta.json<Cohort>('POST', '/api/cohorts', { title: 'Beta heart failure' });
  });
  after(async () => {
    await t.close();
  });

  void it('creates cohorts of the current tenant and lists them by title with counts', async () => {
    const created = await alpha.json<Cohort>('POST', '/api/cohorts', { title: '  Post-op  ' });
    assert.deepEqual(
      { title: created.title, tenant: created.tenant, count: created.patient_count },
      { title: 'Post-op', tenant: alphaId, count: 0 },
    );
    await alpha.json<Cohort>('POST', '/api/cohorts', { title: 'asthma', tenant: alphaId });
    const { results } = await alpha.json<{ results: Cohort[] }>('GET', '/api/cohorts');
    assert.deepEqual(
      results.map((cohort) => cohort.title),
      ['asthma', 'Post-op'],
    );
  });

  void it('needs a title of at least 2 characters, unique in the tenant', async () => {
    const before = await patientData(t, alphaId);
    const short = await alpha.call('POST', '/api/cohorts', { title: ' A ' });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json<ApiErrorBody>().details, [
      { path: 'body.title', message: 'Use at least 2 characters.' },
    ]);
    const duplicate = await alpha.call('POST', '/api/cohorts', { title: 'POST-OP' });
    assert.deepEqual(duplicate.json<ApiErrorBody>().details, [
      { path: 'body.title', message: 'A cohort with this title already exists.' },
    ]);
    assert.equal(
      (await alpha.call('POST', '/api/cohorts', { title: 'Fine', colour: 'red' })).statusCode,
      400,
    );
    assert.equal(
      (await alpha.call('POST', '/api/cohorts', { title: 'Fine', tenant: betaId })).statusCode,
      404,
    );
    assert.equal(await patientData(t, alphaId), before);
    // Titles are per tenant: Beta may use Alpha's.
    await beta.json<Cohort>('POST', '/api/cohorts', { title: 'Post-op' });
  });

  void it('renames, shows its members with verbose=true, and deletes without deleting patients', async () => {
    const cohort = await alpha.json<Cohort>('POST', '/api/cohorts', { title: 'Hypertension' });
    const url = `/api/cohorts/${cohort.id}`;
    const renamed = await alpha.json<Cohort>('PATCH', url, { title: 'Hypertension 2026' });
    assert.equal(renamed.title, 'Hypertension 2026');
    const taken = await alpha.call('PATCH', url, { title: 'asthma' });
    assert.equal(taken.statusCode, 400);
    const patient = await alpha.json<Patient>('POST', '/api/patients', {
      mrn: 'C-1',
      first_name: 'Cora',
      last_name: 'Member',
      date_of_birth: '1950-03-03',
      cohort_ids: [cohort.id],
    });
    const plain = await alpha.json<CohortDetail>('GET', url);
    assert.equal(plain.patient_count, 1);
    assert.equal(plain.patients, undefined);
    const detail = await alpha.json<CohortDetail>('GET', `${url}?verbose=true`);
    assert.deepEqual(
      (detail.patients?.results as PatientSummary[]).map((row) => row.id),
      [patient.id],
    );
    assert.deepEqual([detail.patients?.total, detail.patients?.total_is_exact], [1, true]);
    assert.deepEqual(await alpha.json('DELETE', url), { id: cohort.id });
    assert.equal((await alpha.call('GET', url)).statusCode, 404);
    const kept = await alpha.json<Patient>('GET', `/api/patients/${patient.id}`);
    assert.deepEqual(kept.cohort_ids, []);
  });

  void it('answers 404 for another tenant’s cohort on read, rename and delete, changing nothing', async () => {
    const before = await patientData(t, betaId);
    const url = `/api/cohorts/${betaCohort.id}`;
    assert.equal((await alpha.call('GET', `${url}?verbose=true`)).statusCode, 404);
    assert.equal((await alpha.call('PATCH', url, { title: 'Taken over' })).statusCode, 404);
    assert.equal((await alpha.call('DELETE', url)).statusCode, 404);
    assert.equal((await alpha.call('GET', '/api/cohorts/abc')).statusCode, 400);
    const { results } = await alpha.json<{ results: Cohort[] }>('GET', '/api/cohorts');
    assert.ok(results.every((cohort) => cohort.tenant === alphaId));
    assert.equal(await patientData(t, betaId), before);
  });

  void it('audits cohort changes and member views with ids only', async () => {
    const rows = await auditRows(t, ['cohort_created', 'cohort_updated', 'cohort_deleted', 'cohort_viewed']);
    const events = rows.filter((row) => row.tenant_id === alphaId).map((row) => row.event);
    for (const event of ['cohort_created', 'cohort_updated', 'cohort_deleted', 'cohort_viewed']) {
      assert.ok(events.includes(event), event);
    }
    const text = JSON.stringify(rows);
    assert.ok(!text.includes('Cora') && !text.includes('1950-03-03'));
  });
});
