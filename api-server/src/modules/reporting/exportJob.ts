import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppKeys } from '../../crypto/secrets.js';
import { databaseError } from '../../db/errors.js';
import { grantContext, revokeGrant } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import type { JobHandler } from '../../jobs/jobQueue.js';
import { jobQueues } from '../../jobs/queues.js';
import { newObjectKey, type ObjectStore } from '../../storage/objectStore.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { tenantTimeZone } from '../tenants/repository.js';
import { BOM, PATIENT_COLUMNS, aggregatesCsv, patientLine, type PatientExportRow } from './exportCsv.js';
import * as rows from './exportRows.js';
import { answerReport, funnelReport, reportLinks, scopeOf, type Scope } from './service.js';
import { csvLine } from '../../csv/csvCell.js';

export const exportQueue = jobQueues.reportExport;

export interface ExportSettings {
  /** Links read per transaction of a per-patient export; progress is written after each. */
  batchRows: number;
  /** How long a job may run before the queue takes its worker for dead and runs it again. */
  expireSeconds: number;
  /** Runs after the first, when its worker died each time. */
  retryLimit: number;
}

export const defaultExportSettings: ExportSettings = {
  batchRows: 2_000,
  expireSeconds: 3_600,
  retryLimit: 2,
};

/** What the export's job needs, in the API and in a worker process alike. */
export interface ExportJobDeps extends TenancyDeps {
  keys: AppKeys;
  log: FastifyBaseLogger;
  store: ObjectStore;
  settings: ExportSettings;
}

/** The job's payload: ids and the sealed grant (see the import's commit job), never report data. */
export interface ExportJobData {
  tenantId: number;
  userId: number;
  exportId: number;
  grant: string;
}

const STEP_TIMES = [
  'sent_at',
  'delivered_at',
  'opened_at',
  'verified_at',
  'started_at',
  'watched_at',
  'answered_at',
  'surveyed_at',
  'acted_at',
] as const;

/** ISO 8601 with the offset of the transaction's time zone (set to the tenant's). */
const isoTimes = sql.raw(
  STEP_TIMES.map((column) => `to_char(p.${column}, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM')`).join(', '),
);

interface LinkRow extends PatientExportRow {
  interaction_id: string | number;
}

/**
 * One batch of the per-patient file as CSV text, read after the link `after` in one short transaction
 * that also notes the rows written before it. The rows are dropped as soon as they are text, so a
 * worker holds a batch at a time.
 */
async function nextBatch(
  deps: ExportJobDeps,
  scope: TenantScope,
  at: { report: Scope; exportId: number; timeZone: string; after: string; written: number },
): Promise<{ text: string; rows: number; last: string }> {
  return inTenant(deps, scope, async (tx) => {
    if (at.written > 0) await rows.writeProgress(tx, scope.tenantId, at.exportId, at.written);
    await tx.execute(sql`SELECT set_config('TimeZone', ${at.timeZone}, true)`);
    const links = rowsOf<LinkRow>(
      await tx.execute(sql`
        SELECT p.interaction_id, pt.last_name, pt.first_name, pt.mrn, p.language, p.channel,
          coalesce(c.title, '') AS cohort, t.name AS touchpoint, p.version, ARRAY[${isoTimes}] AS times,
          CASE p.understood WHEN true THEN 'yes' WHEN false THEN 'no' ELSE '' END AS understood, p.stage
        FROM interaction_progress p
        JOIN patients pt ON pt.tenant_id = p.tenant_id AND pt.id = p.patient_id
        JOIN touchpoints t ON t.tenant_id = p.tenant_id AND t.id = p.touchpoint_id
        LEFT JOIN cohorts c ON c.tenant_id = p.tenant_id AND c.id = p.cohort_id
        WHERE ${reportLinks(at.report)} AND p.interaction_id > ${at.after}::bigint
        ORDER BY p.interaction_id
        LIMIT ${deps.settings.batchRows}`),
    );
    let text = '';
    for (const link of links) text += patientLine(link);
    return { text, rows: links.length, last: String(links.at(-1)?.interaction_id ?? at.after) };
  });
}

/** Writes the per-patient file a batch at a time by keyset, noting progress after each; answers rows. */
async function writePatients(
  deps: ExportJobDeps,
  scope: TenantScope,
  row: rows.ExportRow,
  file: string,
): Promise<number> {
  const { report, timeZone } = await inTenant(deps, scope, async (tx) => {
    const checked = await scopeOf(tx, scope.tenantId, rows.queryOfExport(row));
    const [counted] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`SELECT count(*)::int AS n FROM interaction_progress p WHERE ${reportLinks(checked)}`,
      ),
    );
    await rows.startWriting(tx, scope.tenantId, row.id, counted?.n ?? 0);
    return { report: checked, timeZone: await tenantTimeZone(tx, scope.tenantId) };
  });
  let written = 0;
  async function* lines(): AsyncGenerator<string> {
    yield `${BOM}${csvLine(PATIENT_COLUMNS)}`;
    for (let after = '0'; ;) {
      const batch = await nextBatch(deps, scope, { report, exportId: row.id, timeZone, after, written });
      if (batch.rows > 0) yield batch.text;
      written += batch.rows;
      if (batch.rows < deps.settings.batchRows) break;
      after = batch.last;
    }
    await inTenant(deps, scope, (tx) => rows.writeProgress(tx, scope.tenantId, row.id, written));
  }
  // One batch read ahead at most while the file is written.
  await pipeline(Readable.from(lines(), { highWaterMark: 1 }), createWriteStream(file));
  return written;
}

/** Writes the aggregates file: the report's figures, read by the same functions as the screen's. */
async function writeAggregates(
  deps: ExportJobDeps,
  scope: TenantScope,
  row: rows.ExportRow,
  file: string,
): Promise<number> {
  await inTenant(deps, scope, (tx) => rows.startWriting(tx, scope.tenantId, row.id, 0));
  const query = rows.queryOfExport(row);
  const report = await funnelReport(deps, scope, { ...query, breakdown: row.breakdown ?? undefined });
  const answers = await answerReport(deps, scope, query);
  const text = aggregatesCsv(report, answers);
  await writeFile(file, text);
  // The header and byte order mark are not a row.
  return text.split('\r\n').length - 2;
}

/**
 * Writes an export's file to a temporary file, stores it and marks the export done; on an error the
 * export is failed (the log says which, by id, and the database's code: never a cell).
 */
export async function runExport(deps: ExportJobDeps, scope: TenantScope, row: rows.ExportRow): Promise<void> {
  const file = path.join(tmpdir(), `report-export-${randomBytes(12).toString('hex')}.csv`);
  try {
    const written =
      row.kind === 'patients'
        ? await writePatients(deps, scope, row, file)
        : await writeAggregates(deps, scope, row, file);
    const objectKey = newObjectKey(scope.tenantId, 'report-exports', 'csv');
    await deps.store.putFile(objectKey, file, 'text/csv');
    const { size } = await stat(file);
    const kept = await inTenant(deps, scope, (tx) =>
      rows.finishExport(tx, scope.tenantId, row.id, {
        objectKey,
        bytes: size,
        rows: written,
        now: deps.clock.now(),
      }),
    );
    if (!kept) await deps.store.remove(objectKey);
  } catch (error) {
    deps.log.error({ export: row.id, err: databaseError(error) }, 'a report export failed');
    await inTenant(deps, scope, (tx) => rows.failExport(tx, scope.tenantId, row.id, deps.clock.now()));
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Runs a queued export. Only the job the export names may write it, and only while it is not done or
 * failed; run again after its worker died, it finds the export 'running' and writes it from nothing.
 */
export function reportExportJob(deps: ExportJobDeps): JobHandler<ExportJobData> {
  return {
    queue: exportQueue,
    async handle(data, job) {
      let token: string;
      try {
        token = deps.keys.decrypt(data.grant);
      } catch {
        deps.log.error({ job: job.id }, 'a report export job carries a grant this app key cannot open');
        return;
      }
      const scope: TenantScope = {
        tenantId: data.tenantId,
        userId: data.userId,
        ip: null,
        credential: grantContext(token).credential ?? '',
      };
      const row = await inTenant(deps, scope, (tx) =>
        rows.findExport(tx, data.tenantId, data.exportId, deps.clock.now()),
      );
      if (row && row.jobId === job.id && (row.state === 'queued' || row.state === 'running')) {
        await runExport(deps, scope, row);
      }
      await revokeGrant(deps.db, token);
    },
  };
}
