#!/usr/bin/env node
// Serves one built app (host or remote) the way a static host or CDN would:
//   node tools/serve-static.mjs --dir <folder> --port <port> [--spa] [--host <name>]
// - CORS open for assets: remotes' manifests, entries, chunks and fonts are read by the host's origin.
// - Files that name other files (index.html, remoteEntry.js, mf-manifest.json) and runtime config
//   (remotes.json, config.json) are revalidated on every load, so a redeploy is picked up by a reload.
// - Content-hashed files are cached for a year: their name changes whenever their content does.
// - With --spa, unknown paths without a file extension answer index.html (client-side routes).
// - Compressed (brotli or gzip, as the browser accepts): the build's own compressed copy beside the
//   file (`.br`, `.gz`) when there is one, else compressed on the fly; with ETag and Last-Modified
//   answered by 304, and byte ranges answered by 206.
// Port 0 picks a free port; the address is printed once the server listens.
// It is Fastify with @fastify/static (file lookup, ETag, conditional and range requests, content
// types), @fastify/compress and @fastify/cors; this file only chooses their settings.
import { STATUS_CODES } from 'node:http';
import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

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

const NO_CACHE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'config.json']);
// `[name].[contenthash:8].ext` as emitted by the shared webpack config.
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheControl(filePath) {
  // A compressed copy (`main.1a2b3c4d.js.br`) is cached as the file it stands for.
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

// Request logs would carry patients' link tokens (/i/<token>): none are written.
const app = Fastify({ logger: false });

app.addHook('onRequest', async (request, reply) => {
  // A byte range is of the file itself: never of a compressed copy.
  if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
});

await app.register(cors, {
  origin: '*',
  methods: ['GET', 'HEAD', 'OPTIONS'],
  // Any header the browser asks to send is fine for static files.
  allowedHeaders: undefined,
  maxAge: 600,
});
await app.register(compress, { encodings: ['br', 'gzip'] });
await app.register(fastifyStatic, {
  root,
  // Cache-Control is chosen per file below.
  cacheControl: false,
  setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControl(filePath)),
  // Dotfiles are never part of a build: treat them as missing.
  dotfiles: 'ignore',
  // The build writes `.br` and `.gz` copies of its text files (shared-ui/federation.cjs).
  preCompressed: true,
});

// Anything but reading is refused, as a static host would.
app.route({
  method: ['POST', 'PUT', 'PATCH', 'DELETE'],
  url: '/*',
  handler: async (_request, reply) =>
    reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send('Method Not Allowed'),
});

app.setNotFoundHandler(async (request, reply) => {
  const path = request.url.split('?')[0] ?? '/';
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '';
  if (values.spa && isPage) return reply.sendFile('index.html');
  return reply
    .code(404)
    .header('Cache-Control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('Not Found');
});

// Errors (a path that climbs out of the folder, a malformed one) answer their status and nothing more.
app.setErrorHandler(async (error, _request, reply) => {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status]);
});

const address = await app.listen({ port, host: values.host });
const { port: boundPort } = new URL(address);
console.log(`Serving ${root} at http://${values.host}:${boundPort}${values.spa ? ' (SPA fallback on)' : ''}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
