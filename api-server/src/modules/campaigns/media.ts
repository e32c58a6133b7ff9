import {
  supportedLanguages,
  type MediaLinks,
  type TouchpointContent,
  type Video,
} from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import type { Clock } from '../../clock.js';
import { checkTemplateOrigins } from '../templates/service.js';
import { claimUpload, uploadUrl } from '../uploads/claim.js';
import { audit } from '../audit/tenantAudit.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import type { UploadKind } from '@outreach/shared-contracts';

export interface MediaDeps {
  store: ObjectStore;
  clock: Clock;
  publicApiUrl: string;
}

interface VideoRow {
  id: string | number;
  title: string;
  source: Video['source'];
  status: Video['status'];
  object_key: string | null;
  duration_seconds: string | number | null;
  created_at: unknown;
  /** The languages of its captions, in no order. */
  captions: string[];
}

/**
 * The columns of a video's answer, of `videos` as a statement's only table (a SELECT's or a
 * RETURNING's): its captions' languages come in the same statement.
 */
const videoColumns = sql`id, title, source, status, object_key, duration_seconds, created_at,
  (SELECT coalesce(json_agg(c.language), '[]'::json) FROM video_captions c
    WHERE c.tenant_id = videos.tenant_id AND c.video_id = videos.id) AS captions`;

function toVideo(row: VideoRow, publicApiUrl: string): Video {
  return {
    id: Number(row.id),
    title: row.title,
    source: row.source,
    status: row.status,
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    url: row.status === 'ready' && row.object_key ? uploadUrl(publicApiUrl, row.object_key) : null,
    captions: supportedLanguages.filter((language) => row.captions.includes(language)),
    created_at: (row.created_at instanceof Date
      ? row.created_at
      : new Date(row.created_at as string)
    ).toISOString(),
  };
}

/** The tenant's videos, newest first, or only those of some ids. */
export async function videosOf(
  tx: Db,
  tenantId: number,
  publicApiUrl: string,
  ids?: number[],
): Promise<Video[]> {
  if (ids?.length === 0) return [];
  const only = ids
    ? sql` AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<VideoRow>(
    await tx.execute(sql`
      SELECT ${videoColumns} FROM videos
      WHERE tenant_id = ${tenantId}${only} ORDER BY created_at DESC, id DESC`),
  );
  return rows.map((row) => toVideo(row, publicApiUrl));
}

/** Links of a content's files and videos for a preview (what staff see; a patient gets signed URLs). */
export async function mediaLinks(
  tx: Db,
  tenantId: number,
  publicApiUrl: string,
  content: TouchpointContent,
): Promise<MediaLinks> {
  const ids = [
    ...new Set(content.chapters.flatMap((chapter) => (chapter.video_id === null ? [] : [chapter.video_id]))),
  ];
  const videos = new Map((await videosOf(tx, tenantId, publicApiUrl, ids)).map((video) => [video.id, video]));
  return {
    file: (key) => (key === null ? null : uploadUrl(publicApiUrl, key)),
    video: (id) => {
      const found = id === null ? undefined : videos.get(id);
      return found ? { id: found.id, title: found.title, url: found.url } : null;
    },
  };
}

/**
 * Every file and video the content names must be the tenant's own and of the right folder, and every
 * template a section was copied from one of the tenant's templates of that kind: a foreign or
 * unknown one is refused at its field, as if it did not exist, and nothing is saved.
 */
export async function checkReferences(
  tx: Db,
  deps: MediaDeps,
  scope: { tenantId: number; userId: number },
  content: TouchpointContent,
): Promise<void> {
  const ids = content.chapters.flatMap((chapter, index) =>
    chapter.video_id === null ? [] : [[index, chapter.video_id] as const],
  );
  const known = new Set(
    (
      await videosOf(
        tx,
        scope.tenantId,
        deps.publicApiUrl,
        ids.map(([, id]) => id),
      )
    ).map((video) => video.id),
  );
  const unknown = ids.filter(([, id]) => !known.has(id));
  if (unknown.length > 0) {
    throw new ApiError(
      'VALIDATION_FAILED',
      undefined,
      unknown.map(([index]) => ({
        path: `body.content.chapters.${index}.video_id`,
        message: 'Choose a video of your library.',
      })),
    );
  }
  await checkTemplateOrigins(tx, scope.tenantId, content);
  const files: [string, UploadKind, string | null][] = [
    ['body.content.landing_page.logo', 'landing-page-logos', content.landing_page.logo],
    ['body.content.landing_page.thumbnail', 'landing-page-thumbnails', content.landing_page.thumbnail],
    ...content.chapters.map((chapter, index): [string, UploadKind, string | null] => [
      `body.content.chapters.${index}.thumbnail`,
      'chapter-thumbnails',
      chapter.thumbnail,
    ]),
    ...content.buttons.map((button, index): [string, UploadKind, string | null] => [
      `body.content.buttons.${index}.document`,
      'cta-documents',
      button.kind === 'document' ? button.document : null,
    ]),
  ];
  for (const [field, kind, key] of files) {
    if (key === null) continue;
    await claimUpload(tx, deps, { ...scope, kind, key, field, retryMessage: 'Upload the file again.' });
  }
}

/** An uploaded MP4 becomes a ready video of the library, once its upload passes the claim's checks. */
export function addUploadedVideo(
  deps: MediaDeps & TenancyDeps,
  scope: TenantScope,
  body: { title: string; key: string },
): Promise<Video> {
  return inTenant(deps, scope, async (tx) => {
    await claimUpload(tx, deps, {
      tenantId: scope.tenantId,
      userId: scope.userId,
      kind: 'synthesia-videos',
      key: body.key,
      field: 'body.key',
      retryMessage: 'Upload the video again.',
    });
    const rows = rowsOf<VideoRow>(
      await tx.execute(sql`
        INSERT INTO videos (tenant_id, title, source, status, object_key, created_at)
        VALUES (${scope.tenantId}, ${body.title}, 'upload', 'ready', ${body.key}, ${deps.clock.now()})
        RETURNING ${videoColumns}`),
    );
    if (!rows[0]) throw new Error('Video was not added');
    await audit(tx, deps, scope, 'video_added', { video_id: Number(rows[0].id) });
    return toVideo(rows[0], deps.publicApiUrl);
  });
}

/** The state of each Synthesia render the library already holds, by Synthesia's id. */
export async function synthesiaVideoStates(tx: Db, tenantId: number): Promise<Map<string, Video['status']>> {
  const rows = rowsOf<{ external_id: string; status: Video['status'] }>(
    await tx.execute(sql`
      SELECT external_id, status FROM videos
      WHERE tenant_id = ${tenantId} AND source = 'synthesia' AND external_id IS NOT NULL`),
  );
  return new Map(rows.map((row) => [row.external_id, row.status]));
}

export interface SynthesiaVideoRow {
  externalId: string;
  title: string;
  status: Video['status'];
  /** The downloaded file, for a ready render. */
  objectKey: string | null;
  durationSeconds: number | null;
}

/**
 * Adds a Synthesia render to the library or moves the one there on (rendering → ready or failed);
 * one row per render and tenant, however often a refresh runs.
 */
export async function recordSynthesiaVideo(
  tx: Db,
  deps: Pick<MediaDeps, 'clock' | 'publicApiUrl'>,
  tenantId: number,
  video: SynthesiaVideoRow,
): Promise<Video> {
  const rows = rowsOf<VideoRow>(
    await tx.execute(sql`
      INSERT INTO videos (tenant_id, title, source, status, object_key, duration_seconds, external_id, created_at)
      VALUES (${tenantId}, ${video.title.slice(0, 200)}, 'synthesia', ${video.status}, ${video.objectKey},
        ${video.durationSeconds}, ${video.externalId}, ${deps.clock.now()})
      ON CONFLICT (tenant_id, external_id) DO UPDATE SET status = EXCLUDED.status,
        object_key = COALESCE(EXCLUDED.object_key, videos.object_key),
        duration_seconds = COALESCE(EXCLUDED.duration_seconds, videos.duration_seconds)
      RETURNING ${videoColumns}`),
  );
  if (!rows[0]) throw new Error('Video was not recorded');
  return toVideo(rows[0], deps.publicApiUrl);
}
