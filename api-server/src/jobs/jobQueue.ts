import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Job, type SendOptions } from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { databaseError } from '../db/errors.js';
import { JOB_APPLICATION_NAME, JOB_SCHEMA, type QueueDefinition } from './queues.js';
import type { ScheduleDeps, ScheduledJob } from './schedules.js';

/** What a job's state says about its work: still to run or running, or over (done or given up). */
export type JobProgress = 'waiting' | 'running' | 'over';

export interface JobQueueSettings {
  /** Run handlers in this process; an API that leaves the work to worker processes turns it off. */
  work: boolean;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number;
  /** How often expired jobs (their worker died) are put back for a retry. */
  superviseIntervalSeconds: number;
  /** How often schedules are checked. */
  cronIntervalSeconds: number;
  /** How long a stop waits for running jobs; those still running are retried after their expiry. */
  stopTimeoutMs: number;
}

export const defaultJobQueueSettings: JobQueueSettings = {
  work: true,
  pollingIntervalSeconds: 2,
  superviseIntervalSeconds: 30,
  cronIntervalSeconds: 30,
  stopTimeoutMs: 30_000,
};

/** Handles the jobs of one queue; an error thrown is a failed attempt, retried up to the job's limit. */
export interface JobHandler<T extends object> {
  queue: QueueDefinition;
  handle(data: T, job: { id: string }): Promise<void>;
}

/** Where a job is sent from: plain, or inside the caller's transaction so both commit or neither. */
export interface SendContext {
  /** Runs the insert on the caller's transaction. */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

/** The caller's Drizzle transaction as a {@link SendContext}: the job is sent in it, so both commit or neither. */
export function inTransaction(tx: Db): SendContext {
  // Both drivers answer raw statements with a `rows` array.
  const onTransaction = fromDrizzle(
    { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } },
    sql,
  );
  return { executeSql: (text, values) => onTransaction.executeSql(text, values) };
}

/**
 * The platform's job queue: pg-boss on the application's database. On PostgreSQL it opens its own
 * pool as the runtime login, the one requests use; on PGlite it shares the one connection (as its
 * user), since PGlite has no other. The schema and queues are made by the migration step
 * (`installJobQueue`), so this never runs DDL.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers: JobHandler<object>[] = [];
  /** This process's workers by queue, to wake when this process sends them a job. */
  private readonly workers = new Map<string, string[]>();
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly settings: JobQueueSettings,
  ) {
    const connection = db.runtimeConnectionString
      ? // Switched to app_runtime at connection start, like a request's transaction.
        {
          connectionString: db.runtimeConnectionString,
          options: '-c role=app_runtime',
          application_name: JOB_APPLICATION_NAME,
          max: 4,
        }
      : {
          db: { executeSql: (text: string, values?: unknown[]) => db.executeSql(text, values) },
          backend: 'pglite' as const,
        };
    this.boss = new PgBoss({
      ...connection,
      schema: JOB_SCHEMA,
      migrate: false,
      createSchema: false,
      reindex: false,
      // Maintenance (expiry, retention) and schedules run where the workers run.
      supervise: settings.work,
      schedule: settings.work,
      superviseIntervalSeconds: settings.superviseIntervalSeconds,
      // Expiry and missed heartbeats are found by the monitor's pass.
      monitorIntervalSeconds: settings.superviseIntervalSeconds,
      cronMonitorIntervalSeconds: settings.cronIntervalSeconds,
      cronWorkerIntervalSeconds: settings.cronIntervalSeconds,
    });
    // Never the job's data or a database message (either might one day name a person): the code only.
    this.boss.on('error', (error: unknown) => {
      this.log.error({ err: databaseError(error) }, 'job queue error');
    });
  }

  /** Registers the handler of a queue; its jobs run in this process once started, if it works. */
  handle<T extends object>(handler: JobHandler<T>): void {
    this.handlers.push(handler);
  }

  /** Starts the queue; with workers on, also the handlers and the recurring jobs. */
  async start(recurring?: { jobs: readonly ScheduledJob[]; deps: ScheduleDeps }): Promise<void> {
    await this.boss.start();
    this.started = true;
    if (!this.settings.work) return;
    await this.retryCutOffJobs();
    for (const handler of this.handlers) {
      const workerId = await this.boss.work<object>(
        handler.queue.name,
        { pollingIntervalSeconds: this.settings.pollingIntervalSeconds, batchSize: 1 },
        async ([job]: Job[]) => {
          if (job) await handler.handle(job.data, { id: job.id });
        },
      );
      this.workers.set(handler.queue.name, [...(this.workers.get(handler.queue.name) ?? []), workerId]);
    }
    if (recurring) await this.registerSchedules(recurring.jobs, recurring.deps);
  }

  /**
   * The embedded database is opened by one process only, so a job still active when its workers start
   * was cut off by the end of an earlier process: it is failed now, and so retried at once, rather
   * than after its expiry (an hour for a commit, since PGlite cannot take heartbeats while a commit
   * holds its one connection). On PostgreSQL other processes may be running such a job: it is left to
   * their heartbeats and the expiry.
   */
  private async retryCutOffJobs(): Promise<void> {
    if (this.db.connectionString) return;
    for (const handler of this.handlers) {
      const active = (await this.boss.findJobs(handler.queue.name)).filter((job) => job.state === 'active');
      if (active.length === 0) continue;
      await this.boss.fail(
        handler.queue.name,
        active.map((job) => job.id),
      );
      this.log.warn({ queue: handler.queue.name, jobs: active.length }, 'jobs cut off by a stop retried');
    }
  }

  /** Schedules each recurring job (replacing an older cron) and drops schedules no longer listed. */
  private async registerSchedules(schedules: readonly ScheduledJob[], deps: ScheduleDeps): Promise<void> {
    const listed = new Set(schedules.map((scheduled) => scheduled.queue.name));
    for (const old of await this.boss.getSchedules()) {
      if (!listed.has(old.name)) await this.boss.unschedule(old.name, old.key);
    }
    for (const scheduled of schedules) {
      await this.boss.schedule(scheduled.queue.name, scheduled.cron, null, { tz: 'UTC' });
      await this.boss.work(
        scheduled.queue.name,
        { pollingIntervalSeconds: this.settings.pollingIntervalSeconds, batchSize: 1 },
        () => scheduled.run(deps),
      );
    }
  }

  /**
   * Enqueues a job unless its queue's policy refuses it (a job of the same singleton key already
   * waiting, say): answers its id, or null when refused.
   */
  async sendUnlessWaiting(
    queue: QueueDefinition,
    data: object,
    options: Omit<SendOptions, 'db'> = {},
    context: SendContext = {},
  ): Promise<string | null> {
    return this.boss.send(queue.name, data, {
      ...options,
      ...(context.executeSql ? { db: { executeSql: context.executeSql } } : {}),
    });
  }

  /** Enqueues a job and answers its id; with `context.executeSql`, in the caller's transaction. */
  async send(
    queue: QueueDefinition,
    data: object,
    options: Omit<SendOptions, 'db'> = {},
    context: SendContext = {},
  ): Promise<string> {
    const id = await this.sendUnlessWaiting(queue, data, options, context);
    if (!id) throw new Error(`The job queue refused a job of ${queue.name}`);
    return id;
  }

  /**
   * Has this process's workers of `queue` look for jobs now instead of at their next poll: for a job
   * sent in a transaction, once that transaction has committed (before, they would not see it).
   * Workers of other processes find it at their next poll.
   */
  wake(queue: QueueDefinition): void {
    for (const id of this.workers.get(queue.name) ?? []) this.boss.notifyWorker(id);
  }

  /** Where a job stands; 'over' also for a job the queue no longer knows. */
  async progress(queue: QueueDefinition, id: string): Promise<JobProgress> {
    const [job] = await this.boss.findJobs(queue.name, { id });
    if (!job) return 'over';
    if (job.state === 'created' || job.state === 'retry') return 'waiting';
    return job.state === 'active' ? 'running' : 'over';
  }

  /**
   * Stops taking jobs and waits (up to `stopTimeoutMs`) for the running ones to finish. A job still
   * running then is left active and retried after its expiry by any worker: its work is one
   * transaction, rolled back when this process ends.
   */
  async stop(options: { graceful?: boolean } = {}): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workers.clear();
    await this.boss.stop({ graceful: options.graceful ?? true, timeout: this.settings.stopTimeoutMs });
  }
}
