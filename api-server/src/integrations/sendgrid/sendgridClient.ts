import { z } from 'zod';
import { requestJson, requestJsonOrFail, type ProviderConnection } from '../providerHttp.js';

/** A dynamic template of the account, as its list names it. */
export interface SendgridTemplateSummary {
  id: string;
  name: string;
}

/** A template with the content of its active version; null content when no version is active. */
export interface SendgridTemplate extends SendgridTemplateSummary {
  activeVersion: { subject: string; htmlContent: string; plainContent: string } | null;
}

/** The calls of SendGrid's v3 API the platform makes. */
export interface SendgridClient {
  /** Every dynamic template of the account, all pages followed. */
  listDynamicTemplates(): Promise<SendgridTemplateSummary[]>;
  /** One template with its active version; null when SendGrid has no template of that id. */
  getTemplate(id: string): Promise<SendgridTemplate | null>;
}

export const SENDGRID_API_URL = 'https://api.sendgrid.com';
/** SendGrid's largest page of templates. */
const PAGE_SIZE = 200;
/** Each account holds at most 300 templates: more pages than this means the paging went wrong. */
const MAX_PAGES = 20;

const templateSummary = z.object({ id: z.string(), name: z.string() });

const templatePage = z.object({
  result: z.array(templateSummary),
  _metadata: z.object({ next: z.string().optional() }).optional(),
});

const templateVersion = z.object({
  active: z.number().int(),
  subject: z.string().nullish(),
  html_content: z.string().nullish(),
  plain_content: z.string().nullish(),
});

const templateDetail = templateSummary.extend({ versions: z.array(templateVersion).default([]) });

/** The `page_token` of the next page's URL, as SendGrid's `_metadata.next` gives it. */
function nextPageToken(next: string | undefined): string | undefined {
  if (!next) return undefined;
  try {
    return new URL(next).searchParams.get('page_token') ?? undefined;
  } catch {
    return undefined;
  }
}

export interface SendgridSettings {
  baseUrl: string;
  timeoutMs: number;
  maxRetryWaitMs: number;
}

/** A client of one account: SendGrid takes the key as a bearer token. */
export function createSendgridClient(settings: SendgridSettings, apiKey: string): SendgridClient {
  const connection: ProviderConnection = {
    provider: 'SendGrid',
    baseUrl: settings.baseUrl,
    authorization: `Bearer ${apiKey}`,
    timeoutMs: settings.timeoutMs,
    maxRetryWaitMs: settings.maxRetryWaitMs,
  };
  return {
    async listDynamicTemplates() {
      const templates: SendgridTemplateSummary[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const answer = await requestJsonOrFail(connection, {
          path: '/v3/templates',
          query: { generations: 'dynamic', page_size: PAGE_SIZE, page_token: pageToken },
          schema: templatePage,
        });
        templates.push(...answer.result.map(({ id, name }) => ({ id, name })));
        pageToken = nextPageToken(answer._metadata?.next);
        if (pageToken === undefined || answer.result.length === 0) break;
      }
      return templates;
    },
    async getTemplate(id) {
      const answer = await requestJson(connection, {
        path: `/v3/templates/${encodeURIComponent(id)}`,
        schema: templateDetail,
        nullOn: [404],
      });
      if (answer === null) return null;
      const active = answer.versions.find((version) => version.active === 1);
      return {
        id: answer.id,
        name: answer.name,
        activeVersion: active
          ? {
              subject: active.subject ?? '',
              htmlContent: active.html_content ?? '',
              plainContent: active.plain_content ?? '',
            }
          : null,
      };
    },
  };
}
