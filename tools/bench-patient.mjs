#!/usr/bin/env node
// The page a patient opens, measured with Lighthouse on the built platform, served as `npm start`
// serves it.
//
//   pnpm build && pnpm bench:patient [--runs 3] [--save <folder>] [--mrn DH-000007] [/i/<link token>]
//
// It builds nothing: it needs the built tree (every app's dist/ and api-server/dist/) and the ports of
// tools/platform.json free. It starts the api-server as `npm start` does (development mode, the
// embedded database in .data/, the demo seeded on its first start) and the six apps from their dist/
// with tools/serve-static.mjs, makes a new test link of the demo touchpoint for the demo patient
// (`cli patient-link --mrn DH-000007`, who prefers Spanish; a new link is unverified, so it opens on the
// date-of-birth screen) and runs Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) in
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on that link's page twice over:
//   - patient app: the standalone patient app (mfe-patient's own build, port 3004), the page a
//     patient's phone is meant to get: the targets apply to it;
//   - host: the same path through the host shell (port 3000), which loads the patient remote at run
//     time; the address the api-server prints today. Shown for comparison.
// A path given as an argument is measured instead of the new link's. For each page it prints the
// median run's largest contentful paint, its element, the performance score, JavaScript bytes
// (transferred and uncompressed) and font files. `--save <folder>` writes each run's Lighthouse report
// there as JSON (the link is a test link of a generated demo patient).
// Targets: LCP <= 1.5 s, performance >= 95 on the patient app; the exit code is 1 when one is missed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startProcess, waitForUrl } from './workspace.mjs';

/** The demo patient whose new test link is measured unless `--mrn` names another: one who prefers Spanish. */
const PATIENT_MRN = 'DH-000007';
const TARGETS = { lcpMs: 1500, performance: 95 };

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
    mrn: { type: 'string', default: PATIENT_MRN },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs, not ${values.runs}`);
  process.exit(1);
}
const platform = JSON.parse(readFileSync(join(root, 'tools/platform.json'), 'utf8'));
const portOf = (folder) => platform.apps.find((app) => app.folder === folder).port;
/** The pages measured, the patient-facing one first: it alone has to meet the targets. */
const pages = [
  { label: 'patient app (standalone, the page a patient gets)', port: portOf('mfe-patient'), targets: true },
  { label: 'host shell (loads the patient remote)', port: portOf('host-shell'), targets: false },
];

function log(text) {
  process.stdout.write(`${text}\n`);
}

const missing = [
  ...platform.apps.map((app) => join(app.folder, 'dist', 'index.html')),
  join('api-server', 'dist', 'server.js'),
].filter((file) => !existsSync(join(root, file)));
if (missing.length > 0) {
  console.error(`The built platform is missing (${missing.join(', ')}): run \`pnpm build\` first.`);
  process.exit(1);
}

/** True when something already listens on the port: the bench would measure someone else's server. */
function portInUse(port) {
  return new Promise((resolveCheck) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolveCheck(true);
    });
    socket.once('error', () => resolveCheck(false));
  });
}
const ports = [...platform.apps.map((app) => app.port), platform.api.port];
const busy = [];
for (const port of ports) if (await portInUse(port)) busy.push(port);
if (busy.length > 0) {
  console.error(`Port(s) ${busy.join(', ')} already answer: stop what runs there first.`);
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: 'development', DEV_MODE: 'true', LOG_LEVEL: 'warn' };

/** The path of a new, unverified test link of the demo touchpoint (its first screen: the date of birth). */
function newLinkPath() {
  const made = spawnSync(process.execPath, ['api-server/dist/cli.js', 'patient-link', '--mrn', values.mrn], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  // The output holds the link and the patient's date of birth: only the path is kept, nothing printed.
  const token = /\/i\/([A-Za-z0-9_-]{43})\s*$/m.exec(made.stdout ?? '')?.[1];
  if (made.status !== 0 || !token) throw new Error(`cli patient-link failed (exit code ${made.status})`);
  return `/i/${token}`;
}
const children = [
  startProcess('api', 'node', ['api-server/dist/server.js'], { env }),
  ...platform.apps.map((app) =>
    startProcess(app.folder, 'node', [
      'tools/serve-static.mjs',
      '--dir',
      join(app.folder, 'dist'),
      '--port',
      String(app.port),
      '--spa',
    ]),
  ),
];
let chrome;
function stopAll() {
  chrome?.kill();
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const sum = (type, key) =>
    requests
      .filter((item) => item.resourceType === type)
      .reduce((total, item) => total + (item[key] ?? 0), 0);
  const lcpElement = lhr.audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  return {
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    lcpElement: lcpElement ? `${lcpElement.snippet ?? ''} ${lcpElement.nodeLabel ?? ''}` : 'none',
    performance: Math.round(lhr.categories.performance.score * 100),
    scriptTransfer: sum('Script', 'transferSize'),
    scriptResource: sum('Script', 'resourceSize'),
    fontCount: requests.filter((item) => item.resourceType === 'Font').length,
    fontTransfer: sum('Font', 'transferSize'),
    fonts: requests
      .filter((item) => item.resourceType === 'Font')
      .map((item) => `${new URL(item.url).pathname.split('/').pop()} ${kib(item.transferSize)}`),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

let exitCode = 1;
try {
  log('starting the api-server and the six apps…');
  await waitForUrl(`http://localhost:${platform.api.port}/api/health/`, 180_000);
  for (const app of platform.apps) await waitForUrl(`http://localhost:${app.port}/`);

  const path = positionals[0] ?? newLinkPath();
  if (values.save) mkdirSync(values.save, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  const summaries = [];
  for (const page of pages) {
    const url = new URL(path, `http://localhost:${page.port}`).href;
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      // Mobile is Lighthouse's default: a 412×823 phone, simulated slow 4G (150 ms, 1.6 Mbit/s) and a
      // CPU four times slower than this machine's.
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
      });
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (values.save) {
        writeFileSync(
          join(values.save, `lighthouse-${page.port}-run${run}.json`),
          JSON.stringify(lhr, null, 1),
        );
      }
      const result = figures(lhr);
      results.push(result);
      log(
        `${page.label}, run ${run}/${runs}: LCP ${(result.lcpMs / 1000).toFixed(2)} s, performance ${result.performance}`,
      );
    }
    // The run of median LCP stands for the page, as Lighthouse's own median run does.
    const median = [...results].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((results.length - 1) / 2)];
    summaries.push({ page, url, runs: results.length, median });
  }

  exitCode = 0;
  for (const { page, url, runs: count, median } of summaries) {
    const lcpOk = median.lcpMs <= TARGETS.lcpMs;
    const performanceOk = median.performance >= TARGETS.performance;
    const verdict = (ok) => (page.targets ? (ok ? 'ok' : 'MISSED') : '');
    log('');
    // The address without its token: the link is a test link, but link tokens are not printed.
    const shown = url.replace(/\/i\/[A-Za-z0-9_-]{43}$/, '/i/<new test link>');
    log(`${page.label} ${shown}, Lighthouse ${count} run(s), mobile, the median run:`);
    const rows = [
      [
        'largest contentful paint',
        `${(median.lcpMs / 1000).toFixed(2)} s`,
        `<= ${(TARGETS.lcpMs / 1000).toFixed(2)} s`,
        verdict(lcpOk),
      ],
      ['performance score', String(median.performance), `>= ${TARGETS.performance}`, verdict(performanceOk)],
      ['JavaScript, transferred', kib(median.scriptTransfer), '', ''],
      ['JavaScript, uncompressed', kib(median.scriptResource), '', ''],
      ['font files', String(median.fontCount), '', ''],
      ['fonts, transferred', kib(median.fontTransfer), '', ''],
    ];
    const width = Math.max(...rows.map((row) => row[0].length));
    for (const [label, value, target, result] of rows) {
      log(`${label.padEnd(width)}  ${value.padStart(10)}  ${target.padEnd(10)}  ${result}`.trimEnd());
    }
    log(`largest contentful paint element: ${median.lcpElement}`);
    if (median.fonts.length > 0) log(`fonts: ${median.fonts.join(', ')}`);
    if (page.targets && !(lcpOk && performanceOk)) exitCode = 1;
  }
  if (exitCode !== 0) log('\nA target is missed.');
} finally {
  stopAll();
}
process.exit(exitCode);
