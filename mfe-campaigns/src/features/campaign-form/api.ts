import { callRoute } from '@outreach/shared-ui';
import type { CampaignDetail, RouteBody, Routes } from '@outreach/shared-contracts/core';

export type NewCampaign = RouteBody<Routes['createCampaign']>;
export type CampaignCopy = RouteBody<Routes['cloneCampaign']>;

export function createCampaign(body: NewCampaign): Promise<CampaignDetail> {
  return callRoute('createCampaign', { body });
}

export function cloneCampaign(id: number, body: CampaignCopy): Promise<CampaignDetail> {
  return callRoute('cloneCampaign', { params: { id }, body });
}
