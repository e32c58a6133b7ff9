import type {
  CampaignStatus,
  StaffRef,
  TouchpointContent,
  TouchpointStatus,
} from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/likePattern.js';
import { rowsOf } from '../../db/rowsOf.js';
import { staffName } from '../../db/staffName.js';

const iso = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).toISOString();

export interface CampaignRow {
  id: number;
  name: string;
  description: string;
  tenant: number;
  owner: StaffRef;
  status: CampaignStatus;
  ends_on: string | null;
  touchpoint_count: number;
  published_touchpoint_count: number;
  awaiting_your_review_count: number;
  created_at: string;
  updated_at: string;
}

/** Derived status, as of `today` (YYYY-MM-DD). */
const campaignStatus = (today: string) => sql`CASE
  WHEN c.archived_at IS NOT NULL THEN 'archived'
  WHEN c.ends_on IS NOT NULL AND c.ends_on < ${today}::date THEN 'completed'
  WHEN c.published_touchpoint_count > 0 THEN 'active'
  ELSE 'draft' END`;

/** Its touchpoints in review where `userId` is an assigned reviewer: they wait for that person. */
const awaitingReviewCount = (userId: number) => sql`(
  SELECT count(*)::int FROM touchpoints t JOIN touchpoint_reviewers r
    ON r.tenant_id = t.tenant_id AND r.touchpoint_id = t.id AND r.user_id = ${userId}
  WHERE t.tenant_id = c.tenant_id AND t.campaign_id = c.id AND t.status = 'in_review')`;

const campaignSelect = (today: string, userId: number) => sql`
  SELECT c.id, c.name, c.description, c.tenant_id, c.owner_id, ${staffName('o')} AS owner_name,
         ${campaignStatus(today)} AS status, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on, c.touchpoint_count, c.published_touchpoint_count,
         ${awaitingReviewCount(userId)} AS awaiting_your_review_count, c.created_at, c.updated_at
  FROM campaigns c JOIN staff_users o ON o.id = c.owner_id`;

function toCampaign(row: Record<string, unknown>): CampaignRow {
  return {
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description),
    tenant: Number(row.tenant_id),
    owner: { id: Number(row.owner_id), name: String(row.owner_name) },
    status: row.status as CampaignStatus,
    ends_on: typeof row.ends_on === 'string' ? row.ends_on : null,
    touchpoint_count: Number(row.touchpoint_count),
    published_touchpoint_count: Number(row.published_touchpoint_count),
    awaiting_your_review_count: Number(row.awaiting_your_review_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function insertCampaign(
  tx: Db,
  values: {
    tenantId: number;
    name: string;
    description: string;
    endsOn: string | null;
    ownerId: number;
    at: Date;
  },
): Promise<number> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO campaigns (tenant_id, name, description, ends_on, owner_id, created_at, updated_at)
      VALUES (${values.tenantId}, ${values.name}, ${values.description}, ${values.endsOn}, ${values.ownerId},
              ${values.at}, ${values.at})
      RETURNING id`),
  );
  if (!rows[0]) throw new Error('Campaign was not created');
  return Number(rows[0].id);
}

/** A campaign as `userId` sees it (how many of its touchpoints wait for their review). */
export async function findCampaign(
  tx: Db,
  tenantId: number,
  id: number,
  seenBy: { today: string; userId: number },
): Promise<CampaignRow | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`${campaignSelect(seenBy.today, seenBy.userId)} WHERE c.tenant_id = ${tenantId} AND c.id = ${id}`,
    ),
  );
  return rows[0] ? toCampaign(rows[0]) : null;
}

/** Locks a campaign row, so positions and counters of its touchpoints change one writer at a time. */
export async function lockCampaign(
  tx: Db,
  tenantId: number,
  id: number,
): Promise<{ touchpointCount: number } | null> {
  const rows = rowsOf<{ touchpoint_count: number }>(
    await tx.execute(sql`
      SELECT touchpoint_count FROM campaigns WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE`),
  );
  return rows[0] ? { touchpointCount: rows[0].touchpoint_count } : null;
}

export interface CampaignListOptions {
  today: string;
  /** Who asks: the count of touchpoints waiting for their review. */
  userId: number;
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: CampaignStatus | undefined;
}

/** One page, newest change first, and the number of matches. */
export async function listCampaignRows(
  tx: Db,
  tenantId: number,
  options: CampaignListOptions,
): Promise<{ rows: CampaignRow[]; total: number }> {
  const filters: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (options.search) filters.push(sql`lower(c.name) LIKE ${likePattern(options.search)}`);
  if (options.status) filters.push(sql`${campaignStatus(options.today)} = ${options.status}`);
  const where = sql.join(filters, sql` AND `);
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`${campaignSelect(options.today, options.userId)} WHERE ${where}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`),
  );
  const counted = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM campaigns c WHERE ${where}`),
  );
  return { rows: rows.map(toCampaign), total: counted[0]?.n ?? 0 };
}

export async function touchCampaign(
  tx: Db,
  tenantId: number,
  id: number,
  change: { at: Date; touchpoints?: number; published?: number },
): Promise<void> {
  await tx.execute(sql`
    UPDATE campaigns SET updated_at = ${change.at},
      touchpoint_count = touchpoint_count + ${change.touchpoints ?? 0},
      published_touchpoint_count = published_touchpoint_count + ${change.published ?? 0}
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

export interface TouchpointRow {
  id: number;
  campaignId: number;
  name: string;
  position: number;
  status: TouchpointStatus;
  content: TouchpointContent;
  revision: number;
  revisionEditedBy: StaffRef;
  /** Everyone who saved a revision since the last published version: none of them may approve. */
  editorsSincePublished: number[];
  /** The staff assigned to review it. */
  reviewerIds: number[];
  approvedRevision: number | null;
  approvedBy: StaffRef | null;
  approvedAt: string | null;
  publishedVersion: number | null;
  publishedRevision: number | null;
  createdAt: string;
  updatedAt: string;
}

const touchpointSelect = (withContent: boolean) => sql`
  SELECT t.id, t.campaign_id, t.name, t.position, t.status, ${withContent ? sql`t.content` : sql`t.channels, t.languages`},
         t.revision, t.revision_edited_by, ${staffName('e')} AS editor_name,
         to_json(t.editors_since_published) AS editors_since_published,
         (SELECT coalesce(json_agg(r.user_id), '[]'::json) FROM touchpoint_reviewers r
          WHERE r.tenant_id = t.tenant_id AND r.touchpoint_id = t.id) AS reviewer_ids,
         t.approved_revision, t.approved_by, ${staffName('a')} AS approver_name, t.approved_at,
         t.published_version, t.published_revision, t.created_at, t.updated_at
  FROM touchpoints t
  JOIN staff_users e ON e.id = t.revision_edited_by
  LEFT JOIN staff_users a ON a.id = t.approved_by`;

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function toTouchpoint(row: Record<string, unknown>): TouchpointRow {
  const approvedBy =
    row.approved_by === null ? null : { id: Number(row.approved_by), name: String(row.approver_name) };
  const content =
    row.content !== undefined
      ? (parseJson(row.content) as TouchpointContent)
      : ({ channels: row.channels, languages: parseJson(row.languages) } as TouchpointContent);
  return {
    id: Number(row.id),
    campaignId: Number(row.campaign_id),
    name: String(row.name),
    position: Number(row.position),
    status: row.status as TouchpointStatus,
    content,
    revision: Number(row.revision),
    revisionEditedBy: { id: Number(row.revision_edited_by), name: String(row.editor_name) },
    editorsSincePublished: (parseJson(row.editors_since_published) as unknown[]).map(Number),
    reviewerIds: (parseJson(row.reviewer_ids) as unknown[]).map(Number),
    approvedRevision: row.approved_revision === null ? null : Number(row.approved_revision),
    approvedBy,
    approvedAt: row.approved_at === null ? null : iso(row.approved_at),
    publishedVersion: row.published_version === null ? null : Number(row.published_version),
    publishedRevision: row.published_revision === null ? null : Number(row.published_revision),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findTouchpoint(
  tx: Db,
  tenantId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TouchpointRow | null> {
  if (options.lock)
    await tx.execute(sql`SELECT 1 FROM touchpoints WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE`);
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`${touchpointSelect(true)} WHERE t.tenant_id = ${tenantId} AND t.id = ${id}`),
  );
  return rows[0] ? toTouchpoint(rows[0]) : null;
}

/** Summaries (no content) of the touchpoints of some campaigns, in campaign order. */
export async function campaignTouchpointRows(
  tx: Db,
  tenantId: number,
  campaignIds: number[],
): Promise<TouchpointRow[]> {
  if (campaignIds.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`${touchpointSelect(false)}
      WHERE t.tenant_id = ${tenantId} AND t.campaign_id IN (${sql.join(
        campaignIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      ORDER BY t.campaign_id, t.position`),
  );
  return rows.map(toTouchpoint);
}

export async function listTouchpointRows(
  tx: Db,
  tenantId: number,
  options: {
    page: number;
    pageSize: number;
    campaignId?: number | undefined;
    search?: string | undefined;
    status?: TouchpointStatus | undefined;
  },
): Promise<{ rows: TouchpointRow[]; total: number }> {
  const filters: SQL[] = [sql`t.tenant_id = ${tenantId}`];
  if (options.campaignId !== undefined) filters.push(sql`t.campaign_id = ${options.campaignId}`);
  if (options.search) filters.push(sql`lower(t.name) LIKE ${likePattern(options.search)}`);
  if (options.status) filters.push(sql`t.status = ${options.status}`);
  const where = sql.join(filters, sql` AND `);
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`${touchpointSelect(false)} WHERE ${where}
      ORDER BY t.updated_at DESC, t.id DESC LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`),
  );
  const counted = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM touchpoints t WHERE ${where}`),
  );
  return { rows: rows.map(toTouchpoint), total: counted[0]?.n ?? 0 };
}

export async function insertTouchpoint(
  tx: Db,
  values: {
    tenantId: number;
    campaignId: number;
    name: string;
    position: number;
    content: TouchpointContent;
    userId: number;
    at: Date;
  },
): Promise<number> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO touchpoints (tenant_id, campaign_id, name, position, content, channels, languages,
                               revision_edited_by, editors_since_published, created_at, updated_at)
      VALUES (${values.tenantId}, ${values.campaignId}, ${values.name}, ${values.position},
              ${JSON.stringify(values.content)}::jsonb, ${values.content.channels},
              ${`{${values.content.languages.join(',')}}`}::text[], ${values.userId},
              ARRAY[${values.userId}::integer], ${values.at}, ${values.at})
      RETURNING id`),
  );
  if (!rows[0]) throw new Error('Touchpoint was not created');
  return Number(rows[0].id);
}

/**
 * Saves a new revision of the draft; its approval, being of the revision before, no longer applies,
 * and its editor joins those who may not approve until the next version is published.
 */
export async function saveDraft(
  tx: Db,
  tenantId: number,
  id: number,
  values: {
    name: string;
    content: TouchpointContent;
    revision: number;
    status: TouchpointStatus;
    userId: number;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    UPDATE touchpoints SET name = ${values.name}, content = ${JSON.stringify(values.content)}::jsonb,
      channels = ${values.content.channels}, languages = ${`{${values.content.languages.join(',')}}`}::text[],
      revision = ${values.revision}, revision_edited_by = ${values.userId}, status = ${values.status},
      editors_since_published = CASE WHEN ${values.userId}::integer = ANY (editors_since_published)
        THEN editors_since_published ELSE array_append(editors_since_published, ${values.userId}::integer) END,
      approved_revision = NULL, approved_by = NULL, approved_at = NULL, approved_media = NULL,
      updated_at = ${values.at}
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

export async function setStatus(
  tx: Db,
  tenantId: number,
  id: number,
  status: TouchpointStatus,
  at: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE touchpoints SET status = ${status}, updated_at = ${at} WHERE tenant_id = ${tenantId} AND id = ${id}`,
  );
}

/**
 * Records an approval of a revision, or takes it away. An approval freezes the videos and captions
 * the content shows as they are now: publishing serves those, whatever changes in the library after.
 */
export async function recordApproval(
  tx: Db,
  tenantId: number,
  id: number,
  approval: { revision: number; userId: number; at: Date } | null,
  status: TouchpointStatus,
): Promise<void> {
  await tx.execute(sql`
    UPDATE touchpoints SET approved_revision = ${approval?.revision ?? null}, approved_by = ${approval?.userId ?? null},
      approved_at = ${approval?.at ?? null},
      approved_media = ${approval ? sql`app_touchpoint_media(tenant_id, content)` : null},
      status = ${status}, updated_at = ${approval?.at ?? sql`updated_at`}
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

export async function markPublished(
  tx: Db,
  tenantId: number,
  id: number,
  values: { version: number; revision: number; at: Date },
): Promise<void> {
  await tx.execute(sql`
    UPDATE touchpoints SET published_version = ${values.version}, published_revision = ${values.revision},
      editors_since_published = '{}', status = 'published', updated_at = ${values.at}
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}
