import { isDeepStrictEqual } from 'node:util';
import {
  emptyTouchpointContent,
  fillVariables,
  resolveTouchpoint,
  sampleVariableValues,
  smsStats,
  pickText,
  type Branding,
  type LanguageCode,
  type Touchpoint,
  type TouchpointContent,
  type TouchpointHistory,
  type TouchpointPreview,
  type TouchpointStatus,
  type TouchpointSummary,
} from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { brandingShown, tenantNameShown } from '../tenants/service.js';
import { renderEmail as renderPatientEmail, type SenderDetails } from '../delivery/render.js';
import { listReviewerRows, listReviews, listVersions, findVersionContent } from './historyRepository.js';
import { checkReferences, mediaLinks, type MediaDeps } from './media.js';
import * as repo from './repository.js';
import { refuseVariableLinks, sanitizeContent } from '../../content/richText.js';
import { checksFor, statusOf, toSummary, toTouchpoint } from './touchpointView.js';

export type StudioDeps = TenancyDeps & MediaDeps;

export async function loadTouchpoint(
  tx: Db,
  scope: TenantScope,
  id: number,
  lock = false,
): Promise<repo.TouchpointRow> {
  const row = await repo.findTouchpoint(tx, scope.tenantId, id, { lock });
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** Answers the touchpoint as it is now in the transaction. */
export async function answer(tx: Db, deps: StudioDeps, scope: TenantScope, id: number): Promise<Touchpoint> {
  return toTouchpoint(tx, deps.publicApiUrl, scope, await loadTouchpoint(tx, scope, id));
}

/** Adds a touchpoint at the end of its campaign (locked, so two adds never take one place). */
export async function addTouchpoint(
  tx: Db,
  deps: StudioDeps,
  scope: TenantScope,
  values: { campaignId: number; name: string; content: TouchpointContent },
): Promise<number> {
  const campaign = await repo.lockCampaign(tx, scope.tenantId, values.campaignId);
  if (!campaign)
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: 'body.campaign_id', message: 'Choose one of your campaigns.' },
    ]);
  const content = sanitizeContent(values.content);
  await checkReferences(tx, deps, scope, content);
  const at = deps.clock.now();
  const id = await repo.insertTouchpoint(tx, {
    tenantId: scope.tenantId,
    campaignId: values.campaignId,
    name: values.name,
    position: campaign.touchpointCount + 1,
    content,
    userId: scope.userId,
    at,
  });
  await repo.touchCampaign(tx, scope.tenantId, values.campaignId, { at, touchpoints: 1 });
  return id;
}

export function createTouchpoint(
  deps: StudioDeps,
  scope: TenantScope,
  body: { campaign_id: number; name: string; content?: TouchpointContent | undefined },
): Promise<Touchpoint> {
  return inTenant(deps, scope, async (tx) => {
    const content = body.content ?? emptyTouchpointContent();
    refuseVariableLinks(content);
    const id = await addTouchpoint(tx, deps, scope, {
      campaignId: body.campaign_id,
      name: body.name,
      content,
    });
    await audit(tx, deps, scope, 'touchpoint_created', { touchpoint_id: id, campaign_id: body.campaign_id });
    return answer(tx, deps, scope, id);
  });
}

export function getTouchpoint(deps: StudioDeps, scope: TenantScope, id: number): Promise<Touchpoint> {
  return inTenant(deps, scope, (tx) => answer(tx, deps, scope, id));
}

/**
 * Saves the name and content as the next revision, if `revision` is the current one: otherwise
 * someone saved in between and nothing is written (STALE_WRITE), so no one's edit is lost silently.
 */
export function updateTouchpoint(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
  body: { revision: number; name: string; content: TouchpointContent },
): Promise<Touchpoint> {
  return inTenant(deps, scope, async (tx) => {
    const row = await loadTouchpoint(tx, scope, id, true);
    if (row.revision !== body.revision) throw new ApiError('STALE_WRITE');
    refuseVariableLinks(body.content);
    const content = sanitizeContent(body.content);
    // An autosave of what is already there changes nothing, so it voids no approval.
    if (body.name === row.name && isDeepStrictEqual(content, row.content)) return answer(tx, deps, scope, id);
    await checkReferences(tx, deps, scope, content);
    const revision = row.revision + 1;
    const status: TouchpointStatus = await statusOf(tx, scope.tenantId, { ...row, revision });
    const at = deps.clock.now();
    await repo.saveDraft(tx, scope.tenantId, id, {
      name: body.name,
      content,
      revision,
      status,
      userId: scope.userId,
      at,
    });
    await repo.touchCampaign(tx, scope.tenantId, row.campaignId, { at });
    await audit(tx, deps, scope, 'touchpoint_updated', { touchpoint_id: id, revision });
    return answer(tx, deps, scope, id);
  });
}

export function cloneTouchpoint(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
  body: { name: string; campaign_id?: number | undefined },
): Promise<Touchpoint> {
  return inTenant(deps, scope, async (tx) => {
    const source = await loadTouchpoint(tx, scope, id);
    const campaignId = body.campaign_id ?? source.campaignId;
    const copy = await addTouchpoint(tx, deps, scope, {
      campaignId,
      name: body.name,
      content: source.content,
    });
    await audit(tx, deps, scope, 'touchpoint_cloned', {
      touchpoint_id: copy,
      source_id: id,
      campaign_id: campaignId,
    });
    return answer(tx, deps, scope, copy);
  });
}

export function listTouchpoints(
  deps: StudioDeps,
  scope: TenantScope,
  query: {
    get_page: number;
    page_size: number;
    campaign_id?: number | undefined;
    search?: string | undefined;
    status?: TouchpointStatus | undefined;
  },
): Promise<{
  results: TouchpointSummary[];
  page: number;
  page_size: number;
  total: number;
  has_next: boolean;
}> {
  return inTenant(deps, scope, async (tx) => {
    if (
      query.campaign_id !== undefined &&
      !(await repo.findCampaign(tx, scope.tenantId, query.campaign_id, {
        today: today(deps),
        userId: scope.userId,
      }))
    ) {
      throw new ApiError('NOT_FOUND');
    }
    const { rows, total } = await repo.listTouchpointRows(tx, scope.tenantId, {
      page: query.get_page,
      pageSize: query.page_size,
      campaignId: query.campaign_id,
      search: query.search,
      status: query.status,
    });
    return {
      results: rows.map((row) => toSummary(row, scope.userId)),
      page: query.get_page,
      page_size: query.page_size,
      total,
      has_next: query.get_page * query.page_size < total,
    };
  });
}

export const today = (deps: TenancyDeps) => deps.clock.now().toISOString().slice(0, 10);

/** Where the sample e-mail's unsubscribe link points: nowhere a patient could be. */
const sampleUnsubscribeUrl = new URL('/unsubscribe', sampleVariableValues.link).href;

/**
 * The e-mail of some content in a language as a sample patient would get it: the renderer of a send,
 * with the tenant's own name, number and colours and the sample patient's values.
 */
function renderEmail(
  content: TouchpointContent,
  language: LanguageCode,
  sender: SenderDetails,
  link = sampleVariableValues.link,
) {
  if (content.channels === 'sms') return null;
  const recipient = {
    firstName: sampleVariableValues.first_name,
    lastName: sampleVariableValues.last_name,
    title: sampleVariableValues.title,
    language,
  };
  return renderPatientEmail(content, recipient, sender, link, sampleUnsubscribeUrl);
}

/** The tenant's side of its e-mails: its name, number and colours. */
async function senderOf(tx: Db, branding: Branding, tenantId: number): Promise<SenderDetails> {
  return {
    tenantName: await tenantNameShown(tx, tenantId),
    tenantPhone: branding.contact_phone,
    primaryColor: branding.primary_color,
    secondaryColor: branding.secondary_color,
  };
}

/**
 * The e-mail of the published version of a touchpoint in a patient's language, with `link` as their
 * page and the sample patient's values in place of theirs: what a test of it shows. Null when the
 * touchpoint sends no e-mail.
 */
export async function renderPublishedEmail(
  tx: Db,
  deps: Pick<StudioDeps, 'publicApiUrl'>,
  scope: TenantScope,
  id: number,
  options: { language: LanguageCode; link: string },
) {
  const row = await loadTouchpoint(tx, scope, id);
  const content =
    row.publishedVersion === null
      ? null
      : await findVersionContent(tx, scope.tenantId, id, row.publishedVersion);
  if (!content || content.channels === 'sms') return null;
  const sender = await senderOf(tx, await brandingShown(tx, deps, scope.tenantId), scope.tenantId);
  const language = content.languages.includes(options.language) ? options.language : content.default_language;
  return renderEmail(content, language, sender, options.link);
}

function renderSms(content: TouchpointContent, language: LanguageCode) {
  if (content.channels === 'email') return null;
  const text = pickText(content.sms.text, language, content.default_language);
  return { text: fillVariables(text, sampleVariableValues, { html: false }), ...smsStats(text) };
}

export function previewTouchpoint(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
  query: { language?: LanguageCode | undefined; source: 'draft' | 'published' },
): Promise<TouchpointPreview> {
  return inTenant(deps, scope, async (tx) => {
    const row = await loadTouchpoint(tx, scope, id);
    let content = row.content;
    if (query.source === 'published') {
      if (row.publishedVersion === null) throw new ApiError('NOT_PUBLISHED');
      const published = await findVersionContent(tx, scope.tenantId, id, row.publishedVersion);
      if (!published) throw new ApiError('NOT_PUBLISHED');
      content = published;
    }
    const language = query.language ?? content.default_language;
    const shown = content.languages.includes(language) ? language : content.default_language;
    const branding = await brandingShown(tx, deps, scope.tenantId);
    return {
      touchpoint_id: id,
      version: query.source === 'published' ? row.publishedVersion : null,
      page: resolveTouchpoint(
        content,
        shown,
        await mediaLinks(tx, scope.tenantId, deps.publicApiUrl, content),
      ),
      branding: {
        primary_color: branding.primary_color,
        secondary_color: branding.secondary_color,
        logo_url: branding.logo_url,
        disclaimer_text: branding.disclaimer_text,
        ai_video_disclaimer: branding.ai_video_disclaimer,
      },
      email: await renderEmail(content, shown, await senderOf(tx, branding, scope.tenantId)),
      sms: renderSms(content, shown),
    };
  });
}

export function touchpointHistory(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
): Promise<TouchpointHistory> {
  return inTenant(deps, scope, async (tx) => {
    const row = await loadTouchpoint(tx, scope, id);
    return {
      touchpoint: toSummary(row, scope.userId),
      versions: await listVersions(tx, scope.tenantId, id),
      reviews: await listReviews(tx, scope.tenantId, id),
      reviewers: await listReviewerRows(tx, scope.tenantId, id),
      checks: await checksFor(tx, deps.publicApiUrl, scope.tenantId, row.content),
    };
  });
}
