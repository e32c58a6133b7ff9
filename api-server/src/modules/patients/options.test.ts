import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AuthStatus,
  Cohort,
  Language,
  Option,
  PatientFilterOptions,
  PatientPage,
} from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, staffCaller, tenantIdOf, type StaffCaller } from './testSupport.js';

void describe('patient options and the current tenant', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let alphaId: number;
  let betaId: number;
  let userId: number;

  before(async () => {
    t = await build();
    const user = await t.createUser({ tenantName: 'Alpha Clinic' });
    userId = user.id;
    const other = await staffCaller(t, await t.createUser({ tenantName: 'Beta Hospital' }));
    await t.createUser({ tenantName: 'Gamma Care' });
    alphaId = await tenantIdOf(t, 'Alpha Clinic');
    betaId = await tenantIdOf(t, 'Beta Hospital');
    // The user also belongs to Beta, which already has a patient and a cohort.
    await t.db.queryAsOwner('INSERT INTO staff_memberships (tenant_id, user_id) VALUES ($1, $2)', [
      betaId,
      user.id,
    ]);
    await other.json('POST', '/api/patients', {
      mrn: 'B-1',
      first_name: 'Bea',
      last_name: 'Beta',
      date_of_birth: '1970-01-01',
    });
    await other.json<Cohort>('POST', '/api/cohorts', { title: 'Beta cohort' });
    alpha = await staffCaller(t, user);
    await alpha.json<Cohort>('POST', '/api/cohorts', { title: 'Alpha cohort' });
  });
  after(async () => {
    await t.close();
  });

  void it('offers the option lists with stable values', async () => {
    const values = async (path: string) =>
      (await alpha.json<{ options: Option[] }>('GET', `/api/patients/${path}`)).options.map(
        (option) => option.value,
      );
    assert.deepEqual(await values('title-options'), ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof']);
    assert.deepEqual(await values('gender-options'), ['female', 'male', 'non_binary', 'other', 'unknown']);
    assert.deepEqual(await values('communication-preference-options'), [
      'email',
      'sms',
      'email_and_sms',
      'none',
    ]);
    const languages = await values('language-preference-options');
    assert.equal(languages.length, 21);
    assert.equal(languages[0], 'en');
  });

  void it('lists the 21 languages with names and direction', async () => {
    const { languages } = await alpha.json<{ languages: Language[] }>('GET', '/api/utils/languages');
    assert.equal(languages.length, 21);
    assert.deepEqual(
      languages.find((language) => language.code === 'ar'),
      {
        code: 'ar',
        name: 'Arabic',
        native_name: 'العربية',
        rtl: true,
      },
    );
  });

  void it('bundles the filters with the current tenant’s cohorts', async () => {
    const filters = await alpha.json<PatientFilterOptions>('GET', '/api/patients/filter-options');
    assert.deepEqual(
      filters.parent_id.map((option) => option.label),
      ['Alpha cohort'],
    );
    assert.equal(filters.opted_out.length, 2);
    assert.equal(filters.language_preference.length, 21);
  });

  void it('answers 401 to callers who are not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/patients/title-options' });
    assert.equal(response.statusCode, 401);
  });

  void it('switches the session to another of the user’s tenants, and nowhere else', async () => {
    assert.equal((await alpha.json<AuthStatus>('GET', '/api/auth/')).tenant_id, alphaId);
    assert.equal((await alpha.json<PatientPage>('GET', '/api/patients')).total, 0);
    const gammaId = await tenantIdOf(t, 'Gamma Care');
    const refused = await alpha.call('PUT', '/api/auth/tenant/', { tenant_id: gammaId });
    assert.equal(refused.statusCode, 404);
    assert.equal((await alpha.call('PUT', '/api/auth/tenant/', { tenant_id: 0 })).statusCode, 400);
    assert.deepEqual(await alpha.json<AuthStatus>('PUT', '/api/auth/tenant/', { tenant_id: betaId }), {
      authenticated: true,
      tenant_id: betaId,
    });
    assert.equal((await alpha.json<AuthStatus>('GET', '/api/auth/')).tenant_id, betaId);
    const page = await alpha.json<PatientPage>('GET', '/api/patients');
    assert.equal(page.total, 1);
    const filters = await alpha.json<PatientFilterOptions>('GET', '/api/patients/filter-options');
    assert.deepEqual(
      filters.parent_id.map((option) => option.label),
      ['Beta cohort'],
    );
    const [audit] = (await auditRows(t, ['session_tenant_switched'])).slice(-1);
    assert.deepEqual(
      { tenant: audit?.tenant_id, actor: audit?.actor_user_id, details: audit?.details },
      { tenant: betaId, actor: userId, details: { from_tenant_id: alphaId } },
    );
  });
});
