import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.js';
import { JOB_SCHEMA, jobQueues, type QueueDefinition } from './queues.js';
import { scheduledJobs } from './schedules.js';
import { migrationLock } from '../db/migrationLock.js';

/**
 * What the runtime role may do in the job schema: read and write rows and call pg-boss's functions,
 * nothing more (no DDL; schema upgrades and queues are made here, by the owner). Run after every
 * install, so tables a pg-boss upgrade adds are covered too.
 */
const runtimeGrants = `
GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO app_runtime;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO app_runtime;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${JOB_SCHEMA} TO app_runtime;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${JOB_SCHEMA} TO app_runtime;`;

/**
 * Creates or upgrades pg-boss's schema and the platform's queues as the database owner, then grants
 * the runtime role what it needs. Part of the migration step: the queue that serves requests starts
 * with migrations off and finds everything in place.
 */
export async function installJobQueue(
  db: Database,
  extraQueues: readonly QueueDefinition[] = [],
): Promise<void> {
  const boss = new PgBoss({
    ...(db.connectionString ? { connectionString: db.connectionString, max: 1 } : { db, backend: 'pglite' }),
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  // Errors of the start itself reject start(); nothing runs in the background here.
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for (const queue of [
      ...Object.values(jobQueues),
      ...scheduledJobs.map((job) => job.queue),
      ...extraQueues,
    ]) {
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, { policy: queue.policy });
    }
  } finally {
    await boss.stop({ graceful: false });
  }
  // Under the set-up lock: workers started at once would otherwise grant concurrently and fail.
  await db.execAsOwner(`${migrationLock}\n${runtimeGrants}`);
}
