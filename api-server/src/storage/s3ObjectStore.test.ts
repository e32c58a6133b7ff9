import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { manualClock } from '../clock.js';
import { newObjectKey, type UploadGrant } from './objectStore.js';
import { createS3ObjectStore } from './s3ObjectStore.js';
import { startFakeS3, type FakeS3Server } from './testing/fakeS3Server.js';

void describe('S3 object store', () => {
  let s3: FakeS3Server;
  const clock = manualClock(new Date());
  let store: ReturnType<typeof createS3ObjectStore>;

  before(async () => {
    s3 = await startFakeS3({ now: () => clock.now() });
    store = createS3ObjectStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: '/outreach/',
      credentials: s3.credentials,
      clock,
    });
  });
  after(async () => {
    await s3.close();
  });

  const grantFor = (key: string, ttl = 300): UploadGrant => ({
    tenantId: 7,
    key,
    contentType: 'image/png',
    maxBytes: 100,
    expiresAt: Math.floor(clock.now().getTime() / 1000) + ttl,
    userId: 1,
  });
  const put = (url: string, body: string, type = 'image/png') =>
    fetch(url, { method: 'PUT', headers: { 'content-type': type }, body });

  void it('signs a PUT of the incoming copy, with the content type signed and the grant’s lifetime', async () => {
    const key = newObjectKey(7, 'branding-logos', 'png');
    const url = new URL(await store.signUpload(grantFor(key, 240)));
    assert.equal(url.pathname, `/${s3.bucket}/outreach/incoming/${key}`);
    assert.equal(url.searchParams.get('X-Amz-Expires'), '240');
    assert.deepEqual(url.searchParams.get('X-Amz-SignedHeaders')?.split(';'), ['content-type', 'host']);
    assert.equal((await put(url.toString(), 'bytes')).status, 200);
    assert.equal((await put(url.toString(), 'bytes', 'image/svg+xml')).status, 403);
    clock.advance(241_000);
    assert.equal((await put(url.toString(), 'bytes')).status, 403, 'expired with the grant');
  });

  void it('reads the incoming copy by range, promotes exactly that version, and serves it', async () => {
    const key = newObjectKey(7, 'branding-logos', 'png');
    assert.equal(await store.headIncoming(key), null);
    assert.equal(await store.readIncoming(key, 4), null);
    await put(await store.signUpload(grantFor(key)), 'first version');
    assert.deepEqual(await store.headIncoming(key), { bytes: 13 });
    const sample = await store.readIncoming(key, 5);
    assert.ok(sample);
    assert.equal(sample.bytes.toString(), 'first');
    assert.equal(sample.totalBytes, 13);

    // Another PUT to the same URL after the read: the read version no longer exists.
    const url = await store.signUpload(grantFor(key));
    await put(url, 'second version');
    assert.equal(await store.promoteIncoming(key, sample.tag), false);
    assert.equal(await store.open(key), null);

    const fresh = await store.readIncoming(key, 100);
    assert.ok(fresh);
    assert.equal(await store.promoteIncoming(key, fresh.tag), true);
    assert.ok(!s3.objects.has(`outreach/incoming/${key}`), 'the incoming copy is deleted');
    const served = await store.open(key);
    assert.ok(served);
    assert.equal(served.bytes, 14);
    assert.equal(await text(served.stream), 'second version');

    // A PUT after promotion only lands in incoming again; the promoted object stays.
    await put(url, 'third version');
    const again = await store.open(key);
    assert.ok(again);
    assert.equal(await text(again.stream), 'second version');
    await store.deleteIncoming(key);
    assert.equal(await store.headIncoming(key), null);
    assert.equal(await store.promoteIncoming(key, fresh.tag), false);
  });

  void it('stores what the server writes itself (seeded and fetched media) where open() reads it', async () => {
    const key = newObjectKey(7, 'synthesia-videos', 'mp4');
    await store.put(key, Buffer.from('video bytes'), 'video/mp4');

    const opened = await store.open(key);
    assert.ok(opened, 'the object is there');
    assert.equal(opened.bytes, 11);
    assert.equal(await text(opened.stream), 'video bytes');
    assert.equal(await store.open(newObjectKey(7, 'synthesia-videos', 'mp4')), null);
  });

  void it('stores a file from disk as it reads it, and removes an object (a missing one too)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 's3-put-file-'));
    const file = path.join(dir, 'export.csv');
    await writeFile(file, 'a,b\r\n1,2\r\n');
    const key = newObjectKey(7, 'report-exports', 'csv');
    await store.putFile(key, file, 'text/csv');
    const opened = await store.open(key);
    assert.ok(opened);
    assert.equal(await text(opened.stream), 'a,b\r\n1,2\r\n');
    assert.equal(await store.size(key), 10);
    await store.remove(key);
    assert.equal(await store.open(key), null);
    await store.remove(key);
    await rm(dir, { recursive: true, force: true });
  });
});
