import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  PATIENT_IMPORT_ERRORS_LISTED,
  patientImportColumns,
  type PatientImportCheck,
} from '@outreach/shared-contracts';
import type { Db } from '../../../db/client.js';
import { ApiError } from '../../../errors.js';
import { audit } from '../../audit/tenantAudit.js';
import { findCohort } from '../../cohortMembership/repository.js';
import { inTenant, type TenantScope } from '../../../tenancy/tenantScope.js';
import { columnKey, readHeader, type ColumnLayout } from './columns.js';
import { readCsvRecords, unreadable, type CsvRecord } from './csvStream.js';
import type { ImportDeps } from './deps.js';
import * as repository from './repository.js';
import { validateRow } from './rowValidation.js';
import { copyWriter, createUploadTable, insertWriter, moveUpload, type UploadWriter } from './uploadTable.js';

interface Tally {
  total: number;
  valid: number;
  rejected: number;
}

/** Checks every data row and writes it to the upload table as it arrives. */
async function stageRecords(
  records: AsyncIterator<CsvRecord>,
  layout: ColumnLayout,
  writer: UploadWriter,
): Promise<Tally> {
  const tally: Tally = { total: 0, valid: 0, rejected: 0 };
  try {
    for (let next = await records.next(); !next.done; next = await records.next()) {
      const { line, fields } = next.value;
      tally.total += 1;
      const verdict = validateRow(layout, line, fields);
      if (verdict.ok) tally.valid += 1;
      else tally.rejected += 1;
      const full = writer.add(
        verdict.ok
          ? { kind: 'valid', row: verdict.row }
          : { kind: 'rejected', line, reasons: verdict.reasons, fields },
      );
      if (full) await writer.flush();
    }
    await writer.end();
  } catch (error) {
    await writer.abort();
    throw error;
  }
  return tally;
}

function columnsReport(layout: ColumnLayout): PatientImportCheck['columns'] {
  const present = new Set(layout.header.map(columnKey));
  return {
    missing: patientImportColumns.filter((column) => !present.has(column)),
    unknown: layout.header.filter(
      (name) => !(patientImportColumns as readonly string[]).includes(columnKey(name)),
    ),
  };
}

async function requireCohort(deps: ImportDeps, scope: TenantScope, cohortId: number | undefined) {
  if (cohortId === undefined) return;
  const cohort = await inTenant(deps, scope, (tx) => findCohort(tx, scope.tenantId, cohortId));
  if (!cohort) throw new ApiError('NOT_FOUND');
}

/** Old imports of the tenant go first, in their own short transaction. */
async function purge(deps: ImportDeps, scope: TenantScope): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - deps.settings.keepForMs);
  await inTenant(deps, scope, (tx) => repository.purgeImports(tx, scope.tenantId, before));
}

/**
 * The dry run: reads the CSV body as it arrives, checks the header and then every row with the rules
 * of POST /api/patients, and stages the valid rows and the rejected ones under a new import id. It
 * writes no patient. All of it is one transaction: a file found unreadable halfway leaves nothing.
 */
export async function checkUpload(
  deps: ImportDeps,
  scope: TenantScope,
  body: Readable,
  cohortId: number | undefined,
): Promise<PatientImportCheck> {
  await requireCohort(deps, scope, cohortId);
  await purge(deps, scope);
  const id = randomUUID();
  const records = readCsvRecords(body, deps.settings.limits);
  try {
    const first = await records.next();
    if (first.done) throw unreadable({ code: 'file_empty', params: {} });
    const layout = readHeader(first.value.fields);
    const context = { credential: scope.credential };
    return await deps.db.withContextConnection(context, async (tx, connection) => {
      await repository.insertImport(tx, {
        id,
        tenantId: scope.tenantId,
        userId: scope.userId,
        cohortId: cohortId ?? null,
        columns: layout.header,
        at: deps.clock.now(),
      });
      await createUploadTable(tx);
      const writer = connection ? copyWriter(connection) : insertWriter(tx);
      const tally = await stageRecords(records, layout, writer);
      if (tally.total === 0) throw unreadable({ code: 'file_no_rows', params: {} });
      return report(deps, scope, tx, { id, layout, tally, cohortId: cohortId ?? null });
    });
  } finally {
    await records.return(undefined);
  }
}

async function report(
  deps: ImportDeps,
  scope: TenantScope,
  tx: Db,
  upload: { id: string; layout: ColumnLayout; tally: Tally; cohortId: number | null },
): Promise<PatientImportCheck> {
  const { id, layout, tally } = upload;
  const { repeated, forecast } = await moveUpload(tx, scope.tenantId, id, layout);
  const counts = {
    totalRows: tally.total,
    validRows: tally.valid - repeated,
    rejectedRows: tally.rejected + repeated,
  };
  await repository.recordDryRun(tx, scope.tenantId, id, { ...counts, ...forecast });
  const errors = await repository.rejectedRows(tx, scope.tenantId, id, 0, PATIENT_IMPORT_ERRORS_LISTED);
  await audit(tx, deps, scope, 'patients_import_checked', {
    import_id: id,
    rows: counts.totalRows,
    valid: counts.validRows,
    rejected: counts.rejectedRows,
    cohort_id: upload.cohortId,
  });
  return {
    import_id: id,
    cohort_id: upload.cohortId,
    total_rows: counts.totalRows,
    valid_rows: counts.validRows,
    rejected_rows: counts.rejectedRows,
    columns: columnsReport(layout),
    errors: errors.map(({ line, reasons }) => ({ line, reasons })),
    new_patients: forecast.newPatients,
    updated_patients: forecast.updatedPatients,
    unchanged_patients: forecast.unchangedPatients,
  };
}
