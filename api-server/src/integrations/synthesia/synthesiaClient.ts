import { z } from 'zod';
import { requestJson, requestJsonOrFail, type ProviderConnection } from '../providerHttp.js';
import { downloadFile, type DownloadLimits } from '../download.js';

/** Where a render stands, in the library's words. */
export type SynthesiaRenderState = 'rendering' | 'ready' | 'failed';

export interface SynthesiaVideo {
  id: string;
  title: string;
  state: SynthesiaRenderState;
  /** A short-lived URL of the MP4 once the render is complete. */
  downloadUrl: string | null;
  durationSeconds: number | null;
}

export interface SynthesiaTemplate {
  id: string;
  title: string;
  variables: { name: string; type: string }[];
}

export interface SynthesiaVideoRequest {
  templateId: string;
  templateData: Record<string, string>;
  title: string;
  /** A watermarked test render that uses no credits. */
  test: boolean;
}

/** The calls of Synthesia's v2 API the platform makes. */
export interface SynthesiaClient {
  /** One page of the workspace's videos; `nextOffset` is null on the last. */
  listVideos(page: {
    offset: number;
    limit: number;
  }): Promise<{ videos: SynthesiaVideo[]; nextOffset: number | null }>;
  /** Every video, pages followed up to `max`. */
  listAllVideos(max: number): Promise<SynthesiaVideo[]>;
  /** One video; null when Synthesia has none of that id. */
  getVideo(id: string): Promise<SynthesiaVideo | null>;
  /** The finished MP4 of a video, refused past `limits.maxBytes` or when it is not an MP4. */
  downloadVideo(video: SynthesiaVideo, limits: DownloadLimits): Promise<Buffer>;
  listTemplates(): Promise<SynthesiaTemplate[]>;
  /** Starts a render from a template; null when Synthesia knows no such template. */
  createVideoFromTemplate(request: SynthesiaVideoRequest): Promise<SynthesiaVideo | null>;
}

export const SYNTHESIA_API_URL = 'https://api.synthesia.io';
const PAGE_SIZE = 100;

const videoAnswer = z.object({
  id: z.string(),
  title: z.string().nullish(),
  status: z.string(),
  download: z.string().nullish(),
  // "0:01:05.25" in the documented answers; a number of seconds is read too.
  duration: z.union([z.string(), z.number()]).nullish(),
});

const videoPage = z.object({ videos: z.array(videoAnswer), nextOffset: z.number().int().nullish() });

const templateAnswer = z.object({
  id: z.string(),
  title: z.string().nullish(),
  variables: z.array(z.object({ name: z.string(), type: z.string().default('text') })).default([]),
});

const templatePage = z.object({ templates: z.array(templateAnswer), nextOffset: z.number().int().nullish() });

/** Seconds of "h:mm:ss.fff" (or a number); null when unreadable. */
export function durationSeconds(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const parts = value.split(':').map(Number);
  if (parts.length === 0 || parts.length > 3 || parts.some((part) => !Number.isFinite(part) || part < 0)) {
    return null;
  }
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return Math.round(seconds * 100) / 100;
}

function stateOf(status: string): SynthesiaRenderState {
  if (status === 'complete') return 'ready';
  if (status === 'error' || status === 'rejected') return 'failed';
  return 'rendering';
}

function toVideo(answer: z.infer<typeof videoAnswer>): SynthesiaVideo {
  const state = stateOf(answer.status);
  return {
    id: answer.id,
    title: answer.title?.trim() || 'Synthesia video',
    state,
    downloadUrl: state === 'ready' ? (answer.download ?? null) : null,
    durationSeconds: durationSeconds(answer.duration),
  };
}

export interface SynthesiaSettings {
  baseUrl: string;
  timeoutMs: number;
  maxRetryWaitMs: number;
  /** A download may take longer than an API call. */
  downloadTimeoutMs: number;
}

/** A client of one account: Synthesia takes the key itself as the Authorization header. */
export function createSynthesiaClient(settings: SynthesiaSettings, apiKey: string): SynthesiaClient {
  const connection: ProviderConnection = {
    provider: 'Synthesia',
    baseUrl: settings.baseUrl,
    authorization: apiKey,
    timeoutMs: settings.timeoutMs,
    maxRetryWaitMs: settings.maxRetryWaitMs,
  };
  const client: SynthesiaClient = {
    async listVideos({ offset, limit }) {
      const answer = await requestJsonOrFail(connection, {
        path: '/v2/videos',
        query: { offset, limit },
        schema: videoPage,
      });
      return { videos: answer.videos.map(toVideo), nextOffset: answer.nextOffset ?? null };
    },
    async listAllVideos(max) {
      const videos: SynthesiaVideo[] = [];
      let offset: number | null = 0;
      while (offset !== null && videos.length < max) {
        const page = await client.listVideos({ offset, limit: Math.min(PAGE_SIZE, max - videos.length) });
        videos.push(...page.videos);
        // A page that does not move on would loop for ever.
        offset =
          page.videos.length === 0 || page.nextOffset === null || page.nextOffset <= offset
            ? null
            : page.nextOffset;
      }
      return videos;
    },
    async getVideo(id) {
      const answer = await requestJson(connection, {
        path: `/v2/videos/${encodeURIComponent(id)}`,
        schema: videoAnswer,
        nullOn: [404],
      });
      return answer && toVideo(answer);
    },
    downloadVideo(video, limits) {
      if (!video.downloadUrl) throw new Error('The video has no file yet');
      // The link is a signed storage URL: it needs no key, so none is sent to it.
      return downloadFile(
        video.downloadUrl,
        { ...limits, timeoutMs: settings.downloadTimeoutMs },
        'Synthesia',
      );
    },
    async listTemplates() {
      const templates: SynthesiaTemplate[] = [];
      let offset: number | null = 0;
      for (let page = 0; page < 20 && offset !== null; page += 1) {
        const answer: z.infer<typeof templatePage> = await requestJsonOrFail(connection, {
          path: '/v2/templates',
          query: { offset, limit: PAGE_SIZE },
          schema: templatePage,
        });
        templates.push(
          ...answer.templates.map((template) => ({
            id: template.id,
            title: template.title?.trim() || template.id,
            variables: template.variables,
          })),
        );
        const next: number | null = answer.nextOffset ?? null;
        offset = answer.templates.length === 0 || next === null || next <= offset ? null : next;
      }
      return templates;
    },
    async createVideoFromTemplate(request) {
      const answer = await requestJson(connection, {
        method: 'POST',
        path: '/v2/videos/fromTemplate',
        body: {
          templateId: request.templateId,
          templateData: request.templateData,
          title: request.title,
          test: request.test,
          visibility: 'private',
        },
        schema: videoAnswer,
        nullOn: [400, 404],
      });
      return answer && toVideo(answer);
    },
  };
  return client;
}
