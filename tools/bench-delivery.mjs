#!/usr/bin/env node
// The delivery engine at scale, measured through the HTTP API of the built api-server on PostgreSQL,
// with job workers as processes of their own and a local SMTP sink in this process.
//
//   pnpm bench:delivery        (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
//   pnpm bench:delivery --patients 100000 --messages 10000     (a quicker run while developing)
//
// In a database of its own (dropped at the end) it seeds 1,000,000 patients (mixed channels,
// consents and languages, 1% opted out), a cohort of all of them and a cohort of 100,000 who get
// e-mail, and a touchpoint published with personalised e-mail and SMS in three languages (written by
// the bench user, approved by a second staff member). The API runs with JOB_WORKERS=false beside
// `--workers` (2) worker processes (`dist/worker.js`), all sending e-mail to the sink. Then:
// 1. the baseline: a bare nodemailer loop (a process of its own, the product's pool settings)
//    renders and sends as many personalised e-mails to the sink as fast as it can: the sink's raw
//    accept rate;
// 2. times the send preview of the whole audience through the API (`--previews` runs);
// 3. confirms the send to the e-mail cohort and times it from the confirm to the sink's accepting
//    the last message; meanwhile polls the delivery view (`GET /api/sends/:id` and the touchpoint's
//    list of sends) one request at a time, and samples each worker's resident memory.
// Targets: >= 1,000 messages/s and >= 0.5x the baseline's rate, preview <= 2 s (median and max),
// delivery view p95 <= 50 ms, every worker <= 300 MB. The exit code is 1 when one is missed.
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  draftTouchpoint,
  json,
  jsonBody,
  log,
  memoryOf,
  request,
  requireFromServer,
  spread,
  startBenchServer,
} from './bench/apiServer.mjs';
import { startSmtpSink, wallClock } from './bench/smtpSink.mjs';
import { seedAudience } from './bench/deliveryAudience.mjs';

const pg = requireFromServer('pg');
const TARGETS = { rate: 1_000, shareOfBaseline: 0.5, previewMs: 2_000, viewP95Ms: 50, workerMb: 300 };

const { values: options } = parseArgs({
  options: {
    patients: { type: 'string', default: '1000000' },
    messages: { type: 'string', default: '100000' },
    workers: { type: 'string', default: '2' },
    previews: { type: 'string', default: '5' },
  },
});
const PATIENTS = Number(options.patients);
const MESSAGES = Number(options.messages);
const WORKERS = Number(options.workers);
const PREVIEWS = Number(options.previews);
const SAMPLE_MS = 250;

/** A text per language. */
const texts = (en, es, fr) => ({ en, es, fr });

/** The touchpoint: e-mail and SMS that name the patient, in English, Spanish and French. */
function content(videoId) {
  const paragraph = (text) => `<p>${text}</p>`;
  return {
    default_language: 'en',
    languages: ['en', 'es', 'fr'],
    channels: 'email_and_sms',
    landing_page: {
      title: texts('Before your heart visit', 'Antes de su visita', 'Avant votre visite'),
      body: texts(paragraph('A short video.'), paragraph('Un video corto.'), paragraph('Une courte vidéo.')),
    },
    email: {
      subject: texts(
        '{{first_name}}, your visit with {{tenant_name}}',
        '{{first_name}}, su visita con {{tenant_name}}',
        '{{first_name}}, votre visite avec {{tenant_name}}',
      ),
      html: texts(
        paragraph('Dear {{title}} {{first_name}} {{last_name}},') +
          paragraph('Before your heart visit, please watch a short video and answer three questions.') +
          paragraph('<a href="{{link}}">Open your page</a>') +
          paragraph('Questions? Call {{tenant_name}} on {{tenant_phone}}.'),
        paragraph('Estimado/a {{title}} {{first_name}} {{last_name}}:') +
          paragraph('Antes de su visita, vea un video corto y responda tres preguntas.') +
          paragraph('<a href="{{link}}">Abrir su página</a>') +
          paragraph('¿Preguntas? Llame a {{tenant_name}} al {{tenant_phone}}.'),
        paragraph('Bonjour {{title}} {{first_name}} {{last_name}},') +
          paragraph('Avant votre visite, regardez une courte vidéo et répondez à trois questions.') +
          paragraph('<a href="{{link}}">Ouvrir votre page</a>') +
          paragraph('Des questions ? Appelez {{tenant_name}} au {{tenant_phone}}.'),
      ),
      text: texts(
        'Dear {{first_name}} {{last_name}}, before your heart visit please watch a short video: {{link}}',
        'Estimado/a {{first_name}} {{last_name}}, antes de su visita vea un video corto: {{link}}',
        'Bonjour {{first_name}} {{last_name}}, avant votre visite regardez une courte vidéo : {{link}}',
      ),
    },
    sms: {
      text: texts(
        '{{tenant_name}}: {{first_name}}, watch before your visit: {{link}}',
        '{{tenant_name}}: {{first_name}}, vea antes de su visita: {{link}}',
        '{{tenant_name}}: {{first_name}}, à voir avant votre visite : {{link}}',
      ),
    },
    chapters: [
      {
        key: 'c1',
        title: texts('Your medicines', 'Sus medicamentos', 'Vos médicaments'),
        video_id: videoId,
        questions: [
          {
            key: 'q1',
            kind: 'quiz',
            prompt: texts('When do you take them?', '¿Cuándo los toma?', 'Quand les prenez-vous ?'),
            options: [
              { key: 'a', label: texts('Morning', 'Mañana', 'Le matin'), correct: true },
              { key: 'b', label: texts('Never', 'Nunca', 'Jamais') },
            ],
          },
        ],
      },
    ],
    buttons: [
      {
        key: 'call',
        kind: 'call',
        label: texts('Call us', 'Llámenos', 'Appelez-nous'),
        phone: '+15550100200',
      },
    ],
  };
}

/** A touchpoint of `content`, written by the author, approved by the reviewer and published. */
async function publish(base, author, reviewer, content) {
  const touchpoint = await draftTouchpoint(base, author, reviewer, {
    campaign: 'Heart visits',
    name: 'Before the visit',
    content,
  });
  const at = `/api/touchpoints/${touchpoint.id}`;
  const revision = { revision: touchpoint.revision };
  json(
    await request(base, reviewer, 'POST', `${at}/review`, jsonBody({ ...revision, decision: 'approve' })),
    200,
  );
  json(await request(base, author, 'POST', `${at}/publish`, jsonBody(revision)), 200);
  return touchpoint.id;
}

/** The baseline loop's rate: messages it sent and the sink took, per second. */
async function baselineRate(sink, contentFile) {
  sink.reset();
  const last = sink.whenAccepted(MESSAGES);
  const { stdout } = await promisify(execFile)(process.execPath, [
    join(import.meta.dirname, 'bench', 'nodemailerLoop.mjs'),
    String(sink.port),
    String(MESSAGES),
    contentFile,
  ]);
  const { startedAt } = JSON.parse(stdout);
  const seconds = ((await last) - startedAt) / 1000;
  return { seconds, rate: MESSAGES / seconds, bytes: sink.bytes };
}

/** `call()` over and over, one at a time, until `stop()` is called; its times in ms. */
function pollWhile(call) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return times;
    },
  };
}

/** Samples the resident memory of each process every SAMPLE_MS until `stop()`. */
function sampleMemory(pids) {
  const samples = new Map(pids.map((pid) => [pid, [memoryOf(pid).rss]]));
  const timer = setInterval(() => {
    for (const pid of pids) samples.get(pid).push(memoryOf(pid).rss);
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return pids.map((pid) => {
        const rss = samples.get(pid);
        rss.push(memoryOf(pid).rss);
        return { pid, start: rss[0], max: Math.max(...rss), end: rss.at(-1), peak: memoryOf(pid).peak };
      });
    },
  };
}

/** Confirms the send and follows it to the sink's last message; the view's and workers' figures too. */
async function timedSend(bench, session, sink, workers, touchpointId, cohortId) {
  const { base } = bench;
  sink.reset();
  const last = sink.whenAccepted(MESSAGES);
  const memory = sampleMemory(workers.map((worker) => worker.pid));
  const startedAt = wallClock();
  const send = json(
    await request(
      base,
      session,
      'POST',
      `/api/touchpoints/${touchpointId}/sends`,
      jsonBody({ cohort_ids: [cohortId], quiet_hours: false, confirm_count: MESSAGES }),
    ),
    201,
  );
  const view = pollWhile(async () => json(await request(base, session, 'GET', `/api/sends/${send.id}`), 200));
  const list = pollWhile(async () =>
    json(await request(base, session, 'GET', `/api/touchpoints/${touchpointId}/sends`), 200),
  );
  const lastAt = await last;
  const [viewTimes, listTimes] = await Promise.all([view.stop(), list.stop()]);
  let finished;
  for (;;) {
    finished = json(await request(base, session, 'GET', `/api/sends/${send.id}`), 200);
    if (finished.state !== 'sending' && finished.state !== 'scheduled') break;
    await sleep(200);
  }
  return {
    seconds: (lastAt - startedAt) / 1000,
    finished,
    view: spread(viewTimes),
    viewCount: viewTimes.length,
    list: spread(listTimes),
    listCount: listTimes.length,
    memory: memory.stop(),
  };
}

async function machine(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const version = (await client.query('SHOW server_version')).rows[0].server_version;
    return (
      `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GB, ` +
      `Node ${process.version}, PostgreSQL ${version}`
    );
  } finally {
    await client.end();
  }
}

const rows = [];
function result(figure, value, target, ok, detail = '') {
  rows.push({ figure, value, target, ok });
  log(`${figure.padEnd(40)} ${value.padStart(16)}  ${ok ? 'ok  ' : 'MISS'}  ${detail}`);
}

const n = (value, digits = 0) => value.toLocaleString('en', { maximumFractionDigits: digits });

const sink = await startSmtpSink();
// The run stops by itself: past 30 minutes whatever hangs is ended and the database dropped.
const bench = await startBenchServer({
  name: 'delivery',
  limitMs: 30 * 60_000,
  env: { JOB_WORKERS: 'false', SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
});
try {
  const session = await bench.signIn();
  const reviewer = await bench.addReviewer();
  log(`\nseeding ${n(PATIENTS)} patients and the cohorts…`);
  const seeded = await seedAudience(bench.databaseUrl, { patients: PATIENTS, emailCohort: MESSAGES });
  log(
    `${n(seeded.seconds, 1)} s; ${n(PATIENTS)} patients in the cohort of all, ${n(MESSAGES)} in the e-mail cohort`,
  );
  const body = content(seeded.videoId);
  const touchpointId = await publish(bench.base, session, reviewer, body);
  const contentFile = join(bench.work, 'content.json');
  writeFileSync(contentFile, JSON.stringify(body));
  const workers = Array.from({ length: WORKERS }, () => bench.startWorker());
  const about = await machine(bench.databaseUrl);

  log(`\nbaseline: a bare nodemailer loop, ${n(MESSAGES)} personalised e-mails to the sink…`);
  const baseline = await baselineRate(sink, contentFile);
  log(
    `${n(baseline.rate)} messages/s (${n(baseline.seconds, 2)} s, ${n(baseline.bytes / MESSAGES)} bytes each)`,
  );

  log(`\nsend preview of the whole audience, ${PREVIEWS} runs…`);
  const previewTimes = [];
  let preview;
  for (let run = 0; run < PREVIEWS; run += 1) {
    const started = performance.now();
    preview = json(
      await request(
        bench.base,
        session,
        'POST',
        `/api/touchpoints/${touchpointId}/sends/preview`,
        jsonBody({ cohort_ids: [seeded.allCohortId] }),
      ),
      200,
    );
    previewTimes.push(performance.now() - started);
  }
  const previewSpread = spread(previewTimes);
  log(
    `${n(preview.patients)} patients: ${n(preview.email_only)} e-mail only, ${n(preview.sms_only)} SMS only, ` +
      `${n(preview.email_and_sms)} both, ${n(preview.skipped)} skipped ${JSON.stringify(preview.skipped_by_reason)}`,
  );

  log(`\nsending ${n(MESSAGES)} e-mails with ${WORKERS} worker process(es)…`);
  // Workers look for jobs every 2 s: give them time to start before the confirm.
  await sleep(3000);
  const sent = await timedSend(bench, session, sink, workers, touchpointId, seeded.emailCohortId);
  const rate = MESSAGES / sent.seconds;
  const share = rate / baseline.rate;
  log(
    `send ${sent.finished.id}: ${sent.finished.state}, ${n(sent.finished.counts.sent)} sent, ` +
      `${n(sent.finished.counts.failed)} failed; the sink took ${n(sink.accepted)} messages`,
  );

  log(`\n${about}`);
  log(`\n${'figure'.padEnd(40)} ${'measured'.padStart(16)}  target`);
  result(
    'end-to-end rate, confirm to last accepted',
    `${n(rate)} msg/s`,
    `>= ${n(TARGETS.rate)} msg/s`,
    rate >= TARGETS.rate && sent.finished.counts.sent === MESSAGES,
    `${n(MESSAGES)} in ${n(sent.seconds, 2)} s`,
  );
  result('bare nodemailer loop to the sink', `${n(baseline.rate)} msg/s`, '(baseline)', true);
  result(
    'end-to-end rate / baseline',
    `${n(share, 2)}×`,
    `>= ${TARGETS.shareOfBaseline}×`,
    share >= TARGETS.shareOfBaseline,
  );
  result(
    `preview of ${n(PATIENTS)} patients, median`,
    `${n(previewSpread.p50)} ms`,
    `<= ${n(TARGETS.previewMs)} ms`,
    previewSpread.p50 <= TARGETS.previewMs,
  );
  result(
    `preview of ${n(PATIENTS)} patients, max`,
    `${n(previewSpread.max)} ms`,
    `<= ${n(TARGETS.previewMs)} ms`,
    previewSpread.max <= TARGETS.previewMs,
  );
  for (const [label, times, count] of [
    ['GET /api/sends/:id during the send, p95', sent.view, sent.viewCount],
    ['GET …/:id/sends during the send, p95', sent.list, sent.listCount],
  ])
    result(
      label,
      `${n(times.p95, 1)} ms`,
      `<= ${TARGETS.viewP95Ms} ms`,
      times.p95 <= TARGETS.viewP95Ms,
      `p50 ${n(times.p50, 1)} ms, max ${n(times.max, 1)} ms, ${count} requests`,
    );
  sent.memory.forEach((worker, index) =>
    result(
      `worker ${index + 1} RSS, max during the send`,
      `${n(worker.max)} MB`,
      `<= ${TARGETS.workerMb} MB`,
      worker.max <= TARGETS.workerMb,
      `start ${n(worker.start)} MB, end ${n(worker.end)} MB, peak (VmHWM) ${n(worker.peak)} MB`,
    ),
  );
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  rows.push({ ok: false });
} finally {
  await bench.stop();
  await sink.close();
}

const missed = rows.filter((row) => !row.ok).length;
log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
process.exit(missed === 0 ? 0 : 1);
