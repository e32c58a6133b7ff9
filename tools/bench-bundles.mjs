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
// - a remote's route (mfe-campaigns' builder, /create; the reports, /reports): the chunks the host
//   fetches from the remote when it mounts the exposed page, plus the chunks that page imports lazily
//   once it runs (the rich text editor, the chart library) and the largest of its language files,
//   from expose-assets.json, which the shared webpack config writes from the chunk graph. Shared modules are not counted: the host provides
//   them (the shared singletons).
// - mfe-patient standalone first screen: the same rule as the host, on mfe-patient's own index.html.
// - each later screen of the patient page (the touchpoint, a chapter, the survey): its named chunk
//   (`webpackChunkName: "patient-…"`), the larger of the standalone and the remote build's copy.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1000;
const BUDGETS = { host: 200 * KB, remoteEntry: 25 * KB, patient: 120 * KB, patientScreen: 40 * KB };
/** The patient page's later screens, each a lazy chunk of its own. */
const PATIENT_SCREENS = ['patient-touchpoint', 'patient-chapter', 'patient-survey'];
/** Routes of a remote with a budget of their own, measured from its expose-assets.json. */
const ROUTES = [
  { app: 'mfe-campaigns', expose: 'CreatePage', label: 'builder route (/create)', budget: 150 * KB },
  { app: 'mfe-reports-libraries', expose: 'ReportsPage', label: 'reports route (/reports)', budget: 80 * KB },
];
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

  for (const route of ROUTES) {
    const report = JSON.parse(readFileSync(join(distOf(route.app), 'expose-assets.json'), 'utf8'))[
      route.expose
    ];
    if (!report) throw new Error(`${route.app} exposes no ${route.expose}`);
    const dist = distOf(route.app);
    const own = [...report.sync, ...report.lazy].map((file) => join(dist, file));
    // A user loads the strings of one language: the largest one counts.
    const locale = Math.max(0, ...report.locales.map((file) => gzipSize(join(dist, file))));
    addRow(
      `${route.app}: ${route.label}`,
      measureFiles(own) + locale,
      route.budget,
      `over the shared singletons: ${report.sync.length} files on mount, ${report.lazy.length} lazy, the largest of ${report.locales.length} locales`,
    );
  }

  const patientFiles = firstScreenFiles('mfe-patient');
  addRow(
    'mfe-patient: standalone first screen',
    measureFiles(patientFiles),
    BUDGETS.patient,
    `${patientFiles.length} files`,
  );

  const patientDist = distOf('mfe-patient');
  for (const screen of PATIENT_SCREENS) {
    const copies = readdirSync(patientDist).filter(
      (file) => file.startsWith(`${screen}.`) && file.endsWith('.js'),
    );
    if (copies.length === 0) throw new Error(`mfe-patient has no ${screen} chunk`);
    addRow(
      `mfe-patient: ${screen.replace('patient-', '')} screen chunk`,
      Math.max(...copies.map((file) => gzipSize(join(patientDist, file)))),
      BUDGETS.patientScreen,
      `the larger of ${copies.length} builds`,
    );
  }
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
