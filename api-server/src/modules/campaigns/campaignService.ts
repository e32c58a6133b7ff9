import type { Campaign, CampaignDetail, CampaignStatus } from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import * as repo from './repository.js';
import { addTouchpoint, today, type StudioDeps } from './touchpointService.js';
import { toSummary } from './touchpointView.js';

async function detail(tx: Db, deps: StudioDeps, scope: TenantScope, id: number): Promise<CampaignDetail> {
  const campaign = await repo.findCampaign(tx, scope.tenantId, id, {
    today: today(deps),
    userId: scope.userId,
  });
  if (!campaign) throw new ApiError('NOT_FOUND');
  const touchpoints = await repo.campaignTouchpointRows(tx, scope.tenantId, [id]);
  return { ...campaign, touchpoints: touchpoints.map((row) => toSummary(row, scope.userId)) };
}

export function getCampaign(deps: StudioDeps, scope: TenantScope, id: number): Promise<CampaignDetail> {
  return inTenant(deps, scope, (tx) => detail(tx, deps, scope, id));
}

export function listCampaigns(
  deps: StudioDeps,
  scope: TenantScope,
  query: {
    get_page: number;
    page_size: number;
    verbose: boolean;
    search?: string | undefined;
    status?: CampaignStatus | undefined;
  },
): Promise<{
  results: (Campaign | CampaignDetail)[];
  page: number;
  page_size: number;
  total: number;
  has_next: boolean;
}> {
  return inTenant(deps, scope, async (tx) => {
    const { rows, total } = await repo.listCampaignRows(tx, scope.tenantId, {
      today: today(deps),
      userId: scope.userId,
      page: query.get_page,
      pageSize: query.page_size,
      search: query.search,
      status: query.status,
    });
    let results: (Campaign | CampaignDetail)[] = rows;
    if (query.verbose) {
      const touchpoints = await repo.campaignTouchpointRows(
        tx,
        scope.tenantId,
        rows.map((row) => row.id),
      );
      results = rows.map((row) => ({
        ...row,
        touchpoints: touchpoints
          .filter((touchpoint) => touchpoint.campaignId === row.id)
          .map((touchpoint) => toSummary(touchpoint, scope.userId)),
      }));
    }
    return {
      results,
      page: query.get_page,
      page_size: query.page_size,
      total,
      has_next: query.get_page * query.page_size < total,
    };
  });
}

export function createCampaign(
  deps: StudioDeps,
  scope: TenantScope,
  body: { name: string; description: string; ends_on: string | null; tenant?: number | undefined },
): Promise<CampaignDetail> {
  if (body.tenant !== undefined && body.tenant !== scope.tenantId) throw new ApiError('NOT_FOUND');
  return inTenant(deps, scope, async (tx) => {
    const id = await repo.insertCampaign(tx, {
      tenantId: scope.tenantId,
      name: body.name,
      description: body.description,
      endsOn: body.ends_on,
      ownerId: scope.userId,
      at: deps.clock.now(),
    });
    await audit(tx, deps, scope, 'campaign_created', { campaign_id: id });
    return detail(tx, deps, scope, id);
  });
}

/** A new campaign of drafts: each touchpoint's newest content, nothing published or reviewed. */
export function cloneCampaign(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
  body: { name: string; description?: string | undefined },
): Promise<CampaignDetail> {
  return inTenant(deps, scope, async (tx) => {
    const source = await repo.findCampaign(tx, scope.tenantId, id, {
      today: today(deps),
      userId: scope.userId,
    });
    if (!source) throw new ApiError('NOT_FOUND');
    const copy = await repo.insertCampaign(tx, {
      tenantId: scope.tenantId,
      name: body.name,
      description: body.description ?? source.description,
      endsOn: source.ends_on,
      ownerId: scope.userId,
      at: deps.clock.now(),
    });
    for (const summary of await repo.campaignTouchpointRows(tx, scope.tenantId, [id])) {
      const touchpoint = await repo.findTouchpoint(tx, scope.tenantId, summary.id);
      if (!touchpoint) continue;
      await addTouchpoint(tx, deps, scope, {
        campaignId: copy,
        name: touchpoint.name,
        content: touchpoint.content,
      });
    }
    await audit(tx, deps, scope, 'campaign_cloned', { campaign_id: copy, source_id: id });
    return detail(tx, deps, scope, copy);
  });
}
