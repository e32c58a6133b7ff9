#!/usr/bin/env node
// The page a patient opens, measured with Lighthouse on the built platform, served as `npm start`
// serves it.
//
//   pnpm build && pnpm bench:patient [--runs 3] [/i/<link token>]
//
// It builds nothing: it needs the built tree (every app's dist/ and api-server/dist/) and the ports of
// tools/platform.json free. It starts the api-server as `npm start` does (development mode, the
// embedded database in .data/, the demo seeded on its first start) and the six apps from their dist/
// with tools/serve-static.mjs, then runs Lighthouse's mobile preset (simulated slow 4G, 4× CPU
// slowdown) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on the patient page of the
// host, `PATIENT_PATH` below unless a path is given, and prints the median run's largest contentful
// paint, performance score, JavaScript bytes (transferred and uncompressed) and font files.
// Targets: LCP <= 1.5 s, performance >= 95; the exit code is 1 when one is missed.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startProcess, waitForUrl } from './workspace.mjs';

/**
 * The page measured. No link exists yet, so an unknown token gives the 'link not available' page,
 * the page every link shows today; point it at a demo link once the patient app opens them.
 */
const PATIENT_PATH = '/i/bench-unknown-link';
const TARGETS = { lcpMs: 1500, performance: 95 };

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs takes a whole number of runs, not ${values.runs}`);
  process.exit(1);
}
const path = positionals[0] ?? PATIENT_PATH;
const platform = JSON.parse(readFileSync(join(root, 'tools/platform.json'), 'utf8'));
const host = platform.apps.find((app) => app.folder === 'host-shell');
const url = new URL(path, `http://localhost:${host.port}`).href;

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
  return {
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
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

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
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
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const result = figures(lhr);
    results.push(result);
    log(`run ${run}/${runs}: LCP ${(result.lcpMs / 1000).toFixed(2)} s, performance ${result.performance}`);
  }

  // The run of median LCP stands for the page, as Lighthouse's own median run does.
  const median = [...results].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((results.length - 1) / 2)];
  const lcpOk = median.lcpMs <= TARGETS.lcpMs;
  const performanceOk = median.performance >= TARGETS.performance;
  log('');
  log(`patient page ${url}, Lighthouse ${results.length} run(s), mobile, the median run:`);
  const rows = [
    [
      'largest contentful paint',
      `${(median.lcpMs / 1000).toFixed(2)} s`,
      `<= ${(TARGETS.lcpMs / 1000).toFixed(2)} s`,
      lcpOk ? 'ok' : 'MISSED',
    ],
    [
      'performance score',
      String(median.performance),
      `>= ${TARGETS.performance}`,
      performanceOk ? 'ok' : 'MISSED',
    ],
    ['JavaScript, transferred', kib(median.scriptTransfer), '', ''],
    ['JavaScript, uncompressed', kib(median.scriptResource), '', ''],
    ['font files', String(median.fontCount), '', ''],
    ['fonts, transferred', kib(median.fontTransfer), '', ''],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  for (const [label, value, target, result] of rows) {
    log(`${label.padEnd(width)}  ${value.padStart(10)}  ${target.padEnd(10)}  ${result}`.trimEnd());
  }
  if (median.fonts.length > 0) log(`fonts: ${median.fonts.join(', ')}`);
  exitCode = lcpOk && performanceOk ? 0 : 1;
  if (exitCode !== 0) log('\nA target is missed.');
} finally {
  stopAll();
}
process.exit(exitCode);
