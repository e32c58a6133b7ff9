import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Cohort, Send } from '@outreach/shared-contracts';
import { build, TEST_SECRET, type TestApp } from '../../test/build.js';
import { startRecordingSmtpSink, type RecordingSmtpSink } from '../../test/recordingSmtpSink.js';
import { publishedTouchpoint, studioTeam } from '../../test/studioSupport.js';
import { defaultDeliverySettings } from './deps.js';

const workerPath = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const PATIENTS = 10_000;
/** Mid-batch: batches are 500 messages, so the worker dies halfway through its seventh. */
const KILL_AT = 3_250;

/**
 * Unrecorded at a kill are at most the group being written and the group filling (each up to the
 * group size plus a message per lane that added to it while it filled) and the hand-overs in flight.
 */
const { recordGroupSize, concurrency } = defaultDeliverySettings;
const WINDOW = 2 * (recordGroupSize + concurrency) + concurrency;

/** A worker process as production starts it, with short timings so a dead one is noticed in seconds. */
function startWorker(t: TestApp, smtpPort: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const worker = spawn(process.execPath, ['--import', 'tsx', workerPath], {
    env: {
      ...process.env,
      DATABASE_URL: t.db.connectionString ?? '',
      DATABASE_RUNTIME_URL: '',
      // The tests' app secret is a short one, which only a development installation accepts.
      DEV_MODE: 'true',
      APP_SECRET: TEST_SECRET,
      DEMO_PASSWORD: '',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      LOG_LEVEL: 'warn',
      JOB_POLLING_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '1',
      DELIVERY_LEASE_SECONDS: '5',
      DELIVERY_HEARTBEAT_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  worker.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child: worker, output: () => output };
}

/**
 * A tenant with `patients` patients who take e-mail in one cohort (written in two statements), and a
 * send of its published touchpoint to them, confirmed through the API.
 */
async function sendToNewCohort(t: TestApp, clinic: string, patients: number) {
  const team = await studioTeam(t, clinic);
  const touchpoint = await publishedTouchpoint(t, team);
  const cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: 'Everyone' });
  await t.db.queryAsOwner(
    `INSERT INTO patients (tenant_id, mrn, first_name, last_name, sort_name, given_name_key, date_of_birth,
       email, communication_preference, email_consent)
     SELECT $1, 'K-' || g, 'Given' || g, 'Killtest', 'killtest given' || g, 'given' || g || ' killtest',
       DATE '1970-01-01', 'k' || g || '@' || $3 || '.test', 'email', true
     FROM generate_series(1, $2::int) AS g`,
    [team.tenantId, patients, clinic.toLowerCase().replaceAll(' ', '-')],
  );
  await t.db.queryAsOwner(
    `INSERT INTO cohort_members (tenant_id, cohort_id, patient_id)
     SELECT tenant_id, $2, id FROM patients WHERE tenant_id = $1 AND mrn LIKE 'K-%'`,
    [team.tenantId, cohort.id],
  );
  const send = await team.author.json<Send>(
    'POST',
    `/api/touchpoints/${String(touchpoint)}/sends`,
    { cohort_ids: [cohort.id], quiet_hours: false, confirm_count: patients },
    201,
  );
  return { team, send };
}

const within = <T>(work: Promise<T>, ms: number, what: string) =>
  Promise.race([
    work,
    sleep(ms).then(() => {
      throw new Error(`${what} within ${String(ms / 1000)} s`);
    }),
  ]);

const skip =
  process.env.TEST_DATABASE === 'postgres'
    ? false
    : 'needs PostgreSQL (TEST_DATABASE=postgres): the worker is a process of its own, and PGlite is opened by one process only';

void describe(
  'worker processes in the middle of a send: killed, side by side, cut off from the database',
  { skip },
  () => {
    let t: TestApp;
    let sink: RecordingSmtpSink;
    const workers: ChildProcess[] = [];
    let onAccepted: (count: number) => void = () => undefined;

    before(async () => {
      t = await build({ runJobWorkers: false });
      sink = await startRecordingSmtpSink((count) => onAccepted(count));
    });
    after(async () => {
      for (const worker of workers)
        if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
      await sink.close();
      await t.close();
    });

    void it('a restarted worker finishes the send; every message reaches the sink under one Message-ID', async (context) => {
      const started = Date.now();
      const { team, send } = await sendToNewCohort(t, 'Kill Clinic', PATIENTS);

      // The first worker takes the send and is killed the moment the sink has accepted KILL_AT messages.
      const confirmedAt = Date.now();
      const first = startWorker(t, sink.port);
      workers.push(first.child);
      let killedAt = 0;
      const killed = new Promise<void>((resolve) => {
        onAccepted = (count) => {
          if (count !== KILL_AT) return;
          first.child.kill('SIGKILL');
          killedAt = Date.now();
          resolve();
        };
      });
      const firstExit = once(first.child, 'exit');
      await within(killed, 60_000, `the sink did not accept ${String(KILL_AT)} messages`).catch(
        (error: unknown) => {
          throw new Error(`${String(error)}; the worker said: ${first.output()}`);
        },
      );
      assert.deepEqual(await firstExit, [null, 'SIGKILL']);
      const handedOverBeforeKill = sink.accepted.length;

      // A new worker: the job's heartbeat stops, pg-boss runs the job again, and the claimed but
      // unrecorded messages are claimed again once their lease ends.
      const second = startWorker(t, sink.port);
      workers.push(second.child);
      // The sink's count is free to watch; the send's counts are read once every message is there.
      const deadline = Date.now() + 120_000;
      while (sink.stored.size < PATIENTS && Date.now() < deadline && second.child.exitCode === null)
        await sleep(50);
      let done: Send | undefined;
      while (Date.now() < deadline && second.child.exitCode === null) {
        const now = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
        if (now.state === 'done') {
          done = now;
          break;
        }
        await sleep(100);
      }
      const finishedAt = Date.now();
      assert.ok(done, `the send did not finish; the worker said: ${second.output()}`);
      second.child.kill('SIGTERM');
      assert.deepEqual(await once(second.child, 'exit'), [0, null]);

      // The ledger: every message sent, once each.
      // The view's counts, kept by the ledger's trigger through the kill, show every message sent.
      assert.deepEqual(
        Object.entries(done.counts).filter(([, messages]) => messages > 0),
        [['sent', PATIENTS]],
      );
      const ledger = await t.db.queryAsOwner<{ key: string; state: string; attempts: number; email: string }>(
        `SELECT m.message_key::text AS key, m.state, m.attempts, p.email
       FROM send_messages m JOIN patients p ON p.tenant_id = m.tenant_id AND p.id = m.patient_id
       WHERE m.send_id = $1`,
        [send.id],
      );
      assert.equal(ledger.length, PATIENTS);
      assert.deepEqual(new Set(ledger.map((row) => row.state)), new Set(['sent']));

      // None lost: each message reached the sink, under its key as Message-ID, for its patient.
      const lost = ledger.filter((row) => sink.stored.get(`<${row.key}@localhost>`)?.to !== row.email);
      assert.deepEqual(lost, []);
      // Never under two Message-IDs: each patient's address got one message id, whatever the attempts.
      const idsByRecipient = new Map<string, Set<string>>();
      for (const message of sink.accepted)
        idsByRecipient.set(message.to, (idsByRecipient.get(message.to) ?? new Set()).add(message.messageId));
      assert.equal(idsByRecipient.size, PATIENTS);
      assert.deepEqual(
        [...idsByRecipient].filter(([, ids]) => ids.size > 1),
        [],
      );
      // A store keyed on Message-ID keeps each message once.
      assert.equal(sink.stored.size, PATIENTS);

      // SMTP cannot tell a sender whether a message whose 250 was lost with the process got through:
      // those are handed over again, with the same Message-ID, and only they.
      const rehanded = sink.accepted.length - sink.stored.size;
      const attempts = new Map(ledger.map((row) => [`<${row.key}@localhost>`, row.attempts]));
      const acceptances = new Map<string, number>();
      for (const { messageId } of sink.accepted)
        acceptances.set(messageId, (acceptances.get(messageId) ?? 0) + 1);
      const twice = [...acceptances].filter(([, count]) => count > 1).map(([messageId]) => messageId);
      const rate = (from: number, to: number) => {
        const span = (sink.accepted[to]?.at ?? 0) - (sink.accepted[from]?.at ?? 0);
        return Math.round(((to - from + 1) * 1000) / Math.max(span, 1));
      };
      const seconds = (ms: number) => (ms / 1000).toFixed(1);
      const after = sink.accepted[handedOverBeforeKill]?.at ?? finishedAt;
      context.diagnostic(
        `handed over again after the kill: ${String(rehanded)} (window ${String(WINDOW)}); test ` +
          `${seconds(finishedAt - started)} s: set-up ${seconds(confirmedAt - started)} s, worker start to ` +
          `first message ${seconds((sink.accepted[0]?.at ?? 0) - confirmedAt)} s, to the kill ` +
          `${seconds(killedAt - (sink.accepted[0]?.at ?? 0))} s, kill to the next message ` +
          `${seconds(after - killedAt)} s, to done ${seconds(finishedAt - after)} s; messages/s before ` +
          `the kill ${String(rate(0, handedOverBeforeKill - 1))}, after it ` +
          String(rate(handedOverBeforeKill, sink.accepted.length - 1)),
      );
      assert.ok(rehanded >= 1, 'the message accepted as the worker died is handed over again');
      assert.ok(
        rehanded <= WINDOW,
        `${String(rehanded)} handed over again, more than the ${String(WINDOW)} in the window`,
      );
      assert.ok(
        twice.every((messageId) => (attempts.get(messageId) ?? 0) >= 2),
        'only messages claimed again were handed over again',
      );
    });
    void it('two workers hand one send over together, through its lanes; each message once', async () => {
      const SHARED = 4_000;
      const { team, send } = await sendToNewCohort(t, 'Lane Clinic', SHARED);
      const pair = [startWorker(t, sink.port), startWorker(t, sink.port)];
      workers.push(...pair.map((worker) => worker.child));
      const deadline = Date.now() + 90_000;
      let done: Send | undefined;
      while (Date.now() < deadline && pair.every((worker) => worker.child.exitCode === null)) {
        const now = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
        if (now.state === 'done') {
          done = now;
          break;
        }
        await sleep(100);
      }
      assert.ok(done, `the send did not finish; the workers said: ${pair.map((w) => w.output()).join('\n')}`);
      for (const worker of pair) {
        worker.child.kill('SIGTERM');
        assert.deepEqual(await once(worker.child, 'exit'), [0, null]);
      }
      assert.deepEqual(
        Object.entries(done.counts).filter(([, messages]) => messages > 0),
        [['sent', SHARED]],
      );
      // Each message reached the sink once: no worker took another's message.
      const mine = sink.accepted.filter((message) => message.to.endsWith('@lane-clinic.test'));
      assert.equal(mine.length, SHARED);
      assert.equal(new Set(mine.map((message) => message.messageId)).size, SHARED);
      assert.equal(new Set(mine.map((message) => message.to)).size, SHARED);
      // Both took part: a worker runs one dispatch job at a time, and two of the send's lanes ran at once.
      const lanes = await t.db.queryAsOwner<{ key: string; started: Date; completed: Date }>(
        `SELECT singleton_key AS key, started_on AS started, completed_on AS completed FROM pgboss.job
       WHERE name = 'delivery-dispatch' AND state = 'completed' AND (singleton_key = $1 OR singleton_key LIKE $1 || '-%')`,
        [`send-${String(send.id)}`],
      );
      const overlapping = lanes.some((a) =>
        lanes.some((b) => a !== b && a.started < b.completed && b.started < a.completed),
      );
      assert.ok(overlapping, `no two lanes ran at once: ${JSON.stringify(lanes)}`);
    });
    void it('a worker cut off from the database mid-send goes on once it is back; each message once', async (context) => {
      const PATIENTS_CUT = 4_000;
      const CUT_AT = 1_500;
      const { team, send } = await sendToNewCohort(t, 'Outage Clinic', PATIENTS_CUT);
      const mine = () => sink.accepted.filter((message) => message.to.endsWith('@outage-clinic.test'));
      const worker = startWorker(t, sink.port);
      workers.push(worker.child);
      // Every connection to the database ends at once, as in a restart of the server: the worker's,
      // its queue's and this API's. The database itself stays, so the test's other rows are kept.
      let cut = false;
      const cutOff = new Promise<void>((resolve) => {
        onAccepted = () => {
          if (cut || mine().length < CUT_AT) return;
          cut = true;
          void t.db
            .queryAsOwner(
              `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid()`,
            )
            .then(() => resolve());
        };
      });
      await within(cutOff, 60_000, `the sink did not accept ${String(CUT_AT)} messages`).catch(
        (error: unknown) => {
          throw new Error(`${String(error)}; the worker said: ${worker.output()}`);
        },
      );
      const deadline = Date.now() + 90_000;
      let done: Send | undefined;
      while (Date.now() < deadline && worker.child.exitCode === null) {
        // This API's pool lost its connections too: a read may fail once while it opens new ones.
        const now = await team.author.call('GET', `/api/sends/${String(send.id)}`);
        if (now.statusCode === 200 && now.json<Send>().state === 'done') {
          done = now.json<Send>();
          break;
        }
        await sleep(100);
      }
      assert.ok(done, `the send did not finish; the worker said: ${worker.output()}`);
      assert.equal(worker.child.exitCode, null, 'the worker outlived the outage');
      worker.child.kill('SIGTERM');
      assert.deepEqual(await once(worker.child, 'exit'), [0, null]);
      assert.deepEqual(
        Object.entries(done.counts).filter(([, messages]) => messages > 0),
        [['sent', PATIENTS_CUT]],
      );
      // Each patient got one Message-ID; what was in flight at the cut may have been accepted twice.
      const accepted = mine();
      const byRecipient = new Map<string, Set<string>>();
      for (const message of accepted)
        byRecipient.set(message.to, (byRecipient.get(message.to) ?? new Set()).add(message.messageId));
      assert.equal(byRecipient.size, PATIENTS_CUT);
      assert.ok([...byRecipient.values()].every((ids) => ids.size === 1));
      const again = accepted.length - PATIENTS_CUT;
      context.diagnostic(`handed over again after the cut: ${String(again)} (window ${String(WINDOW)})`);
      assert.ok(
        again <= WINDOW,
        `${String(again)} handed over again, more than the ${String(WINDOW)} in the window`,
      );
    });
  },
);
