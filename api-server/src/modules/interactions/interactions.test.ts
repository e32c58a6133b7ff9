import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  PATIENT_MESSAGE_LIMIT,
  PATIENT_VERIFICATION,
  type ApiErrorBody,
  type InteractionLink,
  type InteractionMedia,
  type InteractionSummary,
  type InteractionThumbnails,
  type Patient,
  type TouchpointContentInput,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../crypto/secrets.js';
import { rowsOf } from '../../db/rowsOf.js';
import { build, type TestApp } from '../../test/build.js';
import {
  addVideo,
  campaignWithTouchpoint,
  completeContent,
  linkFor,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

const MINUTE = 60_000;
const english = 'WEBVTT\n\n00:00.000 --> 00:04.000\nThis short video explains your care.\n';
const spanish = 'WEBVTT\n\n00:00.000 --> 00:04.000\nEste video corto explica su atención.\n';
const DOB = '1948-03-14';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;

/** Everything the page can hold: a quiz, a teach-back question, a survey with e-mail, phone and medicines, a document. */
function pageContent(videoId: number): TouchpointContentInput {
  const base = completeContent(videoId);
  return {
    ...base,
    chapters: [
      {
        ...base.chapters![0]!,
        questions: [
          ...base.chapters![0]!.questions!,
          {
            key: 'tb1',
            kind: 'teach_back',
            prompt: { en: 'Why weigh yourself daily?', es: '¿Por qué pesarse cada día?' },
            answer: { en: 'Sudden weight gain means fluid.', es: 'Subir de peso de golpe es líquido.' },
            keywords: { en: ['fluid', 'weight gain'], es: ['líquido'] },
          },
        ],
      },
      { key: 'c2', title: { en: 'When to call', es: 'Cuándo llamar' }, video_id: videoId, questions: [] },
    ],
    survey: {
      title: { en: 'Your medicines', es: 'Sus medicamentos' },
      questions: [
        { key: 's_email', kind: 'email', prompt: { en: 'E-mail', es: 'Correo' }, required: true },
        { key: 's_phone', kind: 'phone', prompt: { en: 'Phone', es: 'Teléfono' } },
        {
          key: 's_meds',
          kind: 'medication_list',
          prompt: { en: 'Do you take these?', es: '¿Toma estos?' },
          required: true,
          medications: [
            { key: 'm1', name: { en: 'Furosemide', es: 'Furosemida' } },
            { key: 'm2', name: { en: 'Bisoprolol', es: 'Bisoprolol' } },
          ],
        },
      ],
    },
  };
}

/** A patient's browser on one link: it keeps the cookies the API sets, as a browser would. */
function browser(t: TestApp, token: string, ip = '203.0.113.7') {
  const cookies: Record<string, string> = {};
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      cookies,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
    return response;
  };
  const base = `/api/interactions/${token}`;
  return {
    cookies,
    call,
    branding: () => call('GET', `${base}/tenant-branding`),
    verify: (dateOfBirth: string) => call('POST', `${base}/auth`, { date_of_birth: dateOfBirth }),
    summary: (language?: string) => call('POST', `${base}/summary`, language ? { language } : {}),
    answer: (question: string, body: unknown) => call('PATCH', `${base}/survey/${question}`, body),
    metric: (body: unknown) => call('PUT', `/api/metrics/${token}`, body),
  };
}

const metric = (overrides: Record<string, unknown> = {}) => ({
  fingerprint: 'fp_1',
  config_data: { width: 375 },
  chapter_id: null,
  page_visits: 1,
  time_on_page: 30,
  video_watch_time: 0,
  cta_interactions: 0,
  video_finished: false,
  video_watch_count: 0,
  survey_interactions: 0,
  survey_completed: false,
  ...overrides,
});

void describe('patient links', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpointId: number;
  let videoId: number;
  let patient: Patient;
  let other: Patient;

  const newLink = (patientId = patient.id, at = t.clock.now()) =>
    linkFor(t, team, touchpointId, patientId, at);
  const rows = async (sql: string, values: unknown[] = []) => t.db.queryAsOwner(sql, values);

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Link Clinic');
    videoId = await addVideo(t, team.tenantId, 'Heart medicines');
    const videoKey = `${String(team.tenantId)}/synthesia-videos/${'v'.repeat(24)}.mp4`;
    // The video's file and captions are in place before the version is approved: it is served with them.
    await t.store.put(videoKey, Buffer.from('0123456789abcdef'), 'video/mp4');
    await t.db.queryAsOwner('UPDATE videos SET object_key = $1 WHERE tenant_id = $2', [
      videoKey,
      team.tenantId,
    ]);
    await team.author.json('PUT', `/api/videos/${String(videoId)}/captions/es`, { vtt: spanish });
    await team.author.json('PUT', `/api/videos/${String(videoId)}/captions/en`, { vtt: english });
    const { touchpoint } = await campaignWithTouchpoint(team.author, pageContent(videoId));
    touchpointId = touchpoint.id;
    await team.author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpointId,
      user_id: team.reviewerId,
    });
    await team.reviewer.json(
      'POST',
      `/api/touchpoints/${String(touchpointId)}/review`,
      { revision: touchpoint.revision, decision: 'approve' },
      200,
    );
    await team.author.json(
      'POST',
      `/api/touchpoints/${String(touchpointId)}/publish`,
      { revision: touchpoint.revision },
      200,
    );
    patient = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'LINK-1',
      first_name: 'Marisol',
      last_name: 'Quintero',
      date_of_birth: DOB,
      language_preference: 'es',
    });
    other = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'LINK-2',
      first_name: 'Other',
      last_name: 'Person',
      date_of_birth: '1960-01-01',
    });
  });
  after(async () => {
    await t.close();
  });

  void it('shows branding and the language to ask in before verification, never the patient', async () => {
    const link = await newLink();
    assert.equal(link.token.length, 43);
    const [stored] = await rows('SELECT token_hash FROM interactions WHERE id = $1', [link.interactionId]);
    assert.notEqual((stored as { token_hash: string }).token_hash, link.token);

    const page = browser(t, link.token);
    const response = await page.branding();
    assert.equal(response.statusCode, 200);
    const body = response.json<InteractionLink>();
    assert.deepEqual(
      [body.state, body.language, body.right_to_left, body.branding.primary_color],
      ['open', 'es', false, '#388083'],
    );
    for (const word of ['Marisol', 'Quintero', DOB, 'Furosemide', 'medicines']) {
      assert.equal(response.body.includes(word), false, `${word} must not show before verification`);
    }
    // Nothing of the page opens without the date of birth.
    const summary = await page.summary();
    assert.deepEqual([summary.statusCode, code(summary)], [401, 'VERIFICATION_REQUIRED']);
  });

  void it('answers every wrong date the same and locks after five, for longer each time, whatever the browser', async () => {
    const link = await newLink();
    const wrongs = ['1948-03-15', '1949-03-14', '1948-04-14', '2001-01-01'];
    for (const wrong of wrongs) {
      const response = await browser(t, link.token, `198.51.100.${String(wrongs.indexOf(wrong) + 1)}`).verify(
        wrong,
      );
      assert.deepEqual(
        [response.statusCode, response.json<ApiErrorBody>().message],
        [401, 'Your DOB is not correct, try again'],
      );
    }
    const fifth = await browser(t, link.token, '198.51.100.9').verify('1950-05-05');
    assert.deepEqual([fifth.statusCode, code(fifth)], [423, 'LINK_LOCKED']);

    // Locked for everyone: a fresh browser from another address with the right date is refused too.
    const fresh = browser(t, link.token, '192.0.2.44');
    const refused = await fresh.verify(DOB);
    assert.deepEqual([refused.statusCode, code(refused)], [423, 'LINK_LOCKED']);
    const locked = (await fresh.branding()).json<InteractionLink>();
    assert.equal(locked.state, 'locked');
    assert.equal(new Date(locked.locked_until!).getTime() - t.clock.now().getTime(), 15 * MINUTE);

    // The lock ends; five more wrong dates lock it for twice as long.
    t.clock.advance(16 * MINUTE);
    for (let i = 0; i < 5; i += 1) await fresh.verify('1970-01-01');
    const second = (await fresh.branding()).json<InteractionLink>();
    assert.equal(new Date(second.locked_until!).getTime() - t.clock.now().getTime(), 30 * MINUTE);
    t.clock.advance(31 * MINUTE);
    assert.equal((await fresh.verify(DOB)).statusCode, 200);
    const events = await rows(
      `SELECT event FROM audit_log WHERE details->>'interaction_id' = $1 ORDER BY id`,
      [String(link.interactionId)],
    );
    assert.equal(
      events.filter((row) => (row as { event: string }).event === 'patient_link_locked').length,
      2,
    );
  });

  void it('stops one address trying many links', async () => {
    const links = await Promise.all([1, 2, 3, 4, 5].map(() => newLink(other.id)));
    let answered = 0;
    for (const link of links) {
      for (let i = 0; i < 4; i += 1) {
        const response = await browser(t, link.token, '203.0.113.200').verify('1999-09-09');
        if (response.statusCode === 401) answered += 1;
      }
    }
    assert.equal(answered, 20);
    const limited = await browser(t, links[0]!.token, '203.0.113.200').verify('1960-01-01');
    assert.deepEqual([limited.statusCode, code(limited)], [429, 'TOO_MANY_ATTEMPTS']);
    // Another address is not held back.
    assert.equal((await browser(t, links[0]!.token, '203.0.113.201').verify('1960-01-01')).statusCode, 200);
  });

  void it('refuses malformed tokens and dates, and explains unknown, expired and revoked links', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    for (const date of ['1948-02-30', '14/03/1948', '2999-01-01', '1899-12-31', '']) {
      const response = await page.verify(date);
      assert.deepEqual([response.statusCode, code(response)], [400, 'VALIDATION_FAILED'], date);
    }
    const extra = await page.call('POST', `/api/interactions/${link.token}/auth`, {
      date_of_birth: DOB,
      patient_id: 1,
    });
    assert.equal(extra.statusCode, 400);
    const [counted] = await rows('SELECT failed_attempts FROM interactions WHERE id = $1', [
      link.interactionId,
    ]);
    assert.equal((counted as { failed_attempts: number }).failed_attempts, 0, 'bad input is not a try');

    for (const token of ['short', `${link.token}x`, link.token.replace(/.$/, '.'), '%00'.repeat(15)]) {
      for (const url of [
        `/api/interactions/${token}/tenant-branding`,
        `/api/interactions/${token}/summary`,
        `/api/metrics/${token}`,
      ]) {
        const response = await t.app.inject({
          method: url.endsWith('branding') ? 'GET' : url.includes('metrics') ? 'PUT' : 'POST',
          url,
          payload: url.endsWith('branding') ? undefined : {},
        });
        assert.ok([400, 404].includes(response.statusCode), `${url} answered ${String(response.statusCode)}`);
      }
    }
    const unknown = browser(t, 'A'.repeat(43));
    assert.equal(code(await unknown.branding()), 'LINK_NOT_FOUND');
    assert.equal(code(await unknown.verify(DOB)), 'LINK_NOT_FOUND');
    assert.equal(code(await unknown.summary()), 'LINK_NOT_FOUND');

    const old = await newLink(patient.id, new Date(t.clock.now().getTime() - 31 * 24 * 60 * MINUTE));
    assert.equal(code(await browser(t, old.token).branding()), 'LINK_EXPIRED');
    assert.equal(code(await browser(t, old.token).verify(DOB)), 'LINK_EXPIRED');

    const revoked = await newLink();
    const holder = browser(t, revoked.token);
    assert.equal((await holder.verify(DOB)).statusCode, 200);
    await rows('UPDATE interactions SET revoked_at = now() WHERE id = $1', [revoked.interactionId]);
    assert.equal(code(await holder.branding()), 'LINK_REVOKED');
    assert.equal(code(await holder.summary()), 'LINK_REVOKED', 'a live session ends with its link');
  });

  void it('opens the page in the patient language after the right date, and records the version seen', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    const verified = await page.verify(DOB);
    assert.equal(verified.statusCode, 200);
    const cookie = verified.cookies[0]!;
    assert.deepEqual([cookie.httpOnly, cookie.sameSite, cookie.path], [true, 'Strict', '/api']);
    assert.equal(verified.body.includes(cookie.value), false);
    assert.equal((await page.branding()).json<InteractionLink>().state, 'verified');

    const summary = (await page.summary()).json<InteractionSummary>();
    assert.deepEqual([summary.version, summary.page.language], [1, 'es']);
    // The page names its tenant once the date of birth is confirmed (the link's first answer does not).
    assert.equal(summary.tenant_name, 'Link Clinic');
    assert.equal(summary.page.landing_page.title, 'Su visita del corazón');
    assert.deepEqual(
      summary.page.chapters.map((chapter) => [chapter.key, chapter.video?.url ?? null]),
      [
        ['c1', null],
        ['c2', null],
      ],
    );
    assert.deepEqual(summary.progress, {
      questions_total: 2,
      questions_answered: 0,
      quiz_total: 1,
      quiz_correct: 0,
      survey_total: 3,
      survey_answered: 0,
      survey_completed: false,
    });
    // Switching language is remembered.
    assert.equal(
      (await page.summary('en')).json<InteractionSummary>().page.landing_page.title,
      'Your heart visit',
    );
    assert.equal((await page.summary()).json<InteractionSummary>().page.language, 'en');
    const views = await rows('SELECT version FROM interaction_views WHERE interaction_id = $1', [
      link.interactionId,
    ]);
    assert.deepEqual(views, [{ version: 1 }]);

    // The session is this link's alone.
    const second = await newLink();
    const borrowed = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${second.token}/summary`,
      cookies: page.cookies,
      payload: {},
    });
    assert.equal(code(borrowed), 'VERIFICATION_REQUIRED');
  });

  void it('checks answers, shows correct answers and keywords, and keeps nothing refused', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    await page.verify(DOB);
    await page.summary('en');

    const wrongQuiz = await page.answer('q1', { chapter: 'c1', answer: { choices: ['b'] } });
    assert.deepEqual(wrongQuiz.json().answer.result, {
      kind: 'quiz',
      correct: false,
      correct_choices: ['a'],
    });
    const rightQuiz = await page.answer('q1', { chapter: 'c1', answer: { choices: ['a'] } });
    assert.equal(rightQuiz.json().progress.quiz_correct, 1);

    const teachBack = await page.answer('tb1', {
      chapter: 'c1',
      answer: { text: 'Because of FLUID building up.' },
    });
    assert.deepEqual(teachBack.json().answer.result, {
      kind: 'teach_back',
      your_answer: 'Because of FLUID building up.',
      correct_answer: 'Sudden weight gain means fluid.',
      keywords: ['fluid', 'weight gain'],
      matched_keywords: ['fluid'],
    });

    const badEmail = await page.answer('s_email', { answer: { text: 'not-an-address' } });
    assert.deepEqual(
      [badEmail.statusCode, badEmail.json<ApiErrorBody>().details?.[0]?.message],
      [400, 'Must be a valid email.'],
    );
    const badPhone = await page.answer('s_phone', { answer: { text: '555 0100' } });
    assert.equal(
      badPhone.json<ApiErrorBody>().details?.[0]?.message,
      'Must be a valid phone number (please add country code e.g. +1).',
    );
    const refused = [
      await page.answer('s_meds', { answer: { medications: { m9: 'yes' } } }),
      await page.answer('s_meds', { answer: { medications: { m1: 'maybe' } } }),
      await page.answer('q1', { chapter: 'c1', answer: { choices: ['a', 'b'] } }),
      await page.answer('q1', { chapter: 'c1', answer: { text: 'a' } }),
      await page.answer('nope', { answer: { text: 'a' } }),
      await page.answer('q1', { chapter: 'c9', answer: { choices: ['a'] } }),
      await page.answer('s_email', { answer: { text: 'x'.repeat(1_048_576) } }),
    ];
    assert.deepEqual(
      refused.map((response) => response.statusCode),
      [400, 400, 400, 400, 404, 404, 413],
    );

    assert.equal(
      (await page.answer('s_email', { answer: { text: ' Marisol@Example.org ' } })).statusCode,
      200,
    );
    assert.equal((await page.answer('s_phone', { answer: { text: '+1 (555) 010-0200' } })).statusCode, 200);
    const meds = await page.answer('s_meds', {
      answer: {
        medications: { m1: 'yes', m2: 'not_sure' },
        additional: [{ name: 'Aspirin', dosage: '75 mg', frequency: 'Daily' }],
      },
    });
    assert.equal(meds.json().progress.survey_completed, true);

    const stored = await rows(
      'SELECT chapter, question, answer FROM interaction_answers WHERE interaction_id = $1 ORDER BY chapter, question',
      [link.interactionId],
    );
    assert.deepEqual(stored, [
      { chapter: '', question: 's_email', answer: { text: 'marisol@example.org' } },
      {
        chapter: '',
        question: 's_meds',
        answer: {
          medications: { m1: 'yes', m2: 'not_sure' },
          additional: [{ name: 'Aspirin', dosage: '75 mg', frequency: 'Daily' }],
        },
      },
      { chapter: '', question: 's_phone', answer: { text: '+15550100200' } },
      { chapter: 'c1', question: 'q1', answer: { choices: ['a'] } },
      { chapter: 'c1', question: 'tb1', answer: { text: 'Because of FLUID building up.' } },
    ]);
    // A return shows every answer with what it means.
    const back = (await page.summary()).json<InteractionSummary>();
    assert.equal(back.answers.length, 5);
    assert.equal(back.progress.questions_answered, 2);
  });

  void it('keeps the highest counters, refuses impossible ones, and resumes at the last chapter', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    await page.verify(DOB);
    t.clock.advance(10 * MINUTE);
    assert.equal((await page.metric(metric({ time_on_page: 300 }))).statusCode, 200);
    assert.equal((await page.metric(metric({ time_on_page: 120, page_visits: 0 }))).statusCode, 200);
    assert.equal(
      (
        await page.metric(
          metric({ chapter_id: 'c1', video_watch_time: 200, video_finished: true, video_watch_count: 1 }),
        )
      ).statusCode,
      200,
    );
    await page.metric(metric({ chapter_id: 'c2', video_watch_time: 5 }));
    const refused = [
      await page.metric(metric({ time_on_page: -1 })),
      await page.metric(metric({ time_on_page: 1e12 })),
      await page.metric(metric({ time_on_page: 3600 })),
      await page.metric(metric({ chapter_id: 'c9' })),
      await page.metric({ ...metric(), extra: 1 }),
      await page.metric(metric({ page_visits: 1.5 })),
    ];
    assert.deepEqual(
      refused.map((response) => [response.statusCode, code(response)]),
      Array(6).fill([400, 'VALIDATION_FAILED']),
    );
    const stored = await rows(
      `SELECT chapter, time_on_page, page_visits, video_finished FROM interaction_metrics
       WHERE interaction_id = $1 ORDER BY chapter`,
      [link.interactionId],
    );
    assert.deepEqual(stored, [
      { chapter: '', time_on_page: 300, page_visits: 1, video_finished: false },
      { chapter: 'c1', time_on_page: 30, page_visits: 1, video_finished: true },
      { chapter: 'c2', time_on_page: 30, page_visits: 1, video_finished: false },
    ]);
    const summary = (await page.summary()).json<InteractionSummary>();
    assert.deepEqual([summary.resume_chapter, summary.viewed_chapters], ['c2', ['c1']]);
    // The totals come back, so the page's next visit counts on from them.
    const totals = new Map(summary.metrics.map((row) => [row.chapter_id, row.counters]));
    assert.deepEqual(
      [totals.get(null)?.time_on_page, totals.get('c1')?.video_watch_time, totals.get('c2')?.page_visits],
      [300, 200, 1],
    );
  });

  void it('ends a session left idle, keeps one in use, and signs media for a while only', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    await page.verify(DOB);
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(15 * MINUTE);
      assert.equal((await page.metric(metric({ time_on_page: (i + 1) * 900 }))).statusCode, 200);
    }
    const media = (await page.call('POST', `/api/interactions/${link.token}/media`)).json<InteractionMedia>();
    assert.deepEqual(
      media.videos.map((video) => video.chapter),
      ['c1', 'c2'],
    );
    const url = new URL(media.videos[0]!.url);
    const whole = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    assert.deepEqual(
      [whole.statusCode, whole.headers['content-type'], whole.body],
      [200, 'video/mp4', '0123456789abcdef'],
    );
    const part = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { range: 'bytes=4-7' },
    });
    assert.deepEqual(
      [part.statusCode, part.body, part.headers['content-range']],
      [206, '4567', 'bytes 4-7/16'],
    );
    const beyond = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { range: 'bytes=100-200' },
    });
    assert.equal(beyond.statusCode, 416);
    const tampered = url.search.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    assert.equal((await t.app.inject({ method: 'GET', url: url.pathname + tampered })).statusCode, 404);
    const thumbnails = (
      await page.call('POST', `/api/interactions/${link.token}/thumbnails`)
    ).json<InteractionThumbnails>();
    assert.equal(thumbnails.chapters.length, 2);

    t.clock.advance(3 * 60 * MINUTE);
    assert.equal((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode, 404);
    const replay = await page.metric(metric({ time_on_page: 5000 }));
    assert.deepEqual([replay.statusCode, code(replay)], [401, 'VERIFICATION_REQUIRED']);
  });

  void it('sends each chapter’s video with its captions, and none of another tenant’s', async () => {
    const elsewhere = await studioTeam(t, 'Other Captions Clinic');
    const otherVideo = await addVideo(t, elsewhere.tenantId, 'Other video');
    await elsewhere.author.json('PUT', `/api/videos/${String(otherVideo)}/captions/en`, {
      vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nAnother clinic.\n',
    });

    const link = await newLink();
    const page = browser(t, link.token);
    const verified = await page.verify(DOB);
    const media = (await page.call('POST', `/api/interactions/${link.token}/media`)).json<InteractionMedia>();
    const captions = [
      { language: 'en', vtt: english },
      { language: 'es', vtt: spanish },
    ];
    assert.deepEqual(
      media.videos.map((video) => [video.chapter, video.video_id, video.captions]),
      [
        ['c1', videoId, captions],
        ['c2', videoId, captions],
      ],
    );
    // Row-level security: the patient's session reads its own tenant's captions and cannot change them.
    const credential = hashToken(verified.cookies[0]!.value);
    const visible = await t.db.withContext({ credential }, async (tx) =>
      rowsOf<{ tenant_id: number; language: string }>(
        await tx.execute(sql`SELECT tenant_id, language FROM video_captions ORDER BY language`),
      ),
    );
    assert.deepEqual(visible, [
      { tenant_id: team.tenantId, language: 'en' },
      { tenant_id: team.tenantId, language: 'es' },
    ]);
    const changed = await t.db.withContext({ credential }, async (tx) =>
      rowsOf(await tx.execute(sql`DELETE FROM video_captions RETURNING 1`)),
    );
    assert.deepEqual(changed, []);
  });

  void it('takes a message to the care team and shows a session nothing but its own interaction', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    const verified = await page.verify(DOB);
    const sent = await page.call('POST', `/api/interactions/${link.token}/submit-chat`, {
      message: 'Can I take my water pill later on clinic days?',
    });
    assert.equal(sent.statusCode, 201);
    assert.equal(
      (await page.call('POST', `/api/interactions/${link.token}/submit-chat`, { message: ' ' })).statusCode,
      400,
    );
    const [message] = await rows(
      'SELECT body, patient_id::int AS patient_id FROM patient_messages WHERE interaction_id = $1',
      [link.interactionId],
    );
    assert.deepEqual(message, {
      body: 'Can I take my water pill later on clinic days?',
      patient_id: patient.id,
    });

    // Row-level security: the session's credential opens one patient, one interaction, one touchpoint.
    const credential = hashToken(verified.cookies[0]!.value);
    const seen = await t.db.withContext({ credential }, async (tx) => {
      const count = async (table: string) =>
        Number(
          rowsOf<{ n: number }>(await tx.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n,
        );
      return {
        patients: await count('patients'),
        interactions: await count('interactions'),
        touchpoints: await count('touchpoints'),
        campaigns: await count('campaigns'),
        messages: await count('patient_messages'),
      };
    });
    assert.deepEqual(seen, { patients: 1, interactions: 1, touchpoints: 1, campaigns: 0, messages: 1 });
  });

  void it('takes a few messages a minute from a link, then asks it to wait and keeps nothing more', async () => {
    const { perWindow, windowSeconds } = PATIENT_MESSAGE_LIMIT;
    const link = await newLink();
    const page = browser(t, link.token);
    await page.verify(DOB);
    const send = (message: string) =>
      page.call('POST', `/api/interactions/${link.token}/submit-chat`, { message });
    for (let i = 1; i <= perWindow; i += 1) {
      assert.equal((await send(`Question ${String(i)}`)).statusCode, 201);
    }
    const refused = await send('One too many');
    assert.deepEqual([refused.statusCode, code(refused)], [429, 'RATE_LIMITED']);
    const stored = async () =>
      (await rows('SELECT body FROM patient_messages WHERE interaction_id = $1', [link.interactionId]))
        .length;
    assert.equal(await stored(), perWindow);

    // Another link of the same patient is not held back; this one may write again a minute on.
    const second = await newLink();
    const otherPage = browser(t, second.token);
    await otherPage.verify(DOB);
    const elsewhere = await otherPage.call('POST', `/api/interactions/${second.token}/submit-chat`, {
      message: 'From the other link',
    });
    assert.equal(elsewhere.statusCode, 201);
    t.clock.advance(windowSeconds * 1000 + 1000);
    assert.equal((await send('A minute later')).statusCode, 201);
    assert.equal(await stored(), perWindow + 1);
  });

  void it('ends a session at its absolute lifetime however busy the page, and the date of birth opens a new one', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    await page.verify(DOB);
    const step = 15 * MINUTE;
    const steps = (PATIENT_VERIFICATION.sessionMaxSeconds * 1000) / step;
    for (let i = 1; i < steps; i += 1) {
      t.clock.advance(step);
      const kept = await page.metric(metric({ time_on_page: (i * step) / 1000 }));
      assert.equal(kept.statusCode, 200, `still open after ${String(i * 15)} minutes of use`);
    }
    t.clock.advance(step);
    const ended = await page.metric(metric({ time_on_page: (steps * step) / 1000 }));
    assert.deepEqual([ended.statusCode, code(ended)], [401, 'VERIFICATION_REQUIRED']);
    assert.equal((await page.verify(DOB)).statusCode, 200);
    assert.equal((await page.summary()).statusCode, 200);
  });

  // Last: it publishes a second version of the touchpoint every test shares.
  void it('records the version seen at most once a minute, and serves a version published since', async () => {
    const link = await newLink();
    const page = browser(t, link.token);
    await page.verify(DOB);
    const seen = async () =>
      (
        await rows(
          `SELECT version, first_seen_at, last_seen_at FROM interaction_views
           WHERE interaction_id = $1 ORDER BY version`,
          [link.interactionId],
        )
      ).map((row) => {
        const view = row as { version: number; first_seen_at: Date; last_seen_at: Date };
        return [view.version, view.first_seen_at.getTime(), view.last_seen_at.getTime()];
      });
    const opened = t.clock.now().getTime();
    assert.equal((await page.summary()).statusCode, 200);
    t.clock.advance(MINUTE / 2);
    assert.equal((await page.summary()).statusCode, 200);
    assert.deepEqual(await seen(), [[1, opened, opened]], 'a reload within the minute writes nothing');
    t.clock.advance(MINUTE / 2 + 1000);
    await page.summary();
    assert.deepEqual(await seen(), [[1, opened, opened + MINUTE + 1000]]);

    // A renamed video is named anew; version 2, once published, is the page, and is recorded too.
    await rows('UPDATE videos SET title = $1 WHERE tenant_id = $2 AND id = $3', [
      'Sus medicamentos del corazón',
      team.tenantId,
      videoId,
    ]);
    // Colleagues signed in now: the team's sessions ended in the hours the tests above let pass.
    const { author, reviewer, reviewerId } = await studioTeam(t, 'Link Clinic');
    const url = `/api/touchpoints/${String(touchpointId)}`;
    const content = pageContent(videoId);
    const edited = await author.json<{ revision: number }>('PUT', url, {
      revision: 1,
      name: 'Week one',
      content: {
        ...content,
        landing_page: { ...content.landing_page, title: { en: 'Updated visit', es: 'Visita actualizada' } },
      },
    });
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpointId,
      user_id: reviewerId,
    });
    await reviewer.json('POST', `${url}/review`, { revision: edited.revision, decision: 'approve' }, 200);
    await author.json('POST', `${url}/republish`, { revision: edited.revision }, 200);
    // The page still shows version 1: what it sends now is kept against version 2, the one published.
    assert.equal((await page.answer('q1', { chapter: 'c1', answer: { choices: ['a'] } })).statusCode, 200);
    assert.equal((await page.metric(metric({ chapter_id: 'c1', video_watch_time: 3 }))).statusCode, 200);
    assert.deepEqual(
      await rows(
        `SELECT a.version, i.current_chapter FROM interaction_answers a
         JOIN interactions i ON i.tenant_id = a.tenant_id AND i.id = a.interaction_id
         WHERE a.interaction_id = $1 AND a.question = 'q1'`,
        [link.interactionId],
      ),
      [{ version: 2, current_chapter: 'c1' }],
    );
    const republished = (await page.summary()).json<InteractionSummary>();
    assert.deepEqual(
      [republished.version, republished.page.landing_page.title, republished.page.chapters[0]?.video?.title],
      [2, 'Visita actualizada', 'Sus medicamentos del corazón'],
    );
    const now = t.clock.now().getTime();
    assert.deepEqual(await seen(), [
      [1, opened, opened + MINUTE + 1000],
      [2, now, now],
    ]);
  });
});
