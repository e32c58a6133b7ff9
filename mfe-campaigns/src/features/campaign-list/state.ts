import { useCallback } from 'react';
import { atom, useSetAtom } from 'jotai';
import type { CampaignStatus } from '@outreach/shared-contracts/core';

// The list's state lives in the host's jotai store, so a user who opens a campaign and comes back
// finds the list as they left it; the host replaces the store when a sign-in ends.

/** Every status a campaign can have, in the order a campaign goes through them. */
const statusOrder: Record<CampaignStatus, number> = { draft: 0, active: 1, completed: 2, archived: 3 };
export const campaignStatuses = Object.keys(statusOrder) as CampaignStatus[];

export function isCampaignStatus(value: string): value is CampaignStatus {
  return Object.hasOwn(statusOrder, value);
}

export interface CampaignListState {
  /** Zero-based; the request carries it plus one. */
  pageIndex: number;
  /** The search text as it was when the user paused typing. */
  search: string;
  /** Only campaigns with this status; undefined for all. */
  status?: CampaignStatus;
}

export const initialListState: CampaignListState = { pageIndex: 0, search: '' };

export const campaignListAtom = atom<CampaignListState>(initialListState);

/** A new search starts at the first page: the page the user was on belongs to the old one. */
export const setSearchAtom = atom(null, (get, set, search: string) => {
  const current = get(campaignListAtom);
  if (current.search === search) return;
  set(campaignListAtom, { ...current, search, pageIndex: 0 });
});

export const setStatusAtom = atom(null, (get, set, status: CampaignStatus | undefined) => {
  set(campaignListAtom, { ...get(campaignListAtom), status, pageIndex: 0 });
});

export const setPageIndexAtom = atom(null, (get, set, pageIndex: number) => {
  set(campaignListAtom, { ...get(campaignListAtom), pageIndex: Math.max(0, pageIndex) });
});

/** Back to the whole list, newest change first. */
export const resetListAtom = atom(null, (_get, set) => set(campaignListAtom, initialListState));

export function hasFilters(state: CampaignListState): boolean {
  return state.search.trim() !== '' || state.status !== undefined;
}

/**
 * Counts the writes made from this area. Every list key carries it, so after a write every page is
 * fetched afresh, including pages not on screen that would otherwise come back stale from the cache.
 */
export const campaignsRevisionAtom = atom(0);

/** Marks every cached page of campaigns as outdated. */
export function useRefreshCampaigns(): () => void {
  const setRevision = useSetAtom(campaignsRevisionAtom);
  return useCallback(() => setRevision((revision) => revision + 1), [setRevision]);
}
