import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAppKeys } from '../crypto/secrets.js';
import { currentTotpCode } from '../modules/auth/credentials.js';
import { build, type TestApp } from '../test/build.js';
import { callAdminChannel, startAdminChannel } from './adminChannel.js';
import { CommandError, runAdminCommand } from './commands.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

void describe('administrative commands', () => {
  let t: TestApp;
  let deps: Parameters<typeof runAdminCommand>[0];
  before(async () => {
    t = await build();
    deps = { db: t.db, keys: createAppKeys('test-app-secret'), clock: t.clock, store: t.store };
  });
  after(async () => {
    await t.close();
  });

  void it('create-user --platform-admin sets the flag; without it the flag stays off', async () => {
    const base = ['--password', 'Admin-password-long-1', '--first-name', 'Ada', '--last-name', 'Admin'];
    const options = { demoPassword: 'unused-demo-password' };
    await runAdminCommand(
      deps,
      [
        'create-user',
        '--username',
        'admin-one',
        '--email',
        'admin-one@clinic.test',
        ...base,
        '--platform-admin',
      ],
      options,
    );
    await runAdminCommand(
      deps,
      ['create-user', '--username', 'plain-one', '--email', 'plain-one@clinic.test', ...base],
      options,
    );
    const rows = await t.db.queryAsOwner<{ username: string; is_platform_admin: boolean }>(
      "SELECT username, is_platform_admin FROM staff_users WHERE username IN ('admin-one', 'plain-one') ORDER BY username",
    );
    assert.deepEqual(rows, [
      { username: 'admin-one', is_platform_admin: true },
      { username: 'plain-one', is_platform_admin: false },
    ]);
  });

  void it('create-user enrols a known TOTP secret; the user then signs in with its code', async () => {
    const uri = await runAdminCommand(
      deps,
      [
        'create-user',
        '--username',
        'e2e-one',
        '--password',
        'E2e-password-long-1',
        '--email',
        'e2e-one@clinic.test',
        '--first-name',
        'Eve',
        '--last-name',
        'Tester',
        '--totp-secret',
        SECRET,
      ],
      { demoPassword: 'unused-demo-password' },
    );
    assert.match(uri, /^otpauth:\/\/totp\/Outreach:e2e-one\?.*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/);

    const code = await runAdminCommand(deps, ['totp-code', '--username', 'e2e-one'], { demoPassword: '' });
    assert.equal(code, currentTotpCode(SECRET, t.clock.now()));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'e2e-one', password: 'E2e-password-long-1', otp: code },
    });
    assert.equal(login.statusCode, 200);
    assert.equal(login.json<{ user: { first_name: string } }>().user.first_name, 'Eve');
  });

  void it('create-user can back-date the password to reach the expiry warning', async () => {
    await runAdminCommand(
      deps,
      [
        'create-user',
        '--username',
        'e2e-old',
        '--password',
        'E2e-password-long-2',
        '--email',
        'e2e-old@clinic.test',
        '--first-name',
        'Olive',
        '--last-name',
        'Older',
        '--totp-secret',
        SECRET,
        '--password-age-days',
        '80',
      ],
      { demoPassword: '' },
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: {
        username: 'e2e-old',
        password: 'E2e-password-long-2',
        otp: currentTotpCode(SECRET, t.clock.now()),
      },
    });
    assert.equal(login.json<{ warning: string }>().warning, 'Your password will expire in 10 days.');
  });

  void it('seed-demo creates the demo user once and says it is the demo seed', async () => {
    const first = await runAdminCommand(deps, ['seed-demo'], { demoPassword: 'Demo-password-2026' });
    assert.match(first, /^Demo seed: 'Demo Health' now has 400 generated patients/);
    assert.match(first, /^otpauth:\/\/totp\/Outreach:demo\?/m);
    assert.match(first, /^otpauth:\/\/totp\/Outreach:demo-reviewer/m);
    assert.match(
      first,
      /^Demo seed: campaign 'Heart failure: first weeks at home' with a published touchpoint/m,
    );
    const again = await runAdminCommand(deps, ['seed-demo'], { demoPassword: 'Demo-password-2026' });
    assert.equal(
      again.split('\n').slice(0, 4).join('\n'),
      [
        "Demo seed: 'Demo Health' already has patients; none added.",
        "Demo seed: 'Demo Health' already has campaigns; none added.",
        "Staff user 'demo' already exists.",
        "Staff user 'demo-reviewer' already exists.",
      ].join('\n'),
    );
    assert.match(
      again.split('\n').slice(4).join('\n'),
      /^Demo patient link \(a test link; date of birth \d{4}-\d{2}-\d{2}\):\nhttp:\/\/localhost:3004\/i\/[A-Za-z0-9_-]{43}$/,
    );
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/check-credentials/',
      payload: { username: 'demo', password: 'Demo-password-2026' },
    });
    assert.equal(check.statusCode, 200);
  });

  void it('patient-link makes a new test link of the demo touchpoint each time, for a patient by MRN', async () => {
    await runAdminCommand(deps, ['seed-demo'], { demoPassword: 'Demo-password-2026' });
    const options = { demoPassword: '', patientAppUrl: 'https://patients.clinic.test' };
    const first = await runAdminCommand(deps, ['patient-link', '--mrn', 'DH-000002'], options);
    const second = await runAdminCommand(deps, ['patient-link', '--mrn', 'DH-000002'], options);
    const pattern =
      /^https:\/\/patients\.clinic\.test\/i\/([A-Za-z0-9_-]{43})\ndate of birth (\d{4}-\d{2}-\d{2})$/;
    const [, token, dateOfBirth] = pattern.exec(first) ?? [];
    assert.ok(token && dateOfBirth, first);
    assert.notEqual(pattern.exec(second)?.[1], token);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/auth`,
      payload: { date_of_birth: dateOfBirth },
    });
    assert.equal(verified.statusCode, 200);
    await assert.rejects(
      runAdminCommand(deps, ['patient-link', '--mrn', 'NO-SUCH'], options),
      /No such tenant, published touchpoint or patient/,
    );
  });

  void it('explains missing options', async () => {
    await assert.rejects(runAdminCommand(deps, ['totp-code'], { demoPassword: '' }), CommandError);
    await assert.rejects(runAdminCommand(deps, ['unknown'], { demoPassword: '' }), /Usage/);
  });

  void it('a running server answers the CLI over its local admin socket', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outreach-admin-'));
    const socket = path.join(dir, 'admin.sock');
    const channel = await startAdminChannel(socket, deps, { demoPassword: '' });
    try {
      const answer = await callAdminChannel(socket, { argv: ['totp-code', '--username', 'e2e-one'] });
      assert.equal(answer?.output, currentTotpCode(SECRET, t.clock.now()));
      const refused = await callAdminChannel(socket, { argv: ['totp-code', '--username', 'nobody'] });
      assert.equal(refused?.error, 'No such user');
      const sameKey = await callAdminChannel(socket, {
        argv: ['totp-code', '--username', 'e2e-one'],
        keyCheck: createAppKeys('test-app-secret').keyCheck(),
      });
      assert.equal(sameKey?.output, currentTotpCode(SECRET, t.clock.now()));
      const otherKey = await callAdminChannel(socket, {
        argv: ['totp-code', '--username', 'e2e-one'],
        keyCheck: createAppKeys('another-app-secret').keyCheck(),
      });
      assert.match(otherKey?.error ?? '', /APP_SECRET is not the secret this database was set up with/);
      const rotation = await callAdminChannel(socket, { argv: ['rotate-app-secret'] });
      assert.match(rotation?.error ?? '', /Stop the api-server first/);
    } finally {
      await new Promise<void>((resolve) => channel.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    }
    assert.equal(
      await callAdminChannel(socket, { argv: ['seed-demo'] }),
      null,
      'no server: the CLI opens the database itself',
    );
  });
});
