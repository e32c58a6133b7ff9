import { readFile } from 'node:fs/promises';
import { touchpointContent, type UploadKind } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withProvisionedContext } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import { newObjectKey, type ObjectStore } from '../../storage/objectStore.js';
import * as history from '../campaigns/historyRepository.js';
import * as campaigns from '../campaigns/repository.js';
import { insertUpload } from '../uploads/repository.js';
import type { ProvisioningDeps } from '../staff/service.js';
import { demoCaptions } from './demoCaptions.js';
import {
  DEMO_CAMPAIGN,
  DEMO_TOUCHPOINT,
  DEMO_TOUCHPOINT_IN_REVIEW,
  demoTouchpointContent,
} from './demoTouchpoint.js';

export interface StudioSeedDeps extends ProvisioningDeps {
  store: ObjectStore;
}

const mediaFile = (name: string) => new URL(`../../../src/modules/demo/media/${name}`, import.meta.url);

/** Puts one shipped file into the store and records it as an upload of the tenant's folder. */
async function storeFile(
  tx: Db,
  deps: StudioSeedDeps,
  owner: { tenantId: number; userId: number },
  file: { name: string; kind: UploadKind; ext: string; contentType: string },
): Promise<string> {
  const body = await readFile(mediaFile(file.name));
  const key = newObjectKey(owner.tenantId, file.kind, file.ext);
  await deps.store.put(key, body, file.contentType);
  await insertUpload(tx, {
    key,
    tenantId: owner.tenantId,
    kind: file.kind,
    contentType: file.contentType,
    bytes: body.length,
    createdBy: owner.userId,
    createdAt: deps.clock.now(),
  });
  return key;
}

async function insertVideo(tx: Db, tenantId: number, title: string, key: string): Promise<number> {
  const rows = rowsOf<{ id: string | number }>(
    await tx.execute(sql`
      INSERT INTO videos (tenant_id, title, source, status, object_key, duration_seconds)
      VALUES (${tenantId}, ${title}, 'upload', 'ready', ${key}, 6) RETURNING id`),
  );
  return Number(rows[0]?.id);
}

/** The demo videos' captions in English and Spanish, written by the demo user; none twice. */
async function insertCaptions(
  tx: Db,
  owner: { tenantId: number; userId: number },
  videoIds: readonly number[],
  at: Date,
): Promise<void> {
  const rows = videoIds.flatMap((videoId, index) =>
    Object.entries(demoCaptions[index] ?? {}).map(
      ([language, vtt]) => sql`(${owner.tenantId}, ${videoId}, ${language}, ${vtt}, ${owner.userId}, ${at})`,
    ),
  );
  await tx.execute(sql`
    INSERT INTO video_captions (tenant_id, video_id, language, vtt, updated_by, updated_at)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (tenant_id, video_id, language) DO NOTHING`);
}

/**
 * The demo campaign with its touchpoint written by the demo user, approved by the demo reviewer and
 * published as version 1, as the studio would have done it; its two videos have captions in English
 * and Spanish. A second touchpoint waits for the demo reviewer's review, so whoever signs in as them
 * meets the hand-off. Only while the tenant has no campaign: a developer's own work is never touched.
 */
export async function seedDemoStudio(
  deps: StudioSeedDeps,
  team: { tenantId: number; authorId: number; reviewerId: number },
): Promise<boolean> {
  const owner = { tenantId: team.tenantId, userId: team.authorId };
  return withProvisionedContext(deps.db, owner, async (tx) => {
    const existing = rowsOf(
      await tx.execute(sql`SELECT 1 FROM campaigns WHERE tenant_id = ${team.tenantId} LIMIT 1`),
    );
    if (existing.length > 0) return false;
    const video = (name: string) => ({
      name,
      kind: 'synthesia-videos' as const,
      ext: 'mp4',
      contentType: 'video/mp4',
    });
    const videoIds: [number, number] = [
      await insertVideo(
        tx,
        team.tenantId,
        'Your medicines',
        await storeFile(tx, deps, owner, video('chapter-1.mp4')),
      ),
      await insertVideo(
        tx,
        team.tenantId,
        'When to call us',
        await storeFile(tx, deps, owner, video('chapter-2.mp4')),
      ),
    ];
    await insertCaptions(tx, owner, videoIds, deps.clock.now());
    const documentKey = await storeFile(tx, deps, owner, {
      name: 'medication-plan.pdf',
      kind: 'cta-documents',
      ext: 'pdf',
      contentType: 'application/pdf',
    });
    const content = touchpointContent.parse(demoTouchpointContent({ videoIds, documentKey }));
    const at = deps.clock.now();
    const campaignId = await campaigns.insertCampaign(tx, {
      tenantId: team.tenantId,
      name: DEMO_CAMPAIGN,
      description:
        'Videos, questions and a medicines check for patients going home after a heart failure stay.',
      endsOn: null,
      ownerId: team.authorId,
      at,
    });
    const touchpointId = await campaigns.insertTouchpoint(tx, {
      tenantId: team.tenantId,
      campaignId,
      name: DEMO_TOUCHPOINT,
      position: 1,
      content,
      userId: team.authorId,
      at,
    });
    await history.insertReviewer(tx, {
      tenantId: team.tenantId,
      touchpointId,
      userId: team.reviewerId,
      assignedBy: team.authorId,
      at,
    });
    await history.insertReview(tx, {
      tenantId: team.tenantId,
      touchpointId,
      revision: 1,
      reviewerId: team.reviewerId,
      decision: 'approve',
      comment: '',
      at,
    });
    await campaigns.recordApproval(
      tx,
      team.tenantId,
      touchpointId,
      { revision: 1, userId: team.reviewerId, at },
      'approved',
    );
    await history.insertVersion(tx, {
      tenantId: team.tenantId,
      touchpointId,
      version: 1,
      revision: 1,
      name: DEMO_TOUCHPOINT,
      content,
      publishedBy: team.authorId,
      approvedBy: team.reviewerId,
      at,
    });
    await campaigns.markPublished(tx, team.tenantId, touchpointId, { version: 1, revision: 1, at });
    await campaigns.touchCampaign(tx, team.tenantId, campaignId, { at, touchpoints: 1, published: 1 });

    const inReviewId = await campaigns.insertTouchpoint(tx, {
      tenantId: team.tenantId,
      campaignId,
      name: DEMO_TOUCHPOINT_IN_REVIEW,
      position: 2,
      content,
      userId: team.authorId,
      at,
    });
    await history.insertReviewer(tx, {
      tenantId: team.tenantId,
      touchpointId: inReviewId,
      userId: team.reviewerId,
      assignedBy: team.authorId,
      at,
    });
    await campaigns.setStatus(tx, team.tenantId, inReviewId, 'in_review', at);
    await campaigns.touchCampaign(tx, team.tenantId, campaignId, { at, touchpoints: 1 });
    return true;
  });
}
