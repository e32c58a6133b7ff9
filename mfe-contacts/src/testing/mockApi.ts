// Test-only: a stand-in for the API server behind `fetch`, answering by method and path.

export interface JsonReply {
  status?: number;
  body?: unknown;
  /** Held back until this settles, to show what the page does while it waits. */
  gate?: Promise<void>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string as an object of strings. */
  query: Record<string, string>;
  body: unknown;
}

export type Reply = JsonReply | ((request: RecordedRequest) => JsonReply);

export const notFound: JsonReply = {
  status: 404,
  body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' },
};

/** A refusal of the contract's shape. */
export function refusal(
  status: number,
  code: string,
  details?: { path: string; message: string }[],
): JsonReply {
  return { status, body: { statusCode: status, code, message: 'Refused.', ...(details ? { details } : {}) } };
}

/**
 * Replaces fetch with a stub answering by "METHOD path" (e.g. "GET /api/patients"); unknown calls
 * answer 404. Returns the requests as the server would have seen them, oldest first.
 */
export function mockApi(replies: Record<string, Reply>): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    recorded.push(entry);
    const handler = replies[`${request.method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler(entry) : (handler ?? notFound);
    if (reply.gate) await reply.gate;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return recorded;
}

/** A promise to hold a reply back with, and the function that lets it go. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** The requests that change something. */
export function writes(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.method !== 'GET');
}

/** The requests to one path. */
export function callsTo(requests: readonly RecordedRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path);
}
