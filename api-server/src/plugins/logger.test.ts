import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { buildPath, keyParamsOf, routes, type Cohort, type RouteName } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { staffCaller } from '../modules/patients/testSupport.js';
import { build, type TestApp } from '../test/build.js';
import { publishedTouchpoint, sendNowAndWait, studioTeam } from '../test/studioSupport.js';
import { loggedPath, loggerOptions } from './logger.js';

/** A stream that keeps every line written to it. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

function assertAbsent(output: string, values: readonly string[]) {
  for (const value of values) assert.ok(!output.includes(value), `${value} is not in the log`);
}

const patient = {
  mrn: 'MRN-7731-QX',
  title: 'Ms',
  first_name: 'Philippa',
  last_name: 'Quennell-Ashdown',
  date_of_birth: '1961-04-17',
  email: 'philippa.q@example.test',
  mobile: '+15557654321',
};

void describe('log redaction', () => {
  void it('censors health data and secrets at any depth, in any spelling, and keeps the rest', () => {
    const { stream, text } = capture();
    const log = pino(loggerOptions('info') as pino.LoggerOptions, stream);
    log.info(
      {
        password: 'hunter2-secret',
        otp: '123456',
        body: { new_password: 'another-secret', first_name: 'Philippa' },
        req: {
          headers: { cookie: 'access_token=abc', authorization: 'Bearer xyz', 'x-csrf-token': 'csrf-value' },
        },
        token: 'tok-value',
        import: { rejects: [{ line: 3, fields: ['MRN-7731-QX', 'Philippa', 'Quennell-Ashdown'] }] },
        change: { before: { firstName: 'Philippa', dateOfBirth: '1961-04-17', phoneNumber: '+15557654321' } },
        contact: { Email: 'philippa.q@example.test', address_line1: '14 Larkspur Row', postcode: 'QX1 7AB' },
        survey: {
          answers: ['I still feel dizzy at night'],
          comments: 'lives alone',
          notes: 'allergic to latex',
        },
        message: { message_body: 'Your appointment with Dr Okafor', html: '<p>Dear Philippa</p>' },
        deep: { a: { b: { c: { d: { e: { patient_name: 'Philippa Quennell-Ashdown' } } } } } },
        tenant_id: 4,
        rows: 120,
      },
      'import checked',
    );
    const output = text();
    assertAbsent(output, [
      'hunter2-secret',
      '123456',
      'another-secret',
      'access_token=abc',
      'Bearer xyz',
      'csrf-value',
      'tok-value',
      'Philippa',
      'Quennell',
      'MRN-7731',
      '1961-04-17',
      '5557654321',
      'example.test',
      'Larkspur',
      'QX1',
      'dizzy',
      'lives alone',
      'latex',
      'Okafor',
    ]);
    const line = JSON.parse(output) as Record<string, unknown>;
    assert.equal(line.tenant_id, 4);
    assert.equal(line.rows, 120);
    assert.equal(line.msg, 'import checked');
  });

  void it('keeps the codes of an error logged as plain fields', () => {
    const { stream, text } = capture();
    const log = pino(loggerOptions('info') as pino.LoggerOptions, stream);
    log.error({ err: { code: '23505', constraint: 'patients_mrn_key', name: 'DatabaseError' } }, 'failed');
    const line = JSON.parse(text()) as { err: Record<string, unknown> };
    assert.deepEqual(line.err, { code: '23505', constraint: 'patients_mrn_key', name: 'DatabaseError' });
  });
});

void describe('log lines of the running API', () => {
  let t: TestApp;
  let logs: ReturnType<typeof capture>;
  beforeEach(async () => {
    logs = capture();
    t = await build({ logStream: logs.stream });
  });
  afterEach(async () => {
    await t.close();
  });

  void it('name the pages of patients’ links and unsubscribe links without their keys', async () => {
    const link = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const unsubscribe = `0f8e2a34-9c1d-4b7e-a5f6-3d2c1b0a9e8f.${link}`;
    await t.app.inject({ method: 'GET', url: `/api/interactions/${link}/tenant-branding` });
    await t.app.inject({ method: 'GET', url: `/api/unsubscribe/${unsubscribe}?x=1` });
    const output = logs.text();
    assert.match(output, /"path":"\/api\/interactions\/\[redacted\]\/tenant-branding"/);
    assert.match(output, /"path":"\/api\/unsubscribe\/\[redacted\]"/);
    assertAbsent(output, [link, '0f8e2a34']);
    assert.equal(loggedPath('/api/patients/7?query_string=x'), '/api/patients/7');
  });

  void it('warn of a production start on the embedded database, and only there', () => {
    const warned = /The embedded database is for development and tests/.test(logs.text());
    assert.equal(warned, t.db.kind === 'pglite');
  });

  void it('show no patient data or credentials from requests, refusals or a failing database', async () => {
    const alpha = await staffCaller(t, await t.createUser({ tenantName: 'Alpha Clinic' }));
    assert.equal((await alpha.call('POST', '/api/patients', patient)).statusCode, 201);
    const search = await alpha.call('GET', '/api/patients/filtered-patients?query_string=Quennell');
    assert.equal(search.statusCode, 200);
    const refused = await alpha.call('POST', '/api/patients', { ...patient, date_of_birth: '1961-13-45' });
    assert.equal(refused.statusCode, 400);

    // A query that fails quotes its values: drizzle lists the parameters, PostgreSQL the input.
    const failure = await t.db
      .withContext({}, (tx) => tx.execute(sql`SELECT ${'Philippa Quennell-Ashdown'}::date`))
      .then(
        () => assert.fail('the query should fail'),
        (error: unknown) => error,
      );
    t.app.log.error({ err: failure }, 'lookup failed');

    // The database goes away while a patient is being saved.
    await t.db.close();
    const crashed = await alpha.call('POST', '/api/patients', { ...patient, mrn: 'MRN-7731-QY' });
    assert.equal(crashed.statusCode, 500);

    const output = logs.text();
    assert.match(output, /"path":"\/api\/patients"/, 'request lines are written');
    assert.match(output, /unexpected error/);
    assert.match(output, /"code":"22007"/, 'the SQLSTATE of the failed query is kept');
    assertAbsent(output, [
      ...Object.values(patient).filter((value) => value !== 'Ms'),
      'Philippa',
      '1961-13-45',
      'MRN-7731-QY',
      'access_token',
    ]);
  });
});

void describe('log lines of a patient’s visit', () => {
  let t: TestApp;
  let logs: ReturnType<typeof capture>;
  before(async () => {
    logs = capture();
    t = await build({ logStream: logs.stream });
  });
  after(async () => {
    await t.close();
  });

  void it('never show the link token, the unsubscribe token, the date of birth or the name', async () => {
    // A real send: the patient's e-mail carries her link and her unsubscribe page.
    const team = await studioTeam(t, 'Visit Clinic');
    const touchpoint = await publishedTouchpoint(t, team);
    const cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: 'Visits' });
    await team.author.json('POST', '/api/patients', {
      mrn: 'VISIT-1',
      first_name: 'Leocadia',
      last_name: 'Brannigan-Oyelaran',
      date_of_birth: '1953-09-21',
      email: 'leocadia@example.test',
      communication_preference: 'email',
      email_consent: true,
      cohort_ids: [cohort.id],
    });
    assert.equal((await sendNowAndWait(team, touchpoint, cohort.id)).counts.sent, 1);
    const email = t.mail.messages().find((message) => message.to === 'leocadia@example.test')?.text ?? '';
    const link = /\/i\/([A-Za-z0-9_-]{43})/.exec(email)?.[1];
    const page = /\/u\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(email);
    assert.ok(link && page, 'the e-mail carries both links');
    const unsubscribe = `${page[1] ?? ''}.${page[2] ?? ''}`;

    // Every route whose path holds a key, from the route table, called as the patient's browser would.
    const metric = {
      fingerprint: 'fp_1',
      chapter_id: null,
      page_visits: 1,
      time_on_page: 5,
      video_watch_time: 0,
      cta_interactions: 0,
      video_finished: false,
      video_watch_count: 0,
      survey_interactions: 0,
      survey_completed: false,
    };
    const calls: Partial<Record<RouteName, { params?: Record<string, string>; payload?: unknown }>> = {
      getInteractionBranding: {},
      verifyInteraction: { payload: { date_of_birth: '1953-09-21' } },
      getInteractionSummary: { payload: {} },
      getInteractionMedia: {},
      getInteractionThumbnails: {},
      saveInteractionAnswer: {
        params: { question: 'q1' },
        payload: { chapter: 'c1', answer: { choices: ['a'] } },
      },
      submitInteractionChat: { payload: { message: 'Leocadia here: is 1953-09-21 on file?' } },
      listInteractionMessages: {},
      putInteractionMetric: { payload: metric },
      getUnsubscribe: {},
      unsubscribe: {},
    };
    const keyed = (Object.keys(routes) as RouteName[]).filter((name) => keyParamsOf(routes[name]).length > 0);
    assert.deepEqual(keyed.toSorted(), Object.keys(calls).toSorted(), 'every key-bearing route is called');

    const cookies: Record<string, string> = {};
    for (const name of keyed) {
      const route = routes[name];
      const keys: Record<string, string> = Object.fromEntries(
        keyParamsOf(route).map((param) => [param, param === 'token' ? unsubscribe : link]),
      );
      const call = calls[name] ?? {};
      const request: InjectOptions = {
        method: route.method,
        url: buildPath(route.path, { ...keys, ...call.params }),
        cookies,
        ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
      };
      const response = await t.app.inject(request);
      assert.ok(
        response.statusCode < 300,
        `${name} answers ${String(response.statusCode)}: ${response.body}`,
      );
      for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
    }
    // A mistyped path under a key is refused, and its key stays out of the log as well.
    assert.equal((await t.app.inject({ method: 'PUT', url: `//api/Metrics/${link}/x` })).statusCode, 404);

    const output = logs.text();
    assert.match(output, /"path":"\/api\/metrics\/\[redacted\]"/, 'the metric calls are logged');
    assertAbsent(output, [
      link,
      unsubscribe,
      page[1] ?? '',
      page[2] ?? '',
      '1953-09-21',
      'Leocadia',
      'Brannigan',
    ]);
  });
});
