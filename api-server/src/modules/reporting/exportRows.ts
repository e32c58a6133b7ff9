import {
  REPORT_EXPORT_KEEP_DAYS,
  type ReportBreakdown,
  type ReportExport,
  type ReportExportKind,
  type ReportExportState,
} from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { staffName } from '../../db/staffName.js';
import type { ReportQuery } from './service.js';

/** An export's row, as the job and the routes read it. */
export interface ExportRow {
  id: number;
  kind: ReportExportKind;
  campaignId: number;
  campaignName: string;
  touchpointId: number | null;
  sendId: number | null;
  from: string | null;
  to: string | null;
  breakdown: ReportBreakdown | null;
  state: ReportExportState;
  rowsWritten: number;
  rowsTotal: number | null;
  bytes: number | null;
  objectKey: string | null;
  createdBy: string;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date;
  jobId: string | null;
}

type Id = string | number;

interface RawRow {
  id: Id;
  kind: ReportExportKind;
  campaign_id: Id;
  campaign_name: string;
  touchpoint_id: Id | null;
  send_id: Id | null;
  from_day: string | null;
  to_day: string | null;
  breakdown: ReportBreakdown | null;
  state: ReportExportState;
  rows_written: Id;
  rows_total: Id | null;
  bytes: Id | null;
  object_key: string | null;
  created_by: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  expires_at: Date | string;
  job_id: string | null;
  total: number;
}

const exportSelect = sql`
  SELECT e.id, e.kind, e.campaign_id, c.name AS campaign_name, e.touchpoint_id, e.send_id,
    to_char(e.from_day, 'YYYY-MM-DD') AS from_day, to_char(e.to_day, 'YYYY-MM-DD') AS to_day, e.breakdown,
    e.state, e.rows_written, e.rows_total, e.bytes, e.object_key, ${staffName('u')} AS created_by,
    e.created_at, e.finished_at, e.expires_at, e.job_id, count(*) OVER ()::int AS total
  FROM report_exports e
  JOIN campaigns c ON c.tenant_id = e.tenant_id AND c.id = e.campaign_id
  LEFT JOIN staff_users u ON u.id = e.created_by`;

const optionalNumber = (value: Id | null) => (value === null ? null : Number(value));

function exportOf(row: RawRow): ExportRow {
  return {
    id: Number(row.id),
    kind: row.kind,
    campaignId: Number(row.campaign_id),
    campaignName: row.campaign_name,
    touchpointId: optionalNumber(row.touchpoint_id),
    sendId: optionalNumber(row.send_id),
    from: row.from_day,
    to: row.to_day,
    breakdown: row.breakdown,
    state: row.state,
    rowsWritten: Number(row.rows_written),
    rowsTotal: optionalNumber(row.rows_total),
    bytes: optionalNumber(row.bytes),
    objectKey: row.object_key,
    createdBy: row.created_by ?? '',
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    expiresAt: new Date(row.expires_at),
    jobId: row.job_id,
  };
}

/** What an export covers, as a report's query. */
export function queryOfExport(row: ExportRow): ReportQuery {
  return {
    campaign_id: row.campaignId,
    touchpoint_id: row.touchpointId ?? undefined,
    send_id: row.sendId ?? undefined,
    from: row.from ?? undefined,
    to: row.to ?? undefined,
  };
}

/** The name a file downloads under: `report-<campaign>-<kind>-<day asked>.csv`, the name made safe. */
export function exportFilename(row: ExportRow): string {
  const slug =
    row.campaignName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || `campaign-${String(row.campaignId)}`;
  return `report-${slug}-${row.kind}-${row.createdAt.toISOString().slice(0, 10)}.csv`;
}

export function toReportExport(row: ExportRow): ReportExport {
  return {
    id: row.id,
    kind: row.kind,
    campaign_id: row.campaignId,
    campaign_name: row.campaignName,
    touchpoint_id: row.touchpointId,
    send_id: row.sendId,
    from: row.from,
    to: row.to,
    breakdown: row.breakdown,
    state: row.state,
    rows_written: row.rowsWritten,
    rows_total: row.rowsTotal,
    bytes: row.bytes,
    filename: exportFilename(row),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** An export of the tenant not yet expired at `now`, or null. */
export async function findExport(tx: Db, tenantId: number, id: number, now: Date): Promise<ExportRow | null> {
  const [row] = rowsOf<RawRow>(
    await tx.execute(
      sql`${exportSelect} WHERE e.tenant_id = ${tenantId} AND e.id = ${id} AND e.expires_at > ${now}`,
    ),
  );
  return row ? exportOf(row) : null;
}

/** A page of the tenant's exports not yet expired at `now`, newest first, and how many there are. */
export async function listExports(
  tx: Db,
  tenantId: number,
  now: Date,
  paging: { get_page: number; page_size: number; search: SQL },
): Promise<{ rows: ExportRow[]; total: number }> {
  const rows = rowsOf<RawRow>(
    await tx.execute(sql`
      ${exportSelect}
      WHERE e.tenant_id = ${tenantId} AND e.expires_at > ${now} ${paging.search}
      ORDER BY e.created_at DESC, e.id DESC
      LIMIT ${paging.page_size} OFFSET ${(paging.get_page - 1) * paging.page_size}`),
  );
  return { rows: rows.map(exportOf), total: rows[0]?.total ?? 0 };
}

export async function insertExport(
  tx: Db,
  values: {
    tenantId: number;
    kind: ReportExportKind;
    campaignId: number;
    touchpointId: number | null;
    sendId: number | null;
    from: string | null;
    to: string | null;
    breakdown: ReportBreakdown | null;
    userId: number;
    now: Date;
  },
): Promise<number> {
  // Kept REPORT_EXPORT_KEEP_DAYS from when it was asked for.
  const expiresAt = new Date(values.now.getTime() + REPORT_EXPORT_KEEP_DAYS * 24 * 3600 * 1000);
  const [row] = rowsOf<{ id: Id }>(
    await tx.execute(sql`
      INSERT INTO report_exports (tenant_id, kind, campaign_id, touchpoint_id, send_id, from_day, to_day,
        breakdown, created_by, created_at, expires_at)
      VALUES (${values.tenantId}, ${values.kind}, ${values.campaignId}, ${values.touchpointId},
        ${values.sendId}, ${values.from}::date, ${values.to}::date, ${values.breakdown}, ${values.userId},
        ${values.now}, ${expiresAt})
      RETURNING id`),
  );
  if (!row) throw new Error('The export just inserted is not there');
  return Number(row.id);
}

export async function setExportJob(tx: Db, tenantId: number, id: number, jobId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE report_exports SET job_id = ${jobId} WHERE tenant_id = ${tenantId} AND id = ${id}`,
  );
}

/** The export is being written (again, after a dead worker: from nothing), of `total` rows. */
export async function startWriting(tx: Db, tenantId: number, id: number, total: number): Promise<void> {
  await tx.execute(sql`
    UPDATE report_exports SET state = 'running', rows_written = 0, rows_total = ${total}
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

export async function writeProgress(tx: Db, tenantId: number, id: number, written: number): Promise<void> {
  await tx.execute(
    sql`UPDATE report_exports SET rows_written = ${written} WHERE tenant_id = ${tenantId} AND id = ${id}`,
  );
}

/** The file is stored: false when the export was deleted meanwhile (its file is then the caller's). */
export async function finishExport(
  tx: Db,
  tenantId: number,
  id: number,
  done: { objectKey: string; bytes: number; rows: number; now: Date },
): Promise<boolean> {
  const updated = rowsOf(
    await tx.execute(sql`
      UPDATE report_exports SET state = 'done', object_key = ${done.objectKey}, bytes = ${done.bytes},
        rows_written = ${done.rows}, rows_total = ${done.rows}, finished_at = ${done.now}
      WHERE tenant_id = ${tenantId} AND id = ${id}
      RETURNING id`),
  );
  return updated.length > 0;
}

export async function failExport(tx: Db, tenantId: number, id: number, now: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE report_exports SET state = 'failed', finished_at = ${now}
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}
