import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next API request of a fake misbehaves, once: rate-limited, failing, or slow. */
export interface FakeTroubles {
  /** Answer the next request 429 with this `Retry-After` (seconds). */
  rateLimitOnce?: number;
  /** Answer the next request 500, as a provider does when something breaks on its side. */
  serverErrorOnce?: boolean;
  /** Wait this long before answering the next request (to test the client's timeout). */
  delayOnceMs?: number;
}

export interface FakeRequestLog {
  method: string;
  path: string;
  status: number;
}

/** The plumbing both fakes share: a server on a free local port, its request log and its troubles. */
export interface FakeHttp {
  url: string;
  requests: FakeRequestLog[];
  troubles: FakeTroubles;
  close(): Promise<void>;
}

export type FakeHandler = (
  request: IncomingMessage,
  url: URL,
  body: unknown,
) => { status: number; json?: unknown; headers?: Record<string, string> } | 'handled';

export function sendJson(
  response: ServerResponse,
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(json === undefined ? '' : JSON.stringify(json));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export interface FakeHttpOptions {
  /** Requests under this path are API calls, which the troubles apply to. */
  apiPrefix: string;
  /** Headers a provider adds to its 429 besides `Retry-After` (SendGrid's `X-RateLimit-Reset`, say). */
  rateLimitHeaders?: (seconds: number) => Record<string, string>;
}

/**
 * Starts a fake on 127.0.0.1: every request is logged; the troubles apply to the next request whose
 * path starts with `apiPrefix` (file downloads are not API calls), then clear.
 */
export async function startFakeHttp(
  { apiPrefix, rateLimitHeaders }: FakeHttpOptions,
  handle: (request: IncomingMessage, response: ServerResponse, url: URL, body: unknown) => number,
): Promise<FakeHttp> {
  const requests: FakeRequestLog[] = [];
  const troubles: FakeTroubles = {};
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = await readJson(request);
      const log = (status: number) =>
        requests.push({ method: request.method ?? '', path: url.pathname, status });
      if (url.pathname.startsWith(apiPrefix)) {
        if (troubles.rateLimitOnce !== undefined) {
          const seconds = troubles.rateLimitOnce;
          delete troubles.rateLimitOnce;
          sendJson(
            response,
            429,
            { errors: [{ message: 'too many requests' }] },
            { 'retry-after': String(seconds), ...rateLimitHeaders?.(seconds) },
          );
          log(429);
          return;
        }
        if (troubles.serverErrorOnce) {
          delete troubles.serverErrorOnce;
          sendJson(response, 500, { errors: [{ message: 'internal error' }] });
          log(500);
          return;
        }
        if (troubles.delayOnceMs !== undefined) {
          const wait = troubles.delayOnceMs;
          delete troubles.delayOnceMs;
          await new Promise((resolve) => setTimeout(resolve, wait));
          if (response.destroyed || request.destroyed) return;
        }
      }
      log(handle(request, response, url, body));
    })().catch(() => {
      if (!response.headersSent) sendJson(response, 500, { message: 'fake failed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    troubles,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
