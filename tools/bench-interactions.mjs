#!/usr/bin/env node
// Patient link throughput, measured through HTTP on the built api-server in production mode.
//
//   pnpm bench:interactions   (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
//
// In a database of its own (dropped at the end) it seeds the demo (400 patients, the published demo
// touchpoint in English and Spanish) and makes 200 links of it (`cli patient-link --count`), as if 200
// patients had their messages open. Then it loads the two calls every patient makes with autocannon,
// 16 connections for 10 seconds each after a 2-second warm-up, each request on the next link in turn:
// the date-of-birth check `POST /api/interactions/<token>/auth` with the right date (each answer
// starts a session) and the page `POST /api/interactions/<token>/summary` with that link's session
// cookie. It prints requests/s, p50 and p99 latency. Target: >= 1,000 requests/s each. Exit code 1 on
// a miss.
import { log, startBenchServer } from './bench/apiServer.mjs';
import { CONNECTIONS, rateOf, SECONDS, WARM_UP_SECONDS } from './bench/load.mjs';

const TARGET = 1_000;
const LINKS = 200;

const bench = await startBenchServer({ name: 'interactions', limitMs: 5 * 60_000 });
let missed = 0;
try {
  bench.cli('seed-demo');
  const printed = bench.cli('patient-link', '--mrn', 'DH-000007', '--count', String(LINKS)).split('\n');
  const links = [];
  for (let line = 0; line < printed.length; line += 2) {
    const token = /\/i\/([A-Za-z0-9_-]{43})$/.exec(printed[line] ?? '')?.[1];
    const dateOfBirth = /(\d{4}-\d{2}-\d{2})$/.exec(printed[line + 1] ?? '')?.[1];
    if (!token || !dateOfBirth) throw new Error('patient-link printed no link');
    links.push({ path: `/api/interactions/${token}`, body: JSON.stringify({ date_of_birth: dateOfBirth }) });
  }
  const json = { 'content-type': 'application/json' };
  for (const link of links) {
    const verified = await fetch(`${bench.base}${link.path}/auth`, {
      method: 'POST',
      headers: json,
      body: link.body,
    });
    if (verified.status !== 200) throw new Error(`the date-of-birth check answered ${verified.status}`);
    link.cookie = verified.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }
  // Each request goes to the next link, as many patients' pages would.
  let turn = 0;
  const next = () => links[turn++ % links.length];

  log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per call (after ${WARM_UP_SECONDS} s of warm-up), ${LINKS} links, production mode:\n`,
  );
  const rows = [
    await rateOf('POST …/auth (right date, new session)', {
      url: bench.base,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const link = next();
            return { ...request, path: `${link.path}/auth`, headers: json, body: link.body };
          },
        },
      ],
    }),
    await rateOf('POST …/summary (the page, in Spanish)', {
      url: bench.base,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const link = next();
            return {
              ...request,
              path: `${link.path}/summary`,
              headers: { ...json, cookie: link.cookie },
              body: '{}',
            };
          },
        },
      ],
    }),
  ];
  log(`${'call'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  target`);
  for (const row of rows) {
    const ok = row.rate >= TARGET;
    if (!ok) missed += 1;
    log(
      `${row.label.padEnd(40)} ${row.rate.toFixed(0).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)}  >= ${TARGET} ${ok ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await bench.stop();
}
process.exit(missed > 0 ? 1 : 0);
