import useSWR, { type SWRResponse } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import {
  DEFAULT_PAGE_SIZE,
  type CampaignDetail,
  type CampaignPage,
  type RouteBody,
  type Routes,
  type Touchpoint,
} from '@outreach/shared-contracts/core';

export type NewTouchpoint = RouteBody<Routes['createTouchpoint']>;

/** The newest campaigns to pick from; the studio's list is where to search the others. */
export function useCampaignChoices(): SWRResponse<CampaignPage> {
  return useSWR(['create/campaigns'] as const, () =>
    callRoute('listCampaigns', { query: { get_page: 1, page_size: DEFAULT_PAGE_SIZE, verbose: false } }),
  );
}

/**
 * One campaign with its touchpoints in order (none without an id); coming back to the tab does not
 * fetch it again.
 */
export function useCampaign(id: number | null): SWRResponse<CampaignDetail> {
  return useSWR(
    id === null ? null : (['create/campaign', id] as const),
    ([, campaignId]) => callRoute('getCampaign', { params: { id: campaignId } }),
    { revalidateOnFocus: false },
  );
}

export function createTouchpoint(body: NewTouchpoint): Promise<Touchpoint> {
  return callRoute('createTouchpoint', { body });
}
