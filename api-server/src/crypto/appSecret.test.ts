import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig, StartupError } from '../config.js';
import { appSecretFile, cliAppSecret, serverAppSecret } from './appSecret.js';

const STRONG = '5b0f1e9a7c3d2b8e4f6a0c9d1e7b3a5f2c8d4e6f';

void describe('app secret at start', () => {
  let dir: string;
  let dataDir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outreach-secret-'));
    dataDir = path.join(dir, 'pglite');
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const refusal = (env: NodeJS.ProcessEnv, message: RegExp) =>
    assert.throws(
      () => serverAppSecret(loadConfig({ DATA_DIR: dataDir, ...env })),
      (error: Error) => error instanceof StartupError && message.test(error.message),
    );

  void it('production without APP_SECRET is refused, saying what to set, and generates nothing', () => {
    refusal({}, /APP_SECRET is not set\. Set it to a random value of at least 32 characters/);
    refusal({ NODE_ENV: 'production' }, /APP_SECRET is not set/);
    assert.equal(existsSync(appSecretFile(dataDir)), false);
  });

  void it('production refuses a short or placeholder secret', () => {
    refusal(
      { APP_SECRET: 'bench-app-secret' },
      /at least 32 characters \(e\.g\. the output of `openssl rand -hex 32`\)/,
    );
    refusal({ APP_SECRET: 'changeme'.repeat(5) }, /APP_SECRET must be a random value/);
  });

  void it('production refuses a configured demo password', () => {
    refusal(
      { APP_SECRET: STRONG, DEMO_PASSWORD: 'Demo-password-2026' },
      /DEMO_PASSWORD is set, but a production start never creates the demo user\. Unset DEMO_PASSWORD/,
    );
  });

  void it('DEV_MODE together with NODE_ENV=production is refused', () => {
    refusal({ DEV_MODE: 'true', NODE_ENV: 'production', APP_SECRET: STRONG }, /unset DEV_MODE/);
  });

  void it('production takes a strong APP_SECRET as it is', () => {
    assert.equal(serverAppSecret(loadConfig({ DATA_DIR: dataDir, APP_SECRET: STRONG })), STRONG);
  });

  void it('DEV_MODE generates a key beside the data once and keeps it; the CLI then reads it', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEV_MODE: 'true', NODE_ENV: 'development' });
    const first = serverAppSecret(config);
    assert.match(first, /^[0-9a-f]{64}$/);
    assert.equal(readFileSync(appSecretFile(dataDir), 'utf8').trim(), first);
    assert.equal(serverAppSecret(config), first, 'a restart keeps the same key');
    assert.deepEqual(cliAppSecret(loadConfig({ DATA_DIR: dataDir })), { secret: first, fromFile: true });
  });
});
