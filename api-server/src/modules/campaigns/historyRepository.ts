import type {
  ReviewDecision,
  Reviewer,
  StaffRef,
  TouchpointContent,
  TouchpointReview,
  TouchpointVersion,
} from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { staffName } from '../../db/staffName.js';

/** Published versions, reviews and reviewers: the rows the runtime role may add but never change. */

const iso = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).toISOString();
const ref = (id: unknown, name: unknown): StaffRef => ({ id: Number(id), name: String(name) });

/** Freezes a revision as a published version, with the videos and captions its approval froze. */
export async function insertVersion(
  tx: Db,
  values: {
    tenantId: number;
    touchpointId: number;
    version: number;
    revision: number;
    name: string;
    content: TouchpointContent;
    publishedBy: number;
    approvedBy: number;
    at: Date;
  },
): Promise<void> {
  // The media are those frozen by the approval of this revision; without one, nothing is inserted.
  const rows = rowsOf(
    await tx.execute(sql`
      INSERT INTO touchpoint_versions (tenant_id, touchpoint_id, version, revision, name, content, published_at,
                                       published_by, approved_by, media)
      SELECT ${values.tenantId}, ${values.touchpointId}, ${values.version}, ${values.revision}, ${values.name},
             ${JSON.stringify(values.content)}::jsonb, ${values.at}, ${values.publishedBy}, ${values.approvedBy},
             t.approved_media
      FROM touchpoints t
      WHERE t.tenant_id = ${values.tenantId} AND t.id = ${values.touchpointId}
        AND t.approved_revision = ${values.revision} AND t.approved_by = ${values.approvedBy}
      RETURNING 1`),
  );
  if (rows.length === 0) throw new Error('Version was not published: no approval of its revision');
}

export async function listVersions(
  tx: Db,
  tenantId: number,
  touchpointId: number,
): Promise<TouchpointVersion[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT v.version, v.revision, v.published_at, v.published_by, ${staffName('p')} AS publisher,
             v.approved_by, ${staffName('a')} AS approver
      FROM touchpoint_versions v JOIN staff_users p ON p.id = v.published_by JOIN staff_users a ON a.id = v.approved_by
      WHERE v.tenant_id = ${tenantId} AND v.touchpoint_id = ${touchpointId} ORDER BY v.version DESC`),
  );
  return rows.map((row) => ({
    version: Number(row.version),
    revision: Number(row.revision),
    published_at: iso(row.published_at),
    published_by: ref(row.published_by, row.publisher),
    approved_by: ref(row.approved_by, row.approver),
  }));
}

export async function findVersionContent(
  tx: Db,
  tenantId: number,
  touchpointId: number,
  version: number,
): Promise<TouchpointContent | null> {
  const rows = rowsOf<{ content: unknown }>(
    await tx.execute(sql`
      SELECT content FROM touchpoint_versions
      WHERE tenant_id = ${tenantId} AND touchpoint_id = ${touchpointId} AND version = ${version}`),
  );
  const content = rows[0]?.content;
  return content === undefined
    ? null
    : ((typeof content === 'string' ? JSON.parse(content) : content) as TouchpointContent);
}

export async function insertReview(
  tx: Db,
  values: {
    tenantId: number;
    touchpointId: number;
    revision: number;
    reviewerId: number;
    decision: ReviewDecision;
    comment: string;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO touchpoint_reviews (tenant_id, touchpoint_id, revision, reviewer_id, decision, comment, created_at)
    VALUES (${values.tenantId}, ${values.touchpointId}, ${values.revision}, ${values.reviewerId}, ${values.decision},
            ${values.comment}, ${values.at})`);
}

export async function listReviews(
  tx: Db,
  tenantId: number,
  touchpointId: number,
): Promise<TouchpointReview[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT r.id, r.revision, r.reviewer_id, ${staffName('u')} AS reviewer, r.decision, r.comment, r.created_at
      FROM touchpoint_reviews r JOIN staff_users u ON u.id = r.reviewer_id
      WHERE r.tenant_id = ${tenantId} AND r.touchpoint_id = ${touchpointId} ORDER BY r.id DESC`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    revision: Number(row.revision),
    reviewer: ref(row.reviewer_id, row.reviewer),
    decision: row.decision as ReviewDecision,
    comment: String(row.comment),
    created_at: iso(row.created_at),
  }));
}

/** The latest review of a revision, if any. */
export async function latestReviewOf(
  tx: Db,
  tenantId: number,
  touchpointId: number,
  revision: number,
): Promise<ReviewDecision | null> {
  const rows = rowsOf<{ decision: ReviewDecision }>(
    await tx.execute(sql`
      SELECT decision FROM touchpoint_reviews
      WHERE tenant_id = ${tenantId} AND touchpoint_id = ${touchpointId} AND revision = ${revision}
      ORDER BY id DESC LIMIT 1`),
  );
  return rows[0]?.decision ?? null;
}

const reviewerSelect = sql`
  SELECT r.id, r.touchpoint_id, r.user_id, ${staffName('u')} AS user_name, r.assigned_by, ${staffName('b')} AS assigner,
         r.assigned_at
  FROM touchpoint_reviewers r JOIN staff_users u ON u.id = r.user_id JOIN staff_users b ON b.id = r.assigned_by`;

function toReviewer(row: Record<string, unknown>): Reviewer {
  return {
    id: Number(row.id),
    touchpoint_id: Number(row.touchpoint_id),
    user: ref(row.user_id, row.user_name),
    assigned_by: ref(row.assigned_by, row.assigner),
    assigned_at: iso(row.assigned_at),
  };
}

export async function listReviewerRows(tx: Db, tenantId: number, touchpointId: number): Promise<Reviewer[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`${reviewerSelect} WHERE r.tenant_id = ${tenantId} AND r.touchpoint_id = ${touchpointId} ORDER BY r.id`,
    ),
  );
  return rows.map(toReviewer);
}

export async function findReviewer(tx: Db, tenantId: number, id: number): Promise<Reviewer | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`${reviewerSelect} WHERE r.tenant_id = ${tenantId} AND r.id = ${id}`),
  );
  return rows[0] ? toReviewer(rows[0]) : null;
}

export async function isReviewer(
  tx: Db,
  tenantId: number,
  touchpointId: number,
  userId: number,
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      SELECT 1 FROM touchpoint_reviewers
      WHERE tenant_id = ${tenantId} AND touchpoint_id = ${touchpointId} AND user_id = ${userId}`),
  );
  return rows.length > 0;
}

/** Assigns a reviewer; assigning one twice answers the existing row. */
export async function insertReviewer(
  tx: Db,
  values: { tenantId: number; touchpointId: number; userId: number; assignedBy: number; at: Date },
): Promise<number> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO touchpoint_reviewers (tenant_id, touchpoint_id, user_id, assigned_by, assigned_at)
      VALUES (${values.tenantId}, ${values.touchpointId}, ${values.userId}, ${values.assignedBy}, ${values.at})
      ON CONFLICT (tenant_id, touchpoint_id, user_id) DO NOTHING
      RETURNING id`),
  );
  if (rows[0]) return Number(rows[0].id);
  const existing = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      SELECT id FROM touchpoint_reviewers
      WHERE tenant_id = ${values.tenantId} AND touchpoint_id = ${values.touchpointId} AND user_id = ${values.userId}`),
  );
  if (!existing[0]) throw new Error('Reviewer was not assigned');
  return Number(existing[0].id);
}

export async function deleteReviewerRow(tx: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(
      sql`DELETE FROM touchpoint_reviewers WHERE tenant_id = ${tenantId} AND id = ${id} RETURNING id`,
    ),
  );
  return rows.length > 0;
}

export async function countReviewers(tx: Db, tenantId: number, touchpointId: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM touchpoint_reviewers WHERE tenant_id = ${tenantId} AND touchpoint_id = ${touchpointId}`),
  );
  return rows[0]?.n ?? 0;
}

/** The tenant's staff, by name: who may be assigned as a reviewer. */
export async function tenantStaff(tx: Db, tenantId: number): Promise<StaffRef[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT u.id, ${staffName('u')} AS name FROM staff_memberships m JOIN staff_users u ON u.id = m.user_id
      WHERE m.tenant_id = ${tenantId} ORDER BY 2, 1`),
  );
  return rows.map((row) => ref(row.id, row.name));
}

/** Where to tell a colleague of the tenant about a review: their address and first name. */
export async function staffContact(
  tx: Db,
  userId: number,
): Promise<{ email: string; firstName: string } | null> {
  const rows = rowsOf<{ email: string; first_name: string }>(
    await tx.execute(sql`SELECT email, first_name FROM staff_users WHERE id = ${userId}`),
  );
  return rows[0] ? { email: rows[0].email, firstName: rows[0].first_name } : null;
}
