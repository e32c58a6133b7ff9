import {
  PATIENT_IMPORT_MAX_BYTES,
  PATIENT_IMPORT_MAX_ROW_BYTES,
  failureCodeOf,
  type PatientImportStatus,
} from '@outreach/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppKeys } from '../../../crypto/secrets.js';
import type { JobProgress, JobQueue } from '../../../jobs/jobQueue.js';
import type { TenancyDeps } from '../../../tenancy/tenantScope.js';
import type { CsvLimits } from './csvStream.js';
import type { PatientImportRow } from './tables.js';

export interface ImportSettings {
  limits: CsvLimits;
  /** Staged rows written per statement of a commit; progress is reported after each. */
  chunkRows: number;
  /**
   * How long a commit's job may run before the queue takes its worker for dead and runs it again
   * (on PostgreSQL a dead worker is noticed sooner, by its missed heartbeats).
   */
  commitExpireSeconds: number;
  /** Runs of a commit's job after the first, when its worker died each time. */
  commitRetryLimit: number;
  /** How often a running commit writes its progress while a statement is still working. */
  heartbeatMs: number;
  /** Imports untouched this long are purged with their rows at the tenant's next upload. */
  keepForMs: number;
  /**
   * A commit that writes at least this many patients is followed by VACUUM (ANALYZE): a tenant that
   * has just gone from none to a few thousand would otherwise be planned as empty (a scan and sort of
   * every patient for each page) until autovacuum comes round.
   */
  analyzeAfterRows: number;
}

export const defaultImportSettings: ImportSettings = {
  limits: { maxBytes: PATIENT_IMPORT_MAX_BYTES, maxRecordBytes: PATIENT_IMPORT_MAX_ROW_BYTES },
  chunkRows: 25_000,
  commitExpireSeconds: 3_600,
  commitRetryLimit: 2,
  heartbeatMs: 20_000,
  keepForMs: 24 * 3_600_000,
  analyzeAfterRows: 1_000,
};

/** What the commit's job needs, in the API and in a worker process alike. */
export interface ImportJobDeps extends TenancyDeps {
  settings: ImportSettings;
  log: FastifyBaseLogger;
  /** Seals the grant a queued commit carries. */
  keys: AppKeys;
}

export interface ImportDeps extends ImportJobDeps {
  jobs: JobQueue;
}

/**
 * The status of an import as callers see it. A commit waiting for its turn reads as importing with
 * nothing processed; one whose job is over without finishing it (its workers died every time) reads
 * as failed ('interrupted').
 */
export function toStatus(row: PatientImportRow, job: JobProgress): PatientImportStatus {
  const dead = row.state === 'importing' && job === 'over';
  return {
    import_id: row.id,
    cohort_id: row.cohortId,
    state: dead ? 'failed' : row.state,
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    rejected_rows: row.rejectedRows,
    progress: { processed: dead ? 0 : row.processed, total: row.validRows },
    new_patients: row.newPatients,
    updated_patients: row.updatedPatients,
    unchanged_patients: row.unchangedPatients,
    failure: dead
      ? { code: 'interrupted' }
      : row.message === null
        ? null
        : { code: failureCodeOf(row.message) },
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
