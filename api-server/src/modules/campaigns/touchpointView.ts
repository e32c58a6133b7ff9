import {
  SMS_SEGMENT_LIMIT,
  checkTouchpoint,
  hasBlockingChecks,
  smsStats,
  type Touchpoint,
  type TouchpointAction,
  type TouchpointCheck,
  type TouchpointContent,
  type TouchpointStatus,
  type TouchpointSummary,
} from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
import type { TenantScope } from '../../tenancy/tenantScope.js';
import { brandingShown } from '../tenants/service.js';
import { countReviewers, latestReviewOf } from './historyRepository.js';
import type { TouchpointRow } from './repository.js';

/** The version a touchpoint's draft is: the published one while nothing changed since, else the next. */
export function draftVersion(
  row: Pick<TouchpointRow, 'publishedVersion' | 'publishedRevision' | 'revision'>,
): number {
  if (row.publishedVersion === null) return 1;
  return row.publishedRevision === row.revision ? row.publishedVersion : row.publishedVersion + 1;
}

/**
 * Whether someone saved any revision since the last published version (or since the touchpoint was
 * made): such a person may not approve, however many colleagues edited after them.
 */
export const editedSincePublished = (
  row: Pick<TouchpointRow, 'editorsSincePublished' | 'revisionEditedBy'>,
  userId: number,
) => row.editorsSincePublished.includes(userId) || row.revisionEditedBy.id === userId;

/** The revision is in review and `userId` is one of its reviewers. */
export const awaitsReviewOf = (row: Pick<TouchpointRow, 'status' | 'reviewerIds'>, userId: number) =>
  row.status === 'in_review' && row.reviewerIds.includes(userId);

/**
 * What `userId` may do with a touchpoint now, by the rules the lifecycle enforces: so the studio
 * offers only actions that can succeed. A reviewer decides on a revision not yet published; an
 * approval needs someone who edited nothing since the last version; publishing needs an approval of
 * this revision and no error in the check list.
 */
export function actionsOf(
  row: TouchpointRow,
  userId: number,
  checks: readonly TouchpointCheck[],
): TouchpointAction[] {
  const actions: TouchpointAction[] = ['edit'];
  const undecided = row.status !== 'published' && row.status !== 'approved';
  if (row.reviewerIds.includes(userId) && row.status !== 'published') {
    if (undecided && !editedSincePublished(row, userId)) actions.push('approve');
    actions.push('request_changes');
  }
  const approved =
    row.approvedRevision === row.revision &&
    row.approvedBy !== null &&
    !editedSincePublished(row, row.approvedBy.id);
  if (approved && !hasBlockingChecks(checks)) {
    if (row.publishedVersion === null) actions.push('publish');
    else if (row.publishedRevision !== row.revision) actions.push('republish');
  }
  return actions;
}

/** A touchpoint's summary as `userId` sees it. */
export function toSummary(row: TouchpointRow, userId: number): TouchpointSummary {
  return {
    id: row.id,
    campaign: row.campaignId,
    name: row.name,
    position: row.position,
    status: row.status,
    revision: row.revision,
    version: draftVersion(row),
    published_version: row.publishedVersion,
    has_unpublished_changes: row.publishedRevision !== row.revision,
    channels: row.content.channels,
    languages: row.content.languages,
    last_edited_by: row.revisionEditedBy,
    updated_at: row.updatedAt,
    awaiting_your_review: awaitsReviewOf(row, userId),
  };
}

/**
 * Where a touchpoint stands, from its facts: published while its current revision is the published
 * one; approved while the approval is of the current revision; changes requested when the latest
 * review of this revision asked for them; in review while it has reviewers; a draft otherwise.
 */
export async function statusOf(
  tx: Db,
  tenantId: number,
  row: Pick<TouchpointRow, 'id' | 'revision' | 'publishedRevision' | 'approvedRevision'>,
): Promise<TouchpointStatus> {
  if (row.publishedRevision === row.revision) return 'published';
  if (row.approvedRevision === row.revision) return 'approved';
  if ((await latestReviewOf(tx, tenantId, row.id, row.revision)) === 'request_changes')
    return 'changes_requested';
  return (await countReviewers(tx, tenantId, row.id)) > 0 ? 'in_review' : 'draft';
}

/** The check list of some content in a tenant, with its brand colours and SMS limit. */
export async function checksFor(tx: Db, publicApiUrl: string, tenantId: number, content: TouchpointContent) {
  const branding = await brandingShown(tx, { publicApiUrl }, tenantId);
  return checkTouchpoint(content, {
    primaryColor: branding.primary_color,
    secondaryColor: branding.secondary_color,
    smsSegmentLimit: SMS_SEGMENT_LIMIT,
  });
}

/** The whole touchpoint as the API answers it to the person in `scope`. */
export async function toTouchpoint(
  tx: Db,
  publicApiUrl: string,
  scope: TenantScope,
  row: TouchpointRow,
): Promise<Touchpoint> {
  const content = row.content;
  const smsLanguages = content.channels === 'email' ? [] : content.languages;
  const checks = await checksFor(tx, publicApiUrl, scope.tenantId, content);
  return {
    ...toSummary(row, scope.userId),
    content,
    approval:
      row.approvedBy && row.approvedAt && row.approvedRevision === row.revision
        ? { by: row.approvedBy, at: row.approvedAt }
        : null,
    checks,
    sms_stats: Object.fromEntries(
      smsLanguages.map((language) => [language, smsStats(content.sms.text[language] ?? '')]),
    ),
    sms_segment_limit: SMS_SEGMENT_LIMIT,
    created_at: row.createdAt,
    actions: actionsOf(row, scope.userId, checks),
  };
}
