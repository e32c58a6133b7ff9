import type { PatientImportFailureCode, PatientImportRowReason } from '@outreach/shared-contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '../../../db/rowsOf.js';
import type { Forecast } from './mergeSql.js';
import { patientImportRejects, patientImports, type PatientImportRow } from './tables.js';

const byId = (tenantId: number, id: string) =>
  and(eq(patientImports.tenantId, tenantId), eq(patientImports.id, id));

export async function insertImport(
  tx: Db,
  values: {
    id: string;
    tenantId: number;
    userId: number;
    cohortId: number | null;
    columns: string[];
    at: Date;
  },
): Promise<void> {
  await tx.insert(patientImports).values({
    id: values.id,
    tenantId: values.tenantId,
    createdBy: values.userId,
    cohortId: values.cohortId,
    state: 'dry_run_ready',
    columns: values.columns,
    totalRows: 0,
    validRows: 0,
    rejectedRows: 0,
    newPatients: 0,
    updatedPatients: 0,
    unchangedPatients: 0,
    processed: 0,
    createdAt: values.at,
    updatedAt: values.at,
  });
}

export async function findImport(tx: Db, tenantId: number, id: string): Promise<PatientImportRow | null> {
  const rows = await tx.select().from(patientImports).where(byId(tenantId, id));
  return rows[0] ?? null;
}

export interface ImportCounts {
  totalRows: number;
  validRows: number;
  rejectedRows: number;
}

export async function recordDryRun(
  tx: Db,
  tenantId: number,
  id: string,
  counts: ImportCounts & Forecast,
): Promise<PatientImportRow> {
  const [row] = await tx.update(patientImports).set(counts).where(byId(tenantId, id)).returning();
  if (!row) throw new Error('The import row disappeared');
  return row;
}

export async function rejectedRows(
  tx: Db,
  tenantId: number,
  id: string,
  afterLine: number,
  limit: number,
): Promise<{ line: number; reasons: PatientImportRowReason[]; fields: string[] }[]> {
  return tx
    .select({
      line: patientImportRejects.line,
      reasons: patientImportRejects.reasons,
      fields: patientImportRejects.fields,
    })
    .from(patientImportRejects)
    .where(
      and(
        eq(patientImportRejects.tenantId, tenantId),
        eq(patientImportRejects.importId, id),
        gt(patientImportRejects.line, afterLine),
      ),
    )
    .orderBy(asc(patientImportRejects.line))
    .limit(limit);
}

/**
 * Makes the import 'importing' unless it is already running or done. An import whose job is over
 * without finishing it (`retake`: the job id the caller saw, null for none) may be started again;
 * should another caller have started it meanwhile, its job id differs and nothing is claimed.
 */
export async function claimForCommit(
  tx: Db,
  tenantId: number,
  id: string,
  at: Date,
  retake: { jobId: string | null } | null,
): Promise<PatientImportRow | null> {
  const [row] = await tx
    .update(patientImports)
    .set({ state: 'importing', processed: 0, message: null, updatedAt: at })
    .where(
      and(
        byId(tenantId, id),
        or(
          inArray(patientImports.state, ['dry_run_ready', 'failed']),
          retake
            ? and(
                eq(patientImports.state, 'importing'),
                retake.jobId === null ? isNull(patientImports.jobId) : eq(patientImports.jobId, retake.jobId),
              )
            : undefined,
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Records the job that runs the import's commit. */
export async function setCommitJob(
  tx: Db,
  tenantId: number,
  id: string,
  jobId: string,
): Promise<PatientImportRow> {
  const [row] = await tx.update(patientImports).set({ jobId }).where(byId(tenantId, id)).returning();
  if (!row) throw new Error('The import row disappeared');
  return row;
}

export async function writeProgress(tx: Db, tenantId: number, id: string, processed: number, at: Date) {
  await tx
    .update(patientImports)
    .set({ processed, updatedAt: at })
    .where(and(byId(tenantId, id), eq(patientImports.state, 'importing')));
}

export async function markDone(tx: Db, tenantId: number, id: string, result: Forecast, at: Date) {
  await tx
    .update(patientImports)
    .set({ ...result, state: 'done', processed: sql`valid_rows`, updatedAt: at, finishedAt: at })
    .where(byId(tenantId, id));
}

export async function markFailed(
  tx: Db,
  tenantId: number,
  id: string,
  failure: PatientImportFailureCode,
  at: Date,
) {
  await tx
    .update(patientImports)
    .set({ state: 'failed', message: failure, processed: 0, updatedAt: at, finishedAt: at })
    .where(and(byId(tenantId, id), eq(patientImports.state, 'importing')));
}

/** The last line of the next `size` staged rows after `after`; null when fewer remain. */
export async function rangeEnd(tx: Db, tenantId: number, id: string, after: number, size: number) {
  const [row] = rowsOf<{ line: number }>(
    await tx.execute(sql`SELECT line FROM patient_import_rows
      WHERE tenant_id = ${tenantId} AND import_id = ${id}::uuid AND line > ${after}
      ORDER BY line OFFSET ${size - 1} LIMIT 1`),
  );
  return row?.line ?? null;
}

export async function deleteStaged(tx: Db, tenantId: number, id: string): Promise<void> {
  await tx.execute(
    sql`DELETE FROM patient_import_rows WHERE tenant_id = ${tenantId} AND import_id = ${id}::uuid`,
  );
}

/**
 * Imports untouched since `before` go, with their staged and rejected rows. A running import is
 * touched by its progress writes, so only one whose process died long ago is among them.
 */
export async function purgeImports(tx: Db, tenantId: number, before: Date): Promise<number> {
  const result = await tx.execute(sql`
    WITH gone AS (
      DELETE FROM patient_imports WHERE tenant_id = ${tenantId} AND updated_at < ${before.toISOString()}::timestamptz
      RETURNING id
    ), staged AS (
      DELETE FROM patient_import_rows WHERE tenant_id = ${tenantId} AND import_id IN (SELECT id FROM gone)
    ), rejected AS (
      DELETE FROM patient_import_rejects WHERE tenant_id = ${tenantId} AND import_id IN (SELECT id FROM gone)
    )
    SELECT count(*)::int AS n FROM gone`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
