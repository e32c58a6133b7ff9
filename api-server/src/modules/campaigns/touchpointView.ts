import {
  SMS_SEGMENT_LIMIT,
  checkTouchpoint,
  smsStats,
  type Touchpoint,
  type TouchpointContent,
  type TouchpointStatus,
  type TouchpointSummary,
} from '@outreach/shared-contracts';
import type { Db } from '../../db/client.js';
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

export function toSummary(row: TouchpointRow): TouchpointSummary {
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

/** The whole touchpoint as the API answers it. */
export async function toTouchpoint(
  tx: Db,
  publicApiUrl: string,
  tenantId: number,
  row: TouchpointRow,
): Promise<Touchpoint> {
  const content = row.content;
  const smsLanguages = content.channels === 'email' ? [] : content.languages;
  return {
    ...toSummary(row),
    content,
    approval:
      row.approvedBy && row.approvedAt && row.approvedRevision === row.revision
        ? { by: row.approvedBy, at: row.approvedAt }
        : null,
    checks: await checksFor(tx, publicApiUrl, tenantId, content),
    sms_stats: Object.fromEntries(
      smsLanguages.map((language) => [language, smsStats(content.sms.text[language] ?? '')]),
    ),
    sms_segment_limit: SMS_SEGMENT_LIMIT,
    created_at: row.createdAt,
  };
}
