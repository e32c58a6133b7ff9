#!/usr/bin/env node
// Serves one built app (host or remote) the way a static host or CDN would, with no dependencies:
//   node tools/serve-static.mjs --dir <folder> --port <port> [--spa]
// - CORS open for assets: remotes' manifests, entries, chunks and fonts are read by the host's origin.
// - Files that name other files (index.html, remoteEntry.js, mf-manifest.json) and runtime config
//   (remotes.json, config.json) are revalidated on every load, so a redeploy is picked up by a reload.
// - Content-hashed files are cached for a year: their name changes whenever their content does.
// - With --spa, unknown paths without a file extension answer index.html (client-side routes).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    host: { type: 'string', default: 'localhost' },
  },
});

if (!values.dir || !values.port || !/^\d+$/.test(values.port)) {
  console.error('usage: serve-static.mjs --dir <folder> --port <port> [--spa] [--host <name>]');
  process.exit(2);
}

const root = resolve(values.dir);
const port = Number(values.port);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'config.json']);
// `[name].[contenthash:8].ext` as emitted by the shared webpack config.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheControl(filePath) {
  const name = filePath.split(sep).pop() ?? '';
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Maps a URL path to a file inside root, or null when it would leave root or is malformed. */
function resolveInsideRoot(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return null;
  return target;
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    if (info.isFile()) return { path, size: info.size };
    if (info.isDirectory()) {
      const index = join(path, 'index.html');
      const indexInfo = await stat(index);
      if (indexInfo.isFile()) return { path: index, size: indexInfo.size };
    }
  } catch {
    // Not found: the caller decides between SPA fallback and 404.
  }
  return null;
}

function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const server = createServer(async (req, res) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Referrer-Policy', 'no-referrer');

  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD, OPTIONS' });
    return;
  }

  const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
  // Refuse any attempt to climb out of the served folder, encoded or not.
  if (urlPath.split('/').some((part) => part === '..') || /%2e%2e|%2f|%5c/i.test(urlPath)) {
    sendText(res, 400, 'Bad Request');
    return;
  }
  const target = resolveInsideRoot(urlPath);
  if (!target) {
    sendText(res, 400, 'Bad Request');
    return;
  }

  let file = await fileAt(target);
  if (!file && values.spa && extname(urlPath) === '') {
    file = await fileAt(join(root, 'index.html'));
  }
  if (!file) {
    sendText(res, 404, 'Not Found', { 'Cache-Control': 'no-cache' });
    return;
  }

  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': file.size,
    'Cache-Control': cacheControl(file.path),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
});

server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${port}${values.spa ? ' (SPA fallback on)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
