import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';

void describe('runtime configuration', () => {
  void it('keeps uploads beside the database folder, so one DATA_DIR holds a whole installation', () => {
    const config = loadConfig({ DATA_DIR: '/srv/outreach/pglite' });
    assert.equal(config.storageDir, path.resolve('/srv/outreach/objects'));
  });

  void it('takes STORAGE_DIR and the public URLs from the environment, without trailing slashes', () => {
    const config = loadConfig({
      STORAGE_DIR: '/mnt/objects',
      PUBLIC_API_URL: 'https://api.example.test/',
      PUBLIC_APP_URL: 'https://app.example.test//',
    });
    assert.equal(config.storageDir, path.resolve('/mnt/objects'));
    assert.equal(config.publicApiUrl, 'https://api.example.test');
    assert.equal(config.publicAppUrl, 'https://app.example.test');
  });
});
