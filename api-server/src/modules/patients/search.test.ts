import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Cohort, Patient, PatientPage, PatientSummary } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, staffCaller, tenantIdOf, type StaffCaller } from './testSupport.js';

const people = [
  { mrn: 'MRN-001', first_name: 'John', last_name: 'Smith', gender: 'male', email: 'john.smith@mail.test' },
  { mrn: 'MRN-002', first_name: 'Jane', last_name: 'Smith', gender: 'female', language_preference: 'es' },
  { mrn: 'MRN-003', first_name: 'Waylon', last_name: 'Smithers', gender: 'male', mobile: '+14155550123' },
  { mrn: 'MRN-004', first_name: 'Mary', last_name: 'Johnson', gender: 'female', opted_out: true },
  { mrn: 'MRN-005', first_name: 'José', last_name: 'García', gender: 'male', email: 'jose@mail.test' },
  { mrn: 'MRN-006', first_name: 'Conan', last_name: "O'Brien", gender: 'male' },
  {
    mrn: 'mrn_007',
    first_name: 'Anna',
    last_name: 'van der Berg',
    gender: 'female',
    mobile: '+442079460018',
  },
];

function names(page: PatientPage): string[] {
  return (page.results as PatientSummary[]).map((row) => `${row.last_name}, ${row.first_name}`);
}

void describe('patient lists and search', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;
  let cohort: Cohort;
  const ids = new Map<string, number>();

  before(async () => {
    t = await build();
    alpha = await staffCaller(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    beta = await staffCaller(t, await t.createUser({ tenantName: 'Beta Hospital' }));
    cohort = await alpha.json<Cohort>('POST', '/api/cohorts', { title: 'Diabetes follow-up' });
    for (const person of people) {
      const created = await alpha.json<Patient>('POST', '/api/patients', {
        ...person,
        date_of_birth: '1970-05-05',
        ...(person.last_name === 'Smith' ? { cohort_ids: [cohort.id] } : {}),
      });
      ids.set(person.mrn, created.id);
    }
    // Another tenant's Smith must never show up in Alpha's lists.
    await beta.json('POST', '/api/patients', {
      mrn: 'B-1',
      first_name: 'Betty',
      last_name: 'Smith',
      date_of_birth: '1960-01-01',
    });
  });
  after(async () => {
    await t.close();
  });

  const search = (query: string) =>
    alpha.json<PatientPage>('GET', `/api/patients/filtered-patients?${query}`);

  void it('lists by surname, then given name, with the stored total', async () => {
    const page = await alpha.json<PatientPage>('GET', '/api/patients');
    assert.deepEqual(names(page), [
      'García, José',
      'Johnson, Mary',
      "O'Brien, Conan",
      'Smith, Jane',
      'Smith, John',
      'Smithers, Waylon',
      'van der Berg, Anna',
    ]);
    assert.deepEqual(
      {
        page: page.page,
        size: page.page_size,
        total: page.total,
        exact: page.total_is_exact,
        next: page.has_next,
      },
      { page: 1, size: 50, total: 7, exact: true, next: false },
    );
    assert.deepEqual(Object.keys(page.results[0] ?? {}).sort(), [
      'date_of_birth',
      'first_name',
      'id',
      'last_name',
      'mrn',
      'title',
    ]);
  });

  void it('pages with get_page and page_size, and gives full records with verbose=true', async () => {
    const second = await alpha.json<PatientPage>('GET', '/api/patients?get_page=2&page_size=3');
    assert.deepEqual(names(second), ['Smith, Jane', 'Smith, John', 'Smithers, Waylon']);
    assert.equal(second.has_next, true);
    assert.equal(second.total, 7);
    const verbose = await alpha.json<PatientPage>('GET', '/api/patients?page_size=5&get_page=1&verbose=true');
    const jane = (verbose.results as Patient[]).find((row) => row.first_name === 'Jane');
    assert.deepEqual(jane?.cohort_ids, [cohort.id]);
    assert.equal(jane?.language_preference, 'es');
  });

  void it('refuses page sizes and pages out of range with coded errors', async () => {
    for (const query of [
      'page_size=0',
      'page_size=201',
      'page_size=x',
      'get_page=0',
      'get_page=-1',
      'verbose=yes',
    ]) {
      const response = await alpha.call('GET', `/api/patients?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json<ApiErrorBody>().code, 'VALIDATION_FAILED');
    }
    const deep = await alpha.call('GET', '/api/patients/filtered-patients?get_page=201&page_size=50');
    assert.equal(deep.statusCode, 400);
    assert.deepEqual(deep.json<ApiErrorBody>().details, [
      {
        path: 'query.get_page',
        message: 'Only the first 10000 patients of a list can be paged through; narrow the search.',
      },
    ]);
    assert.equal((await alpha.call('GET', '/api/patients?get_page=200&page_size=50')).statusCode, 200);
  });

  void it('finds surname prefixes first, then given names', async () => {
    assert.deepEqual(names(await search('query_string=smi')), [
      'Smith, Jane',
      'Smith, John',
      'Smithers, Waylon',
    ]);
    assert.deepEqual(names(await search('query_string=JOHN')), ['Johnson, Mary', 'Smith, John']);
    assert.deepEqual(names(await search('query_string=smith%20jo')), ['Smith, John']);
    assert.deepEqual(names(await search('query_string=john%20smi')), ['Smith, John']);
  });

  void it('ignores accents, apostrophes, case and punctuation', async () => {
    assert.deepEqual(names(await search('query_string=garcia')), ['García, José']);
    assert.deepEqual(names(await search('query_string=Jose%20Garc')), ['García, José']);
    assert.deepEqual(names(await search('query_string=obrien')), ["O'Brien, Conan"]);
    assert.deepEqual(names(await search('query_string=Smith,%20Jane')), ['Smith, Jane']);
    assert.deepEqual(names(await search('query_string=van%20der')), ['van der Berg, Anna']);
  });

  void it('finds MRN, e-mail and mobile prefixes', async () => {
    assert.deepEqual(names(await search('query_string=MRN-00')).length, 6);
    assert.deepEqual(names(await search('query_string=mrn-005')), ['García, José']);
    assert.deepEqual(names(await search('query_string=mrn_0')), ['van der Berg, Anna']);
    assert.deepEqual(names(await search('query_string=jose%40mail')), ['García, José']);
    assert.deepEqual(names(await search('query_string=JOSE%40Mail.t')), ['García, José']);
    assert.deepEqual(names(await search('query_string=%2B1415555')), ['Smithers, Waylon']);
    assert.deepEqual(names(await search('query_string=44%2020%207946')), ['van der Berg, Anna']);
    assert.deepEqual(names(await search('query_string=nobody')), []);
  });

  void it('filters by cohort (parent_id) and the fields of filter-options', async () => {
    const members = await search(`parent_id=${cohort.id}`);
    assert.deepEqual(names(members), ['Smith, Jane', 'Smith, John']);
    assert.deepEqual([members.total, members.total_is_exact], [2, true]);
    assert.deepEqual(names(await search(`parent_id=${cohort.id}&query_string=jane`)), ['Smith, Jane']);
    assert.deepEqual(names(await search('gender=female')), [
      'Johnson, Mary',
      'Smith, Jane',
      'van der Berg, Anna',
    ]);
    assert.deepEqual(names(await search('language_preference=es')), ['Smith, Jane']);
    assert.deepEqual(names(await search('opted_out=true')), ['Johnson, Mary']);
    assert.deepEqual(names(await search('communication_preference=sms')).sort(), [
      'Smithers, Waylon',
      'van der Berg, Anna',
    ]);
    assert.deepEqual(names(await search('gender=male&query_string=smith')), [
      'Smith, John',
      'Smithers, Waylon',
    ]);
  });

  void it('answers 404 for a cohort that is not the tenant’s and never shows another tenant’s patients', async () => {
    const betaCohort = await beta.json<Cohort>('POST', '/api/cohorts', { title: 'Beta cohort' });
    assert.equal(
      (await alpha.call('GET', `/api/patients/filtered-patients?parent_id=${betaCohort.id}`)).statusCode,
      404,
    );
    assert.equal(
      (await alpha.call('GET', '/api/patients/filtered-patients?parent_id=999999')).statusCode,
      404,
    );
    const smiths = await search('query_string=smith');
    assert.ok(!JSON.stringify(smiths).includes('Betty'));
  });

  void it('caps counts of large filtered lists and stops paging at the limit', async () => {
    const tenantId = await tenantIdOf(t, 'Beta Hospital');
    // 10,050 rows in one statement, as a bulk import will write them.
    await t.db.queryAsOwner(
      `INSERT INTO patients (tenant_id, mrn, first_name, last_name, sort_name, given_name_key, date_of_birth)
       SELECT $1, 'BULK-' || lpad(g::text, 6, '0'), 'Given' || g, 'Bulkname',
              'bulkname given' || g, 'given' || g || ' bulkname', DATE '1980-01-01'
       FROM generate_series(1, 10050) AS g`,
      [tenantId],
    );
    const all = await beta.json<PatientPage>('GET', '/api/patients?page_size=1');
    assert.deepEqual([all.total, all.total_is_exact, all.has_next], [10_051, true, true]);
    const found = await beta.json<PatientPage>(
      'GET',
      '/api/patients/filtered-patients?query_string=bulkn&page_size=200',
    );
    assert.deepEqual([found.total, found.total_is_exact, found.has_next], [10_000, false, true]);
    const last = await beta.json<PatientPage>(
      'GET',
      '/api/patients/filtered-patients?query_string=bulkn&page_size=200&get_page=50',
    );
    assert.equal(last.results.length, 200);
    assert.equal(last.has_next, false);
    const exact = await beta.json<PatientPage>(
      'GET',
      '/api/patients/filtered-patients?query_string=given100',
    );
    assert.deepEqual([exact.total, exact.total_is_exact], [62, true]);
  });

  void it('writes each listed record exactly as a single patient read answers it, and audits the list with its count', async () => {
    // Opting out stamps opted_out_at, so every kind of field has a value somewhere in the list.
    const mary = ids.get('MRN-004') ?? 0;
    await alpha.json('PATCH', `/api/patients/${mary}`, { id: mary, data: { title: 'Dr' } });
    const page = await alpha.json<PatientPage>('GET', '/api/patients?page_size=50&verbose=true');
    assert.equal(page.results.length, people.length);
    for (const listed of page.results as Patient[]) {
      assert.deepEqual(listed, await alpha.json<Patient>('GET', `/api/patients/${listed.id}`));
    }
    const listedMary = (page.results as Patient[]).find((row) => row.id === mary);
    assert.equal(listedMary?.title, 'Dr');
    assert.match(listedMary?.opted_out_at ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await alpha.json('GET', '/api/patients?get_page=3&page_size=3');
    const alphaId = await tenantIdOf(t, 'Alpha Clinic');
    const listed = (await auditRows(t, ['patients_listed'])).filter(
      (row) => row.tenant_id === alphaId && row.details.filtered === false,
    );
    const last = listed.at(-1);
    assert.deepEqual(last?.details, { page: 3, page_size: 3, verbose: false, filtered: false, count: 1 });
  });
});
