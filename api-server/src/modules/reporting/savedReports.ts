import type { ReportBreakdown, ReportTouchpoints, SavedReport } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/likePattern.js';
import { rowsOf } from '../../db/rowsOf.js';
import { bigintArray } from '../../db/sqlArrays.js';
import { staffName } from '../../db/staffName.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { scopeOf } from './service.js';

interface SavedRow {
  id: string | number;
  name: string;
  campaign_id: string | number;
  campaign_name: string;
  touchpoint_id: string | number | null;
  send_id: string | number | null;
  from_day: string | null;
  to_day: string | null;
  breakdown: ReportBreakdown | null;
  created_by: string | null;
  created_at: Date | string;
  total: number;
}

const savedSelect = sql`
  SELECT r.id, r.name, r.campaign_id, c.name AS campaign_name, r.touchpoint_id, r.send_id,
    to_char(r.from_day, 'YYYY-MM-DD') AS from_day, to_char(r.to_day, 'YYYY-MM-DD') AS to_day, r.breakdown,
    ${staffName('u')} AS created_by, r.created_at, count(*) OVER ()::int AS total
  FROM saved_reports r
  JOIN campaigns c ON c.tenant_id = r.tenant_id AND c.id = r.campaign_id
  LEFT JOIN staff_users u ON u.id = r.created_by`;

const optionalId = (value: string | number | null) => (value === null ? null : Number(value));

function savedOf(row: SavedRow): SavedReport {
  return {
    id: Number(row.id),
    name: row.name,
    campaign_id: Number(row.campaign_id),
    campaign_name: row.campaign_name,
    touchpoint_id: optionalId(row.touchpoint_id),
    send_id: optionalId(row.send_id),
    from: row.from_day,
    to: row.to_day,
    breakdown: row.breakdown,
    created_by: row.created_by ?? '',
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The tenant's saved reports, newest first. */
export function listSavedReports(
  deps: TenancyDeps,
  scope: TenantScope,
  paging: { get_page: number; page_size: number; search?: string | undefined },
) {
  return inTenant(deps, scope, async (tx) => {
    const search = paging.search ? sql`AND lower(r.name) LIKE ${likePattern(paging.search)}` : sql``;
    const rows = rowsOf<SavedRow>(
      await tx.execute(sql`
        ${savedSelect}
        WHERE r.tenant_id = ${scope.tenantId} ${search}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${paging.page_size} OFFSET ${(paging.get_page - 1) * paging.page_size}`),
    );
    const total = rows[0]?.total ?? 0;
    return {
      results: rows.map(savedOf),
      page: paging.get_page,
      page_size: paging.page_size,
      total,
      has_next: paging.get_page * paging.page_size < total,
    };
  });
}

async function savedById(tx: Db, tenantId: number, id: number): Promise<SavedReport | null> {
  const [row] = rowsOf<SavedRow>(
    await tx.execute(sql`${savedSelect} WHERE r.tenant_id = ${tenantId} AND r.id = ${id}`),
  );
  return row ? savedOf(row) : null;
}

/** Saves a report; its campaign, touchpoint and send must be the tenant's, each inside the one before. */
export function createSavedReport(
  deps: TenancyDeps,
  scope: TenantScope,
  body: {
    name: string;
    campaign_id: number;
    touchpoint_id: number | null;
    send_id: number | null;
    from: string | null;
    to: string | null;
    breakdown: ReportBreakdown | null;
  },
): Promise<SavedReport> {
  return inTenant(deps, scope, async (tx) => {
    await scopeOf(tx, scope.tenantId, {
      campaign_id: body.campaign_id,
      touchpoint_id: body.touchpoint_id ?? undefined,
      send_id: body.send_id ?? undefined,
    });
    const [row] = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        INSERT INTO saved_reports (tenant_id, name, campaign_id, touchpoint_id, send_id, from_day, to_day, breakdown,
          created_by, created_at)
        VALUES (${scope.tenantId}, ${body.name}, ${body.campaign_id}, ${body.touchpoint_id}, ${body.send_id},
          ${body.from}::date, ${body.to}::date, ${body.breakdown}, ${scope.userId}, ${deps.clock.now()})
        RETURNING id`),
    );
    const saved = row ? await savedById(tx, scope.tenantId, Number(row.id)) : null;
    if (!saved) throw new Error('The report just saved is not there');
    return saved;
  });
}

export function deleteSavedReport(
  deps: TenancyDeps,
  scope: TenantScope,
  id: number,
): Promise<{ id: number }> {
  return inTenant(deps, scope, async (tx) => {
    const deleted = rowsOf(
      await tx.execute(
        sql`DELETE FROM saved_reports WHERE tenant_id = ${scope.tenantId} AND id = ${id} RETURNING id`,
      ),
    );
    if (deleted.length === 0) throw new ApiError('NOT_FOUND');
    return { id };
  });
}

/** The touchpoints of a campaign in order, with their published versions and whether each was sent. */
export function reportTouchpoints(
  deps: TenancyDeps,
  scope: TenantScope,
  campaignId: number,
): Promise<ReportTouchpoints> {
  return inTenant(deps, scope, async (tx) => {
    const checked = await scopeOf(tx, scope.tenantId, { campaign_id: campaignId });
    const ids = bigintArray(checked.touchpointIds);
    const versions = rowsOf<{
      touchpoint_id: string | number;
      version: number;
      published_at: Date | string;
      sent: boolean;
    }>(
      await tx.execute(sql`
        SELECT v.touchpoint_id, v.version, v.published_at,
          EXISTS (SELECT 1 FROM sends s WHERE s.tenant_id = v.tenant_id AND s.touchpoint_id = v.touchpoint_id
            AND s.version = v.version AND s.audience IS NOT NULL) AS sent
        FROM touchpoint_versions v
        WHERE v.tenant_id = ${scope.tenantId} AND v.touchpoint_id = ANY(${ids})
        ORDER BY v.touchpoint_id, v.version`),
    );
    return {
      campaign_id: campaignId,
      results: checked.touchpoints.map((touchpoint) => ({
        ...touchpoint,
        versions: versions
          .filter((version) => Number(version.touchpoint_id) === touchpoint.id)
          .map((version) => ({
            version: version.version,
            published_at: new Date(version.published_at).toISOString(),
            sent: version.sent,
          })),
      })),
    };
  });
}
