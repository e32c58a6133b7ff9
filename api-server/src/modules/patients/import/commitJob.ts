import type { PatientImportStatus } from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { JobHandler, JobProgress } from '../../../jobs/jobQueue.js';
import { jobQueues } from '../../../jobs/queues.js';
import { ApiError } from '../../../errors.js';
import { findCohort } from '../../cohorts/repository.js';
import { inTenant, type TenantScope } from '../scope.js';
import { COHORT_GONE_MESSAGE, runCommit } from './commit.js';
import { toStatus, type ImportDeps, type ImportJobDeps } from './deps.js';
import * as repository from './repository.js';
import type { PatientImportRow } from './tables.js';

const queue = jobQueues.patientImportCommit;

/** The job's payload: ids only, never anything from the file. */
export interface CommitJobData {
  tenantId: number;
  userId: number;
  importId: string;
}

/** Where the commit's job of an import stands; a running import without a job has none to wait for. */
async function jobOf(deps: ImportDeps, row: PatientImportRow): Promise<JobProgress> {
  if (row.state !== 'importing') return 'over';
  return row.jobId ? deps.jobs.progress(queue, row.jobId) : 'over';
}

/**
 * Starts the commit of a dry run and answers at once (202): the import becomes 'importing' and a job
 * is queued in the same transaction, so there is never a claim without its job nor a job without its
 * claim. A running, waiting or finished import is answered as it is; one whose job is over without
 * finishing it is started again.
 */
export async function startCommit(
  deps: ImportDeps,
  scope: TenantScope,
  id: string,
): Promise<PatientImportStatus> {
  const seen = await inTenant(deps, scope, (tx) => repository.findImport(tx, scope.tenantId, id));
  if (!seen) throw new ApiError('NOT_FOUND');
  // Read outside the claim's transaction: on PGlite the queue waits for that transaction to end.
  const seenJob = await jobOf(deps, seen);
  const retake = seen.state === 'importing' && seenJob === 'over' ? { jobId: seen.jobId } : null;
  const { row, job } = await inTenant(deps, scope, async (tx) => {
    const found = await repository.findImport(tx, scope.tenantId, id);
    if (!found) throw new ApiError('NOT_FOUND');
    if (found.cohortId !== null && !(await findCohort(tx, scope.tenantId, found.cohortId))) {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'params.import_id', message: COHORT_GONE_MESSAGE },
      ]);
    }
    const taken = await repository.claimForCommit(tx, scope.tenantId, id, deps.clock.now(), retake);
    if (!taken)
      return { row: found, job: found === seen || found.jobId === seen.jobId ? seenJob : 'waiting' };
    const data: CommitJobData = { tenantId: scope.tenantId, userId: scope.userId, importId: id };
    // Both drivers answer raw statements with a `rows` array.
    const onTransaction = fromDrizzle(
      { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } },
      sql,
    );
    const jobId = await deps.jobs.send(queue, data, commitJobOptions(deps, scope.tenantId), {
      executeSql: (text, values) => onTransaction.executeSql(text, values),
    });
    return { row: await repository.setCommitJob(tx, scope.tenantId, id, jobId), job: 'waiting' as const };
  });
  // Committed: a worker of this process starts on it now rather than at its next poll.
  if (job === 'waiting') deps.jobs.wake(queue);
  return toStatus(row, job);
}

/**
 * One commit at a time per tenant (the singleton key), any number waiting; a worker that dies is
 * noticed when the job expires or, on PostgreSQL, misses its heartbeats, and the job runs again.
 */
function commitJobOptions(deps: ImportDeps, tenantId: number) {
  return {
    singletonKey: `tenant-${tenantId}`,
    expireInSeconds: deps.settings.commitExpireSeconds,
    retryLimit: deps.settings.commitRetryLimit,
    // PGlite runs one transaction at a time: no heartbeat could be written while the commit works.
    ...(deps.db.kind === 'postgres' ? { heartbeatSeconds: 30 } : {}),
  };
}

export async function importStatus(
  deps: ImportDeps,
  scope: TenantScope,
  id: string,
): Promise<PatientImportStatus> {
  const row = await inTenant(deps, scope, (tx) => repository.findImport(tx, scope.tenantId, id));
  if (!row) throw new ApiError('NOT_FOUND');
  return toStatus(row, await jobOf(deps, row));
}

/**
 * Runs a queued commit. Only the job the import names may write it: a job of an import that was
 * since finished, failed or started again has nothing left to do. Run again after its worker died,
 * it finds the import still 'importing' (the dead worker's transaction rolled back) and commits it.
 */
export function patientImportCommitJob(deps: ImportJobDeps): JobHandler<CommitJobData> {
  return {
    queue,
    async handle(data, job) {
      const scope: TenantScope = { tenantId: data.tenantId, userId: data.userId, ip: null };
      const row = await inTenant(deps, scope, (tx) =>
        repository.findImport(tx, data.tenantId, data.importId),
      );
      if (!row || row.state !== 'importing' || row.jobId !== job.id) return;
      // A run after a dead worker starts from nothing again; its progress said otherwise.
      if (row.processed !== 0) {
        await inTenant(deps, scope, (tx) =>
          repository.writeProgress(tx, data.tenantId, data.importId, 0, deps.clock.now()),
        );
      }
      await runCommit(deps, scope, row);
    },
  };
}
