#!/usr/bin/env node
// Patients at scale, measured through the HTTP API of the built api-server on PostgreSQL.
//
//   pnpm bench:contacts        (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
//
// It creates a database of its own on that server (dropped at the end), builds and starts the
// api-server as a child process (so its memory can be read from /proc), creates and signs in a
// staff user with the CLI, then:
// 1. imports a generated 100,000-row CSV (upload = dry run, then commit, until done) and prints
//    rows/s end to end, beside two COPYs of the same rows in the same database: into a bare table
//    of text columns, and into a table built like the patients table (LIKE patients INCLUDING ALL
//    and its foreign key to the tenant: the same columns, defaults, identity, constraints and
//    indexes; its search keys computed by the server's own code), each as a ratio; then imports the
//    same file again, nothing changed;
// 2. imports a generated 1,000,000-row CSV (its first 100,000 rows are the same patients, so the
//    tenant ends with 1,000,000) and prints the server's peak resident memory (VmHWM);
// 3. with those patients, once the VACUUM the server runs after a bulk import is over, times 200
//    requests each of the first page, page 100 and a surname-prefix search, and prints
//    p50/p95/max in ms.
// Targets: the import >= 25,000 rows/s and >= 0.75x the indexed COPY's speed, the second import of
// the same file >= 50,000 rows/s, <= 300 MB, p95 <= 50 ms. The exit code is 1 when one is missed.
import { once } from 'node:events';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  commitImport,
  json,
  log,
  memoryOf,
  request,
  requireFromServer,
  startBenchServer,
} from './bench/apiServer.mjs';

const pg = requireFromServer('pg');
const { patientSearchKeys } = await import(
  new URL('../api-server/dist/modules/patients/searchKeys.js', import.meta.url).href
);
const { from: copyFrom } = requireFromServer('pg-copy-streams');

const TARGETS = {
  rowsPerSecond: 25_000,
  shareOfIndexedCopy: 0.75,
  unchangedRowsPerSecond: 50_000,
  peakMb: 300,
  p95Ms: 50,
};
const SMALL = 100_000;
const LARGE = 1_000_000;
const REQUESTS = 200;
// ---- data --------------------------------------------------------------------------------------

/** A small deterministic generator, so every run imports the same patients. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const givenNames =
  'Ada Ben Cara Dev Elif Finn Gia Hugo Iris Jon Kemi Liam Mona Nils Ola Pia Quinn Rosa Sami Tara Umar Vera Wes Xia Yusuf Zoe'.split(
    ' ',
  );
const surnameStarts =
  'Hart Smith Bro Well Ash Clay Dun Fair Gold Hol Kirk Lang Mor North Oak Pen Ring Stan Thorn Ward'.split(
    ' ',
  );
const surnameEnds = 'well ley ton ford wood man by field more croft ham stead son wick'.split(' ');
const languages = ['en', 'en', 'en', 'es', 'fr', 'de', 'pt', 'zh'];
const genders = ['female', 'male', 'non_binary', 'other', 'unknown'];

function patientRow(index, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const first = pick(givenNames);
  const last = `${pick(surnameStarts)}${pick(surnameEnds)}`;
  const year = 1930 + Math.floor(next() * 85);
  const date = `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
  const email = next() < 0.6 ? `${first}.${last}.${index}@example.test`.toLowerCase() : '';
  const mobile = next() < 0.5 ? `+1555${String(index).padStart(7, '0')}` : '';
  return [
    `BM${String(index).padStart(7, '0')}`,
    first,
    last,
    date,
    pick(genders),
    email,
    mobile,
    pick(languages),
  ].join(',');
}

async function writeCsv(file, rows) {
  const next = random(20260301);
  const out = createWriteStream(file);
  out.write('mrn,first_name,last_name,date_of_birth,gender,email,mobile,language_preference\n');
  for (let start = 0; start < rows; start += 10_000) {
    const lines = [];
    for (let index = start; index < Math.min(rows, start + 10_000); index += 1)
      lines.push(patientRow(index, next));
    if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

// ---- server ------------------------------------------------------------------------------------

/** Upload (dry run) and commit, until done; answers the seconds it took end to end. */
async function importFile(base, session, file, rows) {
  const started = performance.now();
  const report = json(
    await request(base, session, 'POST', '/api/patients/bulk-upload', {
      body: createReadStream(file, { highWaterMark: 1 << 20 }),
      headers: { 'content-type': 'text/csv' },
    }),
    200,
  );
  const checked = performance.now();
  const committedAt = new Date();
  if (report.valid_rows !== rows) throw new Error(`dry run found ${report.valid_rows} valid rows of ${rows}`);
  await commitImport(base, session, report.import_id);
  const done = performance.now();
  return {
    seconds: (done - started) / 1000,
    dryRun: (checked - started) / 1000,
    commit: (done - checked) / 1000,
    committedAt,
  };
}

/** Seconds a COPY of `file` into `table` (made by `create`) takes, with `columns` named. */
async function timedCopy(databaseUrl, file, create, table, columns) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(create);
    const started = performance.now();
    await pipeline(
      createReadStream(file),
      client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN WITH (FORMAT csv, HEADER true)`)),
    );
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

const csvColumns = 'mrn, first_name, last_name, date_of_birth, gender, email, mobile, language_preference';

/** A COPY into a bare table of the file's own columns. */
function plainCopy(databaseUrl, file) {
  return timedCopy(
    databaseUrl,
    file,
    `CREATE TABLE bench_copy (mrn text, first_name text, last_name text, date_of_birth date,
      gender text, email text, mobile text, language_preference text)`,
    'bench_copy',
    csvColumns,
  );
}

/**
 * The same rows as the patients table stores them (tenant, search keys, preference, timestamps),
 * written to `target` beforehand, so the COPY's time is the table's alone.
 */
async function writeStoredRows(source, target) {
  const out = createWriteStream(target);
  out.write(
    `tenant_id,${csvColumns.replaceAll(' ', '')},sort_name,given_name_key,communication_preference,created_at,updated_at\n`,
  );
  const now = new Date().toISOString();
  const lines = readFileSync(source, 'utf8').split('\n').slice(1).filter(Boolean);
  for (let start = 0; start < lines.length; start += 10_000) {
    const chunk = lines.slice(start, start + 10_000).map((line) => {
      const fields = line.split(',');
      const keys = patientSearchKeys({ firstName: fields[1], lastName: fields[2] });
      const preference =
        fields[5] && fields[6] ? 'email_and_sms' : fields[5] ? 'email' : fields[6] ? 'sms' : 'none';
      return `1,${line},${keys.sortName},${keys.givenNameKey},${preference},${now},${now}`;
    });
    if (!out.write(`${chunk.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * A COPY into a table built like the patients table: its columns, constraints and indexes. LIKE
 * copies every constraint but the foreign key to the tenant, which is added as patients has it.
 */
function indexedCopy(databaseUrl, file) {
  return timedCopy(
    databaseUrl,
    file,
    `CREATE TABLE bench_patients_like (LIKE patients INCLUDING ALL);
     ALTER TABLE bench_patients_like ADD FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE`,
    'bench_patients_like',
    `tenant_id, ${csvColumns}, sort_name, given_name_key, communication_preference, created_at, updated_at`,
  );
}

/** Seconds until the patients table has been vacuumed after `since` (at most two minutes). */
async function vacuumed(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(
        "SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'patients' AND last_vacuum >= $1",
        [since],
      );
      if (rows.length > 0 || performance.now() - started > 120_000)
        return (performance.now() - started) / 1000;
      await sleep(200);
    }
  } finally {
    await client.end();
  }
}

async function timings(base, session, path) {
  const times = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    json(await request(base, session, 'GET', path(index)), 200);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) };
}

// ---- run ---------------------------------------------------------------------------------------

const results = [];
function result(label, value, unit, ok, detail = '', digits = 1) {
  results.push({ ok });
  log(
    `${label.padEnd(44)} ${`${value.toLocaleString('en', { maximumFractionDigits: digits })} ${unit}`.padStart(16)}  ${ok ? 'ok  ' : 'MISS'}  ${detail}`,
  );
}

// The run stops by itself: past 15 minutes whatever hangs is ended and the database dropped.
const bench = await startBenchServer({ name: 'contacts', limitMs: 15 * 60_000 });
const { base, databaseUrl, work, server } = bench;
try {
  const session = await bench.signIn();

  log(`writing ${SMALL.toLocaleString('en')} and ${LARGE.toLocaleString('en')}-row CSV files…`);
  const smallFile = join(work, 'small.csv');
  const largeFile = join(work, 'large.csv');
  await writeCsv(smallFile, SMALL);
  await writeCsv(largeFile, LARGE);

  log('');
  const small = await importFile(base, session, smallFile, SMALL);
  const copySeconds = await plainCopy(databaseUrl, smallFile);
  const storedFile = join(work, 'small-stored.csv');
  await writeStoredRows(smallFile, storedFile);
  const indexedSeconds = await indexedCopy(databaseUrl, storedFile);
  const rate = SMALL / small.seconds;
  const share = indexedSeconds / small.seconds;
  result(
    `import ${SMALL.toLocaleString('en')} rows through the API`,
    rate,
    'rows/s',
    rate >= TARGETS.rowsPerSecond,
    `${small.seconds.toFixed(2)} s (dry run ${small.dryRun.toFixed(2)} s, commit ${small.commit.toFixed(2)} s); ` +
      `bare COPY ${copySeconds.toFixed(2)} s = ${Math.round(SMALL / copySeconds).toLocaleString('en')} rows/s ` +
      `(API/COPY time ${(small.seconds / copySeconds).toFixed(1)}×)`,
  );
  result(
    'import speed as a share of an indexed COPY',
    share,
    '×',
    share >= TARGETS.shareOfIndexedCopy,
    `COPY into a table like patients ${indexedSeconds.toFixed(2)} s = ` +
      `${Math.round(SMALL / indexedSeconds).toLocaleString('en')} rows/s; the commit alone takes ` +
      `${(small.commit / indexedSeconds).toFixed(2)}× the COPY's time`,
    2,
  );
  const again = await importFile(base, session, smallFile, SMALL);
  const againRate = SMALL / again.seconds;
  result(
    'the same file again, nothing changed',
    againRate,
    'rows/s',
    againRate >= TARGETS.unchangedRowsPerSecond,
    `${again.seconds.toFixed(2)} s (dry run ${again.dryRun.toFixed(2)} s, commit ${again.commit.toFixed(2)} s)`,
  );

  const before = memoryOf(server.pid);
  let sampled = before.rss;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(server.pid).rss);
  }, 100);
  const large = await importFile(base, session, largeFile, LARGE);
  clearInterval(sampler);
  const afterLarge = memoryOf(server.pid);
  result(
    `server peak memory, ${LARGE.toLocaleString('en')}-row import`,
    afterLarge.peak,
    'MB',
    afterLarge.peak <= TARGETS.peakMb,
    `VmHWM; RSS ${before.rss.toFixed(0)} MB before, sampled max ${sampled.toFixed(0)} MB; import took ` +
      `${large.seconds.toFixed(1)} s = ${Math.round(LARGE / large.seconds).toLocaleString('en')} rows/s`,
  );

  // The server follows a bulk commit with VACUUM (so scans can read indexes alone); the timings
  // below are of the tenant as it is once that is over.
  const waited = await vacuumed(databaseUrl, large.committedAt);
  log(`(waited ${waited.toFixed(1)} s for the VACUUM that follows the import)`);
  const total = json(await request(base, session, 'GET', '/api/patients?page_size=1'), 200).total;
  log(`\n${total.toLocaleString('en')} patients in the tenant; ${REQUESTS} requests each, one at a time:`);
  const prefixes = surnameStarts.map((start) => start.slice(0, 3).toLowerCase());
  const cases = [
    ['first page (page_size 50)', () => '/api/patients?get_page=1&page_size=50'],
    ['page 100 (page_size 50)', () => '/api/patients?get_page=100&page_size=50'],
    [
      'surname prefix search',
      (index) =>
        `/api/patients/filtered-patients?query_string=${prefixes[index % prefixes.length]}&page_size=50`,
    ],
  ];
  for (const [label, path] of cases) {
    const timing = await timings(base, session, path);
    result(
      label,
      timing.p95,
      'ms p95',
      timing.p95 <= TARGETS.p95Ms,
      `p50 ${timing.p50.toFixed(1)} ms, max ${timing.max.toFixed(1)} ms`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  results.push({ ok: false });
} finally {
  await bench.stop();
}

const missed = results.filter((entry) => !entry.ok).length;
log(missed === 0 ? '\nAll targets met.' : `\n${missed} target(s) missed.`);
process.exit(missed === 0 ? 0 : 1);
