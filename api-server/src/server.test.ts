import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openPglite } from './db/client.js';

const serverPath = fileURLToPath(new URL('./server.ts', import.meta.url));
const SECRET = '9d4c2a7e1b5f8036c2e4a9b7d1f3e5c8a0b2d4f6';

void describe('production start', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outreach-start-'));
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** The server as `node dist/server.js` runs it: no DEV_MODE, embedded database, a free port. */
  const serverEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    DATA_DIR: path.join(dir, 'pglite'),
    PORT: '0',
    HOST: '127.0.0.1',
    DEV_MODE: '',
    DEMO_PASSWORD: '',
    APP_SECRET: '',
    LOG_LEVEL: 'info',
    ...env,
  });

  void it('refuses to start without APP_SECRET, says what to set, and creates nothing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', serverPath], {
      env: serverEnv({}),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^APP_SECRET is not set\. Set it to a random value of at least 32 characters/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'a message, not a stack trace');
    assert.equal(existsSync(path.join(dir, 'app-secret.key')), false, 'no key generated');
    assert.equal(existsSync(path.join(dir, 'pglite')), false, 'no database opened');
  });

  void it('refuses a data folder an earlier PGlite wrote, says what to do, and changes nothing', () => {
    const dataDir = path.join(dir, 'pglite-earlier');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', serverPath], {
      env: serverEnv({ APP_SECRET: SECRET, DATA_DIR: dataDir }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /^The embedded database folder .*pglite-earlier \(DATA_DIR\) was written by PostgreSQL 17/,
    );
    assert.match(run.stderr, /Move the folder aside/);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'a message, not a stack trace');
    assert.deepEqual(readdirSync(dataDir), ['PG_VERSION'], 'the folder is left as it was');
  });

  void it('starts with APP_SECRET, seeds nothing and prints no TOTP secret or enrolment URI', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', serverPath], {
      env: serverEnv({ APP_SECRET: SECRET }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const deadline = Date.now() + 60_000;
    while (!output.includes('Server listening') && Date.now() < deadline) {
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.match(output, /Server listening/);
    server.kill('SIGTERM');
    assert.equal(await exited, 0);

    assert.doesNotMatch(output, /otpauth|secret=|Demo seed|Enrol/i);
    assert.equal(existsSync(path.join(dir, 'app-secret.key')), false, 'no key generated');
    const db = openPglite(path.join(dir, 'pglite'));
    try {
      const [counts] = await db.queryAsOwner<{ users: number; tenants: number; patients: number }>(
        `SELECT (SELECT count(*)::int FROM staff_users) AS users,
                (SELECT count(*)::int FROM tenants) AS tenants,
                (SELECT count(*)::int FROM patients) AS patients`,
      );
      assert.deepEqual(counts, { users: 0, tenants: 0, patients: 0 });
    } finally {
      await db.close();
    }
  });
});
