import useSWR, { type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { callRoute } from '@outreach/shared-ui';
import {
  DEFAULT_PAGE_SIZE,
  type ActOnStep,
  type AnswerReport,
  type CampaignMetrics,
  type CampaignOverview,
  type CampaignReportPage,
  type Cohort,
  type FunnelReport,
  type PatientsToActOnPage,
  type ReportBreakdown,
} from '@outreach/shared-contracts/core';

/** What a report covers: a campaign, or one touchpoint or one send of it, over the days its links were sent. */
export interface ReportScope {
  campaignId: number;
  touchpointId?: number;
  sendId?: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/** The scope as the API's query and body carry it. */
function scopeQuery(scope: ReportScope) {
  return {
    campaign_id: scope.campaignId,
    ...(scope.touchpointId === undefined ? {} : { touchpoint_id: scope.touchpointId }),
    ...(scope.sendId === undefined ? {} : { send_id: scope.sendId }),
    ...(scope.from ? { from: scope.from } : {}),
    ...(scope.to ? { to: scope.to } : {}),
  };
}

/** One page of the campaigns with their headline figures; the rows on screen stay while the next loads. */
export function useCampaignReports(pageIndex: number, search: string): SWRResponse<CampaignReportPage> {
  const trimmed = search.trim();
  const query = {
    get_page: pageIndex + 1,
    page_size: DEFAULT_PAGE_SIZE,
    ...(trimmed ? { search: trimmed } : {}),
  };
  return useSWR(
    ['reports/campaigns', query] as const,
    ([, next]) => callRoute('listCampaignReports', { query: next }),
    {
      keepPreviousData: true,
    },
  );
}

/** A campaign's funnel over everything sent; null while no patient has been sent a link of it. */
export function useCampaignMetrics(campaignId: number): SWRResponse<CampaignMetrics | null> {
  return useSWR(['reports/metrics', campaignId] as const, ([, id]) =>
    callRoute('getCampaignMetrics', { params: { id } }),
  );
}

/** The campaign's name, touchpoints and their sends: what the scope picker offers. */
export function useCampaignOverview(campaignId: number): SWRResponse<CampaignOverview> {
  return useSWR(['reports/overview', campaignId] as const, ([, id]) =>
    callRoute('getCampaignOverview', { params: { id } }),
  );
}

/** The funnel of the scope, broken down when a breakdown is chosen; the figures on screen stay while the next come. */
export function useFunnelReport(
  scope: ReportScope | null,
  breakdown: ReportBreakdown | null,
): SWRResponse<FunnelReport> {
  const query = scope && { ...scopeQuery(scope), ...(breakdown ? { breakdown } : {}) };
  return useSWR(
    query && (['reports/funnel', query] as const),
    ([, next]) => callRoute('getFunnelReport', { query: next }),
    { keepPreviousData: true },
  );
}

/** What the patients of the scope answered, question by question; the figures on screen stay while the next come. */
export function useAnswerReport(scope: ReportScope | null): SWRResponse<AnswerReport> {
  const query = scope && scopeQuery(scope);
  return useSWR(
    query && (['reports/answers', query] as const),
    ([, next]) => callRoute('getAnswerReport', { query: next }),
    { keepPreviousData: true },
  );
}

/** The patients of the scope who reached the step before `step` but not it, a page at a time. */
export function usePatientsToActOn(
  scope: ReportScope | null,
  step: ActOnStep,
): SWRInfiniteResponse<PatientsToActOnPage> {
  return useSWRInfinite(
    (index, previous: PatientsToActOnPage | null) => {
      if (!scope) return null;
      if (index > 0 && !previous?.next_page_token) return null;
      const token = index === 0 ? undefined : previous?.next_page_token;
      return [
        'reports/act-on',
        { ...scopeQuery(scope), step, page_size: DEFAULT_PAGE_SIZE, ...(token ? { page_token: token } : {}) },
      ] as const;
    },
    ([, query]) => callRoute('listPatientsToActOn', { query }),
    { revalidateFirstPage: false },
  );
}

/** Makes a cohort of every patient the list of the scope and step holds. */
export function createCohortFromReport(scope: ReportScope, step: ActOnStep, title: string): Promise<Cohort> {
  return callRoute('createCohortFromReport', { body: { report: { ...scopeQuery(scope), step }, title } });
}
