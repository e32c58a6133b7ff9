import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { purgeExpiredGrants } from '../db/grants.js';
import type { AuthDeps } from '../modules/auth/policy.js';
import { purgeStaleSignInThrottling } from '../modules/auth/purgeStaleSignInThrottling.js';
import { purgePatientSessions } from '../modules/interactions/definers.js';
import { purgeExpiredReportExports } from '../modules/reporting/exports.js';
import { foldTallies } from '../modules/reporting/tallies.js';
import type { ObjectStore } from '../storage/objectStore.js';
import type { QueueDefinition } from './queues.js';

/** What recurring work may use. */
export interface ScheduleDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  auth: AuthDeps;
  store: ObjectStore;
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
 * its schedule when the workers start; one removed is unscheduled.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  {
    // Every unknown username typed at sign-in leaves a lockout row: they expire instead of piling up.
    queue: scheduleQueue('purge-sign-in-throttling'),
    cron: '*/5 * * * *',
    run: async (deps) => {
      const purged = await purgeStaleSignInThrottling(deps.auth);
      deps.log.info(purged, 'stale sign-in throttling rows purged');
    },
  },
  {
    // Grants of work that never ran (an upload URL nobody used, say) end at their expiry; the rows go.
    queue: scheduleQueue('purge-expired-grants'),
    cron: '*/15 * * * *',
    run: async (deps) => {
      const grants = await purgeExpiredGrants(deps.db);
      deps.log.info({ grants }, 'expired grants purged');
    },
  },
  {
    // A patient session ends a few minutes after the page last called; its row goes soon after.
    queue: scheduleQueue('purge-patient-sessions'),
    cron: '*/15 * * * *',
    run: async (deps) => {
      const sessions = await purgePatientSessions(deps.db, deps.clock.now());
      deps.log.info({ sessions }, 'ended patient sessions purged');
    },
  },
  {
    // Report exports are kept seven days (REPORT_EXPORT_KEEP_DAYS): the rows go, then their files.
    queue: scheduleQueue('purge-report-exports'),
    cron: '7 * * * *',
    run: async (deps) => {
      const exports = await purgeExpiredReportExports(deps, deps.clock.now());
      deps.log.info({ exports }, 'expired report exports purged');
    },
  },
  {
    // The tallies reports read get a row per database backend that wrote them; they are folded into
    // one per key, so a report's read does not grow with every restart.
    queue: scheduleQueue('fold-tallies'),
    cron: '*/10 * * * *',
    run: async (deps) => {
      const rows = await foldTallies(deps.db);
      deps.log.info({ rows }, 'report tallies folded');
    },
  },
];
