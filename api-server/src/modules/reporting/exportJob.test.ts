import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReportExport } from '@outreach/shared-contracts';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { defaultJobQueueSettings, JobQueue } from '../../jobs/jobQueue.js';
import { JOB_SCHEMA, jobQueues } from '../../jobs/queues.js';
import { build, testJobQueueSettings, type TestApp } from '../../test/build.js';
import { campaignOf, publishedTouchpoint, studioTeam, type StudioTeam } from '../../test/studioSupport.js';
import { defaultExportSettings, reportExportJob } from './exportJob.js';

const EXPORTS = '/api/touchpoints/reports/exports';

/**
 * The export as a job, with the API's own workers off: the test decides who works. A worker that takes
 * the job and dies is a pg-boss instance that fetches it and stops without finishing it, having
 * written what a dead worker's short transactions leave: the export running, some rows written.
 */
void describe('report exports: the job', () => {
  let t: TestApp;
  let team: StudioTeam;
  let campaignId: number;

  before(async () => {
    t = await build({ runJobWorkers: false, exportSettings: { expireSeconds: 1 } });
    team = await studioTeam(t, 'Export Queue Clinic');
    const touchpointId = await publishedTouchpoint(t, team);
    campaignId = await campaignOf(team, touchpointId);
  });
  after(async () => {
    await t.close();
  });

  void it('an export whose worker died is written again from nothing, once', async () => {
    const started = await team.author.json<ReportExport>(
      'POST',
      EXPORTS,
      { kind: 'patients', campaign_id: campaignId },
      202,
    );
    const doomed = new PgBoss({
      ...(t.db.connectionString
        ? { connectionString: t.db.connectionString, max: 2 }
        : { db: t.db, backend: 'pglite' as const }),
      schema: JOB_SCHEMA,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    doomed.on('error', () => undefined);
    await doomed.start();
    const [job] = await doomed.fetch(jobQueues.reportExport.name);
    assert.ok(job, 'the dead worker took the job');
    await doomed.stop({ graceful: false });
    await t.db.queryAsOwner(
      "UPDATE report_exports SET state = 'running', rows_written = 5, rows_total = 9 WHERE id = $1",
      [started.id],
    );
    const running = await team.author.json<ReportExport>('GET', `${EXPORTS}/${String(started.id)}`);
    assert.deepEqual([running.state, running.rows_written, running.rows_total], ['running', 5, 9]);

    const log = pino({ level: 'silent' });
    const jobs = new JobQueue(t.db, log, { ...defaultJobQueueSettings, ...testJobQueueSettings, work: true });
    jobs.handle(
      reportExportJob({
        db: t.db,
        clock: t.clock,
        log,
        keys: t.keys,
        store: t.store,
        settings: defaultExportSettings,
      }),
    );
    await jobs.start();
    let done = running;
    try {
      while (done.state === 'running') {
        await sleep(50);
        done = await team.author.json<ReportExport>('GET', `${EXPORTS}/${String(started.id)}`);
      }
    } finally {
      await jobs.stop();
    }
    assert.deepEqual([done.state, done.rows_written, done.rows_total], ['done', 0, 0]);
    const file = await team.author.call('GET', `${EXPORTS}/${String(started.id)}/file`);
    assert.equal(file.statusCode, 200);
    assert.equal(file.body.replace(/^\uFEFF/, '').split('\r\n').length, 2, 'the header alone');
  });
});
