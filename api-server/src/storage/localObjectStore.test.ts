import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { createLocalObjectStore } from './localObjectStore.js';
import { newObjectKey } from './objectStore.js';

void describe('local object store', () => {
  let dir: string;
  let store: ReturnType<typeof createLocalObjectStore>;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'local-store-'));
    store = createLocalObjectStore({
      dir: path.join(dir, 'objects'),
      publicApiUrl: 'http://localhost:4000',
      secret: 'a test secret of enough length',
    });
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  void it('stores a file from disk under its key, leaving the file, and removes an object (a missing one too)', async () => {
    const file = path.join(dir, 'export.csv');
    await writeFile(file, 'a,b\r\n1,2\r\n');
    const key = newObjectKey(7, 'report-exports', 'csv');
    await store.putFile(key, file, 'text/csv');
    const opened = await store.open(key);
    assert.ok(opened);
    assert.equal(await text(opened.stream), 'a,b\r\n1,2\r\n');
    assert.equal(await store.size(key), 10);
    assert.equal(await readFile(file, 'utf8'), 'a,b\r\n1,2\r\n', 'the file stays where it was');
    await store.remove(key);
    assert.equal(await store.open(key), null);
    await store.remove(key);
  });
});
