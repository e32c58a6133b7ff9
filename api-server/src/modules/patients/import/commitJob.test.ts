import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { patientImportStatus, type PatientImportStatus } from '@outreach/shared-contracts';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { defaultJobQueueSettings, JobQueue } from '../../../jobs/jobQueue.js';
import { JOB_SCHEMA, jobQueues } from '../../../jobs/queues.js';
import { build, testJobQueueSettings, type TestApp } from '../../../test/build.js';
import { auditRows, patientData, storedCount, tenantIdOf } from '../testSupport.js';
import { patientImportCommitJob } from './commitJob.js';
import { defaultImportSettings } from './deps.js';
import { HEADER, csv, importCaller, type ImportCaller } from './testSupport.js';

const queue = jobQueues.patientImportCommit.name;

/** A bare pg-boss on the test's database, as another process would have. */
async function otherProcess(t: TestApp): Promise<PgBoss> {
  const boss = new PgBoss({
    ...(t.db.connectionString
      ? { connectionString: t.db.connectionString, max: 2 }
      : { db: t.db, backend: 'pglite' }),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  return boss;
}

/** A worker process of the platform, with the import's handler. */
async function startWorker(t: TestApp): Promise<JobQueue> {
  const log = pino({ level: 'silent' });
  const jobs = new JobQueue(t.db, log, { ...defaultJobQueueSettings, ...testJobQueueSettings, work: true });
  jobs.handle(
    patientImportCommitJob({ db: t.db, clock: t.clock, log, keys: t.keys, settings: defaultImportSettings }),
  );
  await jobs.start();
  return jobs;
}

const status = async (caller: ImportCaller, id: string) =>
  patientImportStatus.parse((await caller.status(id)).json());

async function waitFor(caller: ImportCaller, id: string): Promise<PatientImportStatus> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const now = await status(caller, id);
    if (now.state !== 'importing') return now;
    await sleep(50);
  }
  throw new Error('the import did not finish');
}

/**
 * The commit as a job, with the API's own workers off: the test decides who works. A worker that
 * takes a job and dies is a pg-boss instance that fetches it and stops without finishing it; its
 * transaction would have rolled back with it, so the database holds what such a crash leaves.
 */
void describe('patient import: the commit as a job', () => {
  let t: TestApp;
  let first: ImportCaller;
  let second: ImportCaller;
  let other: ImportCaller;
  let tenantId: number;

  before(async () => {
    t = await build({ runJobWorkers: false, importSettings: { commitExpireSeconds: 1 } });
    const user = await t.createUser({ tenantName: 'Queue Clinic' });
    first = await importCaller(t, user);
    second = await importCaller(t, await t.createUser({ tenantName: 'Queue Clinic' }));
    other = await importCaller(t, await t.createUser({ tenantName: 'Other Clinic' }));
    tenantId = await tenantIdOf(t, 'Queue Clinic');
  });
  after(async () => {
    await t.close();
  });

  void it('runs one commit at a time per tenant; the next waits as importing with nothing processed', async () => {
    const a = await first.check(csv(HEADER, 'Q-1,Quinn,Queue,1980-01-01', 'Q-2,Quill,Queue,1980-01-02'));
    const b = await second.check(csv(HEADER, 'Q-3,Quentin,Queue,1980-01-03'));
    const c = await other.check(csv(HEADER, 'O-1,Otto,Other,1980-01-04'));
    for (const [caller, id] of [
      [first, a],
      [second, b],
      [other, c],
    ] as const) {
      assert.equal((await caller.commit(id.import_id)).statusCode, 202);
    }
    const waiting = await status(second, b.import_id);
    assert.deepEqual(
      [waiting.state, waiting.progress, waiting.failure],
      ['importing', { processed: 0, total: 1 }, null],
    );

    // Another process asks for every job it may start: one per tenant, never two of Queue Clinic.
    const boss = await otherProcess(t);
    const taken = await boss.fetch<{ tenantId: number }>(queue, { batchSize: 10 });
    assert.deepEqual(
      taken.map((job) => job.data.tenantId).sort((x, y) => x - y),
      [tenantId, await tenantIdOf(t, 'Other Clinic')].sort((x, y) => x - y),
    );
    // It finishes nothing and stops: the two jobs are retried after their expiry, then the third.
    await boss.stop({ graceful: false });

    const worker = await startWorker(t);
    try {
      const done = await Promise.all([
        waitFor(first, a.import_id),
        waitFor(second, b.import_id),
        waitFor(other, c.import_id),
      ]);
      assert.deepEqual(
        done.map((each) => [each.state, each.new_patients]),
        [
          ['done', 2],
          ['done', 1],
          ['done', 1],
        ],
      );
    } finally {
      await worker.stop();
    }
    assert.equal(await storedCount(t, tenantId), 3);
  });

  void it('a commit whose worker died is run again and imports exactly once', async () => {
    const report = await first.check(
      csv(HEADER, 'D-1,Dana,Died,1970-01-01', 'D-2,Dale,Died,1970-01-02', 'D-3,Dora,Died,1970-01-03'),
    );
    const before = await patientData(t, tenantId);
    assert.equal((await first.commit(report.import_id)).statusCode, 202);

    const doomed = await otherProcess(t);
    const [job] = await doomed.fetch(queue);
    assert.ok(job, 'the dead worker took the job');
    await doomed.stop({ graceful: false });
    // On PostgreSQL the dead worker's progress writes outlive its transaction.
    await t.db.queryAsOwner('UPDATE patient_imports SET processed = 2 WHERE id = $1', [report.import_id]);
    // Its worker is gone, the job is still active: the import reads as running, and nothing changed.
    const running = await status(first, report.import_id);
    assert.deepEqual([running.state, running.progress.processed], ['importing', 2]);
    assert.equal(await patientData(t, tenantId), before);
    // Committing again while it runs starts nothing new.
    assert.equal(patientImportStatus.parse((await first.commit(report.import_id)).json()).state, 'importing');

    const worker = await startWorker(t);
    try {
      const done = await waitFor(first, report.import_id);
      assert.deepEqual(
        [done.state, done.new_patients, done.updated_patients, done.progress],
        ['done', 3, 0, { processed: 3, total: 3 }],
      );
    } finally {
      await worker.stop();
    }
    assert.equal(await storedCount(t, tenantId), 6);
    const imported = (await auditRows(t, ['patients_imported'])).filter(
      (row) => row.details.import_id === report.import_id,
    );
    assert.equal(imported.length, 1, 'imported once');
  });

  void it('keeps no claim when the job cannot be queued', async () => {
    const report = await first.check(csv(HEADER, 'E-1,Eve,Enqueue,1970-01-01'));
    await t.db.execAsOwner(`REVOKE INSERT ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} FROM app_runtime`);
    try {
      assert.equal((await first.commit(report.import_id)).statusCode, 500);
    } finally {
      await t.db.execAsOwner(`GRANT INSERT ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO app_runtime`);
    }
    const after = await status(first, report.import_id);
    assert.deepEqual([after.state, after.failure], ['dry_run_ready', null]);
    assert.equal((await first.commit(report.import_id)).statusCode, 202);
    assert.equal((await status(first, report.import_id)).state, 'importing');
  });
});

/** With the commit's real expiry of an hour, only a start's own check can bring a job back sooner. */
void describe('patient import: a commit cut off by a stop', () => {
  let t: TestApp;
  let caller: ImportCaller;
  before(async () => {
    t = await build({ runJobWorkers: false });
    caller = await importCaller(t, await t.createUser({ tenantName: 'Restart Clinic' }));
  });
  after(async () => {
    await t.close();
  });

  void it('a commit cut off by a stop is retried at the next start on the embedded database, and left to expire on a server', async () => {
    const report = await caller.check(
      csv(HEADER, 'R-1,Rita,Restart,1970-01-01', 'R-2,Rudi,Restart,1970-01-02'),
    );
    assert.equal((await caller.commit(report.import_id)).statusCode, 202);
    const doomed = await otherProcess(t);
    const [job] = await doomed.fetch(queue);
    assert.ok(job, 'the stopped process had taken the job');
    await doomed.stop({ graceful: false });

    const worker = await startWorker(t);
    try {
      if (t.db.kind === 'pglite') {
        const done = await waitFor(caller, report.import_id);
        assert.deepEqual([done.state, done.new_patients], ['done', 2]);
      } else {
        // Another server process may still be running it: a start must not take it away.
        await sleep(2_000);
        assert.equal((await status(caller, report.import_id)).state, 'importing');
      }
    } finally {
      await worker.stop();
    }
  });
});

void describe('patient import: a commit sent to this process', () => {
  let t: TestApp;
  let caller: ImportCaller;
  before(async () => {
    // Workers that would look for jobs only once a minute on their own.
    t = await build({ jobQueue: { pollingIntervalSeconds: 60 } });
    caller = await importCaller(t, await t.createUser({ tenantName: 'Prompt Clinic' }));
  });
  after(async () => {
    await t.close();
  });

  void it("starts at once on this process's own workers, without waiting for their next poll", async () => {
    // The workers' first look for jobs is at their start; let it pass with nothing to find.
    await sleep(1_000);
    const report = await caller.check(csv(HEADER, 'P-1,Pia,Prompt,1970-01-01'));
    assert.equal((await caller.commit(report.import_id)).statusCode, 202);
    // waitFor gives up after 20 seconds, long before the workers' next poll.
    const done = await waitFor(caller, report.import_id);
    assert.deepEqual([done.state, done.new_patients], ['done', 1]);
  });
});
