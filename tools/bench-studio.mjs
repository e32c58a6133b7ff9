#!/usr/bin/env node
// The campaign studio at scale, measured through the HTTP API of the built api-server on PostgreSQL.
//
//   pnpm bench:studio        (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
//
// It creates a database of its own on that server (dropped at the end), builds and starts the
// api-server, creates two staff members of one tenant with the CLI (an author and a reviewer), then:
// 1. fills the tenant with 10,000 campaigns and 100,000 touchpoints (ten each, every one with the
//    content of a real two-language touchpoint), written straight into the database as the owner;
// 2. times 200 requests each of the campaigns list (first page, page 100, a name search, verbose
//    first page) and of loading a touchpoint (random ids), one at a time, and prints p50/p95/max;
// 3. builds a touchpoint with 21 language variants and 10 chapters of two questions each, has the
//    reviewer approve it, and times its publish; then 20 rounds of edit, approval and republish, and
//    prints p50/p95/max of the publish calls.
// Targets: p95 <= 50 ms for the list and the load; publish <= 200 ms. The exit code is 1 when one is
// missed.
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

const pg = requireFromServer('pg');
const TARGETS = { p95Ms: 50, publishMs: 200 };
const CAMPAIGNS = 10_000;
const PER_CAMPAIGN = 10;
const REQUESTS = 200;
const ROUNDS = 20;

/** Every language the product speaks: the bench publishes a touchpoint written in all of them. */
const { supportedLanguages: languages } = await import(
  new URL('../shared-contracts/dist/core.js', import.meta.url).href
);

/** A text in every given language. */
const texts = (langs, text) => Object.fromEntries(langs.map((lang) => [lang, `${text} (${lang})`]));

/** Complete content in some languages with `chapters` chapters of a quiz and a teach-back question each. */
function content(langs, chapters, videoId, marker = '') {
  return {
    default_language: 'en',
    languages: langs,
    channels: 'email_and_sms',
    landing_page: {
      title: texts(langs, `Your visit${marker}`),
      body: texts(langs, '<p>Two short videos and a few questions.</p>'),
    },
    email: {
      subject: texts(langs, 'Hello {{first_name}}'),
      html: texts(langs, '<p>Hello {{first_name}}, <a href="{{link}}">open your page</a></p>'),
      text: texts(langs, 'Hello {{first_name}}: {{link}}'),
    },
    sms: { text: texts(langs, '{{tenant_name}}: {{link}}') },
    chapters: Array.from({ length: chapters }, (_, index) => ({
      key: `c${index}`,
      title: texts(langs, `Chapter ${index + 1}`),
      video_id: videoId,
      notes: texts(langs, '<p>Notes for this chapter.</p>'),
      questions: [
        {
          key: `q${index}a`,
          kind: 'quiz',
          prompt: texts(langs, 'When do you take them?'),
          options: [
            { key: 'a', label: texts(langs, 'Morning'), correct: true },
            { key: 'b', label: texts(langs, 'Never'), correct: false },
          ],
        },
        {
          key: `q${index}b`,
          kind: 'teach_back',
          prompt: texts(langs, 'Say it in your own words'),
          answer: texts(langs, 'Every morning with water'),
          keywords: Object.fromEntries(langs.map((lang) => [lang, ['morning', 'water']])),
        },
      ],
    })),
    survey: {
      title: texts(langs, 'Your medicines'),
      questions: [
        {
          key: 'meds',
          kind: 'medication_list',
          prompt: texts(langs, 'Are you taking these?'),
          medications: [
            { key: 'm1', name: texts(langs, 'Furosemide 40 mg') },
            { key: 'm2', name: texts(langs, 'Bisoprolol 2.5 mg') },
          ],
        },
      ],
    },
    buttons: [{ key: 'call', kind: 'call', label: texts(langs, 'Call us'), phone: '+15550100200' }],
  };
}

async function timings(base, session, path) {
  const times = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    json(await request(base, session, 'GET', path(index)), 200);
    times.push(performance.now() - started);
  }
  return spread(times);
}

const results = [];
function result(label, value, unit, ok, detail = '') {
  results.push({ ok });
  log(
    `${label.padEnd(44)} ${`${value.toLocaleString('en', { maximumFractionDigits: 1 })} ${unit}`.padStart(12)}  ${ok ? 'ok  ' : 'MISS'}  ${detail}`,
  );
}

/** Fills the tenant with campaigns and their touchpoints in a few statements, as the database owner. */
async function fillTenant(databaseUrl, authorId, videoId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ id: tenantId }] = (await client.query("SELECT id FROM tenants WHERE name = 'Bench Clinic'"))
      .rows;
    const body = JSON.stringify(content(['en', 'es'], 2, videoId));
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO campaigns (tenant_id, name, description, owner_id, touchpoint_count, created_at, updated_at)
       SELECT $1, 'Campaign ' || n || ' ' || (ARRAY['heart','asthma','diabetes','flu','hip','knee','stroke','copd'])[1 + n % 8],
              'Generated campaign', $2, $3, now() - n * interval '1 minute', now() - n * interval '1 minute'
       FROM generate_series(1, $4) AS n`,
      [tenantId, authorId, PER_CAMPAIGN, CAMPAIGNS],
    );
    await client.query(
      `INSERT INTO touchpoints (tenant_id, campaign_id, name, position, content, channels, languages, revision_edited_by,
                                created_at, updated_at)
       SELECT c.tenant_id, c.id, 'Touchpoint ' || p, p, $2::jsonb, 'email_and_sms', '{en,es}', $3, c.created_at, c.updated_at
       FROM campaigns c CROSS JOIN generate_series(1, $4) AS p WHERE c.tenant_id = $1`,
      [tenantId, body, authorId, PER_CAMPAIGN],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE campaigns; ANALYZE touchpoints');
    const ids = (await client.query('SELECT id FROM touchpoints WHERE tenant_id = $1', [tenantId])).rows.map(
      (row) => Number(row.id),
    );
    return { tenantId, touchpointIds: ids };
  } finally {
    await client.end();
  }
}

async function addVideo(databaseUrl, tenantId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO videos (tenant_id, title, source, status, object_key, duration_seconds)
       VALUES ($1, 'Bench video', 'upload', 'ready', $2, 30) RETURNING id`,
      [tenantId, `${tenantId}/synthesia-videos/benchvideo000000000.mp4`],
    );
    return Number(rows[0].id);
  } finally {
    await client.end();
  }
}

const bench = await startBenchServer({ name: 'studio', limitMs: 15 * 60_000 });
const { base, databaseUrl } = bench;
try {
  const author = await bench.signIn();
  const reviewer = await bench.addReviewer();
  const me = json(await request(base, author, 'GET', '/api/auth/'), 200);
  const tenantRow = json(await request(base, author, 'GET', '/api/tenants'), 200).tenants[0];
  const videoId = await addVideo(databaseUrl, tenantRow.id);

  log(
    `\nfilling the tenant with ${CAMPAIGNS.toLocaleString('en')} campaigns and ${(CAMPAIGNS * PER_CAMPAIGN).toLocaleString('en')} touchpoints…`,
  );
  const filled = await fillTenant(databaseUrl, me.user.id, videoId);
  const listed = json(await request(base, author, 'GET', '/api/campaigns/?page_size=1'), 200);
  log(
    `${listed.total.toLocaleString('en')} campaigns, ${filled.touchpointIds.length.toLocaleString('en')} touchpoints; ${REQUESTS} requests each, one at a time:`,
  );

  const cases = [
    ['campaigns, first page (page_size 50)', () => '/api/campaigns/?get_page=1&page_size=50&verbose=false'],
    ['campaigns, page 100', () => '/api/campaigns/?get_page=100&page_size=50&verbose=false'],
    [
      'campaigns, name search',
      (index) => `/api/campaigns/?search=${['heart', 'flu', 'copd', 'knee'][index % 4]}&page_size=50`,
    ],
    ['campaigns, status filter (active)', () => '/api/campaigns/?status=active&page_size=50'],
    ['campaigns, first page, verbose', () => '/api/campaigns/?get_page=1&page_size=50&verbose=true'],
    [
      'touchpoint load (random ids)',
      (index) => `/api/touchpoints/${filled.touchpointIds[(index * 7919) % filled.touchpointIds.length]}`,
    ],
  ];
  for (const [label, path] of cases) {
    const { p50, p95, max } = await timings(base, author, path);
    result(
      `${label} p95`,
      p95,
      'ms',
      p95 <= TARGETS.p95Ms,
      `p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
  }

  log(`\npublishing a touchpoint with ${languages.length} languages and 10 chapters:`);
  let touchpoint = await draftTouchpoint(base, author, reviewer, {
    campaign: 'Publish bench',
    name: 'All languages',
    content: content(languages, 10, videoId),
  });
  log(`content document: ${(JSON.stringify(touchpoint.content).length / 1024).toFixed(0)} KB`);
  const times = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    if (round > 0) {
      touchpoint = json(
        await request(
          base,
          author,
          'PUT',
          `/api/touchpoints/${touchpoint.id}`,
          jsonBody({
            revision: touchpoint.revision,
            name: 'All languages',
            content: content(languages, 10, videoId, ` ${round}`),
          }),
        ),
        200,
      );
    }
    json(
      await request(
        base,
        reviewer,
        'POST',
        `/api/touchpoints/${touchpoint.id}/review`,
        jsonBody({ revision: touchpoint.revision, decision: 'approve' }),
      ),
      200,
    );
    const started = performance.now();
    touchpoint = json(
      await request(
        base,
        author,
        'POST',
        `/api/touchpoints/${touchpoint.id}/${round === 0 ? 'publish' : 'republish'}`,
        jsonBody({ revision: touchpoint.revision }),
      ),
      200,
    );
    times.push(performance.now() - started);
  }
  const first = times[0];
  result('publish (version 1)', first, 'ms', first <= TARGETS.publishMs);
  const { p50, p95, max } = spread(times.slice(1));
  result(
    `republish, ${ROUNDS} versions, p95`,
    p95,
    'ms',
    p95 <= TARGETS.publishMs,
    `p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms; now version ${touchpoint.published_version}`,
  );
} finally {
  await bench.stop();
}

const missed = results.filter((entry) => !entry.ok).length;
log(missed === 0 ? '\nall targets met' : `\n${missed} target(s) missed`);
process.exitCode = missed === 0 ? 0 : 1;
