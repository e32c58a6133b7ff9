import type { Readable } from 'node:stream';
import {
  REPORT_EXPORT_KEEP_DAYS,
  type ReportBreakdown,
  type ReportExport,
  type ReportExportKind,
} from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { randomToken } from '../../crypto/secrets.js';
import type { Database } from '../../db/client.js';
import { issueGrant } from '../../db/grants.js';
import { likePattern } from '../../db/likePattern.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import { inTransaction, type JobQueue } from '../../jobs/jobQueue.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { exportQueue, runExport, type ExportJobData, type ExportJobDeps } from './exportJob.js';
import * as rows from './exportRows.js';
import { scopeOf } from './service.js';

export interface ExportDeps extends ExportJobDeps {
  jobs: JobQueue;
}

/** A grant outlives the longest wait behind other jobs, then expires. */
const GRANT_SECONDS = REPORT_EXPORT_KEEP_DAYS * 24 * 3600;

/**
 * Starts an export and answers at once (202): the scope is checked as a report's is (a campaign,
 * touchpoint or send not the tenant's is not found, and nothing is written), then the export's row
 * and its job are written in one transaction, so neither is ever there without the other.
 */
export async function createReportExport(
  deps: ExportDeps,
  scope: TenantScope,
  body: {
    kind: ReportExportKind;
    campaign_id: number;
    touchpoint_id: number | null;
    send_id: number | null;
    from: string | null;
    to: string | null;
    breakdown: ReportBreakdown | null;
  },
): Promise<ReportExport> {
  const made = await inTenant(deps, scope, async (tx) => {
    await scopeOf(tx, scope.tenantId, {
      campaign_id: body.campaign_id,
      touchpoint_id: body.touchpoint_id ?? undefined,
      send_id: body.send_id ?? undefined,
    });
    const now = deps.clock.now();
    const id = await rows.insertExport(tx, {
      tenantId: scope.tenantId,
      kind: body.kind,
      campaignId: body.campaign_id,
      touchpointId: body.touchpoint_id,
      sendId: body.send_id,
      from: body.from,
      to: body.to,
      // A per-patient file has a row per link: a breakdown means nothing to it.
      breakdown: body.kind === 'aggregates' ? body.breakdown : null,
      userId: scope.userId,
      now,
    });
    const token = randomToken();
    const granted = await issueGrant(tx, {
      token,
      tenantId: scope.tenantId,
      purpose: 'report_export',
      seconds: GRANT_SECONDS,
    });
    if (!granted) throw new ApiError('NOT_FOUND');
    const data: ExportJobData = {
      tenantId: scope.tenantId,
      userId: scope.userId,
      exportId: id,
      grant: deps.keys.encrypt(token),
    };
    const jobId = await deps.jobs.send(
      exportQueue,
      data,
      {
        expireInSeconds: deps.settings.expireSeconds,
        retryLimit: deps.settings.retryLimit,
        ...(deps.db.kind === 'postgres' ? { heartbeatSeconds: 30 } : {}),
      },
      inTransaction(tx),
    );
    await rows.setExportJob(tx, scope.tenantId, id, jobId);
    await audit(tx, deps, scope, 'report_export_created', {
      export_id: id,
      kind: body.kind,
      campaign_id: body.campaign_id,
    });
    const row = await rows.findExport(tx, scope.tenantId, id, now);
    if (!row) throw new Error('The export just made is not there');
    return row;
  });
  // Committed: a worker of this process starts on it now rather than at its next poll.
  deps.jobs.wake(exportQueue);
  return rows.toReportExport(made);
}

export async function getReportExport(
  deps: ExportDeps,
  scope: TenantScope,
  id: number,
): Promise<ReportExport> {
  const row = await inTenant(deps, scope, (tx) => rows.findExport(tx, scope.tenantId, id, deps.clock.now()));
  if (!row) throw new ApiError('NOT_FOUND');
  return rows.toReportExport(row);
}

/** The tenant's exports not yet expired, newest first; `search` matches the campaign's name. */
export function listReportExports(
  deps: ExportDeps,
  scope: TenantScope,
  paging: { get_page: number; page_size: number; search?: string | undefined },
) {
  return inTenant(deps, scope, async (tx) => {
    const search = paging.search ? sql`AND lower(c.name) LIKE ${likePattern(paging.search)}` : sql``;
    const { rows: page, total } = await rows.listExports(tx, scope.tenantId, deps.clock.now(), {
      get_page: paging.get_page,
      page_size: paging.page_size,
      search,
    });
    return {
      results: page.map(rows.toReportExport),
      page: paging.get_page,
      page_size: paging.page_size,
      total,
      has_next: paging.get_page * paging.page_size < total,
    };
  });
}

/**
 * The file of a finished export, streamed from the object store. Not there while it is written, when
 * it failed or once expired. A per-patient file is audited as a read of that many links (ids and
 * counts only).
 */
export async function reportExportFile(
  deps: ExportDeps,
  scope: TenantScope,
  id: number,
): Promise<{ filename: string; body: Readable }> {
  const row = await inTenant(deps, scope, (tx) => rows.findExport(tx, scope.tenantId, id, deps.clock.now()));
  if (row?.state !== 'done' || row.objectKey === null) throw new ApiError('NOT_FOUND');
  const stored = await deps.store.open(row.objectKey);
  if (!stored) throw new ApiError('NOT_FOUND');
  if (row.kind === 'patients') {
    try {
      await inTenant(deps, scope, (tx) =>
        audit(tx, deps, scope, 'report_export_downloaded', {
          export_id: row.id,
          campaign_id: row.campaignId,
          rows: row.rowsWritten,
        }),
      );
    } catch (error) {
      // No read of patient data goes unaudited.
      stored.stream.destroy();
      throw error;
    }
  }
  return { filename: rows.exportFilename(row), body: stored.stream };
}

/**
 * An aggregates export written at once in this process by the job's own code, without the queue:
 * the demo seed's, so the list of exports is not empty on a new installation. Answers it as it ended.
 */
export async function writeAggregatesExportNow(
  deps: ExportJobDeps,
  scope: TenantScope,
  report: { campaignId: number; breakdown: ReportBreakdown | null },
): Promise<ReportExport> {
  const now = deps.clock.now();
  const row = await inTenant(deps, scope, async (tx) => {
    const id = await rows.insertExport(tx, {
      tenantId: scope.tenantId,
      kind: 'aggregates',
      campaignId: report.campaignId,
      touchpointId: null,
      sendId: null,
      from: null,
      to: null,
      breakdown: report.breakdown,
      userId: scope.userId,
      now,
    });
    return rows.findExport(tx, scope.tenantId, id, now);
  });
  if (!row) throw new Error('The export just made is not there');
  await runExport(deps, scope, row);
  const ended = await inTenant(deps, scope, (tx) =>
    rows.findExport(tx, scope.tenantId, row.id, deps.clock.now()),
  );
  if (!ended) throw new Error('The export just written is not there');
  return rows.toReportExport(ended);
}

/** Deletes every tenant's exports past their expiry at `now`, then their files; answers how many. */
export async function purgeExpiredReportExports(
  deps: { db: Database; store: ObjectStore },
  now: Date,
): Promise<number> {
  const keys = rowsOf<{ key: string }>(
    await deps.db.executeSql('SELECT app_purge_expired_report_exports($1) AS key', [now]),
  );
  for (const { key } of keys) if (key !== '') await deps.store.remove(key);
  return keys.length;
}
