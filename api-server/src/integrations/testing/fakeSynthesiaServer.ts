import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sendJson, startFakeHttp, type FakeHttp } from './fakeHttp.js';

/** The demo's first chapter: a real, small MP4 for the fake to serve as a finished render. */
export const FAKE_RENDER_FILE = new URL('../../modules/demo/media/chapter-1.mp4', import.meta.url);

export interface FakeSynthesiaVideo {
  id: string;
  title: string;
  status: 'in_progress' | 'complete' | 'error';
  /** As Synthesia writes it, "h:mm:ss.ff". */
  duration: string;
  templateId?: string;
  templateData?: Record<string, string>;
  test?: boolean;
}

export interface FakeSynthesiaTemplate {
  id: string;
  title: string;
  variables: { name: string; type: string }[];
}

export interface FakeSynthesiaServer extends FakeHttp {
  videos: FakeSynthesiaVideo[];
  templates: FakeSynthesiaTemplate[];
  /** The bytes a finished render's download link serves. */
  file: Buffer;
}

/**
 * A small server speaking the part of Synthesia's v2 API the platform uses: videos listed by
 * `offset`/`limit` with `nextOffset`, one video, a video from a template, and templates. Every API
 * request must carry the key itself as `Authorization`, else 401. A finished render's `download` is a
 * link on the same server that, like Synthesia's signed storage links, takes no key.
 */
export async function startFakeSynthesia(apiKey: string): Promise<FakeSynthesiaServer> {
  const videos: FakeSynthesiaVideo[] = [];
  const templates: FakeSynthesiaTemplate[] = [];
  const file = await readFile(FAKE_RENDER_FILE);
  const fake = await startFakeHttp({ apiPrefix: '/v2/' }, (request, response, url, body) => {
    const asVideo = (video: FakeSynthesiaVideo) => ({
      id: video.id,
      title: video.title,
      description: '',
      visibility: 'private',
      status: video.status,
      createdAt: 1_700_000_000,
      lastUpdatedAt: 1_700_000_100,
      ...(video.templateId ? { templateId: video.templateId } : {}),
      ...(video.status === 'complete'
        ? { download: `${fake.url}/files/${video.id}.mp4?signature=fake`, duration: video.duration }
        : {}),
    });
    const download = /^\/files\/([^/]+)\.mp4$/.exec(url.pathname);
    if (download && request.method === 'GET') {
      const video = videos.find(
        (candidate) => candidate.id === download[1] && candidate.status === 'complete',
      );
      if (!video) {
        sendJson(response, 404, { message: 'no such file' });
        return 404;
      }
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(file.length) });
      response.end(file);
      return 200;
    }
    if (request.headers.authorization !== apiKey) {
      sendJson(response, 401, { context: 'Unauthorized' });
      return 401;
    }
    const page = <T>(items: T[]) => {
      const offset = Number(url.searchParams.get('offset') ?? '0');
      const limit = Number(url.searchParams.get('limit') ?? '20');
      if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(offset) || offset < 0)
        return null;
      const next = offset + limit < items.length ? offset + limit : undefined;
      return { items: items.slice(offset, offset + limit), next };
    };
    if (request.method === 'GET' && url.pathname === '/v2/videos') {
      const paged = page(videos);
      if (!paged) {
        sendJson(response, 400, { context: 'limit must be between 1 and 100' });
        return 400;
      }
      sendJson(response, 200, {
        videos: paged.items.map(asVideo),
        ...(paged.next === undefined ? {} : { nextOffset: paged.next }),
      });
      return 200;
    }
    if (request.method === 'GET' && url.pathname === '/v2/templates') {
      const paged = page(templates);
      if (!paged) {
        sendJson(response, 400, { context: 'limit must be between 1 and 100' });
        return 400;
      }
      sendJson(response, 200, {
        templates: paged.items.map((template) => ({
          ...template,
          description: '',
          createdAt: 1_700_000_000,
        })),
        ...(paged.next === undefined ? {} : { nextOffset: paged.next }),
      });
      return 200;
    }
    if (request.method === 'POST' && url.pathname === '/v2/videos/fromTemplate') {
      const input = (body ?? {}) as {
        templateId?: unknown;
        templateData?: unknown;
        title?: unknown;
        test?: unknown;
      };
      const template = templates.find((candidate) => candidate.id === input.templateId);
      if (!template) {
        sendJson(response, 404, { context: 'Template not found' });
        return 404;
      }
      const video: FakeSynthesiaVideo = {
        id: randomUUID(),
        title: typeof input.title === 'string' ? input.title : '',
        status: 'in_progress',
        duration: '0:00:07.50',
        templateId: template.id,
        templateData: (input.templateData ?? {}) as Record<string, string>,
        test: input.test === true,
      };
      videos.push(video);
      sendJson(response, 201, asVideo(video));
      return 201;
    }
    const one = /^\/v2\/videos\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const video = videos.find((candidate) => candidate.id === one[1]);
      if (!video) {
        sendJson(response, 404, { context: 'Video not found' });
        return 404;
      }
      sendJson(response, 200, asVideo(video));
      return 200;
    }
    sendJson(response, 404, { context: 'Not found' });
    return 404;
  });
  return Object.assign(fake, { videos, templates, file });
}
