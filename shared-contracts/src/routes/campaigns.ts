import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { recordId } from './patientFields.js';
import {
  idParams,
  pageOf,
  readErrors,
  staffRef,
  studioPaging,
  tenantErrors,
  verboseFlag,
  writeErrors,
} from './studioCommon.js';
import { touchpointSummary } from './touchpoints.js';

/**
 * A campaign's status follows from its touchpoints and dates: archived once archived; completed
 * after its end date; active while a touchpoint of it is published; a draft before that.
 */
export const campaignStatuses = ['draft', 'active', 'completed', 'archived'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const CAMPAIGN_NAME_MAX = 200;
export const CAMPAIGN_DESCRIPTION_MAX = 2000;

export const campaign = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** The tenant's id. */
  tenant: z.number().int().positive(),
  owner: staffRef,
  status: z.enum(campaignStatuses),
  /** The last day it runs (YYYY-MM-DD), or null when open-ended. */
  ends_on: z.string().nullable(),
  touchpoint_count: z.number().int().nonnegative(),
  published_touchpoint_count: z.number().int().nonnegative(),
  /** How many of its touchpoints wait for the caller's review. */
  awaiting_your_review_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Campaign = z.infer<typeof campaign>;

/** A campaign with its touchpoints in order. */
export const campaignDetail = campaign.extend({ touchpoints: z.array(touchpointSummary) });
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const campaignPage = pageOf(z.union([campaignDetail, campaign]));
export type CampaignPage = z.infer<typeof campaignPage>;

const name = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters.')
  .max(CAMPAIGN_NAME_MAX, `Use at most ${CAMPAIGN_NAME_MAX} characters.`);
const description = z
  .string()
  .trim()
  .max(CAMPAIGN_DESCRIPTION_MAX, `Use at most ${CAMPAIGN_DESCRIPTION_MAX} characters.`);
const endsOn = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Use a real date.',
  );

export const listCampaigns = defineRoute({
  ...endpoints.listCampaigns,
  summary:
    "The current tenant's campaigns, newest change first, in pages (get_page is 1-based); `search` matches " +
    'words of the name, `status` filters by derived status; with verbose=true each has its touchpoints.',
  query: z.strictObject({
    ...studioPaging,
    verbose: verboseFlag,
    status: z.enum(campaignStatuses).optional(),
  }),
  response: campaignPage,
  errors: tenantErrors,
});

export const getCampaign = defineRoute({
  ...endpoints.getCampaign,
  summary: 'One campaign with its touchpoints in order.',
  params: idParams,
  response: campaignDetail,
  errors: readErrors,
});

export const createCampaign = defineRoute({
  ...endpoints.createCampaign,
  summary:
    'Creates a campaign in the current tenant, owned by the caller. `tenant`, when sent, must be the current tenant.',
  body: z.strictObject({
    name,
    description: description.default(''),
    ends_on: endsOn.nullable().default(null),
    tenant: recordId.optional(),
  }),
  response: campaignDetail,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 16_384,
});

export const cloneCampaign = defineRoute({
  ...endpoints.cloneCampaign,
  summary:
    'Copies a campaign and the newest content of each of its touchpoints into a new campaign of drafts ' +
    '(nothing published, no reviews), owned by the caller.',
  params: idParams,
  body: z.strictObject({ name, description: description.optional() }),
  response: campaignDetail,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 16_384,
});
