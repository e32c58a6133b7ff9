import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import type { AuthDeps } from '../modules/auth/policy.js';
import type { QueueDefinition } from './queues.js';

/** What recurring work may use. */
export interface ScheduleDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  auth: AuthDeps;
}

/**
 * Work that runs on a cron schedule (UTC; five fields, or six with seconds first). Each has its own
 * queue, 'stately': at most one run waiting and one running, so a slow run never piles up more.
 */
export interface ScheduledJob {
  queue: QueueDefinition;
  cron: string;
  run(deps: ScheduleDeps): Promise<void>;
}

/** The queue of a recurring job, named after it. */
export function scheduleQueue(name: string): QueueDefinition {
  return { name: `schedule-${name}`, policy: 'stately' };
}

/**
 * The platform's recurring work. An entry added here gets its queue at the next migration step and
 * its schedule when the workers start; one removed is unscheduled. The purge of stale sign-in
 * throttling rows (modules/auth) belongs here, every five minutes:
 *
 *   { queue: scheduleQueue('purge-sign-in-throttling'), cron: '*\/5 * * * *',
 *     run: (deps) => purgeStaleSignInThrottling(deps.auth) },
 */
export const scheduledJobs: readonly ScheduledJob[] = [];
