import {
  PATIENT_IMPORT_MAX_BYTES,
  PATIENT_IMPORT_MAX_ROW_BYTES,
  type PatientImportStatus,
} from '@outreach/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PatientDeps } from '../scope.js';
import type { CsvLimits } from './csvStream.js';
import type { PatientImportRow } from './tables.js';

/** Commits running in this process; closing the app waits for them, so none is cut off mid-write. */
export class ImportTasks {
  private readonly running = new Set<Promise<void>>();

  /** Starts `work` after the current request; it handles its own errors, anything left is dropped. */
  start(work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve)).then(work).catch(() => undefined);
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

export interface ImportSettings {
  limits: CsvLimits;
  /** Staged rows written per statement of a commit; progress is reported after each. */
  chunkRows: number;
  /** A commit that has not written progress for this long is taken as dead (its process stopped). */
  staleAfterMs: number;
  /** How often a running commit says it is alive while a statement is still working. */
  heartbeatMs: number;
  /** Imports untouched this long are purged with their rows at the tenant's next upload. */
  keepForMs: number;
  /** A commit that writes at least this many patients refreshes the planner's statistics. */
  analyzeAfterRows: number;
}

export const defaultImportSettings: ImportSettings = {
  limits: { maxBytes: PATIENT_IMPORT_MAX_BYTES, maxRecordBytes: PATIENT_IMPORT_MAX_ROW_BYTES },
  chunkRows: 10_000,
  staleAfterMs: 120_000,
  heartbeatMs: 20_000,
  keepForMs: 24 * 3_600_000,
  analyzeAfterRows: 10_000,
};

export interface ImportDeps extends PatientDeps {
  settings: ImportSettings;
  tasks: ImportTasks;
  log: FastifyBaseLogger;
}

export const INTERRUPTED_MESSAGE =
  'The import stopped before it finished, and nothing was imported. Start it again.';

/** The status of an import as callers see it; a commit whose process died reads as failed. */
export function toStatus(row: PatientImportRow, settings: ImportSettings, now: Date): PatientImportStatus {
  const dead = row.state === 'importing' && now.getTime() - row.updatedAt.getTime() > settings.staleAfterMs;
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
    message: dead ? INTERRUPTED_MESSAGE : row.message,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
