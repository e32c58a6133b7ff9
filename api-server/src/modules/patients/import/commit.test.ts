import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  patientImportStatus,
  type ApiErrorBody,
  type Cohort,
  type Patient,
  type PatientImportStatus,
  type PatientPage,
} from '@outreach/shared-contracts';
import { build, type TestApp } from '../../../test/build.js';
import {
  auditRows,
  patientData,
  staffCaller,
  storedCount,
  tenantIdOf,
  type StaffCaller,
} from '../testSupport.js';
import { HEADER, csv, importCaller, importTableCounts, type ImportCaller } from './testSupport.js';

void describe('patient import: the commit', () => {
  let t: TestApp;
  let staff: StaffCaller;
  let importer: ImportCaller;
  let tenantId: number;
  let cohort: Cohort;

  before(async () => {
    // Two rows per statement, so a small file is written in several steps; statistics are refreshed
    // after a commit of five patients or more.
    t = await build({ importSettings: { chunkRows: 2, analyzeAfterRows: 5 } });
    const user = await t.createUser({ tenantName: 'Commit Clinic' });
    staff = await staffCaller(t, user);
    importer = await importCaller(t, user);
    tenantId = await tenantIdOf(t, 'Commit Clinic');
    cohort = await staff.json<Cohort>('POST', '/api/cohorts', { title: 'Spring screening' });
  });
  after(async () => {
    await t.close();
  });

  const fiveRows = csv(
    `${HEADER},email,opted_out`,
    'C-1,Cora,Commit,1971-01-01,cora@example.org,no',
    'C-2,Cole,Commit,1972-02-02,,yes',
    'C-3,Cleo,Commit,1973-03-03,,',
    'C-4,Cato,Commit,1974-04-04,,',
    'C-5,Cyd,Commit,1975-05-05,,',
    'C-6,Bad,Date,5.5.1975,,',
  );

  const cohortSize = async () => (await staff.json<Cohort>('GET', `/api/cohorts/${cohort.id}`)).patient_count;

  /** The planner's row count of patients, which only ANALYZE (or VACUUM) sets. */
  const plannedRows = async () =>
    Number(
      (
        await t.db.queryAsOwner<{ n: number }>(
          "SELECT reltuples AS n FROM pg_class WHERE relname = 'patients'",
        )
      )[0]?.n,
    );

  /** Pages of patients VACUUM has marked all-visible. */
  const allVisiblePages = async () =>
    Number(
      (
        await t.db.queryAsOwner<{ n: number }>(
          "SELECT relallvisible AS n FROM pg_class WHERE relname = 'patients'",
        )
      )[0]?.n,
    ) > 0;

  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await check()) return true;
      await sleep(50);
    }
    return false;
  }

  void it('imports the valid rows, puts them in the cohort and counts them', async () => {
    assert.ok((await plannedRows()) <= 0, 'patients have not been analysed yet');
    const report = await importer.check(fiveRows, cohort.id);
    assert.equal(report.cohort_id, cohort.id);
    const started = await importer.commit(report.import_id);
    assert.equal(started.statusCode, 202);
    assert.equal(patientImportStatus.parse(started.json()).state, 'importing');

    const done = await waitFor(report.import_id);
    assert.equal(done.state, 'done');
    assert.deepEqual(done.progress, { processed: 5, total: 5 });
    assert.deepEqual([done.new_patients, done.updated_patients, done.unchanged_patients], [5, 0, 0]);
    assert.equal(done.failure, null);
    assert.ok(done.finished_at);

    const page = await staff.json<PatientPage>('GET', '/api/patients?page_size=200&verbose=true');
    const imported = (page.results as Patient[]).filter((patient) => patient.last_name === 'Commit');
    assert.deepEqual(imported.map((patient) => patient.mrn).sort(), ['C-1', 'C-2', 'C-3', 'C-4', 'C-5']);
    const cora = imported.find((patient) => patient.mrn === 'C-1');
    assert.equal(cora?.communication_preference, 'email');
    assert.deepEqual(cora?.cohort_ids, [cohort.id]);
    const cole = imported.find((patient) => patient.mrn === 'C-2');
    assert.equal(cole?.opted_out, true);
    assert.ok(cole?.opted_out_at);
    assert.equal(await storedCount(t, tenantId), 5);
    assert.ok(await eventually(async () => (await plannedRows()) === 5), 'an ANALYZE followed the commit');
    assert.ok(await eventually(allVisiblePages), 'a VACUUM followed the commit');
    assert.equal(await cohortSize(), 5);
    // Staged rows are gone once done; the rejected one stays for its download.
    const left = await t.db.queryAsOwner('SELECT 1 FROM patient_import_rows WHERE import_id = $1', [
      report.import_id,
    ]);
    assert.equal(left.length, 0);
    assert.equal((await importer.rejected(report.import_id)).body.split('\r\n')[1]?.startsWith('7,'), true);

    // Committing again answers the finished import and writes nothing more.
    const again = await importer.commit(report.import_id);
    assert.equal(again.statusCode, 202);
    assert.equal(patientImportStatus.parse(again.json()).state, 'done');
    const audit = await auditRows(t, ['patients_imported']);
    assert.deepEqual(audit.at(-1)?.details, {
      import_id: report.import_id,
      new: 5,
      updated: 0,
      unchanged: 0,
      cohort_id: cohort.id,
    });
  });

  void it('changes nothing when the same file is imported again', async () => {
    const before = await patientData(t, tenantId);
    const report = await importer.check(fiveRows, cohort.id);
    assert.deepEqual([report.new_patients, report.updated_patients, report.unchanged_patients], [0, 0, 5]);
    const done = await importer.commitAndWait(report.import_id);
    assert.deepEqual(
      [done.state, done.new_patients, done.updated_patients, done.unchanged_patients],
      ['done', 0, 0, 5],
    );
    assert.equal(await patientData(t, tenantId), before);
  });

  void it('updates patients the file changes, keeping what its empty cells leave unsaid', async () => {
    const report = await importer.check(
      csv(`${HEADER},email,gender`, 'C-1,Cora,Renamed,1971-01-01,,female', 'C-3,Cleo,Commit,1973-03-03,,'),
    );
    assert.deepEqual([report.new_patients, report.updated_patients, report.unchanged_patients], [0, 1, 1]);
    const done = await importer.commitAndWait(report.import_id);
    assert.deepEqual([done.new_patients, done.updated_patients, done.unchanged_patients], [0, 1, 1]);
    const page = await staff.json<PatientPage>(
      'GET',
      '/api/patients/filtered-patients?query_string=Renamed&verbose=true',
    );
    const [cora] = page.results as Patient[];
    assert.deepEqual(
      [cora?.mrn, cora?.email, cora?.gender, cora?.cohort_ids],
      ['C-1', 'cora@example.org', 'female', [cohort.id]],
    );
  });

  void it('merges a patient added after the dry run with the row the dry run found new', async () => {
    const report = await importer.check(
      csv(HEADER, 'N-1,Nia,New,1990-01-01', 'N-2,Ned,New,1990-02-02', 'N-3,Noa,New,1990-03-03'),
    );
    assert.deepEqual([report.new_patients, report.updated_patients, report.unchanged_patients], [3, 0, 0]);
    const before = await storedCount(t, tenantId);
    // Added by hand meanwhile: same MRN, another first name, and an e-mail address the file leaves unsaid.
    await staff.json('POST', '/api/patients', {
      mrn: 'N-2',
      first_name: 'Edward',
      last_name: 'New',
      date_of_birth: '1990-02-02',
      email: 'ned@example.org',
    });
    const done = await importer.commitAndWait(report.import_id);
    assert.deepEqual(
      [done.state, done.new_patients, done.updated_patients, done.unchanged_patients],
      ['done', 2, 1, 0],
    );
    assert.equal(await storedCount(t, tenantId), before + 3);
    const page = await staff.json<PatientPage>(
      'GET',
      '/api/patients/filtered-patients?query_string=New&verbose=true&page_size=50',
    );
    const found = (page.results as Patient[]).filter((patient) => patient.last_name === 'New');
    assert.deepEqual(found.map((patient) => patient.mrn).sort(), ['N-1', 'N-2', 'N-3']);
    const ned = found.find((patient) => patient.mrn === 'N-2');
    assert.deepEqual([ned?.first_name, ned?.email], ['Ned', 'ned@example.org']);
  });

  void it('writes the file again over a patient changed or deleted after the dry run found it unchanged', async () => {
    const file = csv(
      HEADER,
      'U-1,Una,Unchanged,1991-01-01',
      'U-2,Ugo,Unchanged,1992-02-02',
      'U-3,Uma,Unchanged,1993-03-03',
    );
    await importer.commitAndWait((await importer.check(file)).import_id);
    const report = await importer.check(file);
    assert.deepEqual([report.new_patients, report.updated_patients, report.unchanged_patients], [0, 0, 3]);
    const byMrn = async () => {
      const page = await staff.json<PatientPage>(
        'GET',
        '/api/patients/filtered-patients?query_string=Unchanged&verbose=true&page_size=50',
      );
      return new Map((page.results as Patient[]).map((patient) => [patient.mrn, patient]));
    };
    const before = await byMrn();
    // Meanwhile one patient is renamed by hand and another deleted.
    const renamed = before.get('U-1')?.id;
    await staff.json('PATCH', `/api/patients/${renamed}`, { id: renamed, data: { first_name: 'Ursula' } });
    await staff.json('DELETE', `/api/patients/${before.get('U-2')?.id}`);
    const done = await importer.commitAndWait(report.import_id);
    assert.deepEqual(
      [done.state, done.new_patients, done.updated_patients, done.unchanged_patients],
      ['done', 1, 1, 1],
    );
    const after = await byMrn();
    assert.deepEqual([...after.values()].map((patient) => [patient.mrn, patient.first_name]).sort(), [
      ['U-1', 'Una'],
      ['U-2', 'Ugo'],
      ['U-3', 'Uma'],
    ]);
    assert.equal(after.get('U-3')?.updated_at, before.get('U-3')?.updated_at);
  });

  void it('leaves the patients as they were when the commit fails, and can be started again', async () => {
    // The database refuses the third row, in the second statement of the commit.
    await t.db.execAsOwner(`
      CREATE FUNCTION refuse_import_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
      CREATE TRIGGER refuse_import_row BEFORE INSERT ON patients
        FOR EACH ROW WHEN (NEW.mrn = 'F-3') EXECUTE FUNCTION refuse_import_row();`);
    const report = await importer.check(
      csv(
        HEADER,
        'F-1,Fen,Fail,1980-01-01',
        'F-2,Fox,Fail,1980-01-02',
        'F-3,Flo,Fail,1980-01-03',
        'F-4,Fay,Fail,1980-01-04',
      ),
      cohort.id,
    );
    const before = await patientData(t, tenantId);
    const failed = await importer.commitAndWait(report.import_id);
    assert.equal(failed.state, 'failed');
    assert.deepEqual(failed.failure, { code: 'commit_failed' });
    assert.equal(failed.progress.processed, 0);
    assert.equal(await patientData(t, tenantId), before);
    assert.equal(
      (await auditRows(t, ['patients_import_failed'])).at(-1)?.details.import_id,
      report.import_id,
    );

    await t.db.execAsOwner('DROP TRIGGER refuse_import_row ON patients; DROP FUNCTION refuse_import_row();');
    const done = await importer.commitAndWait(report.import_id);
    assert.deepEqual([done.state, done.new_patients], ['done', 4]);
    assert.equal(await cohortSize(), 9);
  });

  void it('reports its progress while it works', async () => {
    // Each statement of the commit takes a moment, so a status call can come in between.
    await t.db.execAsOwner(`
      CREATE FUNCTION slow_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.2); RETURN NULL; END $$;
      CREATE TRIGGER slow_import AFTER INSERT ON patients FOR EACH STATEMENT EXECUTE FUNCTION slow_import();`);
    const rows = Array.from({ length: 8 }, (_, index) => `P-${index},Pat,Progress,1990-01-0${index + 1}`);
    const report = await importer.check(csv(HEADER, ...rows));
    assert.equal((await importer.commit(report.import_id)).statusCode, 202);
    const seen: PatientImportStatus[] = [];
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const status = patientImportStatus.parse((await importer.status(report.import_id)).json());
      seen.push(status);
      if (status.state !== 'importing') break;
      await sleep(25);
    }
    await t.db.execAsOwner('DROP TRIGGER slow_import ON patients; DROP FUNCTION slow_import();');
    const last = seen.at(-1);
    assert.deepEqual([last?.state, last?.progress], ['done', { processed: 8, total: 8 }]);
    const between = seen.filter((status) => status.state === 'importing' && status.progress.processed > 0);
    if (t.db.kind === 'postgres') {
      // Progress is written beside the commit's transaction, so the status shows it rising.
      const counts = between.map((status) => status.progress.processed);
      assert.ok(
        counts.some((processed) => processed < 8),
        `progress seen: ${counts.join(',')}`,
      );
      assert.deepEqual(
        counts,
        [...counts].sort((a, b) => a - b),
        'it only rises',
      );
    } else {
      // PGlite runs one transaction at a time: the status call waits for the commit's end.
      assert.equal(between.length, 0);
    }
  });

  void it('takes a commit whose process stopped for failed, and runs it again', async () => {
    const report = await importer.check(csv(HEADER, 'S-1,Sam,Stale,1990-01-01'));
    const longAgo = new Date(t.clock.now().getTime() - 10 * 60_000);
    await t.db.queryAsOwner("UPDATE patient_imports SET state = 'importing', updated_at = $2 WHERE id = $1", [
      report.import_id,
      longAgo,
    ]);
    const stale = patientImportStatus.parse((await importer.status(report.import_id)).json());
    assert.deepEqual([stale.state, stale.failure], ['failed', { code: 'interrupted' }]);
    const done = await importer.commitAndWait(report.import_id);
    assert.deepEqual([done.state, done.new_patients], ['done', 1]);
  });

  void it('purges imports untouched for a day at the next upload', async () => {
    const old = await importer.check(csv(HEADER, 'O-1,Old,Upload,1990-01-01', 'O-2,Old,Reject,1/1/1990'));
    const dayAgo = new Date(t.clock.now().getTime() - 25 * 3_600_000);
    await t.db.queryAsOwner('UPDATE patient_imports SET updated_at = $2 WHERE id = $1', [
      old.import_id,
      dayAgo,
    ]);
    await importer.check(csv(HEADER, 'O-3,New,Upload,1990-01-01'));
    assert.equal((await importer.status(old.import_id)).statusCode, 404);
    const left = await t.db.queryAsOwner(
      'SELECT 1 FROM patient_import_rows WHERE import_id = $1 UNION ALL SELECT 1 FROM patient_import_rejects WHERE import_id = $1',
      [old.import_id],
    );
    assert.equal(left.length, 0);
    assert.ok((await importTableCounts(t, tenantId)).imports > 0);
  });

  void it('refuses to commit into a cohort deleted since the upload, with a coded detail', async () => {
    const doomed = await staff.json<Cohort>('POST', '/api/cohorts', { title: 'Short-lived' });
    const report = await importer.check(csv(HEADER, 'D-1,Dee,Deleted,1990-01-01'), doomed.id);
    await staff.json('DELETE', `/api/cohorts/${doomed.id}`);
    const before = await patientData(t, tenantId);
    const response = await importer.commit(report.import_id);
    assert.equal(response.statusCode, 400);
    const body = response.json<ApiErrorBody>();
    assert.deepEqual(
      [body.code, body.details?.map(({ path, code, params }) => ({ path, code, params }))],
      ['VALIDATION_FAILED', [{ path: 'params.import_id', code: 'cohort_gone', params: {} }]],
    );
    assert.equal(await patientData(t, tenantId), before);
    const status = patientImportStatus.parse((await importer.status(report.import_id)).json());
    assert.deepEqual([status.state, status.failure], ['dry_run_ready', null]);
  });

  async function waitFor(importId: string): Promise<PatientImportStatus> {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const status = patientImportStatus.parse((await importer.status(importId)).json());
      if (status.state !== 'importing') return status;
      await sleep(20);
    }
    throw new Error('the import did not finish');
  }
});
