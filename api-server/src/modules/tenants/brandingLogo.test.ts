import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Branding, PresignedUpload } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { snapshot, staffClient, tenantId, type StaffClient } from './testSupport.js';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('the rest of a small logo'),
]);

interface ErrorAnswer {
  code: string;
  details?: { path: string; message: string }[];
}

void describe('branding logo', () => {
  let t: TestApp;
  let storage: string;
  let alpha: StaffClient;
  let beta: StaffClient;
  let alphaId: number;
  let betaId: number;

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'outreach-logos-'));
    process.env.STORAGE_DIR = storage;
    t = await build();
    alpha = await staffClient(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    beta = await staffClient(t, await t.createUser({ tenantName: 'Beta Clinic' }));
    alphaId = await tenantId(t, 'Alpha Clinic');
    betaId = await tenantId(t, 'Beta Clinic');
  });
  after(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
    delete process.env.STORAGE_DIR;
  });

  const brandingUrl = (id: number) => `/api/tenants/${String(id)}/branding`;

  /** Presigns and PUTs a file the way the browser does; returns its key. */
  const upload = async (client: StaffClient, kind: string, body: Buffer, query = '') => {
    const presigned = await client.call(
      'GET',
      `/api/utils/${kind}/presigned-image-url?ext=png&mime_type=image%2Fpng${query}`,
    );
    assert.equal(presigned.statusCode, 200, presigned.body);
    const { url, key } = presigned.json<PresignedUpload>();
    const put = await t.app.inject({
      method: 'PUT',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'image/png' },
      payload: body,
    });
    assert.equal(put.statusCode, 201, put.body);
    return key;
  };

  void it('saves an uploaded logo, answers its URL, and the URL serves the file safely', async () => {
    // Upload a PNG into the tenant's branding-logos folder, then save it as the logo.
    const key = await upload(alpha, 'branding-logos', png);
    const saved = await alpha.call('PUT', brandingUrl(alphaId), { branding: { logo: key } });
    assert.equal(saved.statusCode, 200, saved.body);
    const logoUrl = `http://localhost:4000/api/uploads/${key}`;
    assert.equal(saved.json<{ branding: Branding }>().branding.logo_url, logoUrl);

    // Reading the branding back gives the same absolute URL.
    const read = (await alpha.call('GET', brandingUrl(alphaId))).json<{ branding: Branding }>();
    assert.equal(read.branding.logo, key);
    assert.equal(read.branding.logo_url, logoUrl);

    // The URL serves the bytes to a member, with headers that stop any active content.
    const served = await alpha.call('GET', new URL(logoUrl).pathname);
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, png);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['content-security-policy']), /default-src 'none'.*sandbox/);

    // Saving again with the same logo (the form sends it back) keeps it; null removes it.
    const again = await alpha.call('PUT', brandingUrl(alphaId), {
      branding: { ...read.branding, sender_name: 'Alpha' },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json<{ branding: Branding }>().branding.logo_url, logoUrl);
    const removed = await alpha.call('PUT', brandingUrl(alphaId), { branding: { logo: null } });
    assert.deepEqual(
      [
        removed.json<{ branding: Branding }>().branding.logo,
        removed.json<{ branding: Branding }>().branding.logo_url,
      ],
      [null, null],
    );
  });

  void it('refuses a logo key that is not an upload of this tenant’s logo folder, changing nothing', async () => {
    const current = await upload(alpha, 'branding-logos', png);
    assert.equal(
      (await alpha.call('PUT', brandingUrl(alphaId), { branding: { logo: current } })).statusCode,
      200,
    );
    const before = await snapshot(t, alphaId);
    const betaKey = await upload(beta, 'branding-logos', png);
    const otherFolder = await upload(alpha, 'chapter-logos', png);
    const cases = {
      'never uploaded': `${String(alphaId)}/branding-logos/AAAAAAAAAAAAAAAAAAAAAAAA.png`,
      'another tenant’s upload': betaKey,
      'another folder': otherFolder,
      'another tenant’s key, renamed into this tenant': betaKey.replace(/^\d+/, String(alphaId)),
      'not a key at all': 'logo.png',
    };
    for (const [name, logo] of Object.entries(cases)) {
      const response = await alpha.call('PUT', brandingUrl(alphaId), { branding: { logo } });
      assert.equal(response.statusCode, 400, name);
      const body = response.json<ErrorAnswer>();
      assert.equal(body.code, 'VALIDATION_FAILED', name);
      assert.deepEqual(
        body.details,
        [{ path: 'body.branding.logo', message: 'Upload the logo again.' }],
        name,
      );
    }
    assert.equal(await snapshot(t, alphaId), before);
    // Beta's own logo is still Beta's to use.
    const own = await beta.call('PUT', brandingUrl(betaId), { branding: { logo: betaKey } });
    assert.equal(own.statusCode, 200, own.body);
  });

  void it('presigns into a chosen tenant of the user, and never into a foreign one', async () => {
    // Alpha's user also belongs to Gamma; the session's current tenant stays Alpha.
    await t.createUser({ tenantName: 'Gamma Clinic' });
    const gammaId = await tenantId(t, 'Gamma Clinic');
    const [alphaUser] = await t.db.queryAsOwner<{ user_id: number }>(
      'SELECT user_id FROM staff_memberships WHERE tenant_id = $1',
      [alphaId],
    );
    await t.db.queryAsOwner('INSERT INTO staff_memberships (tenant_id, user_id) VALUES ($1, $2)', [
      gammaId,
      alphaUser?.user_id,
    ]);
    const key = await upload(alpha, 'branding-logos', png, `&tenant_id=${String(gammaId)}`);
    assert.ok(key.startsWith(`${String(gammaId)}/branding-logos/`), key);
    const saved = await alpha.call('PUT', brandingUrl(gammaId), { branding: { logo: key } });
    assert.equal(saved.statusCode, 200, saved.body);
    // The Gamma logo is not Alpha's.
    const misplaced = await alpha.call('PUT', brandingUrl(alphaId), { branding: { logo: key } });
    assert.equal(misplaced.statusCode, 400);

    const presign = (tenant: string) =>
      alpha.call(
        'GET',
        `/api/utils/branding-logos/presigned-image-url?ext=png&mime_type=image%2Fpng&tenant_id=${tenant}`,
      );
    const foreign = await presign(String(betaId));
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json<ErrorAnswer>().code, 'NOT_FOUND');
    assert.equal((await presign('999999')).statusCode, 404);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '']) {
      const response = await presign(bad);
      assert.equal(response.statusCode, 400, bad);
      assert.equal(response.json<ErrorAnswer>().details?.[0]?.path, 'query.tenant_id', bad);
    }
  });
});
