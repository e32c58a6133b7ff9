import type { LanguageCode, Video } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { videosOf, type MediaDeps } from './media.js';

type CaptionsDeps = Pick<MediaDeps, 'publicApiUrl'> & TenancyDeps;

/** One video of the tenant's library, or 404 as if an id of another tenant did not exist. */
async function videoOf(tx: Db, deps: CaptionsDeps, scope: TenantScope, videoId: number): Promise<Video> {
  const [video] = await videosOf(tx, scope.tenantId, deps.publicApiUrl, [videoId]);
  if (!video) throw new ApiError('NOT_FOUND');
  return video;
}

/**
 * Sets a video's captions in one language (the contract has checked the file), replacing those it
 * had in that language. The audit row names the video and the language, never the text.
 */
export function setVideoCaptions(
  deps: CaptionsDeps,
  scope: TenantScope,
  target: { videoId: number; language: LanguageCode },
  vtt: string,
): Promise<Video> {
  return inTenant(deps, scope, async (tx) => {
    const at = deps.clock.now();
    const stored = rowsOf(
      await tx.execute(sql`
        INSERT INTO video_captions (tenant_id, video_id, language, vtt, updated_by, updated_at)
        SELECT tenant_id, id, ${target.language}, ${vtt}, ${scope.userId}, ${at} FROM videos
        WHERE tenant_id = ${scope.tenantId} AND id = ${target.videoId}
        ON CONFLICT (tenant_id, video_id, language) DO UPDATE
          SET vtt = EXCLUDED.vtt, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
        RETURNING 1`),
    );
    if (stored.length === 0) throw new ApiError('NOT_FOUND');
    await audit(tx, deps, scope, 'video_captions_set', {
      video_id: target.videoId,
      language: target.language,
    });
    return videoOf(tx, deps, scope, target.videoId);
  });
}

/** Removes a video's captions in one language; a language it has none in leaves it as it is. */
export function removeVideoCaptions(
  deps: CaptionsDeps,
  scope: TenantScope,
  target: { videoId: number; language: LanguageCode },
): Promise<Video> {
  return inTenant(deps, scope, async (tx) => {
    const video = await videoOf(tx, deps, scope, target.videoId);
    const removed = rowsOf(
      await tx.execute(sql`
        DELETE FROM video_captions
        WHERE tenant_id = ${scope.tenantId} AND video_id = ${target.videoId} AND language = ${target.language}
        RETURNING 1`),
    );
    if (removed.length === 0) return video;
    await audit(tx, deps, scope, 'video_captions_removed', {
      video_id: target.videoId,
      language: target.language,
    });
    return { ...video, captions: video.captions.filter((language) => language !== target.language) };
  });
}
