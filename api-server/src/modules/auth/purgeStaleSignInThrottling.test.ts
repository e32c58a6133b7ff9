import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { build, type TestApp } from '../../test/build.js';
import { defaultAuthPolicy } from './policy.js';
import { purgeStaleSignInThrottling } from './purgeStaleSignInThrottling.js';

const MINUTE = 60_000;

void describe('purging stale sign-in throttling', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  const attempt = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/check-credentials/',
      payload: { username, password },
      remoteAddress: ip,
    });
  const count = async (table: 'login_lockouts' | 'login_attempts') => {
    const [row] = await t.db.queryAsOwner<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return row?.n;
  };
  const purge = () => purgeStaleSignInThrottling({ db: t.db, clock: t.clock, policy: defaultAuthPolicy });

  void it('deletes what no longer counts, and keeps a live lock and recent failures', async () => {
    // Someone tries ten made-up names, one row each.
    for (let i = 0; i < 10; i += 1) {
      const response = await attempt(`nobody-${randomBytes(6).toString('hex')}`, 'a-guess-12345', '10.0.0.7');
      assert.equal(response.statusCode, 401);
    }
    assert.equal(await count('login_lockouts'), 10);
    assert.equal(await count('login_attempts'), 10);

    // Ten minutes later a real user locks their name with five wrong passwords.
    t.clock.advance(10 * MINUTE);
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) await attempt(user.username, 'wrong-password-1', '10.0.0.8');
    assert.equal((await attempt(user.username, user.password, '10.0.0.8')).statusCode, 429);

    // Nothing is stale yet: the made-up names failed within the lockout window.
    assert.deepEqual(await purge(), { lockouts: 0, attempts: 0 });
    assert.equal(await count('login_lockouts'), 11);

    // Sixteen minutes after the made-up names: their rows go, the live lock stays.
    t.clock.advance(6 * MINUTE);
    assert.deepEqual(await purge(), { lockouts: 10, attempts: 10 });
    assert.equal(await count('login_lockouts'), 1);
    assert.equal(await count('login_attempts'), 5);
    assert.equal(
      (await attempt(user.username, user.password, '10.0.0.8')).statusCode,
      429,
      'the lock still holds',
    );

    // Once the lock is over and the window has passed, the user's rows go as well.
    t.clock.advance(15 * MINUTE);
    assert.deepEqual(await purge(), { lockouts: 1, attempts: 5 });
    assert.equal(await count('login_lockouts'), 0);
    assert.equal(await count('login_attempts'), 0);
    assert.equal((await attempt(user.username, user.password, '10.0.0.8')).statusCode, 200);
  });

  void it('keeps a lockout row that saw a failure after its lock ended', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1) await attempt(user.username, 'wrong-password-1', '10.0.0.9');
    t.clock.advance(16 * MINUTE);
    // The lock is over; one more failure starts a new count that must not be forgotten yet.
    assert.equal((await attempt(user.username, 'wrong-password-1', '10.0.0.9')).statusCode, 401);
    t.clock.advance(MINUTE);
    const purged = await purge();
    assert.equal(purged.lockouts, 0);
    assert.equal(await count('login_lockouts'), 1);
  });
});
