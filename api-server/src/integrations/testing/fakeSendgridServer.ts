import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { z } from 'zod';
import { sendJson, startFakeHttp, type FakeHttp } from './fakeHttp.js';

/** A dynamic template the fake holds, with the version SendGrid would call active. */
export interface FakeSendgridTemplate {
  id: string;
  name: string;
  subject: string;
  html_content: string;
  plain_content: string;
}

const address = z.looseObject({ email: z.string().regex(/^[^@\s]+@[^@\s]+$/), name: z.string().optional() });

/** The fields of a v3 Mail Send request the fake checks; the others are kept unchecked. */
const mailSendRequest = z.looseObject({
  personalizations: z
    .array(
      z.looseObject({
        to: z.array(address).min(1),
        custom_args: z.record(z.string(), z.string()).optional(),
        dynamic_template_data: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
  from: address,
  subject: z.string().min(1).optional(),
  content: z
    .array(z.looseObject({ type: z.string().min(1), value: z.string().min(1) }))
    .min(1)
    .optional(),
  template_id: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** A Mail Send request body as the client sent it. */
export type FakeMailSendRequest = z.infer<typeof mailSendRequest>;

/** A message the fake accepted: the `X-Message-Id` it answered with, and the request's body. */
export interface FakeSendgridMail {
  messageId: string;
  body: FakeMailSendRequest;
}

/** An Event Webhook post signed as SendGrid signs it. */
export interface SignedEvents {
  body: Buffer;
  headers: Record<string, string>;
}

export interface FakeSendgridServer extends FakeHttp {
  /** The account's templates; tests add and change them. */
  templates: FakeSendgridTemplate[];
  /** Every message Mail Send accepted, in order. */
  mail: FakeSendgridMail[];
  /** The verification key of the fake's signed Event Webhook: base64 DER (SPKI) of a P-256 key. */
  eventWebhookPublicKey: string;
  /** A JSON array of events signed as SendGrid does: ECDSA with SHA-256 over timestamp + body. */
  signEvents(events: object[], timestamp?: number): SignedEvents;
  /** POSTs the signed events to `url`, as the Event Webhook does; resolves with the answer's status. */
  postEvents(url: string, events: object[], timestamp?: number): Promise<number>;
}

/** What SendGrid says, in substance, about the mistakes a client of Mail Send can make, by field. */
const mailSendMessages: Record<string, string> = {
  from: 'The from object must be provided for every email send, with an email address.',
  personalizations: 'The personalizations field is required and must have at least one personalization.',
  content: 'Unless a valid template_id is provided, the content parameter is required.',
  subject: 'The subject is required unless a template with a subject is used.',
  template_id: 'The template_id must be the id of a template of this account.',
  'content.0.type': 'If present, text/plain content must be first, followed by text/html.',
};

/** A Mail Send body checked as SendGrid checks the fields the platform uses: the mail, or its first problem. */
function checkMailSend(
  body: unknown,
  templates: readonly FakeSendgridTemplate[],
): { mail: FakeMailSendRequest } | { problem: { field: string; message: string } } {
  const problem = (field: string) => ({
    problem: { field, message: mailSendMessages[field] ?? `The ${field} field is not valid.` },
  });
  const parsed = mailSendRequest.safeParse(body);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    return problem(path.length === 0 ? 'body' : path.map(String).join('.'));
  }
  const mail = parsed.data;
  if (mail.template_id !== undefined) {
    return templates.some((template) => template.id === mail.template_id) ? { mail } : problem('template_id');
  }
  if (mail.content === undefined) return problem('content');
  if (mail.subject === undefined) return problem('subject');
  return mail.content.findIndex((part) => part.type === 'text/plain') > 0
    ? problem('content.0.type')
    : { mail };
}

/** SendGrid's rate-limit headers on a 429: the reset is the epoch second the limit lifts. */
function rateLimitHeaders(seconds: number): Record<string, string> {
  return {
    'x-ratelimit-limit': '600',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + seconds),
  };
}

/**
 * A small server speaking the part of SendGrid's v3 API the platform uses: the paged list of
 * transactional templates (`generations`, `page_size`, `page_token`, `_metadata.next`), one template
 * with its versions, and Mail Send (202 with an `X-Message-Id` and no body, or 400 with `errors[]`).
 * Every request must carry `Authorization: Bearer <apiKey>`; anything else answers 401 with SendGrid's
 * error body. It also signs Event Webhook posts with a key pair of its own.
 */
export async function startFakeSendgrid(apiKey: string): Promise<FakeSendgridServer> {
  const templates: FakeSendgridTemplate[] = [];
  const mail: FakeSendgridMail[] = [];
  const api = { apiPrefix: '/v3/', rateLimitHeaders };
  const fake = await startFakeHttp(api, (request, response, url, body) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      sendJson(response, 401, { errors: [{ field: null, message: 'authorization required' }] });
      return 401;
    }
    if (request.method === 'POST' && url.pathname === '/v3/mail/send') {
      const checked = checkMailSend(body, templates);
      if ('problem' in checked) {
        sendJson(response, 400, { errors: [{ ...checked.problem, help: null }] });
        return 400;
      }
      // SendGrid's message ids are 22 URL-safe characters, as 16 random bytes in base64url are.
      const messageId = randomBytes(16).toString('base64url');
      mail.push({ messageId, body: checked.mail });
      response.writeHead(202, { 'x-message-id': messageId });
      response.end();
      return 202;
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
  const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const signEvents = (events: object[], timestamp = Math.floor(Date.now() / 1000)): SignedEvents => {
    const body = Buffer.from(JSON.stringify(events));
    const signature = sign('sha256', Buffer.concat([Buffer.from(String(timestamp)), body]), keys.privateKey);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-twilio-email-event-webhook-signature': signature.toString('base64'),
        'x-twilio-email-event-webhook-timestamp': String(timestamp),
      },
    };
  };
  return Object.assign(fake, {
    templates,
    mail,
    eventWebhookPublicKey: keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    signEvents,
    async postEvents(url: string, events: object[], timestamp?: number) {
      const { body, headers } = signEvents(events, timestamp);
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.body?.cancel();
      return response.status;
    },
  });
}
