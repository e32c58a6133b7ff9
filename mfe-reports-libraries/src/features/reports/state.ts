import { atom } from 'jotai';
import type { ReportExport, SavedReport } from './api';
import { searchOfSettings, type ReportSettings } from './reportSettings';

// The list's state lives in the host's jotai store, so a user who opens a report and comes back finds
// the list as they left it; the host replaces the store when a sign-in ends.

export interface ReportListState {
  /** Zero-based; the request carries it plus one. */
  pageIndex: number;
  /** The search text as it was when the user paused typing. */
  search: string;
}

export const reportListAtom = atom<ReportListState>({ pageIndex: 0, search: '' });

/** A new search starts at the first page: the page the user was on belongs to the old one. */
export const setSearchAtom = atom(null, (get, set, search: string) => {
  const current = get(reportListAtom);
  if (current.search === search) return;
  set(reportListAtom, { search, pageIndex: 0 });
});

export const setPageIndexAtom = atom(null, (get, set, pageIndex: number) => {
  set(reportListAtom, { ...get(reportListAtom), pageIndex: Math.max(0, pageIndex) });
});

/** Where a campaign's report is, with the scope and breakdown it opens with. */
export function reportPath(campaignId: number, settings: Partial<ReportSettings> = {}): string {
  return `/reports/${String(campaignId)}${searchOfSettings(settings)}`;
}

/** The settings a saved report or an export keeps, as the API answers them (the same fields in both). */
export type KeptSettings = Pick<
  SavedReport & ReportExport,
  'campaign_id' | 'touchpoint_id' | 'send_id' | 'from' | 'to' | 'breakdown'
>;

/** Where a saved report or an export opens: its campaign's report with its scope and breakdown. */
export function keptReportPath(kept: KeptSettings): string {
  return reportPath(kept.campaign_id, {
    touchpointId: kept.touchpoint_id,
    sendId: kept.send_id,
    from: kept.from ?? '',
    to: kept.to ?? '',
    breakdown: kept.breakdown,
  });
}

/** The reports area's other views; a campaign's report is at a numeric id beside them. */
export const SAVED_REPORTS_PATH = '/reports/saved';
export const EXPORTS_PATH = '/reports/exports';
