// What a browser or CDN gets from tools/serve-static.mjs (node's test runner: `pnpm test:tools`).
// Each server is started as `npm start` and the e2e suite start it, on a free port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

const server = join(dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');

const scratch = mkdtempSync(join(tmpdir(), 'serve-static-test-'));
const dist = join(scratch, 'dist');
// Text long enough to be worth compressing.
const script = `${'export const greeting = "hello";\n'.repeat(200)}`;
const files = {
  'index.html': '<!doctype html><title>app</title><div id="root"></div>',
  'remoteEntry.js': script,
  'mf-manifest.json': JSON.stringify({ id: 'mfe_avs', exposes: [], shared: [], metaData: {} }),
  'remotes.json': '{}',
  'config.json': '{}',
  'main.1a2b3c4d.js': script,
  'main.1a2b3c4d.js.map': JSON.stringify({ version: 3, sources: [], mappings: '' }),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'fonts/montserrat.0f1e2d3c.woff2': 'wOF2 font bytes',
  'assets/module.5e6f7a8b.wasm': '\0asm\x01\0\0\0',
  '.env': 'SECRET=in-the-build-folder',
};
// A file the build wrote compressed copies of (brotli at quality 11, gzip at level 9), as it does for
// every text file but the runtime config.
const precompressed = {
  br: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: gzipSync(script, { level: 9 }),
};
files['chunk.9f8e7d6c.js'] = script;
files['chunk.9f8e7d6c.js.br'] = precompressed.br;
files['chunk.9f8e7d6c.js.gz'] = precompressed.gz;
for (const [name, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), content);
}
// Beside the served folder, never inside it.
writeFileSync(join(scratch, 'secret.txt'), 'outside the served folder');

/** Starts the server on a free port and resolves with its origin once it prints its address. */
function startServer(args) {
  const child = spawn(process.execPath, [server, '--dir', dist, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /at (http:\/\/\S+?:\d+)/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`serve-static exited with ${code}: ${output}`)));
  });
  return { child, origin };
}

/**
 * One raw HTTP request: the path is sent exactly as given (fetch would resolve `..` segments and
 * decode the body), and the body comes back as bytes.
 */
function get(origin, path, { method = 'GET', headers = {} } = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve-static', () => {
  let spa;
  let plain;
  let origin;
  let plainOrigin;

  before(async () => {
    spa = startServer(['--spa']);
    plain = startServer([]);
    [origin, plainOrigin] = await Promise.all([spa.origin, plain.origin]);
  });

  after(() => {
    spa?.child.kill('SIGTERM');
    plain?.child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  });

  it('compresses with brotli or gzip, as the browser accepts, and not at all when it accepts neither', async () => {
    const br = await get(origin, '/remoteEntry.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers.vary ?? '', /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.body).toString(), script);

    const gzip = await get(origin, '/remoteEntry.js', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), script);

    const identity = await get(origin, '/remoteEntry.js');
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body.toString(), script);
  });

  it("serves the build's own compressed copy when there is one, else the file as it is", async () => {
    const br = await get(origin, '/chunk.9f8e7d6c.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['content-type'] ?? '', /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(br.headers.vary ?? '', /accept-encoding/i);
    assert.deepEqual(br.body, precompressed.br, 'the copy on disk, not compressed again');

    const gzip = await get(origin, '/chunk.9f8e7d6c.js', { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gzip.body, precompressed.gz);

    const identity = await get(origin, '/chunk.9f8e7d6c.js');
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body.toString(), script);

    const part = await get(origin, '/chunk.9f8e7d6c.js', {
      headers: { Range: 'bytes=0-5', 'Accept-Encoding': 'br' },
    });
    assert.equal(part.status, 206);
    assert.equal(part.body.toString(), script.slice(0, 6), 'a range is of the file itself');
  });

  it('answers a request for a file the browser already has with 304 and no body', async () => {
    const first = await get(origin, '/main.1a2b3c4d.js');
    const etag = first.headers.etag;
    assert.ok(etag, 'an ETag');

    const again = await get(origin, '/main.1a2b3c4d.js', { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);

    const changed = await get(origin, '/main.1a2b3c4d.js', { headers: { 'If-None-Match': 'W/"other"' } });
    assert.equal(changed.status, 200);
  });

  it('answers a byte range with 206 and exactly those bytes, uncompressed', async () => {
    const part = await get(origin, '/main.1a2b3c4d.js', {
      headers: { Range: 'bytes=7-18', 'Accept-Encoding': 'gzip' },
    });

    assert.equal(part.status, 206);
    assert.equal(part.headers['content-range'], `bytes 7-18/${Buffer.byteLength(script)}`);
    assert.equal(part.headers['content-encoding'], undefined);
    assert.equal(part.body.toString(), script.slice(7, 19));
  });

  it('has every file that names other files, and the runtime config, revalidated on each load', async () => {
    for (const name of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'config.json']) {
      const response = await get(origin, `/${name}`);
      assert.equal(response.status, 200, name);
      assert.equal(response.headers['cache-control'], 'no-cache', name);
    }
  });

  it('has content-hashed files cached for a year, and other files revalidated', async () => {
    for (const name of [
      'main.1a2b3c4d.js',
      'fonts/montserrat.0f1e2d3c.woff2',
      'assets/module.5e6f7a8b.wasm',
    ]) {
      const response = await get(origin, `/${name}`);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', name);
    }
    // A source map is named after its script, not after its own content.
    for (const name of ['main.1a2b3c4d.js.map', 'favicon.svg']) {
      assert.equal((await get(origin, `/${name}`)).headers['cache-control'], 'no-cache', name);
    }
  });

  it('labels each kind of file with its content type', async () => {
    const types = {
      '/index.html': /^text\/html/,
      '/remoteEntry.js': /^(text|application)\/javascript/,
      '/mf-manifest.json': /^application\/json/,
      '/main.1a2b3c4d.js.map': /^application\/json/,
      '/favicon.svg': /^image\/svg\+xml/,
      '/fonts/montserrat.0f1e2d3c.woff2': /^font\/woff2$/,
      '/assets/module.5e6f7a8b.wasm': /^application\/wasm$/,
    };
    for (const [path, type] of Object.entries(types)) {
      const response = await get(origin, path);
      assert.match(response.headers['content-type'] ?? '', type, path);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
    }
  });

  it('lets any origin read the assets and answers the preflight', async () => {
    const asset = await get(origin, '/mf-manifest.json', { headers: { Origin: 'http://localhost:3000' } });
    assert.equal(asset.headers['access-control-allow-origin'], '*');

    const preflight = await get(origin, '/remoteEntry.js', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    assert.match(preflight.headers['access-control-allow-methods'] ?? '', /GET/);
  });

  it('answers client-side routes with index.html when --spa is on, and not otherwise', async () => {
    const route = await get(origin, '/contacts/42');
    assert.equal(route.status, 200);
    assert.equal(route.body.toString(), files['index.html']);
    assert.equal(route.headers['cache-control'], 'no-cache');

    assert.equal((await get(plainOrigin, '/contacts/42')).status, 404);
  });

  it('answers the patient pages a message links to with index.html: a link and an unsubscribe page', async () => {
    const key = '0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f';
    const signature = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
    for (const path of [`/i/${signature}`, `/u/${key}/${signature}`]) {
      const page = await get(origin, path);
      assert.equal(page.status, 200, path);
      assert.equal(page.body.toString(), files['index.html'], path);
    }
    // Why the unsubscribe page's address has no dot: a last segment with one is a file's name.
    assert.equal((await get(origin, `/u/${key}.${signature}`)).status, 404);
  });

  it('answers 404 for a missing asset, SPA or not', async () => {
    for (const path of ['/main.deadbeef.js', '/fonts/missing.woff2', '/assets/missing.json']) {
      const response = await get(origin, path);
      assert.equal(response.status, 404, path);
      assert.equal(response.headers['cache-control'], 'no-cache', path);
    }
  });

  it('never serves a dotfile of the build', async () => {
    assert.equal((await get(plainOrigin, '/.env')).status, 404);
    // With --spa an extension-less path is a client-side route: the page, not the file.
    const spaAnswer = await get(origin, '/.env');
    assert.doesNotMatch(spaAnswer.body.toString(), /SECRET/);
  });

  it('never serves a file from outside the folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/fonts/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/fonts/..%2f..%2fsecret.txt',
    ]) {
      const response = await get(origin, path);
      assert.ok(response.status >= 400 && response.status < 500, `${path} answered ${response.status}`);
      assert.doesNotMatch(response.body.toString(), /outside the served folder/, path);
    }
  });

  it('refuses writes', async () => {
    const response = await get(origin, '/index.html', { method: 'POST' });
    assert.equal(response.status, 405);
    assert.equal(response.headers.allow, 'GET, HEAD, OPTIONS');
  });
});
