import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Cohort, Patient } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, patientData, storedCount, twoTenants, type StaffCaller } from './testSupport.js';

void describe('patient bulk edit and bulk delete', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;
  let alphaId: number;
  let betaId: number;
  let patients: Patient[];
  let betaPatient: Patient;
  let cohortA: Cohort;
  let cohortB: Cohort;
  let betaCohort: Cohort;

  const cohortCount = async (cohort: Cohort) =>
    (await alpha.json<Cohort>('GET', `/api/cohorts/${cohort.id}`)).patient_count;

  before(async () => {
    t = await build();
    ({ alpha, beta, alphaId, betaId } = await twoTenants(t));
    cohortA = await alpha.json<Cohort>('POST', '/api/cohorts', { title: 'Cohort A' });
    cohortB = await alpha.json<Cohort>('POST', '/api/cohorts', { title: 'Cohort B' });
    betaCohort = await beta.json<Cohort>('POST', '/api/cohorts', { title: 'Beta cohort' });
    patients = [];
    for (let index = 1; index <= 5; index += 1) {
      patients.push(
        await alpha.json<Patient>('POST', '/api/patients', {
          mrn: `A-${index}`,
          first_name: `Given${index}`,
          last_name: 'Bulk',
          date_of_birth: '1990-01-01',
          email: `p${index}@mail.test`,
          // Patient 5 has no mobile number.
          ...(index < 5 ? { mobile: `+1415555010${index}` } : {}),
        }),
      );
    }
    betaPatient = await beta.json<Patient>('POST', '/api/patients', {
      mrn: 'B-1',
      first_name: 'Bea',
      last_name: 'Beta',
      date_of_birth: '1970-01-01',
    });
  });
  after(async () => {
    await t.close();
  });

  const idsOf = (...indexes: number[]) => indexes.map((index) => patients[index - 1]!.id);

  void it('changes the language and cohorts of many patients and counts the members', async () => {
    const answer = await alpha.json('PATCH', '/api/patients/bulk-edit', {
      ids: idsOf(1, 2, 3),
      data: { language_preference: 'pt', add_to_cohort_id: cohortA.id },
    });
    assert.deepEqual(answer, { count: 3 });
    const second = await alpha.json<Patient>('GET', `/api/patients/${idsOf(2)[0]}`);
    assert.equal(second.language_preference, 'pt');
    assert.deepEqual(second.cohort_ids, [cohortA.id]);
    assert.equal(await cohortCount(cohortA), 3);
    // Adding again changes nothing; moving between cohorts is one call.
    await alpha.json('PATCH', '/api/patients/bulk-edit', {
      ids: idsOf(1, 2),
      data: { add_to_cohort_id: cohortB.id, remove_from_cohort_id: cohortA.id },
    });
    assert.deepEqual([await cohortCount(cohortA), await cohortCount(cohortB)], [1, 2]);
  });

  void it('refuses a preference some of the patients cannot be reached by, changing nothing', async () => {
    const before = await patientData(t, alphaId);
    const response = await alpha.call('PATCH', '/api/patients/bulk-edit', {
      ids: idsOf(4, 5),
      data: { communication_preference: 'sms', language_preference: 'de' },
    });
    assert.equal(response.statusCode, 400);
    const [detail] = response.json<ApiErrorBody>().details ?? [];
    assert.equal(detail?.path, 'body.data.communication_preference');
    assert.match(detail?.message ?? '', /1 of 2 selected/);
    assert.equal(await patientData(t, alphaId), before);
    await alpha.json('PATCH', '/api/patients/bulk-edit', {
      ids: idsOf(4),
      data: { communication_preference: 'sms' },
    });
  });

  void it('answers 404 and changes nothing when any id or cohort is not the tenant’s', async () => {
    const before = { alpha: await patientData(t, alphaId), beta: await patientData(t, betaId) };
    for (const body of [
      { ids: [...idsOf(1, 2), betaPatient.id], data: { language_preference: 'ja' } },
      { ids: [...idsOf(1), 999_999_999], data: { language_preference: 'ja' } },
      { ids: idsOf(1, 2), data: { add_to_cohort_id: betaCohort.id } },
      { ids: idsOf(1, 2), data: { remove_from_cohort_id: betaCohort.id } },
    ]) {
      const response = await alpha.call('PATCH', '/api/patients/bulk-edit', body);
      assert.equal(response.statusCode, 404, JSON.stringify(body));
    }
    const refused = await alpha.call('DELETE', '/api/patients/bulk-edit', {
      ids: [...idsOf(1), betaPatient.id],
    });
    assert.equal(refused.statusCode, 404);
    assert.deepEqual({ alpha: await patientData(t, alphaId), beta: await patientData(t, betaId) }, before);
  });

  void it('validates the ids and the change', async () => {
    const before = await patientData(t, alphaId);
    const tooMany = Array.from({ length: 1001 }, (_, index) => index + 1);
    for (const body of [
      { ids: [], data: { language_preference: 'es' } },
      { ids: tooMany, data: { language_preference: 'es' } },
      { ids: [1, 1], data: { language_preference: 'es' } },
      { ids: ['1'], data: { language_preference: 'es' } },
      { ids: idsOf(1), data: {} },
      { ids: idsOf(1), data: { first_name: 'X' } },
      { ids: idsOf(1), data: { language_preference: 'xx' } },
    ]) {
      const response = await alpha.call('PATCH', '/api/patients/bulk-edit', body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
    }
    assert.equal((await alpha.call('DELETE', '/api/patients/bulk-edit', { ids: [] })).statusCode, 400);
    assert.equal(await patientData(t, alphaId), before);
  });

  void it('deletes many patients with their memberships and keeps every count right', async () => {
    const total = await storedCount(t, alphaId);
    const answer = await alpha.json('DELETE', '/api/patients/bulk-edit', { ids: idsOf(1, 3) });
    assert.deepEqual(answer, { count: 2 });
    assert.equal(await storedCount(t, alphaId), total - 2);
    assert.deepEqual([await cohortCount(cohortA), await cohortCount(cohortB)], [0, 1]);
    assert.equal((await alpha.call('GET', `/api/patients/${idsOf(1)[0]}`)).statusCode, 404);
    const page = await alpha.json<{ total: number }>('GET', '/api/patients');
    assert.equal(page.total, total - 2);
    const [audit] = (await auditRows(t, ['patients_bulk_deleted'])).slice(-1);
    assert.deepEqual(audit?.details, { count: 2, patient_ids: idsOf(1, 3).join(',') });
    const [edit] = await auditRows(t, ['patients_bulk_edited']);
    assert.equal(edit?.details.count, 3);
    assert.equal(edit?.details.fields, 'add_to_cohort_id,language_preference');
  });
});
