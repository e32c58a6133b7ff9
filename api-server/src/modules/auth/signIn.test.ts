import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { build, cookiesFrom, type TestApp } from '../../test/build.js';
import type { AuthPolicy } from './policy.js';

void describe('staff sign-in', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  void it('signs in in two steps: credentials, then the one-time code', async () => {
    const user = await t.createUser();

    // Step 1: username and password are accepted without starting a session.
    const check = await post('/api/check-credentials/', { username: user.username, password: user.password });
    assert.equal(check.statusCode, 200);
    assert.deepEqual(check.json(), { valid: true });
    assert.equal(check.cookies.length, 0);

    // Step 2: the code from the authenticator starts the session.
    const login = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: t.code(user),
    });
    assert.equal(login.statusCode, 200);
    const body = login.json();
    assert.equal(body.token.access, null);
    assert.equal(body.token.refresh, null);
    assert.ok(body.token.csrf.length >= 32);
    assert.equal(body.token.duration, 900);
    assert.equal(body.token.expiration, Math.floor(t.clock.now().getTime() / 1000) + 12 * 3600);
    assert.deepEqual(body.user, {
      id: user.id,
      username: user.username,
      first_name: 'Test',
      last_name: 'User',
      email: user.email,
    });
    assert.equal(body.warning, null);

    // Tokens travel only in httpOnly, Secure, SameSite=Strict cookies; the refresh token only to refresh.
    for (const [name, path] of [
      ['access_token', '/api'],
      ['refresh_token', '/api/refresh/'],
    ] as const) {
      const cookie = login.cookies.find((c) => c.name === name);
      assert.ok(cookie, `${name} cookie set`);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.secure, true);
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.path, path);
      assert.ok(cookie.value.length >= 43, 'at least 256 bits');
      assert.ok(!login.body.includes(cookie.value), 'token not in the JSON body');
    }

    // The session cookie answers the status call, which names the tenant the session works in
    // and repeats what the login told the client.
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/', cookies: cookiesFrom(login) });
    assert.equal(status.statusCode, 200);
    const [membership] = await t.db.queryAsOwner<{ tenant_id: number }>(
      'SELECT tenant_id FROM staff_memberships WHERE user_id = $1',
      [user.id],
    );
    assert.deepEqual(status.json(), {
      authenticated: true,
      tenant_id: membership?.tenant_id,
      token: body.token,
      user: body.user,
    });
  });

  void it('refuses a wrong password at step 1 and a wrong code at step 2', async () => {
    const user = await t.createUser();
    const check = await post('/api/check-credentials/', {
      username: user.username,
      password: 'wrong-password-123',
    });
    assert.equal(check.statusCode, 401);
    assert.deepEqual(check.json(), {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect details, please try again.',
    });

    const wrongCode = t.code(user) === '000000' ? '111111' : '000000';
    const login = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: wrongCode,
    });
    assert.equal(login.statusCode, 401);
    assert.equal(login.json().code, 'INVALID_LOGIN');
    assert.equal(login.json().message, 'Invalid login credentials');
    assert.equal(login.cookies.length, 0);
  });

  void it('refuses a one-time code that was already used (replay)', async () => {
    const user = await t.createUser();
    const otp = t.code(user);
    const first = await post('/api/login/', { username: user.username, password: user.password, otp });
    assert.equal(first.statusCode, 200);

    // The same code again, within its validity window, is refused.
    const replay = await post('/api/login/', { username: user.username, password: user.password, otp });
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().code, 'INVALID_LOGIN');

    // The next time step's code works.
    t.clock.advance(30_000);
    const next = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: t.code(user),
    });
    assert.equal(next.statusCode, 200);
  });

  void it('accepts a code from the previous or next time step (window ±1) but not two steps away', async () => {
    const user = await t.createUser();
    const earlier = t.code(user);
    t.clock.advance(30_000);
    const ok = await post('/api/login/', { username: user.username, password: user.password, otp: earlier });
    assert.equal(ok.statusCode, 200);
    const other = await t.createUser();
    const old = t.code(other);
    t.clock.advance(60_000);
    const stale = await post('/api/login/', { username: other.username, password: other.password, otp: old });
    assert.equal(stale.statusCode, 401);
  });

  void it('locks a username after 5 failures, counting wrong passwords and wrong codes, and refuses even correct credentials while locked', async () => {
    const user = await t.createUser();
    const wrongCode = t.code(user) === '000000' ? '111111' : '000000';
    // Three wrong passwords and two wrong codes: five failures in all.
    for (let i = 0; i < 3; i += 1) {
      const r = await post('/api/check-credentials/', { username: user.username, password: `nope-${i}` });
      assert.equal(r.statusCode, 401);
    }
    for (let i = 0; i < 2; i += 1) {
      const r = await post('/api/login/', {
        username: user.username,
        password: user.password,
        otp: wrongCode,
      });
      assert.equal(r.statusCode, 401);
    }

    // Now even the right password and code are refused.
    const locked = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: t.code(user),
    });
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().code, 'TOO_MANY_ATTEMPTS');
    const lockedCheck = await post('/api/check-credentials/', {
      username: user.username,
      password: user.password,
    });
    assert.equal(lockedCheck.statusCode, 429);

    // After 15 minutes the lock ends and the correct credentials work again.
    t.clock.advance(15 * 60_000 + 1000);
    const after = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: t.code(user),
    });
    assert.equal(after.statusCode, 200);
  });

  void it('answers an unknown username exactly like a known one, lockout included', async () => {
    const user = await t.createUser();
    const answers = async (username: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const r = await post('/api/check-credentials/', { username, password: `wrong-${i}` }, `10.1.0.${i}`);
        seen.push(`${r.statusCode} ${r.body}`);
      }
      return seen;
    };
    const known = await answers(user.username);
    const unknown = await answers('nobody-here');
    assert.deepEqual(unknown, known);
    assert.match(known[5] ?? '', /^429 .*TOO_MANY_ATTEMPTS/);
  });

  void it('limits failed attempts per IP address across usernames', async () => {
    t = await rebuildWith(t, { ipFailureLimit: 4 });
    const user = await t.createUser();
    for (let i = 0; i < 4; i += 1) {
      const r = await post(
        '/api/check-credentials/',
        { username: `someone-${i}`, password: 'whatever-123' },
        '10.9.9.9',
      );
      assert.equal(r.statusCode, 401);
    }
    // From that address even a valid user is refused now; another address is not affected.
    const refused = await post(
      '/api/check-credentials/',
      { username: user.username, password: user.password },
      '10.9.9.9',
    );
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'TOO_MANY_ATTEMPTS');
    const elsewhere = await post(
      '/api/check-credentials/',
      { username: user.username, password: user.password },
      '10.8.8.8',
    );
    assert.equal(elsewhere.statusCode, 200);
  });

  void it('records every sign-in event in the audit log without secrets', async () => {
    const user = await t.createUser();
    await post('/api/check-credentials/', { username: user.username, password: 'bad-password-1' });
    await post('/api/login/', { username: user.username, password: user.password, otp: t.code(user) });
    const rows = await t.db.queryAsOwner<{ event: string; subject: string | null; details: unknown }>(
      'SELECT event, subject, details FROM audit_log ORDER BY id',
    );
    const events = rows.map((row) => row.event);
    assert.ok(events.includes('check_credentials_failed'));
    assert.ok(events.includes('login_succeeded'));
    const dump = JSON.stringify(rows);
    assert.ok(!dump.includes(user.password));
    assert.ok(!dump.includes('bad-password-1'));
  });
});

async function rebuildWith(previous: TestApp, policy: Partial<AuthPolicy>) {
  await previous.close();
  return build({ authPolicy: policy });
}
