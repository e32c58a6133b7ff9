#!/usr/bin/env node
// Bundle budgets, measured on the production builds (`pnpm -r build` first).
//
// Sizes are gzip level 9 of each file, summed, in KB (1 KB = 1000 bytes).
//
// Method, per figure:
// - host-shell, login screen: the JavaScript a browser must fetch before the host's first render.
//   That is every <script> in the built index.html, plus what boot-assets.json lists: the shared
//   webpack config writes it at build time from the chunk graph (the entry chunk, the chunks behind
//   its `import('./bootstrap')` boundary, and transitively the chunks of each shared module those
//   chunks consume, since the federation runtime resolves a chunk's shared modules before running
//   it). Lazy imports (the signed-in shell, other languages, Sentry, remotes) are not included:
//   they load after the first render.
// - each remote's remoteEntry.js: the one file the host fetches per remote before it needs any of
//   the remote's pages (the manifest is JSON and tiny, and is reported separately).
// - mfe-patient standalone first screen: the same rule as the host, on mfe-patient's own index.html.
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;
const BUDGETS = { host: 200 * KB, remoteEntry: 25 * KB, patient: 120 * KB };
const REMOTES = ['mfe-campaigns', 'mfe-contacts', 'mfe-reports-libraries', 'mfe-patient', 'mfe-avs'];

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function distOf(app) {
  const dist = join(root, app, 'dist');
  if (!existsSync(dist)) throw new Error(`${app}/dist is missing: run \`pnpm -r build\` first`);
  return dist;
}

/** Scripts of the built index.html plus the boot chunks, each counted once. */
function firstScreenFiles(app) {
  const dist = distOf(app);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) =>
    match[1].replace(/^\.?\//, ''),
  );
  const bootFile = join(dist, 'boot-assets.json');
  const fromBoot = existsSync(bootFile) ? JSON.parse(readFileSync(bootFile, 'utf8')).files : [];
  if (!existsSync(bootFile))
    console.warn(`${app}: boot-assets.json missing, counting index.html scripts only`);
  return [...new Set([...fromHtml, ...fromBoot])].map((file) => join(dist, file));
}

function measureFiles(files) {
  return files.reduce((total, file) => total + gzipSize(file), 0);
}

const rows = [];
function addRow(label, bytes, budget, detail) {
  rows.push({ label, bytes, budget, detail, ok: bytes <= budget });
}

try {
  const hostFiles = firstScreenFiles('host-shell');
  addRow(
    'host-shell: login screen, initial JS',
    measureFiles(hostFiles),
    BUDGETS.host,
    `${hostFiles.length} files`,
  );

  for (const remote of REMOTES) {
    const dist = distOf(remote);
    const manifest = join(dist, 'mf-manifest.json');
    const manifestSize = existsSync(manifest) ? gzipSize(manifest) : 0;
    addRow(
      `${remote}: remoteEntry.js`,
      gzipSize(join(dist, 'remoteEntry.js')),
      BUDGETS.remoteEntry,
      `mf-manifest.json ${(manifestSize / KB).toFixed(1)} KB`,
    );
  }

  const patientFiles = firstScreenFiles('mfe-patient');
  addRow(
    'mfe-patient: standalone first screen',
    measureFiles(patientFiles),
    BUDGETS.patient,
    `${patientFiles.length} files`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const width = Math.max(...rows.map((row) => row.label.length));
console.log(`${'bundle'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}  result  detail`);
for (const row of rows) {
  console.log(
    `${row.label.padEnd(width)}  ${`${(row.bytes / KB).toFixed(1)} KB`.padStart(9)}  ${`${(row.budget / KB).toFixed(0)} KB`.padStart(9)}  ${row.ok ? 'ok    ' : 'OVER  '}  ${row.detail}`,
  );
}

const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(`\n${over.length} bundle(s) over budget.`);
  process.exit(1);
}
console.log('\nAll bundles within budget.');
