import { uploadFolders, type Video, type VideoTemplate } from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';
import { DownloadRefused } from '../../integrations/download.js';
import type { SynthesiaClient, SynthesiaVideo } from '../../integrations/synthesia/synthesiaClient.js';
import { newObjectKey, type ObjectStore } from '../../storage/objectStore.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { recordSynthesiaVideo, synthesiaVideoStates } from '../campaigns/media.js';
import { apiKeyOf, requiredApiKey, type IntegrationDeps } from './service.js';

export interface SynthesiaVideoDeps extends IntegrationDeps {
  store: ObjectStore;
  publicApiUrl: string;
}

/**
 * Most renders one refresh looks at. Downloads run in the request, one after the other; a library
 * past this many renders needs the refresh moved to a job.
 */
export const SYNTHESIA_REFRESH_MAX_VIDEOS = 500;

const folder = uploadFolders['synthesia-videos'];

async function clientFor(deps: SynthesiaVideoDeps, scope: TenantScope): Promise<SynthesiaClient> {
  const key = await inTenant(deps, scope, (tx) => requiredApiKey(tx, deps, scope.tenantId, 'synthesia'));
  return deps.clients.synthesia(key);
}

/** The templates a video can be made from; `configured: false` (and none) without a key. */
export async function listVideoTemplates(
  deps: SynthesiaVideoDeps,
  scope: TenantScope,
): Promise<{ configured: boolean; results: VideoTemplate[] }> {
  const key = await inTenant(deps, scope, (tx) => apiKeyOf(tx, deps, scope.tenantId, 'synthesia'));
  if (key === null) return { configured: false, results: [] };
  return { configured: true, results: await deps.clients.synthesia(key).listTemplates() };
}

export interface RefreshCounts {
  imported: number;
  rendering: number;
  failed: number;
  unchanged: number;
}

/** The file of a finished render, stored under a new key; null when the file was refused. */
async function storeFile(
  deps: SynthesiaVideoDeps,
  scope: TenantScope,
  client: SynthesiaClient,
  video: SynthesiaVideo,
): Promise<string | null> {
  try {
    const file = await client.downloadVideo(video, { maxBytes: folder.maxBytes, contentType: 'video/mp4' });
    const key = newObjectKey(scope.tenantId, 'synthesia-videos', 'mp4');
    await deps.store.put(key, file, 'video/mp4');
    return key;
  } catch (error) {
    if (error instanceof DownloadRefused) return null;
    throw error;
  }
}

/**
 * Brings every render of the tenant's Synthesia workspace into the library: a finished one is
 * downloaded into the store and becomes ready, one still rendering is recorded as rendering, a failed
 * one as failed. A render already in the library in the same state is left alone, so a repeat changes
 * nothing. Synthesia is asked first: a refused key writes nothing.
 */
export async function refreshSynthesiaVideos(
  deps: SynthesiaVideoDeps,
  scope: TenantScope,
): Promise<RefreshCounts> {
  const client = await clientFor(deps, scope);
  const videos = await client.listAllVideos(SYNTHESIA_REFRESH_MAX_VIDEOS);
  const known = await inTenant(deps, scope, (tx) => synthesiaVideoStates(tx, scope.tenantId));
  const counts: RefreshCounts = { imported: 0, rendering: 0, failed: 0, unchanged: 0 };
  for (const video of videos) {
    const current = known.get(video.id);
    if (current === 'ready' || current === video.state) {
      counts.unchanged += 1;
      continue;
    }
    let status: Video['status'] = video.state;
    let objectKey: string | null = null;
    if (video.state === 'ready') {
      objectKey = video.downloadUrl ? await storeFile(deps, scope, client, video) : null;
      // A finished render whose file is missing, too large or not an MP4 cannot be used.
      if (objectKey === null) status = 'failed';
    }
    if (status === current) {
      counts.unchanged += 1;
      continue;
    }
    await inTenant(deps, scope, (tx) =>
      recordSynthesiaVideo(tx, deps, scope.tenantId, {
        externalId: video.id,
        title: video.title,
        status,
        objectKey,
        durationSeconds: video.durationSeconds,
      }),
    );
    counts[status === 'ready' ? 'imported' : status] += 1;
  }
  await inTenant(deps, scope, (tx) => audit(tx, deps, scope, 'synthesia_videos_refreshed', { ...counts }));
  return counts;
}

export interface NewSynthesiaVideo {
  template_id: string;
  title: string;
  variables: Record<string, string>;
  test: boolean;
}

/** Starts a render at Synthesia and lists it in the library as rendering. */
export async function createSynthesiaVideo(
  deps: SynthesiaVideoDeps,
  scope: TenantScope,
  body: NewSynthesiaVideo,
): Promise<Video> {
  const client = await clientFor(deps, scope);
  const started = await client.createVideoFromTemplate({
    templateId: body.template_id,
    templateData: body.variables,
    title: body.title,
    test: body.test,
  });
  if (!started) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      {
        path: 'body.template_id',
        message: 'Choose one of your Synthesia templates and fill in its variables.',
      },
    ]);
  }
  return inTenant(deps, scope, async (tx) => {
    const video = await recordSynthesiaVideo(tx, deps, scope.tenantId, {
      externalId: started.id,
      title: body.title,
      status: 'rendering',
      objectKey: null,
      durationSeconds: null,
    });
    await audit(tx, deps, scope, 'synthesia_video_requested', { video_id: video.id, test: body.test });
    return video;
  });
}
