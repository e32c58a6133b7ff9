import { z } from 'zod';
import { supportedLanguages } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { touchpointCheckCodes } from '../studio/checkCodes.js';
import {
  TOUCHPOINT_LIMITS,
  touchpointAuthentications,
  touchpointChannels,
  touchpointContent,
} from '../studio/content.js';
import { TOUCHPOINT_NAME_LIMITS } from '../studio/draftRules.js';
import { messageVariables } from '../studio/variables.js';
import { recordId, recordIdParam } from './patientFields.js';
import { touchpointPreview } from './touchpointPreview.js';
import {
  idParams,
  pageOf,
  readErrors,
  staffRef,
  studioPaging,
  tenantErrors,
  writeErrors,
} from './studioCommon.js';

/**
 * Draft → in review (a reviewer is assigned) → approved or changes requested → published. An edit
 * voids the approval of the content before it; an edit of a published touchpoint starts the next
 * version, which `republish` makes live once it has its own approval.
 */
export const touchpointStatuses = [
  'draft',
  'in_review',
  'changes_requested',
  'approved',
  'published',
] as const;
export type TouchpointStatus = (typeof touchpointStatuses)[number];

const language = z.enum(supportedLanguages);

/**
 * What the caller may do with a touchpoint now: edit it; as an assigned reviewer, approve the
 * revision (unless they edited it since the last version) or ask for changes; publish the first
 * version, or republish the next, once it is approved and its check list has no error.
 */
export const touchpointActions = ['edit', 'approve', 'request_changes', 'publish', 'republish'] as const;
export type TouchpointAction = (typeof touchpointActions)[number];

export const touchpointSummary = z.object({
  id: z.number().int().positive(),
  campaign: z.number().int().positive(),
  name: z.string(),
  /** Its place in the campaign, from 1. */
  position: z.number().int().positive(),
  status: z.enum(touchpointStatuses),
  /** Counts every saved change; a write names the revision it was based on. */
  revision: z.number().int().positive(),
  /** The version being edited: the published one plus one once an edit follows a publish. */
  version: z.number().int().positive(),
  published_version: z.number().int().positive().nullable(),
  has_unpublished_changes: z.boolean(),
  channels: z.enum(touchpointChannels),
  languages: z.array(language),
  last_edited_by: staffRef,
  updated_at: z.string(),
  /** The caller is an assigned reviewer and the revision waits for a decision. */
  awaiting_your_review: z.boolean(),
});
export type TouchpointSummary = z.infer<typeof touchpointSummary>;

export const touchpointCheck = z.object({
  code: z.enum(touchpointCheckCodes),
  severity: z.enum(['error', 'warning']),
  path: z.string(),
  language: language.optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const smsLanguageStats = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int().nonnegative(),
  segments: z.number().int().nonnegative(),
});

export const touchpoint = touchpointSummary.extend({
  content: touchpointContent,
  /** The approval of the current revision, if it has one. */
  approval: z.object({ by: staffRef, at: z.string() }).nullable(),
  /** The publish check list of the current content. */
  checks: z.array(touchpointCheck),
  /** Per language: the SMS's encoding, characters and segments with sample values filled in. */
  sms_stats: z.partialRecord(language, smsLanguageStats),
  sms_segment_limit: z.number().int().positive(),
  created_at: z.string(),
  /** What the caller may do now; the studio offers only these. */
  actions: z.array(z.enum(touchpointActions)),
});
export type Touchpoint = z.infer<typeof touchpoint>;

export const touchpointVersion = z.object({
  version: z.number().int().positive(),
  revision: z.number().int().positive(),
  published_at: z.string(),
  published_by: staffRef,
  approved_by: staffRef,
});
export type TouchpointVersion = z.infer<typeof touchpointVersion>;

export const reviewDecisions = ['approve', 'request_changes'] as const;
export type ReviewDecision = (typeof reviewDecisions)[number];

export const touchpointReview = z.object({
  id: z.number().int().positive(),
  revision: z.number().int().positive(),
  reviewer: staffRef,
  decision: z.enum(reviewDecisions),
  comment: z.string(),
  created_at: z.string(),
});
export type TouchpointReview = z.infer<typeof touchpointReview>;

export const reviewer = z.object({
  id: z.number().int().positive(),
  touchpoint_id: z.number().int().positive(),
  user: staffRef,
  assigned_by: staffRef,
  assigned_at: z.string(),
});
export type Reviewer = z.infer<typeof reviewer>;

export const touchpointHistory = z.object({
  touchpoint: touchpointSummary,
  versions: z.array(touchpointVersion),
  reviews: z.array(touchpointReview),
  reviewers: z.array(reviewer),
  checks: z.array(touchpointCheck),
});
export type TouchpointHistory = z.infer<typeof touchpointHistory>;

const name = z
  .string()
  .trim()
  .min(TOUCHPOINT_NAME_LIMITS.min, `Use at least ${TOUCHPOINT_NAME_LIMITS.min} characters.`)
  .max(TOUCHPOINT_LIMITS.nameMax, `Use at most ${TOUCHPOINT_LIMITS.nameMax} characters.`);
const baseRevision = z.number().int().positive();
const bodyLimit = 2_097_152;

export const listTouchpoints = defineRoute({
  ...endpoints.listTouchpoints,
  summary: "The current tenant's touchpoints, newest change first, optionally of one campaign, in pages.",
  query: z.strictObject({
    ...studioPaging,
    campaign_id: recordIdParam.optional(),
    status: z.enum(touchpointStatuses).optional(),
  }),
  response: pageOf(touchpointSummary),
  errors: readErrors,
});

export const createTouchpoint = defineRoute({
  ...endpoints.createTouchpoint,
  summary: 'Adds a draft touchpoint at the end of a campaign; content left out takes its defaults.',
  body: z.strictObject({ campaign_id: recordId, name, content: touchpointContent.optional() }),
  response: touchpoint,
  successStatus: 201,
  errors: [...writeErrors, 'UNSAFE_FILE', 'UNSAFE_LINK'],
  bodyLimit,
});

export const getTouchpoint = defineRoute({
  ...endpoints.getTouchpoint,
  summary: 'One touchpoint with its draft content, approval and check list.',
  params: idParams,
  response: touchpoint,
  errors: readErrors,
});

export const updateTouchpoint = defineRoute({
  ...endpoints.updateTouchpoint,
  summary:
    'Saves the name and whole content, based on `revision`; a stale revision is refused with STALE_WRITE ' +
    'and nothing is saved. A change voids the approval of the content before it.',
  params: idParams,
  body: z.strictObject({ revision: baseRevision, name, content: touchpointContent }),
  response: touchpoint,
  errors: [...writeErrors, 'STALE_WRITE', 'UNSAFE_FILE', 'UNSAFE_LINK'],
  bodyLimit,
});

export const cloneTouchpoint = defineRoute({
  ...endpoints.cloneTouchpoint,
  summary: 'Copies the newest content of a touchpoint into a new draft, in the same campaign or another.',
  params: idParams,
  body: z.strictObject({ name, campaign_id: recordId.optional() }),
  response: touchpoint,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 4096,
});

const transitionErrors = [...writeErrors, 'STALE_WRITE', 'APPROVAL_REQUIRED', 'CHECKS_FAILED'] as const;

export const publishTouchpoint = defineRoute({
  ...endpoints.publishTouchpoint,
  summary:
    'Publishes version 1 of a touchpoint that has never been published: needs the current revision approved ' +
    'by someone other than its last editor and no errors in the check list.',
  params: idParams,
  body: z.strictObject({ revision: baseRevision }),
  response: touchpoint,
  errors: [...transitionErrors, 'ALREADY_PUBLISHED'],
  bodyLimit: 4096,
});

export const republishTouchpoint = defineRoute({
  ...endpoints.republishTouchpoint,
  summary:
    'Makes the next version of a published touchpoint live, under the same rules as publishing; links ' +
    'already sent show it from then on.',
  params: idParams,
  body: z.strictObject({ revision: baseRevision }),
  response: touchpoint,
  errors: [...transitionErrors, 'NOT_PUBLISHED', 'NOTHING_TO_PUBLISH'],
  bodyLimit: 4096,
});

export const reviewTouchpoint = defineRoute({
  ...endpoints.reviewTouchpoint,
  summary:
    'An assigned reviewer approves the current revision or asks for changes (with a comment). Nobody may ' +
    'approve a revision they edited last.',
  params: idParams,
  body: z
    .strictObject({
      revision: baseRevision,
      decision: z.enum(reviewDecisions),
      comment: z.string().trim().max(2000, 'Use at most 2000 characters.').default(''),
    })
    .refine((review) => review.decision === 'approve' || review.comment !== '', {
      path: ['comment'],
      message: 'Say what should change.',
    }),
  response: touchpoint,
  errors: [...writeErrors, 'STALE_WRITE', 'NOT_A_REVIEWER', 'SELF_APPROVAL'],
  bodyLimit: 8192,
});

export const previewTouchpoint = defineRoute({
  ...endpoints.previewTouchpoint,
  summary:
    "Exactly what a patient's page receives, in one language (the default when absent), of the draft or " +
    'the published version, with the e-mail and SMS rendered for a sample patient.',
  params: idParams,
  query: z.strictObject({
    language: language.optional(),
    source: z.enum(['draft', 'published']).default('draft'),
  }),
  response: touchpointPreview,
  errors: [...readErrors, 'NOT_PUBLISHED'],
});

export const touchpointSummaryRoute = defineRoute({
  ...endpoints.touchpointSummary,
  summary: 'The history of a touchpoint: published versions, reviews, reviewers and the check list.',
  params: idParams,
  response: touchpointHistory,
  errors: readErrors,
});

export const availableAuthentications = defineRoute({
  ...endpoints.availableAuthentications,
  summary: 'How a patient may prove who they are before any health content shows.',
  response: z.object({ results: z.array(z.object({ id: z.enum(touchpointAuthentications) })) }),
  errors: tenantErrors,
});

export const smsVariables = defineRoute({
  ...endpoints.smsVariables,
  summary: 'The variables a message may use, written {{name}}, with the sample value previews use.',
  response: z.object({
    results: z.array(
      z.object({
        name: z.enum(messageVariables.map((v) => v.name) as [string, ...string[]]),
        sample: z.string(),
      }),
    ),
  }),
  errors: tenantErrors,
});

export const listReviewers = defineRoute({
  ...endpoints.listReviewers,
  summary: "A touchpoint's reviewers, and the tenant's staff who could be assigned.",
  query: z.strictObject({ touchpoint_id: recordIdParam }),
  response: z.object({ results: z.array(reviewer), candidates: z.array(staffRef) }),
  errors: readErrors,
});

export const addReviewer = defineRoute({
  ...endpoints.addReviewer,
  summary:
    'Assigns a staff member of the tenant as a reviewer of a touchpoint and e-mails them a link to its ' +
    'review step; a draft goes into review. `email` says whether the e-mail went (`not_needed`: the ' +
    'caller assigned themselves, or the reviewer was assigned already): the assignment stands either ' +
    'way, and the touchpoint waits in their studio list.',
  body: z.strictObject({ touchpoint_id: recordId, user_id: recordId }),
  response: reviewer.extend({ email: z.enum(['sent', 'failed', 'not_needed']) }),
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 4096,
});

export const removeReviewer = defineRoute({
  ...endpoints.removeReviewer,
  summary: 'Unassigns a reviewer; their earlier reviews stay in the history.',
  params: idParams,
  response: z.object({ id: z.number().int().positive() }),
  errors: writeErrors,
});
