import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Branding, PresignedUpload } from '@outreach/shared-contracts';
import { createS3ObjectStore } from '../../storage/s3ObjectStore.js';
import { startFakeS3, type FakeS3Server } from '../../storage/testing/fakeS3Server.js';
import { build, type TestApp } from '../../test/build.js';
import { snapshot, staffClient, tenantId, type StaffClient } from '../tenants/testSupport.js';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a logo kept in S3'),
]);

interface ErrorAnswer {
  code: string;
  details?: { path: string; message: string }[];
}

void describe('uploads with the S3 store', () => {
  let s3: FakeS3Server;
  let t: TestApp;
  let alpha: StaffClient;
  let beta: StaffClient;
  let alphaId: number;
  let betaId: number;

  before(async () => {
    s3 = await startFakeS3();
    const store = createS3ObjectStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: 'tenants',
      credentials: s3.credentials,
      // The app's clock exists once the app is built; URLs are signed only later.
      clock: { now: () => t.clock.now() },
    });
    t = await build({ objectStore: store });
    alpha = await staffClient(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    beta = await staffClient(t, await t.createUser({ tenantName: 'Beta Clinic' }));
    alphaId = await tenantId(t, 'Alpha Clinic');
    betaId = await tenantId(t, 'Beta Clinic');
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  const brandingUrl = (id: number) => `/api/tenants/${String(id)}/branding`;
  const incoming = (key: string) => `tenants/incoming/${key}`;
  const recorded = async (key: string) =>
    (await t.db.queryAsOwner('SELECT 1 FROM uploads WHERE key = $1', [key])).length === 1;

  /** Asks the API for a URL, then PUTs the bytes straight to S3 as the browser does. */
  const uploadToS3 = async (client: StaffClient, body: Buffer | string, ext = 'png', mime = 'image/png') => {
    const presigned = await client.call(
      'GET',
      `/api/utils/branding-logos/presigned-image-url?ext=${ext}&mime_type=${encodeURIComponent(mime)}`,
    );
    assert.equal(presigned.statusCode, 200, presigned.body);
    const { url, key } = presigned.json<PresignedUpload>();
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': mime }, body });
    assert.equal(put.status, 200, await put.text());
    return { url, key };
  };
  const saveLogo = (client: StaffClient, id: number, logo: string) =>
    client.call('PUT', brandingUrl(id), { branding: { logo } });

  void it('uploads straight to S3, checks and moves the file when the branding is saved, and serves it', async () => {
    // The presigned URL points at the incoming copy in the bucket, not at the API.
    const { url, key } = await uploadToS3(alpha, png);
    assert.ok(url.startsWith(`${s3.endpoint}/${s3.bucket}/${incoming(key)}?`), url);
    assert.equal(await recorded(key), false, 'nothing is recorded before the claim');

    // Saving the branding claims the upload: checked, copied to its key, incoming copy deleted.
    const saved = await saveLogo(alpha, alphaId, key);
    assert.equal(saved.statusCode, 200, saved.body);
    const logoUrl = `http://localhost:4000/api/uploads/${key}`;
    assert.equal(saved.json<{ branding: Branding }>().branding.logo_url, logoUrl);
    assert.deepEqual(s3.objects.get(`tenants/${key}`)?.body, png);
    assert.ok(!s3.objects.has(incoming(key)));
    assert.equal(await recorded(key), true);

    // The API streams it from S3 with the same safe headers as the local store.
    const served = await alpha.call('GET', new URL(logoUrl).pathname);
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, png);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(
      served.headers['content-security-policy'],
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    assert.equal((await beta.call('GET', new URL(logoUrl).pathname)).statusCode, 404);

    // The URL is still valid, but a second PUT only lands in incoming: the served logo is unchanged.
    const replay = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: 'other',
    });
    assert.equal(replay.status, 200);
    assert.equal((await saveLogo(alpha, alphaId, key)).statusCode, 200);
    assert.deepEqual((await alpha.call('GET', new URL(logoUrl).pathname)).rawPayload, png);

    // The API's own PUT route is not there for this store.
    const direct = await t.app.inject({
      method: 'PUT',
      url: `/api/uploads/${key}`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    assert.equal(direct.statusCode, 404);
  });

  void it('refuses unsafe, mislabelled and oversized files on save, deletes them and changes nothing', async () => {
    const before = await snapshot(t, alphaId);
    const cases = [
      {
        name: 'an SVG with a script',
        upload: () =>
          uploadToS3(
            alpha,
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            'svg',
            'image/svg+xml',
          ),
        status: 400,
        code: 'UNSAFE_FILE',
      },
      {
        name: 'text labelled as PNG',
        upload: () => uploadToS3(alpha, 'just some text'),
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'an empty file',
        upload: () => uploadToS3(alpha, ''),
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: 'a PNG over 2 MB',
        upload: () => uploadToS3(alpha, Buffer.concat([png, Buffer.alloc(2_097_152)])),
        status: 413,
        code: 'BODY_TOO_LARGE',
      },
    ];
    for (const { name, upload, status, code } of cases) {
      const { key } = await upload();
      assert.ok(s3.objects.has(incoming(key)), name);
      const response = await saveLogo(alpha, alphaId, key);
      assert.equal(response.statusCode, status, `${name}: ${response.body}`);
      const body = response.json<ErrorAnswer>();
      assert.equal(body.code, code, name);
      assert.equal(body.details?.[0]?.path, 'body.branding.logo', name);
      assert.ok(!s3.objects.has(incoming(key)), `${name}: the refused file is deleted`);
      assert.ok(!s3.objects.has(`tenants/${key}`), name);
      assert.equal(await recorded(key), false, name);
    }
    assert.equal(await snapshot(t, alphaId), before);
  });

  void it('refuses a key with nothing uploaded, or another tenant’s, without touching its file', async () => {
    const before = await snapshot(t, alphaId);
    const presigned = await alpha.call(
      'GET',
      '/api/utils/branding-logos/presigned-image-url?ext=png&mime_type=image%2Fpng',
    );
    const neverSent = presigned.json<PresignedUpload>().key;
    const { key: betaKey } = await uploadToS3(beta, png);
    for (const key of [neverSent, betaKey, betaKey.replace(/^\d+/, String(alphaId))]) {
      const response = await saveLogo(alpha, alphaId, key);
      assert.equal(response.statusCode, 400, key);
      assert.deepEqual(response.json<ErrorAnswer>().details, [
        { path: 'body.branding.logo', message: 'Upload the logo again.' },
      ]);
    }
    assert.equal(await snapshot(t, alphaId), before);
    // Beta's file is still waiting for Beta, who can claim it.
    assert.ok(s3.objects.has(incoming(betaKey)));
    assert.equal((await saveLogo(beta, betaId, betaKey)).statusCode, 200);
  });
});
