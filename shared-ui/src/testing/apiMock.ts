// Test-only: one mock of the API for every front end, on msw. It answers at the network level
// (fetch and XMLHttpRequest alike), by the route table of the contract, with bodies typed from the
// route's response: a reply of the wrong shape fails type checking, and the test at run time.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import {
  CSRF_HEADER,
  endpoints,
  errorCatalogue,
  isApiErrorBody,
  routes,
  type ApiErrorBody,
  type ApiErrorDetail,
  type AuthStatusResponse,
  type ErrorCode,
  type RouteName,
  type RouteResponse,
  type Routes,
} from '@outreach/shared-contracts';

/** A request as the server saw it, at any address. */
export interface SeenRequest {
  method: string;
  /** The whole address, e.g. `http://api.test/api/auth/`. */
  url: string;
  path: string;
  /** The query string as an object of strings. */
  query: Record<string, string>;
  /** The JSON body, parsed; undefined for no body or a body that is not JSON. */
  body: unknown;
  /** The raw bytes of the body (a file upload's, for example); empty for no body. */
  bytes: Uint8Array;
  headers: Headers;
}

/** A request to the API as the server saw it. */
export interface RecordedRequest extends SeenRequest {
  /** The route of the contract it matched. */
  route: RouteName;
  /** The path parameters of the route, e.g. `{ id: '7' }`. */
  params: Record<string, string>;
}

/** Holds a reply back until it settles, so a test can look at the screen while the call waits. */
export type Gate = Promise<unknown>;

/** A success answer of a route: its body must have the route's response type. */
export interface SuccessReply<K extends RouteName> {
  status?: number;
  body: RouteResponse<Routes[K]>;
  gate?: Gate;
}

/** A refusal with a code of the catalogue; the status defaults to the code's own. */
export interface RefusalReply {
  status?: number;
  body: ApiErrorBody;
  gate?: Gate;
}

/** The connection drops before any answer arrives. */
export interface NetworkFailure {
  networkError: true;
  gate?: Gate;
}

/**
 * An answer that is not JSON: a file a route serves, or a refusal from something in front of the
 * API (a proxy's error page, an object store's XML), which clients must cope with too.
 */
export interface RawReply {
  status?: number;
  raw: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  gate?: Gate;
}

export type Reply<K extends RouteName> = SuccessReply<K> | RefusalReply | NetworkFailure | RawReply;
export type ReplyOrResolver<K extends RouteName> =
  Reply<K> | ((request: RecordedRequest) => Reply<K> | Promise<Reply<K>>);

/** The replies of one test, by route name; a route without one answers 404 NOT_FOUND. */
export type ApiReplies = { [K in RouteName]?: ReplyOrResolver<K> };

/** A coded refusal as the API sends it, optionally with field details. */
export function refusal(
  code: ErrorCode,
  details?: ApiErrorDetail[],
  status: number = errorCatalogue[code].status,
): RefusalReply {
  return {
    status,
    body: {
      statusCode: status,
      code,
      message: errorCatalogue[code].message,
      ...(details ? { details } : {}),
    },
  };
}

/**
 * Answers one call after another with these replies, as the server does over time; once they run
 * out, the last one answers every further call.
 */
export function inTurn<K extends RouteName>(first: Reply<K>, ...later: Reply<K>[]): () => Reply<K> {
  const queue = [first, ...later];
  return () => (queue.length > 1 ? queue.shift() : undefined) ?? queue[0] ?? first;
}

/** The session status the API answers a signed-in staff member with, working on `tenantId`. */
export function signedIn(tenantId: number | null = 7): AuthStatusResponse {
  return {
    authenticated: true,
    tenant_id: tenantId,
    token: {
      access: null,
      refresh: null,
      csrf: 'csrf-from-status',
      expiration: 4_000_000_000,
      duration: 900,
    },
    user: { id: 1, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' },
  };
}

/** A promise to hold a reply back with, and the function that lets it go. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

interface CompiledRoute {
  name: RouteName;
  method: string;
  pattern: RegExp;
  paramNames: string[];
  /** Fewer parameters wins when two routes match (`/api/patients/filter-options` over `/:id`). */
  paramCount: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const compiledRoutes: CompiledRoute[] = (Object.keys(endpoints) as RouteName[]).map((name) => {
  const { method, path } = endpoints[name];
  const paramNames: string[] = [];
  const source = path
    .split(/([:*][A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part.startsWith(':')) {
        paramNames.push(part.slice(1));
        return '([^/]+)';
      }
      if (part.startsWith('*')) {
        paramNames.push(part.slice(1));
        return '(.+)';
      }
      return escapeRegExp(part);
    })
    .join('');
  return { name, method, pattern: new RegExp(`^${source}$`), paramNames, paramCount: paramNames.length };
});

function matchRoute(method: string, pathname: string) {
  let best: { route: CompiledRoute; params: Record<string, string> } | undefined;
  for (const route of compiledRoutes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    if (best && best.route.paramCount <= route.paramCount) continue;
    const params = Object.fromEntries(
      route.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    best = { route, params };
  }
  return best;
}

/** What went wrong in the mock during the current test; the test fails with it. */
const problems: string[] = [];

function describeIssues(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'issues' in error && Array.isArray(error.issues)) {
    return (error.issues as { path?: unknown[]; message?: string }[])
      .map((issue) => `${(issue.path ?? []).join('.') || '(body)'}: ${issue.message ?? 'invalid'}`)
      .join('; ');
  }
  return String(error);
}

/** Null when the reply fits the contract, otherwise why not. */
function contractProblem(name: RouteName, reply: Reply<RouteName>): string | null {
  if ('networkError' in reply) return null;
  const status = reply.status ?? 200;
  if ('raw' in reply) {
    if (status >= 400 || 'file' in routes[name].response) return null;
    return `${name}: a ${status} answer that is not JSON, for a route that answers JSON`;
  }
  if (status >= 400) {
    if (!isApiErrorBody(reply.body))
      return `${name}: a ${status} refusal whose body is not a coded error of the catalogue`;
    if (reply.body.statusCode !== status)
      return `${name}: a refusal whose statusCode ${reply.body.statusCode} is not its status ${status}`;
    return null;
  }
  const schema = routes[name].response;
  if (!('safeParse' in schema)) return null;
  const result = schema.safeParse(reply.body);
  return result.success
    ? null
    : `${name}: the reply does not match the contract (${describeIssues(result.error)})`;
}

async function seenOf(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  let body: unknown;
  if (bytes.length > 0 && (request.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    } catch {
      body = undefined;
    }
  }
  return {
    method: request.method,
    url: url.href,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    bytes,
    headers: new Headers(request.headers),
  };
}

/**
 * The CORS headers the API answers a page of another origin with (as its CORS set-up does), so that
 * jsdom's XMLHttpRequest, which enforces CORS as a browser does, accepts the answer.
 */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  return origin ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' } : {};
}

function toResponse(reply: Reply<RouteName>, request: Request): Response {
  if ('networkError' in reply) return HttpResponse.error();
  const status = reply.status ?? 200;
  const headers = corsHeaders(request);
  // No content: a nullable answer's null travels as an empty 204, as the server sends it.
  if (status === 204) return new HttpResponse(null, { status, headers });
  if ('raw' in reply)
    return new HttpResponse(reply.raw, {
      status,
      headers: { ...headers, 'content-type': reply.contentType },
    });
  return HttpResponse.json(reply.body as Record<string, unknown>, { status, headers });
}

/**
 * Answers a CORS preflight (an upload's PUT from jsdom's XMLHttpRequest sends one) as the API
 * answers an allowed origin's.
 */
const preflight = http.options('*', ({ request }) => {
  return new HttpResponse(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': `content-type, ${CSRF_HEADER}`,
    },
  });
});

/** The server every test file shares; started and reset by the jest set-up ({@link installApiMock}). */
export const apiServer = setupServer(preflight);

/**
 * Answers the API's calls with `replies`, by route name, for the rest of the test (a later call
 * takes precedence for the routes it names, and records on its own). Calls to routes without a
 * reply answer 404 NOT_FOUND, as the server does for what it does not have. Returns the requests
 * as the server saw them, oldest first.
 */
export function mockApi(replies: ApiReplies = {}): RecordedRequest[] {
  for (const [name, reply] of Object.entries(replies) as [RouteName, ReplyOrResolver<RouteName>][]) {
    if (typeof reply === 'function') continue;
    const problem = contractProblem(name, reply);
    if (problem) throw new Error(problem);
  }
  const recorded: RecordedRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const matched = matchRoute(request.method, url.pathname);
      if (!matched) return undefined;
      const entry: RecordedRequest = {
        ...(await seenOf(request)),
        route: matched.route.name,
        params: matched.params,
      };
      recorded.push(entry);
      const handler = replies[matched.route.name];
      const reply = typeof handler === 'function' ? await handler(entry) : (handler ?? refusal('NOT_FOUND'));
      const problem = contractProblem(matched.route.name, reply);
      if (problem) {
        problems.push(problem);
        return HttpResponse.json(refusal('INTERNAL').body, { status: 500 });
      }
      if (reply.gate) await reply.gate;
      return toResponse(reply, request);
    }),
  );
  return recorded;
}

/**
 * An answer at an address outside the route table, which no contract describes: an image on
 * another host, a file of the page's own origin, an object store's signed URL.
 */
export type OutsideReply = RawReply | NetworkFailure;

/**
 * Answers `method` requests to `url` (its origin and path; any query string) with `reply` for the
 * rest of the test. Returns the requests as the server saw them, oldest first.
 */
export function mockUrl(
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  reply: OutsideReply | ((request: SeenRequest) => OutsideReply | Promise<OutsideReply>),
): SeenRequest[] {
  const target = new URL(url);
  const recorded: SeenRequest[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const address = new URL(request.url);
      if (request.method !== method || address.origin !== target.origin) return undefined;
      if (address.pathname !== target.pathname) return undefined;
      const entry = await seenOf(request);
      recorded.push(entry);
      const answer = typeof reply === 'function' ? await reply(entry) : reply;
      if (answer.gate) await answer.gate;
      return toResponse(answer, request);
    }),
  );
  return recorded;
}

/** The requests that change something. */
export function writes(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.method !== 'GET');
}

/** The requests to one path. */
export function callsTo(
  requests: readonly RecordedRequest[],
  method: string,
  path: string,
): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.path === path);
}

/** Adds handlers of msw's own for addresses outside the API (an image on another host, a config file). */
export function mockOther(...handlers: RequestHandler[]): void {
  apiServer.use(...handlers);
}

interface JestLifecycle {
  beforeAll(fn: () => unknown): void;
  afterEach(fn: () => unknown): void;
  afterAll(fn: () => unknown): void;
}

/**
 * Starts the shared server for a test file: every request must be answered by a handler (an
 * unanswered one fails the call and the test says which), handlers and problems reset after
 * each test, and a reply that broke the contract fails the test that made it.
 */
export function installApiMock(lifecycle: JestLifecycle = globalThis as unknown as JestLifecycle): void {
  lifecycle.beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
  lifecycle.afterEach(() => {
    apiServer.resetHandlers();
    const found = problems.splice(0);
    if (found.length > 0) throw new Error(`The API mock answered outside the contract:\n${found.join('\n')}`);
  });
  lifecycle.afterAll(() => apiServer.close());
}

export { http, HttpResponse };
