import { persistedAtom } from '@outreach/shared-ui';

/**
 * The campaign draft of the spec: where the user is in building a campaign, kept in the browser so
 * a reload or a detour through another area picks up the same campaign, touchpoint and chapter.
 */
export interface CampaignDraft {
  campaignId: number | null;
  campaignName: string;
  tenantName: string;
  tenantId: number | null;
  touchPointId: number | null;
  touchPointName: string;
  videoIds: number[];
  landingPageId: number | null;
  emailTemplateId: number | null;
  smsTemplateId: number | null;
  chapterId: string | null;
  chapterIndex: number | null;
  chapterOrder: string[];
  distributionType: string;
}

export const emptyCampaignDraft: CampaignDraft = {
  campaignId: null,
  campaignName: '',
  tenantName: '',
  tenantId: null,
  touchPointId: null,
  touchPointName: '',
  videoIds: [],
  landingPageId: null,
  emailTemplateId: null,
  smsTemplateId: null,
  chapterId: null,
  chapterIndex: null,
  chapterOrder: [],
  distributionType: '',
};

export const CAMPAIGN_DRAFT_STORAGE_KEY = 'outreach.campaignDraft';

export const campaignDraftAtom = persistedAtom<CampaignDraft>(CAMPAIGN_DRAFT_STORAGE_KEY, emptyCampaignDraft);
