import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { StartupError } from '../config.js';
import { checkPgliteDataDir, openPglite, PGLITE_POSTGRES_MAJOR } from './client.js';

void describe('PGlite data folder', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'outreach-pglite-'));
  });
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  void it('is the PostgreSQL major version the bundled PGlite writes, and opens again', async () => {
    const dataDir = path.join(dir, 'current');
    const first = openPglite(dataDir);
    try {
      const [row] = await first.queryAsOwner<{ major: string }>(
        "SELECT current_setting('server_version_num')::int / 10000 || '' AS major",
      );
      assert.equal(row?.major, PGLITE_POSTGRES_MAJOR);
    } finally {
      await first.close();
    }
    assert.equal(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim(), PGLITE_POSTGRES_MAJOR);
    assert.doesNotThrow(() => checkPgliteDataDir(dataDir));
    const again = openPglite(dataDir);
    try {
      assert.deepEqual(await again.queryAsOwner('SELECT 1 AS one'), [{ one: 1 }]);
    } finally {
      await again.close();
    }
  });

  void it('refuses a folder of an earlier PostgreSQL, says what to do, and changes nothing', () => {
    const dataDir = path.join(dir, 'earlier');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    assert.throws(
      () => openPglite(dataDir),
      (error: Error) =>
        error instanceof StartupError &&
        error.message.includes(dataDir) &&
        /written by PostgreSQL 17/.test(error.message) &&
        new RegExp(`runs PostgreSQL ${PGLITE_POSTGRES_MAJOR} and cannot open it`).test(error.message) &&
        /Move the folder aside/.test(error.message),
    );
    assert.deepEqual(readdirSync(dataDir), ['PG_VERSION']);
  });

  void it('refuses a version marker it cannot read as a number', () => {
    const dataDir = path.join(dir, 'unknown');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'garbage\n');
    assert.throws(
      () => checkPgliteDataDir(dataDir),
      (error: Error) =>
        error instanceof StartupError && /an unknown version \('garbage'\)/.test(error.message),
    );
  });

  void it('takes a folder without a version marker as new', () => {
    const dataDir = path.join(dir, 'empty');
    mkdirSync(dataDir);
    assert.doesNotThrow(() => checkPgliteDataDir(dataDir));
    assert.doesNotThrow(() => checkPgliteDataDir(path.join(dir, 'missing')));
  });
});
