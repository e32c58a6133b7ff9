import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { build, signIn, type TestApp } from '../../test/build.js';
import { waitForMail } from '../../test/waitForMail.js';

const DAY = 24 * 3600_000;

function resetTokenFrom(text: string): string {
  const match = /http:\/\/localhost:3000\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match?.[1], 'the e-mail carries the reset link');
  return match[1];
}

void describe('passwords', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await build();
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  void it('warns at login when the password expires within 14 days', async () => {
    const user = await t.createUser();
    t.clock.advance(85 * DAY);
    const login = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: t.code(user),
    });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json().warning, 'Your password will expire in 5 days.');
  });

  void it('refuses an expired password at login and really e-mails reset instructions', async () => {
    const user = await t.createUser();
    t.clock.advance(91 * DAY);

    // Step 1 still passes, so the user reaches the code step.
    const check = await post('/api/check-credentials/', { username: user.username, password: user.password });
    assert.equal(check.statusCode, 200);

    const login = await post('/api/login/', {
      username: user.username,
      password: user.password,
      otp: t.code(user),
    });
    assert.equal(login.statusCode, 401);
    assert.equal(login.json().code, 'PASSWORD_EXPIRED');
    assert.match(login.json<{ message: string }>().message, /Your password has expired/);
    assert.equal(login.cookies.length, 0, 'no session');

    // The e-mail arrived over SMTP at the in-process sink.
    const [mail] = await waitForMail(t);
    assert.ok(mail);
    assert.match(mail.to, new RegExp(user.email));
    assert.equal(mail.subject, 'Reset your password');
    const token = resetTokenFrom(mail.text);

    // Its link resets the password, and the new one signs in.
    const reset = await post('/api/reset-password/', { token, new_password: 'Fresh-and-long-pass-7' });
    assert.equal(reset.statusCode, 200);
    t.clock.advance(30_000);
    const again = await post('/api/login/', {
      username: user.username,
      password: 'Fresh-and-long-pass-7',
      otp: t.code(user),
    });
    assert.equal(again.statusCode, 200);
  });

  void it('forgot password: always ok, mails only staff addresses, and the link works once', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);

    const unknown = await post('/api/forgot-password/', { email: 'stranger@elsewhere.test' });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), { ok: true });

    const known = await post('/api/forgot-password/', { email: user.email.toUpperCase() });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), { ok: true });
    const messages = await waitForMail(t);
    assert.equal(messages.length, 1, 'only the staff address got mail');
    const token = resetTokenFrom(messages[0]?.text ?? '');

    // Policy first: too short, containing the username, or the current password are refused,
    // and the token survives those refusals.
    for (const bad of ['short-1', `${user.username}-is-long-enough`, user.password]) {
      const refused = await post('/api/reset-password/', { token, new_password: bad });
      assert.equal(refused.statusCode, 400, bad);
      assert.equal(refused.json().code, 'PASSWORD_POLICY');
    }

    const reset = await post('/api/reset-password/', { token, new_password: 'Another-long-secret-42' });
    assert.equal(reset.statusCode, 200);

    // A second use of the same link is refused.
    const second = await post('/api/reset-password/', { token, new_password: 'Yet-another-secret-43' });
    assert.equal(second.statusCode, 400);
    assert.equal(second.json().code, 'RESET_TOKEN_INVALID');

    // The reset ended existing sessions.
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/', cookies: session.cookies });
    assert.equal(status.statusCode, 401);
  });

  void it('refuses a reset link after 30 minutes', async () => {
    const user = await t.createUser();
    await post('/api/forgot-password/', { email: user.email });
    const token = resetTokenFrom((await waitForMail(t))[0]?.text ?? '');
    t.clock.advance(31 * 60_000);
    const late = await post('/api/reset-password/', { token, new_password: 'Too-late-for-this-one-1' });
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().code, 'RESET_TOKEN_INVALID');
  });

  void it('a reset clears the lockout of the username', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 5; i += 1)
      await post('/api/check-credentials/', { username: user.username, password: `x-${i}` });
    assert.equal(
      (await post('/api/check-credentials/', { username: user.username, password: user.password }))
        .statusCode,
      429,
    );
    await post('/api/forgot-password/', { email: user.email });
    const token = resetTokenFrom((await waitForMail(t))[0]?.text ?? '');
    assert.equal(
      (await post('/api/reset-password/', { token, new_password: 'Unlocked-again-pass-5' })).statusCode,
      200,
    );
    assert.equal(
      (await post('/api/check-credentials/', { username: user.username, password: 'Unlocked-again-pass-5' }))
        .statusCode,
      200,
    );
  });

  void it('answers 502 EMAIL_SEND_FAILED when the mail server is unreachable', async () => {
    await t.close();
    t = await build({ mailUrl: 'smtp://127.0.0.1:9' });
    const user = await t.createUser();
    const response = await post('/api/forgot-password/', { email: user.email });
    assert.equal(response.statusCode, 502);
    assert.deepEqual(response.json(), {
      statusCode: 502,
      code: 'EMAIL_SEND_FAILED',
      message: 'Error sending email',
    });
  });

  void it('changes the password of the signed-in user', async () => {
    const user = await t.createUser();
    const session = await signIn(t, user);
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-password/',
        cookies: session.cookies,
        headers: { 'x-csrf-token': session.csrf },
        payload,
      });

    const wrongOld = await change({
      old_password: 'not-my-password',
      new_password: 'Brand-new-passphrase-1',
    });
    assert.equal(wrongOld.statusCode, 400);
    assert.equal(wrongOld.json().code, 'WRONG_PASSWORD');

    const tooShort = await change({ old_password: user.password, new_password: 'short' });
    assert.equal(tooShort.statusCode, 400);
    assert.equal(tooShort.json().code, 'PASSWORD_POLICY');

    const ok = await change({ old_password: user.password, new_password: 'Brand-new-passphrase-1' });
    assert.equal(ok.statusCode, 200);

    // The current session continues; the new password is the one that works now.
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/', cookies: session.cookies });
    assert.equal(status.statusCode, 200);
    const oldCheck = await post('/api/check-credentials/', {
      username: user.username,
      password: user.password,
    });
    assert.equal(oldCheck.statusCode, 401);
    const newCheck = await post('/api/check-credentials/', {
      username: user.username,
      password: 'Brand-new-passphrase-1',
    });
    assert.equal(newCheck.statusCode, 200);
    const audit = await t.db.queryAsOwner<{ event: string }>(
      "SELECT event FROM audit_log WHERE event = 'password_changed'",
    );
    assert.equal(audit.length, 1);
  });
});
