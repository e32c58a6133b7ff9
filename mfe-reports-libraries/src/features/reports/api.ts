import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { useCallback } from 'react';
import { callRoute, fetchFile, isRouteKeyOf, routeKey } from '@outreach/shared-ui';
import {
  DEFAULT_PAGE_SIZE,
  buildPath,
  endpoints,
  type ActOnStep,
  type AnswerReport,
  type CampaignMetrics,
  type CampaignOverview,
  type CampaignReportPage,
  type Cohort,
  type FunnelReport,
  type PatientsToActOnPage,
  type ReportBreakdown,
  type ReportExportKind,
  type RouteResponse,
  type Routes,
} from '@outreach/shared-contracts/core';

export type SavedReportPage = RouteResponse<Routes['listSavedReports']>;
export type SavedReport = SavedReportPage['results'][number];
export type ReportExportPage = RouteResponse<Routes['listReportExports']>;
export type ReportExport = ReportExportPage['results'][number];

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

/** A report's scope and breakdown as a saved report and an export carry them (null where left open). */
function settingsBody(scope: ReportScope, breakdown: ReportBreakdown | null) {
  return {
    campaign_id: scope.campaignId,
    touchpoint_id: scope.touchpointId ?? null,
    send_id: scope.sendId ?? null,
    from: scope.from ?? null,
    to: scope.to ?? null,
    breakdown,
  };
}

function listQuery(pageIndex: number, search: string) {
  const trimmed = search.trim();
  return { get_page: pageIndex + 1, page_size: DEFAULT_PAGE_SIZE, ...(trimmed ? { search: trimmed } : {}) };
}

/** One page of the tenant's saved reports, newest first. */
export function useSavedReports(pageIndex: number, search: string): SWRResponse<SavedReportPage> {
  return useSWR(
    routeKey('listSavedReports', listQuery(pageIndex, search)),
    ([, , query]) => callRoute('listSavedReports', { query: query as ReturnType<typeof listQuery> }),
    // Read again whenever shown: a report saved from a campaign's report is there at once.
    { keepPreviousData: true, revalidateOnMount: true },
  );
}

export function createSavedReport(
  name: string,
  scope: ReportScope,
  breakdown: ReportBreakdown | null,
): Promise<SavedReport> {
  return callRoute('createSavedReport', { body: { name, ...settingsBody(scope, breakdown) } });
}

export function deleteSavedReport(id: number): Promise<unknown> {
  return callRoute('deleteSavedReport', { params: { id } });
}

/** How often the exports are read again while one of them is still being written. */
export const EXPORT_POLL_MS = 2000;

function unfinished(page: ReportExportPage | undefined): boolean {
  return (page?.results ?? []).some((item) => item.state === 'queued' || item.state === 'running');
}

/** One page of the exports of the last days, read again every few seconds while one is unfinished. */
export function useReportExports(pageIndex: number, search: string): SWRResponse<ReportExportPage> {
  return useSWR(
    routeKey('listReportExports', listQuery(pageIndex, search)),
    ([, , query]) => callRoute('listReportExports', { query: query as ReturnType<typeof listQuery> }),
    {
      keepPreviousData: true,
      // Read again whenever shown: an export started from a report is listed at once.
      revalidateOnMount: true,
      refreshInterval: (page: ReportExportPage | undefined) => (unfinished(page) ? EXPORT_POLL_MS : 0),
    },
  );
}

/** Starts a CSV export of the scope; the figures carry the breakdown, the per-patient rows none. */
export function createReportExport(
  kind: ReportExportKind,
  scope: ReportScope,
  breakdown: ReportBreakdown | null,
): Promise<ReportExport> {
  return callRoute('createReportExport', {
    body: { kind, ...settingsBody(scope, kind === 'aggregates' ? breakdown : null) },
  });
}

/** Reads the lists of saved reports and exports again after one was added or removed. */
export function useRevalidateReportLists(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => isRouteKeyOf(key, ['listSavedReports', 'listReportExports']));
  }, [mutate]);
}

/** The address of an export's file, relative to the API. */
export function exportFilePath(id: number): string {
  return buildPath(endpoints.downloadReportExport.path, { id });
}

/** The file of a finished export, read through the API client so an expired session is renewed. */
export function fetchExportFile(id: number): Promise<Blob> {
  return fetchFile(exportFilePath(id));
}
