import { sendJson, startFakeHttp, type FakeHttp } from './fakeHttp.js';

/** A dynamic template the fake holds, with the version SendGrid would call active. */
export interface FakeSendgridTemplate {
  id: string;
  name: string;
  subject: string;
  html_content: string;
  plain_content: string;
}

export interface FakeSendgridServer extends FakeHttp {
  /** The account's templates; tests add and change them. */
  templates: FakeSendgridTemplate[];
}

/**
 * A small server speaking the part of SendGrid's v3 API the platform uses: the paged list of
 * transactional templates (`generations`, `page_size`, `page_token`, `_metadata.next`) and one
 * template with its versions. Every request must carry `Authorization: Bearer <apiKey>`; anything else
 * answers 401 with SendGrid's error body.
 */
export async function startFakeSendgrid(apiKey: string): Promise<FakeSendgridServer> {
  const templates: FakeSendgridTemplate[] = [];
  const fake = await startFakeHttp('/v3/', (request, response, url) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      sendJson(response, 401, { errors: [{ field: null, message: 'authorization required' }] });
      return 401;
    }
    const summary = (template: FakeSendgridTemplate) => ({
      id: template.id,
      name: template.name,
      generation: 'dynamic',
      updated_at: '2026-01-01 00:00:00',
    });
    if (request.method === 'GET' && url.pathname === '/v3/templates') {
      const size = Number(url.searchParams.get('page_size'));
      if (
        !Number.isInteger(size) ||
        size < 1 ||
        size > 200 ||
        url.searchParams.get('generations') !== 'dynamic'
      ) {
        sendJson(response, 400, { errors: [{ field: 'page_size', message: 'page_size is required' }] });
        return 400;
      }
      // The fake's page token is the start index; SendGrid's are opaque to clients alike.
      const start = Number(url.searchParams.get('page_token') ?? '0');
      const page = templates.slice(start, start + size);
      const next = start + size < templates.length ? start + size : null;
      const self = `${fake.url}${url.pathname}${url.search}`;
      sendJson(response, 200, {
        result: page.map(summary),
        _metadata: {
          self,
          count: templates.length,
          ...(next === null
            ? {}
            : {
                next: `${fake.url}/v3/templates?generations=dynamic&page_size=${String(size)}&page_token=${String(next)}`,
              }),
        },
      });
      return 200;
    }
    const one = /^\/v3\/templates\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && one) {
      const template = templates.find((candidate) => candidate.id === decodeURIComponent(one[1] ?? ''));
      if (!template) {
        sendJson(response, 404, { errors: [{ field: null, message: 'resource not found' }] });
        return 404;
      }
      sendJson(response, 200, {
        ...summary(template),
        versions: [
          {
            id: 'old-version',
            template_id: template.id,
            active: 0,
            name: 'draft',
            subject: 'Old',
            html_content: '<p>Old</p>',
            plain_content: 'Old',
          },
          {
            id: 'active-version',
            template_id: template.id,
            active: 1,
            name: 'live',
            subject: template.subject,
            html_content: template.html_content,
            plain_content: template.plain_content,
            generate_plain_content: false,
            editor: 'code',
          },
        ],
      });
      return 200;
    }
    sendJson(response, 404, { errors: [{ field: null, message: 'not found' }] });
    return 404;
  });
  return Object.assign(fake, { templates });
}
