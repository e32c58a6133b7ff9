import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { createAppKeys } from '../crypto/secrets.js';
import { createSmtpMailer } from '../mail/smtpMailer.js';
import { defaultAuthPolicy } from '../modules/auth/policy.js';
import { build, testJobQueueSettings, type TestApp } from '../test/build.js';
import { installJobQueue } from './install.js';
import { defaultJobQueueSettings, JobQueue } from './jobQueue.js';
import { JOB_SCHEMA } from './queues.js';
import { scheduleQueue, type ScheduleDeps, type ScheduledJob } from './schedules.js';

/**
 * The queue as the platform runs it. On PostgreSQL it works through its own pool as the runtime role,
 * so a grant missing from the install shows up here as a logged queue error.
 */
void describe('job queue', () => {
  let t: TestApp;
  const logged: { level: number; msg: string }[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    }),
  );
  const tick = scheduleQueue('test-tick');
  let deps: ScheduleDeps;

  before(async () => {
    t = await build({ runJobWorkers: false });
    // The migration step creates the queues of the platform's schedules; this one is the test's own.
    await installJobQueue(t.db, [tick]);
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:9', from: 'test@localhost' });
    const auth = {
      db: t.db,
      keys: createAppKeys('job-test'),
      clock: t.clock,
      mailer,
      policy: defaultAuthPolicy,
      publicAppUrl: 'http://localhost:3000',
      log,
    };
    deps = { db: t.db, clock: t.clock, log, auth, store: t.store };
  });
  after(async () => {
    await t.close();
  });

  const errors = () => logged.filter((entry) => entry.level >= 50).map((entry) => entry.msg);

  void it('runs a recurring job on its schedule, and drops a schedule no longer listed', async () => {
    let runs = 0;
    const everySecond: ScheduledJob = {
      queue: tick,
      cron: '* * * * * *',
      run: (given) => {
        assert.equal(given, deps);
        runs += 1;
        return Promise.resolve();
      },
    };
    const jobs = new JobQueue(t.db, log, { ...defaultJobQueueSettings, ...testJobQueueSettings, work: true });
    await jobs.start({ jobs: [everySecond], deps });
    try {
      for (let waited = 0; runs < 1 && waited < 150; waited += 1) await sleep(100);
    } finally {
      await jobs.stop();
    }
    assert.ok(runs >= 1, 'the schedule ran its job');
    const schedules = await t.db.queryAsOwner<{ name: string; cron: string }>(
      `SELECT name, cron FROM ${JOB_SCHEMA}.schedule`,
    );
    assert.deepEqual(schedules, [{ name: tick.name, cron: '* * * * * *' }]);

    // A later start without it (the entry was removed from the list) unschedules it.
    const next = new JobQueue(t.db, log, { ...defaultJobQueueSettings, ...testJobQueueSettings, work: true });
    await next.start({ jobs: [], deps });
    await next.stop();
    assert.deepEqual(await t.db.queryAsOwner(`SELECT name FROM ${JOB_SCHEMA}.schedule`), []);
    assert.deepEqual(errors(), []);
  });

  void it('the runtime role may use the queue but not change its schema', async () => {
    const [rights] = await t.db.queryAsOwner<{ dml: boolean; ddl: boolean }>(
      `SELECT has_table_privilege('app_runtime', '${JOB_SCHEMA}.job', 'INSERT, UPDATE, DELETE') AS dml,
              has_schema_privilege('app_runtime', '${JOB_SCHEMA}', 'CREATE') AS ddl`,
    );
    assert.deepEqual(rights, { dml: true, ddl: false });
  });
});
