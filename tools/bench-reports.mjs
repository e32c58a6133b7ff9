#!/usr/bin/env node
// Reports at scale, measured through the HTTP API of the built api-server in production mode.
//
//   pnpm bench:reports        (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
//   pnpm bench:reports --patients 100000       (a quicker run while developing)
//
// In a database of its own (dropped at the end) it seeds one tenant with 1,000,000 patients (mixed
// channels and languages) in four clinic cohorts, and two campaigns published through the API (written
// by the bench user, approved by a second staff member): one of 5 touchpoints sent to every patient
// (a send per touchpoint, a ledger row and a link per patient and touchpoint: 5,000,000 links) and one
// of a single touchpoint sent to 50,000 of them (`--small`).
// The seed writes rows directly, as the table owner in set-based statements, two sends at a time on two
// connections, to be quick; every figure is then read through the API. The ledger rows are written
// with their outcome (sent, delivered, bounced, failed). The links are inserted in batches of 250,000
// with INSERT … SELECT, so the insert trigger writes each link's progress row and the tallies as it
// does for a real send. How far each patient got (opened, date of birth confirmed, chapter started,
// video watched, quiz answered, one in five wrongly, survey completed, button pressed, a few opt-outs
// on the last touchpoint) is then written by one UPDATE of `interaction_progress` itself per send (its
// statement trigger keeps the tallies): the row triggers of metrics and answers would take hours for
// millions of rows. The matching metric and answer rows are inserted with those row triggers off, so
// the answer report's tallies do not count the seeded answers (no figure here reads them).
// Then, one request at a time after a warm-up, `--requests` (100) times each, beside the health
// route's latency as a baseline:
// - GET /api/metrics/campaign-overview/:id and a touchpoint's GET /api/metrics/funnel: p95 <= 100 ms;
// - the funnel broken down by language and by cohort: p95 <= 300 ms;
// - pages of patients to act on (step=verified, following next_page_token for 5 pages; step=understood):
//   p95 <= 50 ms;
// - the overview of the big campaign against the small one's: median within 2x.
// And with autocannon, 16 connections for 10 s after a 2 s warm-up, on 200 links of the big send,
// each with a session from the date-of-birth check (`POST /api/interactions/<token>/auth`): PUT /api/metrics/<token> (counters that grow) and
// PATCH /api/interactions/<token>/survey/q1 (the quiz answer, right and wrong in turn, so the progress
// row and the tallies change): >= 1,500 requests/s each, printed beside the health route's rate; then
// both again with the progress and answer-tally row triggers off (no target): what keeping the counts
// costs those writes.
// Then the per-patient CSV export of the big campaign (a row per link: 5 per patient), run by a worker
// process (the API's own workers are off): seconds from POST to done, rows per second (target: a
// million rows in 60 s) and the worker's peak memory (VmHWM, target <= 300 MB), beside PostgreSQL's
// COPY of the same rows to a null stream. `--export-only` stops after it.
// The exit code is 1 when a target is missed.
import { parseArgs } from 'node:util';
import {
  draftTouchpoint,
  json,
  jsonBody,
  log,
  request,
  requireFromServer,
  spread,
  startBenchServer,
} from './bench/apiServer.mjs';
import { CONNECTIONS, rateOf, SECONDS, WARM_UP_SECONDS } from './bench/load.mjs';
import { seedAudience } from './bench/deliveryAudience.mjs';
import { benchReportExport } from './bench/reportExport.mjs';

const pg = requireFromServer('pg');

const { values: options } = parseArgs({
  options: {
    patients: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '50000' },
    requests: { type: 'string', default: '100' },
    'export-only': { type: 'boolean', default: false },
  },
});
const PATIENTS = Number(options.patients);
const SMALL = Math.min(Number(options.small), PATIENTS);
const REQUESTS = Number(options.requests);
const TOUCHPOINTS = 5;
const BATCH = 250_000;
const LINKS = 200;
const TARGETS = { overviewMs: 100, breakdownMs: 300, actOnMs: 50, ratio: 2, writeRate: 1_500 };
/** A link's id: its touchpoint's number times this, plus its patient's id (each run the same links). */
const ID_STRIDE = 10_000_000;

const texts = (en, es, fr) => ({ en, es, fr });
const paragraph = (text) => `<p>${text}</p>`;

/** A touchpoint with every step a report counts: a chapter with a video and a quiz, a survey, a button. */
function content(videoId, number) {
  return {
    default_language: 'en',
    languages: ['en', 'es', 'fr'],
    channels: 'email_and_sms',
    landing_page: {
      title: texts(
        `Heart care, part ${number}`,
        `Cuidado del corazón, parte ${number}`,
        `Soins du cœur, partie ${number}`,
      ),
      body: texts(paragraph('A short video.'), paragraph('Un video corto.'), paragraph('Une courte vidéo.')),
    },
    email: {
      subject: texts(
        '{{first_name}}, a message from {{tenant_name}}',
        '{{first_name}}, un mensaje de {{tenant_name}}',
        '{{first_name}}, un message de {{tenant_name}}',
      ),
      html: texts(
        paragraph('Dear {{first_name}},') + paragraph('<a href="{{link}}">Open your page</a>'),
        paragraph('Estimado/a {{first_name}}:') + paragraph('<a href="{{link}}">Abrir su página</a>'),
        paragraph('Bonjour {{first_name}},') + paragraph('<a href="{{link}}">Ouvrir votre page</a>'),
      ),
      text: texts(
        'Dear {{first_name}}, your page: {{link}}',
        'Estimado/a {{first_name}}, su página: {{link}}',
        'Bonjour {{first_name}}, votre page : {{link}}',
      ),
    },
    sms: {
      text: texts(
        '{{tenant_name}}: {{first_name}}, your page: {{link}}',
        '{{tenant_name}}: {{first_name}}, su página: {{link}}',
        '{{tenant_name}}: {{first_name}}, votre page : {{link}}',
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
    survey: {
      title: texts('Your visit', 'Su visita', 'Votre visite'),
      questions: [
        {
          key: 's1',
          kind: 'rating',
          prompt: texts('How clear was this?', '¿Qué tan claro fue?', 'Était-ce clair ?'),
          scale: 5,
        },
      ],
    },
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

/** A touchpoint of the campaign, written by the author, approved by the reviewer and published. */
async function publish(base, author, reviewer, campaignId, name, body) {
  const touchpoint = await draftTouchpoint(base, author, reviewer, { campaignId, name, content: body });
  const at = `/api/touchpoints/${touchpoint.id}`;
  const revision = { revision: touchpoint.revision };
  json(
    await request(base, reviewer, 'POST', `${at}/review`, jsonBody({ ...revision, decision: 'approve' })),
    200,
  );
  json(await request(base, author, 'POST', `${at}/publish`, jsonBody(revision)), 200);
  return touchpoint.id;
}

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/** Runs `text` and logs how long it took. */
async function step(client, label, text, values) {
  const started = performance.now();
  const result = await client.query(text, values);
  log(`  ${label}: ${result.rowCount ?? ''} rows, ${seconds(started)} s`);
  return result;
}

/**
 * A send of `touchpoint` (its number `k`) to the patients numbered up to `patients`: the send, a ledger
 * row per patient with its outcome, a link per patient (the insert trigger writes the progress rows and
 * their tallies), then how far each patient got, the metric and answer rows of those who did.
 * Answers the send's id.
 */
async function seedSend(client, { tenantId, touchpointId, k, cohortIds, patients, daysAgo, last }) {
  const [{ version }] = (
    await client.query(
      'SELECT max(version) AS version FROM touchpoint_versions WHERE tenant_id = $1 AND touchpoint_id = $2',
      [tenantId, touchpointId],
    )
  ).rows;
  const sendAt = new Date(Date.now() - daysAgo * 86_400_000);
  const { rows } = await client.query(
    `INSERT INTO sends (tenant_id, touchpoint_id, version, cohort_ids, send_at, quiet_hours, state, audience,
       created_at, updated_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, false, 'done', $6, $5, $5, $5) RETURNING id`,
    [tenantId, touchpointId, version, cohortIds, sendAt, patients],
  );
  const sendId = Number(rows[0].id);
  log(`touchpoint ${k}: send ${sendId} to ${patients} patients`);
  // b: the delivery's outcome (1% failed, 2% bounced, 12% sent with no report, the rest delivered).
  // The patient ids of the tenant are 1…N in this fresh database.
  const outcome = `(p.id * 7919 + ${k} * 13) % 1000`;
  const values = [tenantId, sendId, touchpointId, version, sendAt, patients];
  for (let from = 0; from < patients; from += BATCH) {
    const range = [from + 1, Math.min(from + BATCH, patients)];
    await step(
      client,
      `send ${sendId}, ledger ${range[0]}–${range[1]}`,
      `INSERT INTO send_messages (tenant_id, send_id, touchpoint_id, version, patient_id, channel, state, not_before,
         attempts, interaction_id, provider, reason, sent_at, updated_at)
       SELECT $1, $2, $3, $4, p.id, ch.channel, st.state, $5, 1, $7::bigint * ${ID_STRIDE} + p.id,
         CASE WHEN ch.channel = 'sms' THEN 'twilio' ELSE 'smtp' END,
         CASE WHEN st.state = 'failed' THEN 'provider_error' WHEN st.state = 'bounced' THEN 'hard_bounce' END,
         CASE WHEN st.state <> 'failed' THEN $5::timestamptz + interval '2 minutes' END,
         $5::timestamptz + interval '5 minutes'
       FROM patients p
       CROSS JOIN LATERAL (SELECT CASE WHEN p.communication_preference = 'sms' THEN 'sms' ELSE 'email' END AS channel) ch
       CROSS JOIN LATERAL (SELECT CASE WHEN ${outcome} < 10 THEN 'failed' WHEN ${outcome} < 30 THEN 'bounced'
         WHEN ${outcome} < 150 THEN 'sent' ELSE 'delivered' END AS state) st
       WHERE p.tenant_id = $1 AND p.id BETWEEN $8 AND $9 AND p.id <= $6`,
      [...values, k, ...range],
    );
  }
  // c: how far the patient got (of those whose message arrived): 45% open, 30% confirm their date of
  // birth, 25% start the chapter, 18% watch its video, 15% answer the quiz (one in five wrongly), 10%
  // complete the survey, 6% press the button.
  const engaged = `(i.id * 104729) % 1000`;
  for (let from = 0; from < patients; from += BATCH) {
    const range = [from + 1, Math.min(from + BATCH, patients)];
    await step(
      client,
      `send ${sendId}, links ${range[0]}–${range[1]}`,
      `INSERT INTO interactions (id, tenant_id, touchpoint_id, patient_id, token_hash, created_at, expires_at,
         verified_at, updated_at, send_id, version_sent)
       OVERRIDING SYSTEM VALUE
       SELECT i.id, $1, $3, i.patient_id,
         encode(sha256(convert_to('rb' || lpad(i.id::text, 41, '0'), 'UTF8')), 'hex'),
         i.created_at, now() + interval '60 days',
         CASE WHEN i.outcome >= 30 AND ${engaged} < 300 THEN i.created_at + interval '3 hours' END,
         i.created_at, $2, $4
       FROM (
         SELECT $7::bigint * ${ID_STRIDE} + p.id AS id, p.id AS patient_id, ${outcome} AS outcome,
           $5::timestamptz + (p.id % 5) * interval '6 hours' AS created_at
         FROM patients p WHERE p.tenant_id = $1 AND p.id BETWEEN $8 AND $9 AND p.id <= $6
       ) i`,
      [...values, k, ...range],
    );
  }
  const progressOf = `(p.patient_id * 7919 + ${k} * 13) % 1000`;
  const engagedOf = `(p.interaction_id * 104729) % 1000`;
  await step(
    client,
    `send ${sendId}, progress`,
    `UPDATE interaction_progress p SET
       sent_at = CASE WHEN o.b >= 10 THEN p.created_at + interval '2 minutes' END,
       delivered_at = CASE WHEN o.b >= 150 THEN p.created_at + interval '5 minutes' END,
       provider_opened_at = CASE WHEN o.b >= 150 AND o.c >= 950 THEN p.created_at + interval '6 minutes' END,
       opened_at = CASE WHEN o.b >= 30 AND o.c < 450 THEN p.created_at + interval '170 minutes' END,
       verified_at = CASE WHEN o.b >= 30 AND o.c < 300 THEN p.created_at + interval '3 hours' END,
       started_at = CASE WHEN o.b >= 30 AND o.c < 250 THEN p.created_at + interval '182 minutes' END,
       watched_at = CASE WHEN o.b >= 30 AND o.c < 180 THEN p.created_at + interval '186 minutes' END,
       videos_finished = CASE WHEN o.b >= 30 AND o.c < 180 THEN 1 ELSE 0 END,
       questions_answered = CASE WHEN o.b >= 30 AND o.c < 150 THEN 1 ELSE 0 END,
       answers_wrong = CASE WHEN o.b >= 30 AND o.c < 150 AND o.c % 5 = 0 THEN 1 ELSE 0 END,
       answered_at = CASE WHEN o.b >= 30 AND o.c < 150 THEN p.created_at + interval '187 minutes' END,
       surveyed_at = CASE WHEN o.b >= 30 AND o.c < 100 THEN p.created_at + interval '189 minutes' END,
       acted_at = CASE WHEN o.b >= 30 AND o.c < 60 THEN p.created_at + interval '190 minutes' END,
       opt_out = CASE WHEN $3::boolean AND o.b >= 30 AND o.c BETWEEN 990 AND 994 THEN 'unsubscribe'
         WHEN $3::boolean AND o.b >= 30 AND o.c BETWEEN 995 AND 996 AND p.channel = 'sms' THEN 'stop_reply' ELSE '' END
     WHERE p.tenant_id = $1 AND p.send_id = $2`
      .replaceAll('o.b', `(${progressOf})`)
      .replaceAll('o.c', `(${engagedOf})`),
    [tenantId, sendId, last],
  );
  // The rows the page wrote for those who got that far (the progress above already counts them).
  await step(
    client,
    `send ${sendId}, metrics`,
    `INSERT INTO interaction_metrics (tenant_id, interaction_id, chapter, fingerprint, page_visits, time_on_page,
       video_watch_time, cta_interactions, video_finished, video_watch_count, survey_interactions, survey_completed,
       updated_at)
     SELECT p.tenant_id, p.interaction_id, m.chapter, 'bench', 1, 240, m.watched, m.cta, m.finished,
       CASE WHEN m.watched > 0 THEN 1 ELSE 0 END, m.survey, m.surveyed, p.started_at
     FROM interaction_progress p
     CROSS JOIN LATERAL (VALUES
       ('', 0, CASE WHEN p.acted_at IS NOT NULL THEN 1 ELSE 0 END, false,
         CASE WHEN p.surveyed_at IS NOT NULL THEN 1 ELSE 0 END, p.surveyed_at IS NOT NULL),
       ('c1', CASE WHEN p.watched_at IS NOT NULL THEN 90 ELSE 20 END, 0, p.watched_at IS NOT NULL, 0, false)
     ) AS m (chapter, watched, cta, finished, survey, surveyed)
     WHERE p.tenant_id = $1 AND p.send_id = $2 AND p.started_at IS NOT NULL`,
    [tenantId, sendId],
  );
  await step(
    client,
    `send ${sendId}, answers`,
    `INSERT INTO interaction_answers (tenant_id, interaction_id, chapter, question, answer, version, answered_at, correct)
     SELECT p.tenant_id, p.interaction_id, 'c1', 'q1',
       jsonb_build_object('choices', jsonb_build_array(CASE WHEN p.answers_wrong > 0 THEN 'b' ELSE 'a' END)),
       p.version, p.answered_at, p.answers_wrong = 0
     FROM interaction_progress p WHERE p.tenant_id = $1 AND p.send_id = $2 AND p.answered_at IS NOT NULL
     UNION ALL
     SELECT p.tenant_id, p.interaction_id, '', 's1', jsonb_build_object('rating', 1 + p.interaction_id % 5),
       p.version, p.surveyed_at, NULL
     FROM interaction_progress p WHERE p.tenant_id = $1 AND p.send_id = $2 AND p.surveyed_at IS NOT NULL`,
    [tenantId, sendId],
  );
  return sendId;
}

/**
 * Turns the row triggers of metrics and answers (the progress rows' and the answer tallies') off or on,
 * as the owner of the bench database.
 */
async function rowTriggers(client, action) {
  await client.query(`ALTER TABLE interaction_metrics ${action} TRIGGER interaction_metrics_progress`);
  await client.query(`ALTER TABLE interaction_answers ${action} TRIGGER interaction_answers_progress`);
  await client.query(`ALTER TABLE interaction_answers ${action} TRIGGER interaction_answers_tally`);
}

/** Four clinic cohorts that split the patients unevenly (40%, 30%, 20%, 10%). */
async function seedClinics(client, tenantId) {
  const ids = [];
  for (const [title, from, to] of [
    ['North clinic', 0, 4],
    ['South clinic', 4, 7],
    ['East clinic', 7, 9],
    ['West clinic', 9, 10],
  ]) {
    const { rows } = await client.query(
      'INSERT INTO cohorts (tenant_id, title) VALUES ($1, $2) RETURNING id',
      [tenantId, title],
    );
    const id = Number(rows[0].id);
    await client.query(
      `INSERT INTO cohort_members (tenant_id, cohort_id, patient_id)
       SELECT $1, $2, id FROM patients WHERE tenant_id = $1 AND (id * 7) % 10 >= $3 AND (id * 7) % 10 < $4`,
      [tenantId, id, from, to],
    );
    ids.push(id);
  }
  return ids;
}

/** Times `count` calls of `call` one at a time, after a few to warm up. */
async function timed(count, call) {
  for (let warm = 0; warm < 5; warm += 1) await call();
  const times = [];
  for (let turn = 0; turn < count; turn += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return spread(times);
}

const bench = await startBenchServer({
  name: 'reports',
  limitMs: 45 * 60_000,
  // Jobs (the export) run in a worker process of their own, whose memory is measured.
  env: { JOB_WORKERS: 'false' },
});
let missed = 0;
try {
  let session = await bench.signIn();
  const reviewer = await bench.addReviewer();
  const seedStarted = performance.now();
  log(`seeding ${PATIENTS} patients…`);
  const audience = await seedAudience(bench.databaseUrl, { patients: PATIENTS, emailCohort: 1_000 });
  log(`  patients: ${audience.seconds.toFixed(1)} s`);
  const { tenantId, videoId } = audience;
  const campaign = json(
    await request(bench.base, session, 'POST', '/api/campaigns/', jsonBody({ name: 'Heart care' })),
    201,
  );
  const touchpointIds = [];
  for (let k = 1; k <= TOUCHPOINTS; k += 1)
    touchpointIds.push(
      await publish(bench.base, session, reviewer, campaign.id, `Heart care ${k}`, content(videoId, k)),
    );
  const small = json(
    await request(bench.base, session, 'POST', '/api/campaigns/', jsonBody({ name: 'Flu clinic' })),
    201,
  );
  const smallTouchpointId = await publish(
    bench.base,
    session,
    reviewer,
    small.id,
    'Flu shot',
    content(videoId, 1),
  );

  const client = new pg.Client({ connectionString: bench.databaseUrl });
  await client.connect();
  const sendIds = [];
  try {
    const clinics = await seedClinics(client, tenantId);
    await rowTriggers(client, 'DISABLE');
    const jobs = [
      ...touchpointIds.map((touchpointId, index) => ({
        touchpointId,
        k: index + 1,
        patients: PATIENTS,
        daysAgo: (TOUCHPOINTS - index) * 7,
        last: index + 1 === TOUCHPOINTS,
      })),
      { touchpointId: smallTouchpointId, k: TOUCHPOINTS + 1, patients: SMALL, daysAgo: 3, last: true },
    ];
    // Two sends at a time, each on a connection of its own.
    const sent = new Map();
    const second = new pg.Client({ connectionString: bench.databaseUrl });
    await second.connect();
    try {
      await Promise.all(
        [client, second].map(async (connection) => {
          for (let job = jobs.shift(); job; job = jobs.shift())
            sent.set(job.k, await seedSend(connection, { tenantId, cohortIds: clinics, ...job }));
        }),
      );
    } finally {
      await second.end();
    }
    await rowTriggers(client, 'ENABLE');
    for (let k = 1; k <= TOUCHPOINTS; k += 1) sendIds.push(sent.get(k));
    await client.query(
      "SELECT setval(pg_get_serial_sequence('interactions', 'id'), (SELECT max(id) FROM interactions))",
    );
    const started = performance.now();
    await client.query(
      'VACUUM ANALYZE interactions, interaction_progress, funnel_tallies, send_messages, send_tallies, interaction_metrics, interaction_answers, cohort_members',
    );
    log(`  vacuum analyze: ${seconds(started)} s`);
    const counts = (
      await client.query(
        `SELECT (SELECT count(*) FROM interactions) AS links, (SELECT count(*) FROM interaction_progress) AS progress,
           (SELECT count(*) FROM funnel_tallies) AS tallies, (SELECT count(*) FROM interaction_metrics) AS metrics,
           (SELECT count(*) FROM interaction_answers) AS answers`,
      )
    ).rows[0];
    log(
      `seeded in ${seconds(seedStarted)} s: ${counts.links} links, ${counts.progress} progress rows, ${counts.tallies} tally rows, ${counts.metrics} metric rows, ${counts.answers} answers`,
    );
  } finally {
    await client.end();
  }

  // A session of its own for the reads: the one that published may have expired during a long seed.
  session = await bench.signIn();
  ({ missed } = await benchReportExport(bench, session, { tenantId, campaignId: campaign.id }));
  if (!options['export-only']) {
    const get = (path) => async () => json(await request(bench.base, session, 'GET', path), 200);
    const figures = await get(`/api/metrics/campaign-overview/${campaign.id}`)();
    log(
      `the campaign's funnel: ${figures.funnel.steps.map((item) => `${item.step} ${item.patients}`).join(', ')}; understood ${figures.funnel.understood}`,
    );
    const health = await timed(REQUESTS, async () =>
      json(await request(bench.base, null, 'GET', '/api/health/'), 200),
    );
    const overview = await timed(REQUESTS, get(`/api/metrics/campaign-overview/${campaign.id}`));
    const smallOverview = await timed(REQUESTS, get(`/api/metrics/campaign-overview/${small.id}`));
    const funnelPath = `/api/metrics/funnel?campaign_id=${campaign.id}&touchpoint_id=${touchpointIds[0]}`;
    const funnel = await timed(REQUESTS, get(funnelPath));
    const byLanguage = await timed(REQUESTS, get(`${funnelPath}&breakdown=language`));
    const byCohort = await timed(REQUESTS, get(`${funnelPath}&breakdown=cohort`));
    const byCohortCampaign = await timed(
      REQUESTS,
      get(`/api/metrics/funnel?campaign_id=${campaign.id}&breakdown=cohort`),
    );
    /** Pages of patients to act on, each request the next page, back to the first after five. */
    const pages = (query) => {
      let token = null;
      let page = 0;
      return async () => {
        const answer = await get(
          `/api/metrics/patients-to-act-on?campaign_id=${campaign.id}&${query}&page_size=50${token ? `&page_token=${token}` : ''}`,
        )();
        if (answer.results.length === 0) throw new Error('no patient to act on');
        page += 1;
        token = page % 5 === 0 ? null : answer.next_page_token;
      };
    };
    const actOnVerified = await timed(REQUESTS, pages('step=verified'));
    const actOnUnderstood = await timed(REQUESTS, pages('step=understood'));
    const actOnTouchpoint = await timed(REQUESTS, pages(`touchpoint_id=${touchpointIds[2]}&step=answered`));

    // Patients' writes through the real server on links of the big send, each with a session of its own.
    const client2 = new pg.Client({ connectionString: bench.databaseUrl });
    await client2.connect();
    const linkRows = (
      await client2
        .query(
          `SELECT i.id, to_char(p.date_of_birth, 'YYYY-MM-DD') AS date_of_birth
         FROM interactions i JOIN patients p ON p.tenant_id = i.tenant_id AND p.id = i.patient_id
         WHERE i.send_id = $1 ORDER BY i.id LIMIT $2`,
          [sendIds[0], LINKS],
        )
        .finally(() => client2.end())
    ).rows;
    const links = [];
    for (const row of linkRows) {
      const token = `rb${String(row.id).padStart(41, '0')}`;
      const verified = await fetch(`${bench.base}/api/interactions/${token}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date_of_birth: row.date_of_birth }),
      });
      if (verified.status !== 200) throw new Error(`the date-of-birth check answered ${verified.status}`);
      const cookie = verified.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      links.push({
        path: `/api/interactions/${token}`,
        metricPath: `/api/metrics/${token}`,
        cookie,
        visits: 0,
        answers: 0,
      });
    }
    let turn = 0;
    const next = () => links[turn++ % links.length];
    const jsonType = { 'content-type': 'application/json' };
    const healthRate = await rateOf('GET /api/health/', { url: `${bench.base}/api/health/` });
    const metricLoad = {
      url: bench.base,
      requests: [
        {
          method: 'PUT',
          setupRequest: (call) => {
            const link = next();
            link.visits += 1;
            return {
              ...call,
              path: link.metricPath,
              headers: { ...jsonType, cookie: link.cookie },
              body: JSON.stringify({
                fingerprint: 'bench',
                config_data: {},
                chapter_id: 'c1',
                page_visits: link.visits,
                time_on_page: link.visits,
                video_watch_time: link.visits,
                cta_interactions: 0,
                video_finished: false,
                video_watch_count: 1,
                survey_interactions: 0,
                survey_completed: false,
              }),
            };
          },
        },
      ],
    };
    const answerLoad = {
      url: bench.base,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (call) => {
            const link = next();
            link.answers += 1;
            return {
              ...call,
              path: `${link.path}/survey/q1`,
              headers: { ...jsonType, cookie: link.cookie },
              body: JSON.stringify({ chapter: 'c1', answer: { choices: [link.answers % 2 ? 'b' : 'a'] } }),
            };
          },
        },
      ],
    };
    const metricRate = await rateOf('PUT /api/metrics/<token>', metricLoad);
    const answerRate = await rateOf('PATCH …/survey/q1', answerLoad);
    // The same writes with the progress and answer-tally triggers off: what keeping the counts costs.
    const owner = new pg.Client({ connectionString: bench.databaseUrl });
    await owner.connect();
    let metricBare;
    let answerBare;
    try {
      await rowTriggers(owner, 'DISABLE');
      metricBare = await rateOf('PUT /api/metrics/<token> without the counts', metricLoad);
      answerBare = await rateOf('PATCH …/survey/q1 without the counts', answerLoad);
      await rowTriggers(owner, 'ENABLE');
    } finally {
      await owner.end();
    }

    const ms = (value) => value.toFixed(1).padStart(8);
    log(
      `\n${PATIENTS} patients, ${PATIENTS * TOUCHPOINTS} links in the big campaign, ${SMALL} in the small one; ${REQUESTS} requests each, one at a time:\n`,
    );
    log(
      `${'call'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  target`,
    );
    const latencyRows = [
      ['GET /api/health/ (baseline)', health, null],
      [
        `GET …/campaign-overview/:id (${(PATIENTS * TOUCHPOINTS).toLocaleString('en')} links)`,
        overview,
        TARGETS.overviewMs,
      ],
      [
        `GET …/campaign-overview/:id (${SMALL.toLocaleString('en')} links)`,
        smallOverview,
        TARGETS.overviewMs,
      ],
      ["GET …/funnel a touchpoint's", funnel, TARGETS.overviewMs],
      ['GET …/funnel a touchpoint’s, breakdown=language', byLanguage, TARGETS.breakdownMs],
      ['GET …/funnel a touchpoint’s, breakdown=cohort', byCohort, TARGETS.breakdownMs],
      ['GET …/funnel the campaign’s, breakdown=cohort', byCohortCampaign, TARGETS.breakdownMs],
      ['GET …/patients-to-act-on step=verified (5 pages of 50)', actOnVerified, TARGETS.actOnMs],
      ['GET …/patients-to-act-on step=understood (5 pages of 50)', actOnUnderstood, TARGETS.actOnMs],
      ['GET …/patients-to-act-on a touchpoint’s, step=answered', actOnTouchpoint, TARGETS.actOnMs],
    ];
    for (const [label, figures, target] of latencyRows) {
      const ok = target === null || figures.p95 <= target;
      if (!ok) missed += 1;
      log(
        `${label.padEnd(58)} ${ms(figures.p50)} ${ms(figures.p95)} ${ms(figures.max)}  ${target === null ? '' : `p95 <= ${target} ${ok ? 'ok' : 'MISSED'}`}`,
      );
    }
    const ratio = overview.p50 / smallOverview.p50;
    const ratioOk = ratio <= TARGETS.ratio;
    if (!ratioOk) missed += 1;
    log(
      `\noverview at ${(PATIENTS * TOUCHPOINTS).toLocaleString('en')} links / at ${SMALL.toLocaleString('en')} (medians): ${ratio.toFixed(2)}x  <= ${TARGETS.ratio}x ${ratioOk ? 'ok' : 'MISSED'}`,
    );

    log(
      `\n${CONNECTIONS} connections, ${SECONDS} s per call (after ${WARM_UP_SECONDS} s of warm-up), ${LINKS} verified links:\n`,
    );
    log(
      `${'call'.padEnd(56)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'x health'.padStart(9)}  target`,
    );
    for (const [label, figures, target] of [
      ['GET /api/health/ (baseline)', healthRate, null],
      ['PUT /api/metrics/<token>', metricRate, TARGETS.writeRate],
      ['PATCH /api/interactions/<token>/survey/q1', answerRate, TARGETS.writeRate],
      ['PUT /api/metrics/<token>, counts not kept (triggers off)', metricBare, null],
      ['PATCH …/survey/q1, counts not kept (triggers off)', answerBare, null],
    ]) {
      const ok = target === null || figures.rate >= target;
      if (!ok) missed += 1;
      log(
        `${label.padEnd(56)} ${figures.rate.toFixed(0).padStart(8)} ${String(figures.p50).padStart(8)} ${String(figures.p99).padStart(8)} ${(figures.rate / healthRate.rate).toFixed(2).padStart(9)}  ${target === null ? '' : `>= ${target} ${ok ? 'ok' : 'MISSED'}`}`,
      );
    }
  }
} finally {
  await bench.stop();
}
process.exit(missed > 0 ? 1 : 0);
