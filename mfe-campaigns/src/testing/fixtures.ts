// Test-only: records as the API answers with them.
import type { Campaign, CampaignDetail, CampaignPage } from '@outreach/shared-contracts/core';

export function makeCampaign(id: number, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name: `Campaign ${id}`,
    description: '',
    tenant: 7,
    owner: { id: 1, name: 'Ada Lovelace' },
    status: 'draft',
    ends_on: null,
    touchpoint_count: 0,
    published_touchpoint_count: 0,
    awaiting_your_review_count: 0,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

/** A campaign as a create or clone answers: with its touchpoints, none for a new one. */
export function makeDetail(campaign: Campaign): CampaignDetail {
  return { ...campaign, touchpoints: [] };
}

export function makePage(campaigns: Campaign[], overrides: Partial<CampaignPage> = {}): CampaignPage {
  return {
    results: campaigns,
    page: 1,
    page_size: 50,
    total: campaigns.length,
    has_next: false,
    ...overrides,
  };
}

export const fluCampaign = makeCampaign(11, {
  name: 'Flu vaccination 2026',
  status: 'active',
  owner: { id: 2, name: 'Grace Hopper' },
  touchpoint_count: 3,
  published_touchpoint_count: 2,
  updated_at: '2026-03-04T12:00:00.000Z',
});

export const diabetesCampaign = makeCampaign(12, {
  name: 'Diabetes check-up',
  status: 'draft',
  updated_at: '2026-02-10T12:00:00.000Z',
});
