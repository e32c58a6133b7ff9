import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { PresignedUpload } from '@outreach/shared-contracts';
import { build, signIn, type TestApp } from '../../test/build.js';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a small png'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const cleanSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const scriptSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

type Session = Awaited<ReturnType<typeof signIn>>;

void describe('uploads', () => {
  let t: TestApp;
  let storage: string;
  let alpha: Session;
  let beta: Session;

  before(async () => {
    storage = await mkdtemp(path.join(tmpdir(), 'outreach-objects-'));
    process.env.STORAGE_DIR = storage;
    t = await build();
    alpha = await signIn(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    beta = await signIn(t, await t.createUser({ tenantName: 'Beta Clinic' }));
  });
  after(async () => {
    await t.close();
    await rm(storage, { recursive: true, force: true });
    delete process.env.STORAGE_DIR;
  });

  const presign = (session: Session | null, kind: string, ext: string, mime: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/utils/${kind}/presigned-image-url?ext=${ext}&mime_type=${encodeURIComponent(mime)}`,
      ...(session ? { cookies: session.cookies } : {}),
    });
  const grant = async (kind = 'branding-logos', ext = 'png', mime = 'image/png') => {
    const response = await presign(alpha, kind, ext, mime);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<PresignedUpload>();
  };
  const put = (url: string, body: Buffer | string, type: string) =>
    t.app.inject({
      method: 'PUT',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': type },
      payload: body,
    });
  const stored = async () => {
    const rows = await t.db.queryAsOwner<{ key: string }>('SELECT key FROM uploads ORDER BY key');
    return rows.map((row) => row.key);
  };
  const files = async () =>
    (await readdir(storage, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
      .length;

  void it('uploads a PNG logo, records it, and serves it to the tenant with safe headers', async () => {
    const upload = await grant();
    assert.match(upload.key, /^\d+\/branding-logos\/[A-Za-z0-9_-]+\.png$/);
    assert.equal(upload.max_bytes, 2_097_152);
    assert.ok(upload.url.startsWith(`http://localhost:4000/api/uploads/${upload.key}?`));
    assert.equal(upload.expires_at, Math.floor(t.clock.now().getTime() / 1000) + 300);
    const sent = await put(upload.url, png, 'image/png');
    assert.equal(sent.statusCode, 201, sent.body);
    assert.ok((await stored()).includes(upload.key));

    const served = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${upload.key}`,
      cookies: alpha.cookies,
    });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, png);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(
      served.headers['content-security-policy'],
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    assert.equal(served.headers['cache-control'], 'private, max-age=300');

    const again = await put(upload.url, png, 'image/png');
    assert.equal(again.statusCode, 403, 'a URL is single use');

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${upload.key}`,
      cookies: beta.cookies,
    });
    assert.equal(foreign.statusCode, 404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/uploads/${upload.key}` });
    assert.equal(anonymous.statusCode, 401);
  });

  void it('refuses a file over the folder limit while streaming and keeps nothing', async () => {
    const before = await stored();
    const filesBefore = await files();
    const upload = await grant();
    const big = Buffer.concat([png, Buffer.alloc(2_097_152)]);
    const response = await put(upload.url, big, 'image/png');
    assert.equal(response.statusCode, 413);
    assert.equal(response.json<{ code: string }>().code, 'BODY_TOO_LARGE');
    assert.deepEqual(await stored(), before);
    assert.equal(await files(), filesBefore);

    // Without a Content-Length the limit is enforced while the body streams in.
    const streamed = await t.app.inject({
      method: 'PUT',
      url: upload.url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'image/png' },
      payload: Readable.from([png, Buffer.alloc(1_100_000), Buffer.alloc(1_100_000)]),
    });
    assert.equal(streamed.statusCode, 413);
    assert.deepEqual(await stored(), before);
    assert.equal(await files(), filesBefore);
  });

  void it('refuses JPEG bytes sent to a PNG URL, and a wrong Content-Type', async () => {
    const upload = await grant();
    const mismatch = await put(upload.url, jpeg, 'image/png');
    assert.equal(mismatch.statusCode, 415);
    const wrongHeader = await put(upload.url, jpeg, 'image/jpeg');
    assert.equal(wrongHeader.statusCode, 415);
    assert.ok(!(await stored()).includes(upload.key));
  });

  void it('refuses a script-bearing SVG and stores a clean one', async () => {
    const bad = await grant('branding-logos', 'svg', 'image/svg+xml');
    const refused = await put(bad.url, scriptSvg, 'image/svg+xml');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<{ code: string }>().code, 'UNSAFE_FILE');
    assert.ok(!(await stored()).includes(bad.key));
    for (const unsafe of [
      '<svg onload="x()"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">x()</s:script></svg>',
      '<svg><foreignObject/></svg>',
      '<svg><a href="https://evil.test">x</a></svg>',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>',
    ]) {
      const attempt = await grant('branding-logos', 'svg', 'image/svg+xml');
      assert.equal((await put(attempt.url, unsafe, 'image/svg+xml')).statusCode, 400, unsafe);
    }
    const good = await grant('branding-logos', 'svg', 'image/svg+xml');
    assert.equal((await put(good.url, cleanSvg, 'image/svg+xml')).statusCode, 201);
    assert.ok((await stored()).includes(good.key));
  });

  void it('refuses a PDF that runs scripts, launches programs or carries files, and stores a plain one', async () => {
    const pdf = (body: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< ${body} >>\nendobj\n%%EOF\n`, 'latin1');
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    const objectStream = Buffer.concat([
      Buffer.from('%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    for (const [label, file] of [
      ['an open action with a script', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
      ['a name written with # escapes', pdf('/OpenAction << /S /J#61vaScript >>')],
      ['a launch action', pdf('/AA << /O << /S /Launch /F (cmd.exe) >> >>')],
      ['an attached file', pdf('/Names << /EmbeddedFiles 3 0 R >>')],
      ['a script inside a compressed object stream', objectStream],
    ] as const) {
      const attempt = await grant('cta-documents', 'pdf', 'application/pdf');
      const refused = await put(attempt.url, file, 'application/pdf');
      assert.deepEqual(
        [refused.statusCode, refused.json<{ code: string }>().code],
        [400, 'UNSAFE_FILE'],
        label,
      );
      assert.ok(!(await stored()).includes(attempt.key), label);
    }
    const notPdf = await grant('cta-documents', 'pdf', 'application/pdf');
    assert.equal((await put(notPdf.url, jpeg, 'application/pdf')).statusCode, 415);
    const plain = await grant('cta-documents', 'pdf', 'application/pdf');
    const leaflet = await readFile(new URL('../demo/media/medication-plan.pdf', import.meta.url));
    assert.equal((await put(plain.url, leaflet, 'application/pdf')).statusCode, 201);
    assert.ok((await stored()).includes(plain.key));
  });

  void it('refuses an expired URL', async () => {
    const upload = await grant();
    t.clock.advance(301_000);
    const response = await put(upload.url, png, 'image/png');
    assert.equal(response.statusCode, 403);
    assert.ok(!(await stored()).includes(upload.key));
  });

  void it('refuses a URL whose signature, key, type or limit was changed', async () => {
    const upload = await grant();
    const other = await grant();
    const tampered = [
      upload.url.replace(/sig=([^&]+)/, (_m, sig: string) => `sig=${sig.slice(0, -2)}AA`),
      upload.url.replace(upload.key, other.key),
      upload.url.replace('type=image%2Fpng', 'type=image%2Fjpeg'),
      upload.url.replace('max=2097152', 'max=9097152'),
      upload.url.replace(/expires=\d+/, 'expires=9999999999'),
    ];
    for (const url of tampered) {
      assert.notEqual(url, upload.url);
      const response = await put(url, png, url.includes('jpeg') ? 'image/jpeg' : 'image/png');
      assert.equal(response.statusCode, 403, url);
    }
    assert.ok(!(await stored()).includes(upload.key));
    assert.ok(!(await stored()).includes(other.key));
  });

  void it('checks the extension and MIME type against the folder', async () => {
    for (const [kind, ext, mime] of [
      ['branding-logos', 'gif', 'image/gif'],
      ['branding-logos', 'png', 'image/jpeg'],
      ['cta-documents', 'png', 'image/png'],
      ['synthesia-videos', 'mp4', 'video/quicktime'],
    ] as const) {
      const response = await presign(alpha, kind, ext, mime);
      assert.equal(response.statusCode, 400, `${kind} ${ext} ${mime}`);
      assert.equal(response.json<{ code: string }>().code, 'VALIDATION_FAILED');
    }
    assert.equal((await presign(alpha, 'not-a-folder', 'png', 'image/png')).statusCode, 400);
    assert.equal((await presign(alpha, 'cta-documents', 'pdf', 'application/pdf')).statusCode, 200);
  });

  void it('describes the presign call and the object routes in the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    assert.ok(document.paths['/api/utils/{kind}/presigned-image-url']?.get);
    assert.ok(document.paths['/api/uploads/{key}']?.put);
    assert.ok(document.paths['/api/uploads/{key}']?.get);
  });

  void it('asks for a signed-in staff member to presign', async () => {
    const response = await presign(null, 'branding-logos', 'png', 'image/png');
    assert.equal(response.statusCode, 401);
  });
});
