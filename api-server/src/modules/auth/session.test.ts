import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { AuthStatusResponse } from '@outreach/shared-contracts';
import { build, cookiesFrom, signIn, type TestApp } from '../../test/build.js';

void describe('staff session', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  const status = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/', cookies });
  // As the shell's browser sends it: the platform's Origin comes with every cross-origin call.
  const shell = { origin: 'http://localhost:3000' };
  const refresh = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/refresh/', cookies, headers: shell, payload: {} });

  void it('answers 401 on the status call without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'UNAUTHENTICATED');
  });

  void it('tells a signed-in caller the csrf token, end and user of the session, across refreshes', async () => {
    const user = await t.createUser();
    const login = await signIn(t, user);
    // A remote running alone on its own port shares the cookies, not the shell's storage.
    const origin = 'http://localhost:3002';
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      cookies: login.cookies,
      headers: { origin },
    });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['access-control-allow-origin'], origin);
    assert.equal(answer.headers['access-control-allow-credentials'], 'true');
    assert.equal(answer.headers['cache-control'], 'no-store');
    const body = answer.json<AuthStatusResponse>();
    assert.equal(body.authenticated, true);
    assert.equal(typeof body.tenant_id, 'number');
    assert.deepEqual(body.token, login.body.token);
    assert.equal(body.user.username, user.username);
    assert.equal(body.user.email, user.email);

    // The token is the session's, so it stays the same after the access token is renewed.
    t.clock.advance(14 * 60_000);
    const renewed = cookiesFrom(await refresh(login.cookies));
    assert.equal((await status(renewed)).json<AuthStatusResponse>().token.csrf, login.csrf);

    // A page of any other origin gets no CORS grant, so the browser keeps the answer from it.
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      cookies: renewed,
      headers: { origin: 'https://elsewhere.example' },
    });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  void it('gives no token without a live session', async () => {
    const user = await t.createUser();
    const login = await signIn(t, user);
    await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      cookies: login.cookies,
      headers: shell,
      payload: {},
    });
    for (const cookies of [{}, login.cookies]) {
      const answer = await status(cookies);
      assert.equal(answer.statusCode, 401);
      assert.equal(answer.json().code, 'UNAUTHENTICATED');
      assert.equal(answer.body.includes(login.csrf), false);
    }
  });

  void it('rotates the refresh token, and reuse of a rotated one revokes the whole session', async () => {
    const user = await t.createUser();
    const first = await signIn(t, user);

    // The access token expires after 15 minutes; the refresh cookie issues a new pair.
    t.clock.advance(14 * 60_000);
    const rotated = await refresh(first.cookies);
    assert.equal(rotated.statusCode, 200);
    assert.equal(rotated.json().token.csrf, first.csrf, 'the csrf token stays with the session');
    const second = cookiesFrom(rotated);
    assert.notEqual(second.refresh_token, first.cookies.refresh_token);
    assert.notEqual(second.access_token, first.cookies.access_token);
    assert.equal((await status(second)).statusCode, 200);
    assert.equal((await status(first.cookies)).statusCode, 401, 'the old access token is gone');

    // Someone replays the first refresh token: refused, and the session ends for everyone.
    const replay = await refresh(first.cookies);
    assert.equal(replay.statusCode, 401);
    assert.equal((await status(second)).statusCode, 401);
    assert.equal((await refresh(second)).statusCode, 401);
    const audit = await t.db.queryAsOwner<{ event: string }>(
      "SELECT event FROM audit_log WHERE event = 'refresh_token_reused'",
    );
    assert.equal(audit.length, 1);
  });

  void it('accepts the refresh token in the body for API clients', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/refresh/',
      payload: { refresh: session.cookies.refresh_token },
    });
    assert.equal(response.statusCode, 200);
  });

  void it('logs out: the session is revoked and the cookies cleared', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      cookies: session.cookies,
      headers: { ...shell, 'x-csrf-token': session.csrf },
      payload: {},
    });
    assert.equal(logout.statusCode, 200);
    assert.deepEqual(logout.json(), { ok: true });
    for (const cookie of logout.cookies) assert.equal(cookie.value, '');
    assert.equal((await status(session.cookies)).statusCode, 401);
    assert.equal((await refresh(session.cookies)).statusCode, 401);
  });

  void it('ends a session after 30 minutes without activity, on the server', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    // Activity keeps it alive: a call at 10 minutes, then refreshes before the access token lapses.
    t.clock.advance(10 * 60_000);
    assert.equal((await status(session.cookies)).statusCode, 200);
    t.clock.advance(29 * 60_000);
    const stillAlive = await refresh(session.cookies);
    assert.equal(stillAlive.statusCode, 200, '29 minutes since the last call');

    // Then 31 minutes of silence: the session is over, and refresh cannot revive it.
    const cookies = cookiesFrom(stillAlive);
    t.clock.advance(31 * 60_000);
    const idle = await refresh(cookies);
    assert.equal(idle.statusCode, 401);
    assert.equal(idle.json().code, 'SESSION_EXPIRED');
    assert.equal((await refresh(cookies)).statusCode, 401);
  });

  void it('writes activity at most once a minute, and the idle timeout stays exact to within that minute', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    const lastSeen = async () => {
      const [row] = await t.db.queryAsOwner<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM sessions WHERE revoked_at IS NULL',
      );
      return row ? new Date(row.last_seen_at).getTime() : null;
    };
    const signedInAt = await lastSeen();
    assert.equal(signedInAt, t.clock.now().getTime());

    // Calls within a minute of the stored time leave it as it is.
    t.clock.advance(59_000);
    assert.equal((await status(session.cookies)).statusCode, 200);
    assert.equal(await lastSeen(), signedInAt);

    // A call a minute or more after it records the activity.
    t.clock.advance(1_000);
    assert.equal((await status(session.cookies)).statusCode, 200);
    assert.equal(await lastSeen(), t.clock.now().getTime());

    // The last call that wrote was at 1:00; 30 minutes later the session is still live, the calls
    // between having written nothing, and just over 30 minutes after that write it has ended.
    t.clock.advance(50_000);
    assert.equal((await status(session.cookies)).statusCode, 200);
    t.clock.advance(30 * 60_000 - 50_000);
    const beforeIdle = await refresh(session.cookies);
    assert.equal(beforeIdle.statusCode, 200, '30 minutes after the written activity');
    const renewed = cookiesFrom(beforeIdle);
    t.clock.advance(30 * 60_000 + 1);
    const idle = await status(renewed);
    assert.equal(idle.statusCode, 401);
    assert.equal(idle.json().code, 'SESSION_EXPIRED');
  });

  void it('ends a session at its absolute lifetime of 12 hours, however active', async () => {
    const user = await t.createUser();
    let cookies = (await signIn(t, user)).cookies;
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      const r = await refresh(cookies);
      assert.equal(r.statusCode, 200, `refresh at ${minutes + 20} minutes`);
      cookies = cookiesFrom(r);
    }
    t.clock.advance(20 * 60_000);
    const ended = await refresh(cookies);
    assert.equal(ended.statusCode, 401);
    assert.equal(ended.json().code, 'SESSION_EXPIRED');
  });

  void it('requires the csrf header on unsafe staff calls', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    const payload = { old_password: user.password, new_password: 'A-brand-new-passphrase-9' };

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      cookies: session.cookies,
      payload,
    });
    assert.equal(missing.statusCode, 403);
    assert.equal(missing.json().code, 'CSRF_FAILED');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      cookies: session.cookies,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
      payload,
    });
    assert.equal(wrong.statusCode, 403);

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/change-password/', payload });
    assert.equal(anonymous.statusCode, 401);

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/',
      cookies: session.cookies,
      headers: { 'x-csrf-token': session.csrf },
      payload,
    });
    assert.equal(right.statusCode, 200);
  });
});
