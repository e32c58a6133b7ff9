import useSWR, { type SWRResponse } from 'swr';
import { useAtomValue } from 'jotai';
import { callRoute } from '@outreach/shared-ui';
import {
  DEFAULT_PAGE_SIZE,
  type CampaignPage,
  type RouteQuery,
  type Routes,
} from '@outreach/shared-contracts/core';
import { campaignsRevisionAtom, type CampaignListState } from './state';

export type CampaignQuery = RouteQuery<Routes['listCampaigns']>;

/** The query of a list state: the page sent is the zero-based page plus one, rows without touchpoints. */
export function campaignQuery(state: CampaignListState): CampaignQuery {
  const search = state.search.trim();
  return {
    get_page: state.pageIndex + 1,
    page_size: DEFAULT_PAGE_SIZE,
    verbose: false,
    ...(search ? { search } : {}),
    ...(state.status ? { status: state.status } : {}),
  };
}

/** The page of campaigns for the list state; the rows on screen stay while the next page loads. */
export function useCampaignPage(state: CampaignListState): SWRResponse<CampaignPage> {
  const revision = useAtomValue(campaignsRevisionAtom);
  const query = campaignQuery(state);
  return useSWR(
    ['campaigns/list', revision, query] as const,
    ([, , next]) => callRoute('listCampaigns', { query: next }),
    { keepPreviousData: true },
  );
}
