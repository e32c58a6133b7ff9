#!/usr/bin/env node
// Staff API throughput, measured through HTTP on the built api-server in production mode.
//
//   pnpm bench:api        (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
//
// In a database of its own (dropped at the end) it imports a tenant of 2,000 patients, signs a staff
// user in, and loads three routes in turn with autocannon, 16 connections for 10 seconds each after a
// 2-second warm-up: the health route (one database round trip, no session), the session status
// `GET /api/auth/` (authentication alone) and the first page of patients (authentication, the list,
// its total and the audit row of the read). It prints requests/s, p50 and p99 latency side by side
// and each signed-in route's rate as a share of the health route's.
// Targets: GET /api/auth/ >= 0.8x and the patient list >= 0.5x the health route. Exit code 1 on a miss.
import autocannon from 'autocannon';
import { commitImport, json, log, request, startBenchServer } from './bench/apiServer.mjs';

const CONNECTIONS = 16;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const PATIENTS = 2_000;
const TARGETS = { auth: 0.8, patients: 0.5 };

function patientsCsv(rows) {
  const lines = ['mrn,first_name,last_name,date_of_birth,email,language_preference'];
  for (let index = 0; index < rows; index += 1) {
    const day = String(1 + (index % 28)).padStart(2, '0');
    lines.push(
      `API${String(index).padStart(6, '0')},Bench${index},Patient${index % 97},1970-01-${day},p${index}@example.test,en`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function importPatients(base, session) {
  const report = json(
    await request(base, session, 'POST', '/api/patients/bulk-upload', {
      body: patientsCsv(PATIENTS),
      headers: { 'content-type': 'text/csv' },
    }),
    200,
  );
  await commitImport(base, session, report.import_id);
}

function load(url, headers, duration) {
  return new Promise((resolveRun, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, outcome) =>
      error ? reject(error) : resolveRun(outcome),
    );
  });
}

async function measure(label, url, headers) {
  await load(url, headers, WARM_UP_SECONDS);
  const outcome = await load(url, headers, SECONDS);
  const bad = outcome.non2xx + outcome.errors + outcome.timeouts;
  if (bad > 0) throw new Error(`${label}: ${bad} of ${outcome.requests.total} requests failed`);
  return { label, rate: outcome.requests.average, p50: outcome.latency.p50, p99: outcome.latency.p99 };
}

const bench = await startBenchServer({ name: 'api', limitMs: 5 * 60_000 });
let missed = 0;
try {
  const session = await bench.signIn();
  await importPatients(bench.base, session);
  const signedIn = { cookie: session.cookie };
  log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per route (after ${WARM_UP_SECONDS} s of warm-up), production mode:\n`,
  );
  const health = await measure('GET /api/health/', `${bench.base}/api/health/`, {});
  const auth = await measure('GET /api/auth/', `${bench.base}/api/auth/`, signedIn);
  const patients = await measure(
    'GET /api/patients (first page, verbose)',
    `${bench.base}/api/patients?get_page=1&page_size=50&verbose=true`,
    signedIn,
  );
  const rows = [
    [health, null],
    [auth, TARGETS.auth],
    [patients, TARGETS.patients],
  ];
  log(
    `${'route'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  share of health`,
  );
  for (const [run, target] of rows) {
    const share = run.rate / health.rate;
    const verdict =
      target === null ? '' : `${share.toFixed(2)}x (target >= ${target}x) ${share >= target ? 'ok' : 'MISS'}`;
    if (target !== null && share < target) missed += 1;
    log(
      `${run.label.padEnd(38)} ${run.rate.toFixed(0).padStart(8)} ${String(run.p50).padStart(8)} ${String(run.p99).padStart(8)}  ${verdict}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  missed += 1;
} finally {
  await bench.stop();
}
log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) missed.`);
process.exit(missed === 0 ? 0 : 1);
