import { REFRESH_LOCK, createApiClient, createPublicApiClient } from './apiClient';
import { callRoute } from './callRoute';
import { ApiError } from './ApiError';
import { readStoredSession, writeStoredSession, type StoredSession } from '../session/storedSession';

const base = 'http://api.test';
const session: StoredSession = {
  user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
  csrf: 'csrf-1',
  expiration: 2_000_000_000,
  warning: null,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const requests: Request[] = [];
function stubFetch(...responses: Response[]) {
  requests.length = 0;
  const queue = [...responses];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    const next = queue.shift();
    return next ? Promise.resolve(next) : Promise.reject(new Error('unexpected request'));
  }) as typeof fetch;
}

describe('the main API client', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession(session);
  });

  it('sends cookies, and the csrf header on unsafe methods only', async () => {
    const client = createApiClient(base);
    stubFetch(json(200, { ok: true }), json(200, { ok: true }));
    await client.get('api/auth/');
    await client.post('api/logout/', { json: {} });
    expect(requests[0]!.credentials).toBe('include');
    expect(requests[0]!.headers.get('x-csrf-token')).toBeNull();
    expect(requests[1]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('refreshes once on a 401 and retries with the new csrf token', async () => {
    const client = createApiClient(base);
    stubFetch(
      json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'You are not signed in.' }),
      json(200, {
        token: { access: null, refresh: null, csrf: 'csrf-2', expiration: 2_000_000_100, duration: 300 },
      }),
      json(200, { ok: true }),
    );
    const result = await client
      .post('api/change-password/', { json: { old_password: 'a', new_password: 'b' } })
      .json();
    expect(result).toEqual({ ok: true });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/change-password/',
      '/api/refresh/',
      '/api/change-password/',
    ]);
    expect(requests[2]!.headers.get('x-csrf-token')).toBe('csrf-2');
    expect(await requests[2]!.text()).toBe('{"old_password":"a","new_password":"b"}');
    expect(readStoredSession()?.expiration).toBe(2_000_000_100);
  });

  it('refreshes under a lock shared by all tabs, so two tabs never send the same refresh token', async () => {
    const held: string[] = [];
    const request = jest.fn(async (name: string, work: () => Promise<unknown>) => {
      held.push(name);
      return work();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      const client = createApiClient(base);
      stubFetch(
        json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'You are not signed in.' }),
        json(200, {
          token: { access: null, refresh: null, csrf: 'csrf-1', expiration: 2_000_000_100, duration: 300 },
        }),
        json(200, { authenticated: true }),
      );
      await expect(client.get('api/auth/').json()).resolves.toEqual({ authenticated: true });
      expect(held).toEqual([REFRESH_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('clears the session when the refresh fails, and rethrows the 401', async () => {
    const client = createApiClient(base);
    stubFetch(
      json(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired.' }),
      json(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Your session has expired.' }),
    );
    await expect(client.get('api/auth/')).rejects.toMatchObject({
      name: 'HTTPError',
      response: { status: 401 },
    });
    expect(readStoredSession()).toBeNull();
  });

  it('retries at most once', async () => {
    const client = createApiClient(base);
    const unauthenticated = () => json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' });
    stubFetch(
      unauthenticated(),
      json(200, { token: { access: null, refresh: null, csrf: 'c', expiration: 1, duration: 1 } }),
      unauthenticated(),
    );
    await expect(client.get('api/auth/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(requests).toHaveLength(3);
  });

  it('never refreshes for a failed login', async () => {
    const client = createApiClient(base);
    stubFetch(json(401, { statusCode: 401, code: 'INVALID_LOGIN', message: 'Invalid login credentials' }));
    await expect(client.post('api/login/', { json: {} })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(requests).toHaveLength(1);
    expect(readStoredSession()).not.toBeNull();
  });
});

describe('the public API client', () => {
  it('sends no cookies', async () => {
    stubFetch(json(200, { status: 'ok', database: 'ok' }));
    await createPublicApiClient(base).get('api/health/');
    expect(requests[0]!.credentials).toBe('omit');
  });
});

describe('callRoute', () => {
  it('returns the response body of the call', async () => {
    stubFetch(json(200, { valid: true }));
    const client = createApiClient(base);
    await expect(
      callRoute('checkCredentials', { body: { username: 'ada', password: 'pw' }, client }),
    ).resolves.toEqual({ valid: true });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/check-credentials/');
  });

  it('throws an ApiError carrying the error body of the contract', async () => {
    stubFetch(
      json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Incorrect details, please try again.',
      }),
    );
    const error: unknown = await callRoute('checkCredentials', {
      body: { username: 'ada', password: 'wrong' },
      client: createApiClient(base),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect details, please try again.',
    });
  });

  it('turns an error page without a contract body into a coded error by status', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 500 }));
    await expect(callRoute('authStatus', { client: createApiClient(base) })).rejects.toMatchObject({
      statusCode: 500,
      code: 'INTERNAL',
    });
  });
});
