import { CORS_ALLOWED_HEADERS } from '@outreach/shared-contracts/core';
import { REFRESH_LOCK, createApiClient, createPublicApiClient } from './apiClient';
import { callRoute } from './callRoute';
import { ApiError } from './ApiError';
import { readStoredSession, writeStoredSession, type StoredSession } from '../session/storedSession';
import { inTurn, mockApi, refusal, signedIn } from '../testing/apiMock';

const base = 'http://api.test';
const session: StoredSession = {
  user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
  csrf: 'csrf-1',
  expiration: 2_000_000_000,
  warning: null,
};

function refreshed(csrf: string, expiration: number) {
  return { body: { token: { access: null, refresh: null, csrf, expiration, duration: 300 } } };
}

const paths = (requests: { path: string }[]) => requests.map((request) => request.path);

/**
 * Watches the page's fetch (the calls still reach the mock) for what stays in the browser: whether
 * a call was made with the cookies, which no server sees as such.
 */
function watchCredentials(): () => (RequestCredentials | undefined)[] {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(
      ([input, init]) => init?.credentials ?? (input instanceof Request ? input.credentials : undefined),
    );
}

/** Watches the page's fetch for the header names each call is given before the browser sends it. */
function watchHeaders(): () => { path: string; names: string[] }[] {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      return { path: new URL(request.url).pathname, names: [...request.headers.keys()] };
    });
}

describe('the main API client', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession(session);
  });

  it('sends cookies, and the csrf header on unsafe methods only', async () => {
    const client = createApiClient(base);
    const requests = mockApi({ authStatus: { body: signedIn() }, logout: { body: { ok: true } } });
    const credentials = watchCredentials();
    await client.get('api/auth/');
    await client.post('api/logout/', { json: {} });
    expect(credentials()).toEqual(['include', 'include']);
    expect(requests[0]!.headers.get('x-csrf-token')).toBeNull();
    expect(requests[1]!.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('refreshes once on a 401 and retries with the new csrf token', async () => {
    const client = createApiClient(base);
    const requests = mockApi({
      changePassword: inTurn<'changePassword'>(refusal('UNAUTHENTICATED'), { body: { ok: true } }),
      refresh: refreshed('csrf-2', 2_000_000_100),
    });
    const result = await client
      .post('api/change-password/', { json: { old_password: 'a', new_password: 'b' } })
      .json();
    expect(result).toEqual({ ok: true });
    expect(paths(requests)).toEqual(['/api/change-password/', '/api/refresh/', '/api/change-password/']);
    expect(requests[2]!.headers.get('x-csrf-token')).toBe('csrf-2');
    expect(new TextDecoder().decode(requests[2]!.bytes)).toBe('{"old_password":"a","new_password":"b"}');
    expect(readStoredSession()?.expiration).toBe(2_000_000_100);
  });

  it('retries with no header the API refuses from another origin', async () => {
    // Request headers a browser sends cross-origin without asking the API first.
    const safelisted = ['accept', 'accept-language', 'content-language'];
    const allowed = new Set([...CORS_ALLOWED_HEADERS, ...safelisted]);
    const client = createApiClient(base);
    mockApi({
      authStatus: inTurn<'authStatus'>(refusal('UNAUTHENTICATED'), { body: signedIn() }),
      changePassword: inTurn<'changePassword'>(refusal('UNAUTHENTICATED'), { body: { ok: true } }),
      refresh: refreshed('csrf-2', 2_000_000_100),
    });
    const sent = watchHeaders();
    await expect(client.get('api/auth/').json()).resolves.toEqual(signedIn());
    const change = client.post('api/change-password/', { json: { old_password: 'a', new_password: 'b' } });
    await expect(change.json()).resolves.toEqual({ ok: true });
    const calls = sent();
    expect(calls.map(({ path }) => path)).toEqual([
      '/api/auth/',
      '/api/refresh/',
      '/api/auth/',
      '/api/change-password/',
      '/api/refresh/',
      '/api/change-password/',
    ]);
    for (const { names } of calls) expect(names.filter((name) => !allowed.has(name))).toEqual([]);
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
      mockApi({
        authStatus: inTurn<'authStatus'>(refusal('UNAUTHENTICATED'), { body: signedIn() }),
        refresh: refreshed('csrf-1', 2_000_000_100),
      });
      await expect(client.get('api/auth/').json()).resolves.toEqual(signedIn());
      expect(held).toEqual([REFRESH_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('clears the session when the refresh fails, and rethrows the 401', async () => {
    const client = createApiClient(base);
    mockApi({ authStatus: refusal('SESSION_EXPIRED'), refresh: refusal('SESSION_EXPIRED') });
    await expect(client.get('api/auth/')).rejects.toMatchObject({
      name: 'HTTPError',
      response: { status: 401 },
    });
    expect(readStoredSession()).toBeNull();
  });

  it('retries at most once', async () => {
    const client = createApiClient(base);
    const requests = mockApi({ authStatus: refusal('UNAUTHENTICATED'), refresh: refreshed('c', 1) });
    await expect(client.get('api/auth/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(paths(requests)).toEqual(['/api/auth/', '/api/refresh/', '/api/auth/']);
  });

  it('never refreshes for a page’s own poll, which must not keep an unattended session alive', async () => {
    const client = createApiClient(base);
    const requests = mockApi({
      getUnreadMessageCount: refusal('UNAUTHENTICATED'),
      refresh: refreshed('csrf-2', 2_000_000_100),
    });
    await expect(client.get('api/messages/unread-count')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(paths(requests)).toEqual(['/api/messages/unread-count']);
    expect(readStoredSession()).toEqual(session);
  });

  it('never refreshes for a failed login', async () => {
    const client = createApiClient(base);
    const requests = mockApi({ login: refusal('INVALID_LOGIN') });
    await expect(client.post('api/login/', { json: {} })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(requests).toHaveLength(1);
    expect(readStoredSession()).not.toBeNull();
  });
});

describe('the public API client', () => {
  it('sends no cookies', async () => {
    mockApi({ health: { body: { status: 'ok', database: 'ok' } } });
    const credentials = watchCredentials();
    await createPublicApiClient(base).get('api/health/');
    expect(credentials()).toEqual(['omit']);
  });
});

describe('callRoute', () => {
  it('returns the response body of the call', async () => {
    const requests = mockApi({ checkCredentials: { body: { valid: true } } });
    const client = createApiClient(base);
    await expect(
      callRoute('checkCredentials', { body: { username: 'ada', password: 'pw' }, client }),
    ).resolves.toEqual({ valid: true });
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.path).toBe('/api/check-credentials/');
  });

  it('throws an ApiError carrying the error body of the contract', async () => {
    mockApi({ checkCredentials: refusal('INVALID_CREDENTIALS') });
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
    mockApi({ authStatus: { status: 500, raw: '<html>Bad gateway</html>', contentType: 'text/html' } });
    await expect(callRoute('authStatus', { client: createApiClient(base) })).rejects.toMatchObject({
      statusCode: 500,
      code: 'INTERNAL',
    });
  });
});
