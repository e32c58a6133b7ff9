import type { PatientImportFailureCode } from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../db/rowsOf.js';
import { ApiError } from '../../../errors.js';
import { audit } from '../../audit/tenantAudit.js';
import { requireCohorts } from '../../cohortMembership/guards.js';
import { databaseError } from '../../../db/errors.js';
import { inTenant, type TenantScope } from '../../../tenancy/tenantScope.js';
import type { ImportJobDeps } from './deps.js';
import {
  driftedLinesQuery,
  joinCohortQuery,
  writeRangeQuery,
  type LineRange,
  type StagedRows,
} from './mergeSql.js';
import * as repository from './repository.js';
import type { PatientImportRow } from './tables.js';

const LAST_LINE = 2_147_483_647;

/**
 * Progress goes to the import row through short transactions of their own, beside the commit's one
 * long transaction, so a status call on any API process sees it. At most one write is in flight; a
 * later count replaces one not yet written. PGlite runs one transaction at a time, so there the
 * status is read when the commit has finished and nothing is written meanwhile.
 */
function progressReporter(deps: ImportJobDeps, scope: TenantScope, id: string) {
  let latest = 0;
  let stopped = false;
  let writing: Promise<void> | null = null;
  const write = () => {
    if (deps.db.kind !== 'postgres' || writing || stopped) return;
    const processed = latest;
    writing = inTenant(deps, scope, (tx) =>
      repository.writeProgress(tx, scope.tenantId, id, processed, deps.clock.now()),
    )
      .catch(() => undefined)
      .finally(() => {
        writing = null;
        if (latest !== processed) write();
      });
  };
  // Also while one statement works for long, so the import is not taken for dead.
  const heartbeat = setInterval(write, deps.settings.heartbeatMs);
  return {
    report(processed: number) {
      latest = processed;
      write();
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      await writing;
    },
  };
}

interface Written {
  inserted: number;
  updated: number;
}

/**
 * Rows in the first statement of a commit; each next one doubles, up to `chunkRows`. A statement is
 * planned for the table as it was before it ran: on a tenant's first import the planner sees an
 * almost empty table and may look patients up by scanning it, which the statement's own inserts then
 * make slower row by row. A small first statement keeps that cheap; the next ones see the grown
 * table and use the MRN index.
 */
const FIRST_CHUNK_ROWS = 1000;

async function writeRange(tx: Db, query: SQL): Promise<Written> {
  const [written] = rowsOf<Written>(await tx.execute(query));
  return { inserted: written?.inserted ?? 0, updated: written?.updated ?? 0 };
}

/**
 * Inserts the rows of a range the dry run found new, without looking them up. Null when a patient of
 * one of their MRNs has been added since: the savepoint undoes the statement, and the caller merges
 * those rows like the others.
 */
async function insertNewRows(
  tx: Db,
  tenantId: number,
  id: string,
  range: LineRange,
  now: Date,
): Promise<Written | null> {
  await tx.execute(sql`SAVEPOINT import_new_rows`);
  try {
    const written = await writeRange(
      tx,
      writeRangeQuery(tenantId, id, range, now, { rows: 'new', write: 'insert' }),
    );
    await tx.execute(sql`RELEASE SAVEPOINT import_new_rows`);
    return written;
  } catch (error) {
    const { code, constraint } = databaseError(error);
    if (code !== '23505' || constraint !== 'patients_mrn_key') throw error;
    await tx.execute(sql`ROLLBACK TO SAVEPOINT import_new_rows`);
    return null;
  }
}

/**
 * Writes every staged row in ranges of growing size, all in the caller's transaction. In each range:
 * the rows the dry run found new are inserted, those it found changing their patient are merged, and
 * those it found unchanged are merged only when their patient has changed or gone since.
 */
async function writeAll(
  deps: ImportJobDeps,
  tx: Db,
  row: PatientImportRow,
  onProgress: (processed: number) => void,
): Promise<Written> {
  const { tenantId, id } = row;
  const now = deps.clock.now();
  const total: Written = { inserted: 0, updated: 0 };
  let processed = 0;
  let size = Math.min(FIRST_CHUNK_ROWS, deps.settings.chunkRows);
  for (let after = 0; ; size = Math.min(size * 2, deps.settings.chunkRows)) {
    const end = await repository.rangeEnd(tx, tenantId, id, after, size);
    const range = { after, upTo: end ?? LAST_LINE };
    const merge = (rows: Exclude<StagedRows, 'unchanged'>) =>
      writeRange(tx, writeRangeQuery(tenantId, id, range, now, { rows, write: 'merge' }));
    const add = (written: Written) => {
      total.inserted += written.inserted;
      total.updated += written.updated;
    };
    add((await insertNewRows(tx, tenantId, id, range, now)) ?? (await merge('new')));
    add(await merge('changed'));
    const drifted = rowsOf<{ line: number }>(await tx.execute(driftedLinesQuery(tenantId, id, range)));
    if (drifted.length > 0) add(await merge({ lines: drifted.map(({ line }) => line) }));
    if (row.cohortId !== null) await tx.execute(joinCohortQuery(tenantId, id, range, row.cohortId, now));
    processed = end === null ? row.validRows : processed + size;
    onProgress(processed);
    if (end === null) return total;
    after = end;
  }
}

/** Why a commit failed, as a code for the user; the log gets the database's code, never its text. */
function failureOf(deps: ImportJobDeps, error: unknown): PatientImportFailureCode {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') return 'cohort_gone';
  deps.log.error(
    { err: { ...databaseError(error), name: error instanceof Error ? error.name : 'unknown' } },
    'patient import failed',
  );
  return 'commit_failed';
}

/**
 * After a bulk write, VACUUM marks the new pages all-visible, so list and search scans read the
 * indexes alone instead of visiting every row they pass, and ANALYZE gives the planner statistics
 * that know the new rows (planned for the thousand patients a tenant had, lists of the million it
 * now has would read far too much): what autovacuum would do a minute later. It cannot run in a
 * transaction, so it runs as the tables' owner, on its own, once the import is done; a failure only
 * leaves the work to autovacuum.
 */
async function vacuumAfterImport(deps: ImportJobDeps): Promise<void> {
  try {
    await deps.db.queryAsOwner('VACUUM (ANALYZE, SKIP_LOCKED) patients, cohort_members');
  } catch (error) {
    deps.log.warn({ err: databaseError(error) }, 'vacuum after a patient import failed');
  }
}

/**
 * The commit: one transaction writes every staged row, joins the cohort and marks the import done,
 * so the patients change all at once or not at all. On failure the import is marked failed with a
 * failure code; the staged rows stay so it can be started again.
 */
export async function runCommit(
  deps: ImportJobDeps,
  scope: TenantScope,
  row: PatientImportRow,
): Promise<void> {
  const progress = progressReporter(deps, scope, row.id);
  try {
    const bulk = await inTenant(deps, scope, async (tx) => {
      // The cohort before any patient: the lock order of every writer.
      if (row.cohortId !== null) await requireCohorts(tx, row.tenantId, [row.cohortId]);
      // The planner would compile a statement of this size to machine code first, which takes longer
      // than the few passes it saves.
      await tx.execute(sql`SET LOCAL jit = off`);
      const written = await writeAll(deps, tx, row, (processed) => progress.report(processed));
      const isBulk = written.inserted + written.updated >= deps.settings.analyzeAfterRows;
      const result = {
        newPatients: written.inserted,
        updatedPatients: written.updated,
        unchangedPatients: row.validRows - written.inserted - written.updated,
      };
      await repository.markDone(tx, row.tenantId, row.id, result, deps.clock.now());
      await audit(tx, deps, scope, 'patients_imported', {
        import_id: row.id,
        new: result.newPatients,
        updated: result.updatedPatients,
        unchanged: result.unchangedPatients,
        cohort_id: row.cohortId,
      });
      return isBulk;
    });
    await progress.stop();
    // Staged rows are no longer needed; should this fail, the purge of old imports removes them.
    await inTenant(deps, scope, (tx) => repository.deleteStaged(tx, row.tenantId, row.id)).catch(
      () => undefined,
    );
    if (bulk) await vacuumAfterImport(deps);
  } catch (error) {
    await progress.stop();
    const failure = failureOf(deps, error);
    await inTenant(deps, scope, async (tx) => {
      await repository.markFailed(tx, row.tenantId, row.id, failure, deps.clock.now());
      await audit(tx, deps, scope, 'patients_import_failed', { import_id: row.id });
    }).catch(() => undefined);
  }
}
