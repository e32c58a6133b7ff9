import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { build, cookiesFrom, signIn, type TestApp } from '../../test/build.js';

const SHELL = 'http://localhost:3000';
/** Same site as the platform (cookies with `SameSite=Strict` go along), but not one of its pages. */
const NEIGHBOUR = 'http://localhost:3999';

interface SentCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
}

const sentCookies = (response: LightMyRequestResponse) => response.cookies as SentCookie[];

void describe('refresh and logout need the intent of a page of the platform', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (
    path: 'refresh' | 'logout',
    cookies: Record<string, string>,
    headers: Record<string, string>,
  ) => t.app.inject({ method: 'POST', url: `/api/${path}/`, cookies, headers, payload: {} });
  const status = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/', cookies });

  function assertRefused(response: LightMyRequestResponse) {
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'CSRF_FAILED');
    // Clearing the cookies would sign the user out just the same.
    assert.deepEqual(sentCookies(response), []);
  }

  for (const path of ['refresh', 'logout'] as const) {
    void it(`refuses a ${path} from a page of another origin, or with no sign of one, and the session goes on`, async () => {
      const user = await t.createUser();
      const session = await signIn(t, user);

      assertRefused(await call(path, session.cookies, { origin: NEIGHBOUR }));
      // The right token does not make a foreign page trusted.
      assertRefused(await call(path, session.cookies, { origin: NEIGHBOUR, 'x-csrf-token': session.csrf }));
      assertRefused(await call(path, session.cookies, { referer: `${NEIGHBOUR}/attack.html` }));
      assertRefused(await call(path, session.cookies, { origin: 'null' }));
      // A bodiless form post from a page that hides its origin.
      assertRefused(await call(path, session.cookies, {}));
      assertRefused(await call(path, session.cookies, { 'x-csrf-token': 'x'.repeat(43) }));

      assert.equal((await status(session.cookies)).statusCode, 200, 'the session still works');
      const renewed = await call('refresh', session.cookies, { 'x-csrf-token': session.csrf });
      assert.equal(renewed.statusCode, 200, 'the refresh token was not rotated by a refused call');
    });
  }

  void it('refreshes for the shell (csrf header) and for a remote alone on its port (its Origin)', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    t.clock.advance(16 * 60_000);
    assert.equal((await status(session.cookies)).statusCode, 401, 'the access token lapsed');

    const byShell = await call('refresh', session.cookies, { origin: SHELL, 'x-csrf-token': session.csrf });
    assert.equal(byShell.statusCode, 200);
    const afterShell = cookiesFrom(byShell);
    assert.equal((await status(afterShell)).statusCode, 200);

    // A remote that never saw a token, or holds one of an earlier session, still proves its origin.
    const byRemote = await call('refresh', afterShell, {
      origin: 'http://localhost:3002',
      'x-csrf-token': 'stale-token-of-an-earlier-session',
    });
    assert.equal(byRemote.statusCode, 200);
    assert.equal((await status(cookiesFrom(byRemote))).statusCode, 200);
  });

  void it('logs out with the csrf header alone, and revokes the whole session', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    const logout = await call('logout', session.cookies, { 'x-csrf-token': session.csrf });
    assert.equal(logout.statusCode, 200);
    assert.equal((await status(session.cookies)).statusCode, 401);
    assert.equal((await call('refresh', session.cookies, { origin: SHELL })).statusCode, 401);
  });

  void it('answers a logout without a session cookie from a page of the platform', async () => {
    const logout = await call('logout', {}, { origin: SHELL });
    assert.equal(logout.statusCode, 200);
  });
});

void describe('session cookies', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  const byName = (response: LightMyRequestResponse, name: string) =>
    sentCookies(response).find((cookie) => cookie.name === name);

  void it('sends the refresh token only to the refresh call, and clears each cookie on its own path', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    for (const response of [
      session.response,
      await t.app.inject({
        method: 'POST',
        url: '/api/refresh/',
        cookies: session.cookies,
        headers: { origin: SHELL },
        payload: {},
      }),
    ]) {
      assert.equal(byName(response, 'refresh_token')?.path, '/api/refresh/');
      assert.equal(byName(response, 'access_token')?.path, '/api');
      // Kept for the session, so logout can name it after the access token lapses.
      assert.equal(byName(response, 'access_token')?.maxAge, byName(response, 'refresh_token')?.maxAge);
    }

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      cookies: { access_token: session.cookies.access_token ?? '' },
      headers: { origin: SHELL },
      payload: {},
    });
    assert.equal(byName(logout, 'refresh_token')?.path, '/api/refresh/');
    assert.equal(byName(logout, 'refresh_token')?.value, '');
    assert.equal(byName(logout, 'access_token')?.path, '/api');
    assert.equal(byName(logout, 'access_token')?.value, '');
  });

  void it('logs out after the access token lapsed, with only the cookie a browser sends to logout', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    // Twenty quiet minutes: the access token has lapsed, the session (30 idle minutes) has not.
    t.clock.advance(20 * 60_000);
    const access = session.cookies.access_token ?? '';
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      cookies: { access_token: access },
      headers: { origin: SHELL },
      payload: {},
    });
    assert.equal(logout.statusCode, 200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh/',
      cookies: { refresh_token: session.cookies.refresh_token ?? '' },
      headers: { origin: SHELL },
      payload: {},
    });
    assert.equal(refresh.statusCode, 401, 'the session was revoked, refresh token included');
  });
});
