import { fileProblemDetail, type PatientImportStatus } from '@outreach/shared-contracts';
import { inTransaction, type JobHandler, type JobProgress } from '../../../jobs/jobQueue.js';
import { jobQueues } from '../../../jobs/queues.js';
import { randomToken } from '../../../crypto/secrets.js';
import { grantContext, issueGrant, revokeGrant } from '../../../db/grants.js';
import { ApiError } from '../../../errors.js';
import { findCohort } from '../../cohortMembership/repository.js';
import { inTenant, type TenantScope } from '../../../tenancy/tenantScope.js';
import { runCommit } from './commit.js';
import { toStatus, type ImportDeps, type ImportJobDeps } from './deps.js';
import * as repository from './repository.js';
import type { PatientImportRow } from './tables.js';

const queue = jobQueues.patientImportCommit;

/** The job's payload: ids and the sealed grant, never anything from the file. */
export interface CommitJobData {
  tenantId: number;
  userId: number;
  importId: string;
  /**
   * The token of the grant the commit works with, sealed with the app key: the queue's tables are
   * readable by the runtime role, and the token alone would open the tenant's patients.
   */
  grant: string;
}

/** A grant outlives the longest wait behind other imports of the tenant, then expires. */
const GRANT_SECONDS = 7 * 24 * 3600;

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
        fileProblemDetail('params.import_id', { code: 'cohort_gone', params: {} }),
      ]);
    }
    const taken = await repository.claimForCommit(tx, scope.tenantId, id, deps.clock.now(), retake);
    if (!taken)
      return { row: found, job: found === seen || found.jobId === seen.jobId ? seenJob : 'waiting' };
    const token = randomToken();
    if (
      !(await issueGrant(tx, {
        token,
        tenantId: scope.tenantId,
        purpose: 'patient_import_commit',
        seconds: GRANT_SECONDS,
      }))
    )
      throw new ApiError('NOT_FOUND');
    const data: CommitJobData = {
      tenantId: scope.tenantId,
      userId: scope.userId,
      importId: id,
      grant: deps.keys.encrypt(token),
    };
    const jobId = await deps.jobs.send(
      queue,
      data,
      commitJobOptions(deps, scope.tenantId),
      inTransaction(tx),
    );
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
      let token: string;
      try {
        token = deps.keys.decrypt(data.grant);
      } catch {
        // Sealed with another app key (rotated since): the import reads as interrupted and can be
        // started again.
        deps.log.error(
          { job: job.id },
          'a patient import commit job carries a grant this app key cannot open',
        );
        return;
      }
      const scope: TenantScope = {
        tenantId: data.tenantId,
        userId: data.userId,
        ip: null,
        credential: grantContext(token).credential ?? '',
      };
      const row = await inTenant(deps, scope, (tx) =>
        repository.findImport(tx, data.tenantId, data.importId),
      );
      if (row && row.state === 'importing' && row.jobId === job.id) {
        // A run after a dead worker starts from nothing again; its progress said otherwise.
        if (row.processed !== 0) {
          await inTenant(deps, scope, (tx) =>
            repository.writeProgress(tx, data.tenantId, data.importId, 0, deps.clock.now()),
          );
        }
        await runCommit(deps, scope, row);
      }
      // Done, or nothing left to do: the grant ends with the job.
      await revokeGrant(deps.db, token);
    },
  };
}
