import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { currentTotpCode } from './modules/auth/credentials.js';

const cliPath = fileURLToPath(new URL('./cli.ts', import.meta.url));
const OLD_SECRET = 'c0ffee-old-app-secret-for-the-cli-test-91';
const NEW_SECRET = 'f00d-new-app-secret-for-the-cli-test-7302';
const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

void describe('cli and the app key', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outreach-cli-'));
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** One CLI run on an embedded database of its own (no server, so the CLI opens it itself). */
  const cli = (args: string[], env: NodeJS.ProcessEnv, input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', cliPath, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'pglite'),
        DEV_MODE: '',
        NEW_APP_SECRET: '',
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
      ...(input === undefined ? {} : { input }),
    });
  /** The code now or in the previous step: a run may straddle a 30-second boundary. */
  const recentCodes = () => {
    const now = Date.now();
    return [currentTotpCode(TOTP, new Date(now)), currentTotpCode(TOTP, new Date(now - 30_000))];
  };

  void it('without APP_SECRET and without a development key file the CLI refuses, saying so', () => {
    const run = cli(['totp-code', '--username', 'anyone'], { APP_SECRET: '' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /APP_SECRET is not set/);
  });

  void it('refuses a run with another key than the one the database was set up with', () => {
    const created = cli(
      [
        'create-user',
        '--username',
        'keyholder',
        '--password',
        'Keyholder-password-1',
        '--email',
        'keyholder@clinic.test',
        '--first-name',
        'Kay',
        '--last-name',
        'Holder',
        '--totp-secret',
        TOTP,
      ],
      { APP_SECRET: OLD_SECRET },
    );
    assert.equal(created.status, 0, created.stderr);

    const wrong = cli(['totp-code', '--username', 'keyholder'], { APP_SECRET: NEW_SECRET });
    assert.equal(wrong.status, 1);
    assert.match(wrong.stderr, /APP_SECRET is not the secret this database was set up with/);
    assert.equal(wrong.stdout, '');
  });

  void it('rotate-app-secret takes the new secret on stdin; then only the new key is accepted', () => {
    const weak = cli(['rotate-app-secret'], { APP_SECRET: OLD_SECRET }, 'short\n');
    assert.equal(weak.status, 2);
    assert.match(weak.stderr, /The new app secret must be a random value of at least 32 characters/);

    const rotated = cli(['rotate-app-secret'], { APP_SECRET: OLD_SECRET }, `${NEW_SECRET}\n`);
    assert.equal(rotated.status, 0, rotated.stderr);
    assert.match(rotated.stdout, /Re-sealed 1 TOTP secrets with the new key/);
    assert.ok(!rotated.stdout.includes(NEW_SECRET) && !rotated.stderr.includes(NEW_SECRET));

    const withNew = cli(['totp-code', '--username', 'keyholder'], { APP_SECRET: NEW_SECRET });
    assert.equal(withNew.status, 0, withNew.stderr);
    assert.ok(recentCodes().includes(withNew.stdout.trim()), 'the re-sealed TOTP secret opens');

    const withOld = cli(['totp-code', '--username', 'keyholder'], { APP_SECRET: OLD_SECRET });
    assert.equal(withOld.status, 1);
    assert.match(withOld.stderr, /not the secret this database was set up with/);
  });
});
