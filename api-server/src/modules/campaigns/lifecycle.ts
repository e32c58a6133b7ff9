import {
  hasBlockingChecks,
  touchpointCheckMessages,
  type ReviewDecision,
  type Reviewer,
  type StaffRef,
  type Touchpoint,
} from '@outreach/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import { mailErrorCode, type Mailer } from '../../mail/mailer.js';
import { reviewRequestMail } from '../../mail/templates.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import * as history from './historyRepository.js';
import * as repo from './repository.js';
import { answer, loadTouchpoint, today, type StudioDeps } from './touchpointService.js';
import { checksFor, editedSincePublished, statusOf } from './touchpointView.js';

/**
 * An assigned reviewer's decision on the current revision. An approval by anyone who edited a
 * revision since the last published version is refused: two people see everything that goes live.
 * An approval freezes the videos and captions the content shows, for the version it publishes.
 */
export function reviewTouchpoint(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
  body: { revision: number; decision: ReviewDecision; comment: string },
): Promise<Touchpoint> {
  return inTenant(deps, scope, async (tx) => {
    const row = await loadTouchpoint(tx, scope, id, true);
    if (row.revision !== body.revision) throw new ApiError('STALE_WRITE');
    if (!(await history.isReviewer(tx, scope.tenantId, id, scope.userId)))
      throw new ApiError('NOT_A_REVIEWER');
    if (body.decision === 'approve' && editedSincePublished(row, scope.userId))
      throw new ApiError('SELF_APPROVAL');
    const at = deps.clock.now();
    await history.insertReview(tx, {
      tenantId: scope.tenantId,
      touchpointId: id,
      revision: row.revision,
      reviewerId: scope.userId,
      decision: body.decision,
      comment: body.comment,
      at,
    });
    const approval =
      body.decision === 'approve' ? { revision: row.revision, userId: scope.userId, at } : null;
    const status = await statusOf(tx, scope.tenantId, {
      ...row,
      approvedRevision: approval?.revision ?? null,
    });
    await repo.recordApproval(tx, scope.tenantId, id, approval, status);
    await audit(tx, deps, scope, 'touchpoint_reviewed', {
      touchpoint_id: id,
      revision: row.revision,
      decision: body.decision,
    });
    return answer(tx, deps, scope, id);
  });
}

/**
 * Freezes the current revision as the next numbered version, with the media its approval froze: only
 * with an approval of exactly this revision by someone who edited none since the last version, and no
 * error in the check list.
 */
function publishVersion(
  deps: StudioDeps,
  scope: TenantScope,
  id: number,
  revision: number,
  mode: 'first' | 'next',
) {
  return inTenant(deps, scope, async (tx) => {
    const row = await loadTouchpoint(tx, scope, id, true);
    if (row.revision !== revision) throw new ApiError('STALE_WRITE');
    if (mode === 'first' && row.publishedVersion !== null) throw new ApiError('ALREADY_PUBLISHED');
    if (mode === 'next' && row.publishedVersion === null) throw new ApiError('NOT_PUBLISHED');
    if (mode === 'next' && row.publishedRevision === row.revision) throw new ApiError('NOTHING_TO_PUBLISH');
    const approver = row.approvedRevision === row.revision ? row.approvedBy : null;
    if (!approver || editedSincePublished(row, approver.id)) throw new ApiError('APPROVAL_REQUIRED');
    const checks = (await checksFor(tx, deps.publicApiUrl, scope.tenantId, row.content)).filter(
      (check) => check.severity === 'error',
    );
    if (hasBlockingChecks(checks)) {
      throw new ApiError(
        'CHECKS_FAILED',
        undefined,
        checks.map((check) => ({
          path: `content.${check.path}`,
          message: touchpointCheckMessages[check.code],
          code: check.code,
          params: { ...check.params, ...(check.language ? { language: check.language } : {}) },
        })),
      );
    }
    const version = (row.publishedVersion ?? 0) + 1;
    const at = deps.clock.now();
    await history.insertVersion(tx, {
      tenantId: scope.tenantId,
      touchpointId: id,
      version,
      revision: row.revision,
      name: row.name,
      content: row.content,
      publishedBy: scope.userId,
      approvedBy: approver.id,
      at,
    });
    await repo.markPublished(tx, scope.tenantId, id, { version, revision: row.revision, at });
    await repo.touchCampaign(tx, scope.tenantId, row.campaignId, { at, published: mode === 'first' ? 1 : 0 });
    await audit(tx, deps, scope, 'touchpoint_published', {
      touchpoint_id: id,
      version,
      revision: row.revision,
    });
    return answer(tx, deps, scope, id);
  });
}

export const publishTouchpoint = (deps: StudioDeps, scope: TenantScope, id: number, revision: number) =>
  publishVersion(deps, scope, id, revision, 'first');
export const republishTouchpoint = (deps: StudioDeps, scope: TenantScope, id: number, revision: number) =>
  publishVersion(deps, scope, id, revision, 'next');

export function listReviewers(
  deps: StudioDeps,
  scope: TenantScope,
  touchpointId: number,
): Promise<{ results: Reviewer[]; candidates: StaffRef[] }> {
  return inTenant(deps, scope, async (tx) => {
    await loadTouchpoint(tx, scope, touchpointId);
    const results = await history.listReviewerRows(tx, scope.tenantId, touchpointId);
    const assigned = new Set(results.map((reviewer) => reviewer.user.id));
    const candidates = (await history.tenantStaff(tx, scope.tenantId)).filter(
      (staff) => !assigned.has(staff.id),
    );
    return { results, candidates };
  });
}

/** What telling a reviewer needs: the mailer and where the studio is served. */
export interface ReviewMailDeps {
  mailer: Mailer;
  /** The staff app's address; the review step is `<publicAppUrl>/create?campaign=…&touchpoint=…&step=review`. */
  publicAppUrl: string;
  log: FastifyBaseLogger;
}

/** The studio's address of a touchpoint's review step. */
export function reviewStepUrl(publicAppUrl: string, campaignId: number, touchpointId: number): string {
  const params = new URLSearchParams({
    campaign: String(campaignId),
    touchpoint: String(touchpointId),
    step: 'review',
  });
  return `${publicAppUrl}/create?${params.toString()}`;
}

/**
 * E-mails a newly assigned reviewer a link to the review step; whether it went. A refused e-mail does
 * not undo the assignment: the touchpoint waits in the reviewer's list, and the author is told to
 * let them know another way.
 */
async function tellReviewer(
  tx: Db,
  deps: StudioDeps & ReviewMailDeps,
  scope: TenantScope,
  row: repo.TouchpointRow,
  reviewer: { userId: number; requestedBy: string },
): Promise<boolean> {
  const contact = await history.staffContact(tx, reviewer.userId);
  const campaign = await repo.findCampaign(tx, scope.tenantId, row.campaignId, {
    today: today(deps),
    userId: scope.userId,
  });
  if (!contact || !campaign) return false;
  return deps.mailer
    .send(
      reviewRequestMail({
        to: contact.email,
        firstName: contact.firstName,
        requestedBy: reviewer.requestedBy,
        campaignName: campaign.name,
        touchpointName: row.name,
        link: reviewStepUrl(deps.publicAppUrl, row.campaignId, row.id),
      }),
    )
    .then(
      () => true,
      (error: unknown) => {
        deps.log.error(
          { userId: scope.userId, touchpointId: row.id, errorCode: mailErrorCode(error) },
          'review request e-mail could not be sent',
        );
        return false;
      },
    );
}

/** Assigns a staff member of the tenant and e-mails them a link to the review; a draft goes into review. */
export function addReviewer(
  deps: StudioDeps & ReviewMailDeps,
  scope: TenantScope,
  body: { touchpoint_id: number; user_id: number },
): Promise<Reviewer & { email: 'sent' | 'failed' | 'not_needed' }> {
  return inTenant(deps, scope, async (tx) => {
    const row = await loadTouchpoint(tx, scope, body.touchpoint_id, true);
    const staff = await history.tenantStaff(tx, scope.tenantId);
    if (!staff.some((member) => member.id === body.user_id)) {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'body.user_id', message: 'Choose a staff member of this tenant.' },
      ]);
    }
    const newlyAssigned = !row.reviewerIds.includes(body.user_id) && body.user_id !== scope.userId;
    const at = deps.clock.now();
    const reviewerId = await history.insertReviewer(tx, {
      tenantId: scope.tenantId,
      touchpointId: row.id,
      userId: body.user_id,
      assignedBy: scope.userId,
      at,
    });
    const status = await statusOf(tx, scope.tenantId, row);
    if (status !== row.status) await repo.setStatus(tx, scope.tenantId, row.id, status, at);
    await audit(tx, deps, scope, 'touchpoint_reviewer_added', {
      touchpoint_id: row.id,
      reviewer_user_id: body.user_id,
    });
    const reviewer = await history.findReviewer(tx, scope.tenantId, reviewerId);
    if (!reviewer) throw new Error('Reviewer was not assigned');
    if (!newlyAssigned) return { ...reviewer, email: 'not_needed' };
    const sent = await tellReviewer(tx, deps, scope, row, {
      userId: body.user_id,
      requestedBy: reviewer.assigned_by.name,
    });
    return { ...reviewer, email: sent ? 'sent' : 'failed' };
  });
}

export function removeReviewer(deps: StudioDeps, scope: TenantScope, id: number): Promise<{ id: number }> {
  return inTenant(deps, scope, async (tx) => {
    const reviewer = await history.findReviewer(tx, scope.tenantId, id);
    if (!reviewer) throw new ApiError('NOT_FOUND');
    const row = await loadTouchpoint(tx, scope, reviewer.touchpoint_id, true);
    await history.deleteReviewerRow(tx, scope.tenantId, id);
    const status = await statusOf(tx, scope.tenantId, row);
    if (status !== row.status) await repo.setStatus(tx, scope.tenantId, row.id, status, deps.clock.now());
    await audit(tx, deps, scope, 'touchpoint_reviewer_removed', {
      touchpoint_id: row.id,
      reviewer_user_id: reviewer.user.id,
    });
    return { id };
  });
}
