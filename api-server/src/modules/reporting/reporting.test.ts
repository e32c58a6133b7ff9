import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type {
  AnswerReport,
  CampaignMetrics,
  CampaignOverview,
  CampaignReportPage,
  Cohort,
  Funnel,
  FunnelReport,
  Patient,
  PatientsToActOnPage,
  ReportTouchpoints,
  SavedReport,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { migrationsDir } from '../../db/migrate.js';
import { foldTallies } from './tallies.js';
import { keepingSms } from '../../integrations/testing/keepingSms.js';
import { build, type TestApp } from '../../test/build.js';
import { postSignedTwilio } from '../../test/postSignedTwilio.js';
import {
  campaignOf,
  campaignWithTouchpoint,
  completeContent,
  linkFor,
  publishedTouchpoint,
  sendNowAndWait,
  smsCohort,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

const DOB = '1980-05-06';
const TWILIO_TOKEN = '00112233445566778899aabbccddeeff';

/** A patient's browser on one link, keeping the cookies the API sets. */
function browser(t: TestApp, token: string) {
  const cookies: Record<string, string> = {};
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) => {
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) cookies[cookie.name] = cookie.value;
    assert.ok(
      response.statusCode < 300,
      `${method} ${url} answered ${String(response.statusCode)}: ${response.body}`,
    );
    return response;
  };
  const base = `/api/interactions/${token}`;
  const metric = (overrides: Record<string, unknown>) =>
    call('PUT', `/api/metrics/${token}`, {
      fingerprint: 'fp',
      config_data: {},
      chapter_id: null,
      page_visits: 1,
      time_on_page: 5,
      video_watch_time: 0,
      cta_interactions: 0,
      video_finished: false,
      video_watch_count: 0,
      survey_interactions: 0,
      survey_completed: false,
      ...overrides,
    });
  return {
    open: () => call('GET', `${base}/tenant-branding`),
    verify: () => call('POST', `${base}/auth`, { date_of_birth: DOB }),
    metric,
    answer: (question: string, body: unknown) => call('PATCH', `${base}/survey/${question}`, body),
  };
}

const counts = (funnel: Funnel) =>
  Object.fromEntries(
    funnel.steps.filter((step) => step.applicable).map((step) => [step.step, step.patients]),
  );

void describe('reports', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpointId: number;
  let campaignId: number;
  let cohort: Cohort;
  let patients: Patient[];
  let sendId: number;
  /** The campaign of the touchpoint with a survey, sent last. */
  let surveyCampaignId: number;
  const url = (path: string, query: Record<string, string | number> = {}) =>
    `${path}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))).toString()}`;
  const actOn = (step: string, extra: Record<string, string | number> = {}) =>
    team.author.json<PatientsToActOnPage>(
      'GET',
      url('/api/metrics/patients-to-act-on', { campaign_id: campaignId, step, ...extra }),
    );

  before(async () => {
    t = await build({ smsProvider: keepingSms(), config: { twilioAuthToken: TWILIO_TOKEN } });
    team = await studioTeam(t, 'Report Clinic');
    touchpointId = await publishedTouchpoint(t, team);
    campaignId = await campaignOf(team, touchpointId);
    ({ cohort, patients } = await smsCohort(team, 4, {
      title: 'Report cohort',
      lastName: 'Reported',
      mrnPrefix: 'RPT',
      mobilePrefix: '15550177',
    }));
  });
  after(async () => {
    await t.close();
  });

  void it('answers 204 for a campaign nothing has been sent of, and zeros in its overview', async () => {
    const response = await team.author.call('GET', `/api/metrics/campaign/${String(campaignId)}`);
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const overview = await team.author.json<CampaignOverview>(
      'GET',
      `/api/metrics/campaign-overview/${String(campaignId)}`,
    );
    assert.equal(overview.funnel.steps[0]?.patients, 0);
    assert.deepEqual(
      overview.touchpoints.map((touchpoint) => touchpoint.id),
      [touchpointId],
    );
  });

  void it('counts each patient at the furthest step they reached, as they reach it', async () => {
    const send = await sendNowAndWait(team, touchpointId, cohort.id);
    sendId = send.id;
    const [done, verifiedOnly, openedOnly] = patients.map((patient) =>
      browser(t, t.keys.sendLinkToken(team.tenantId, sendId, patient.id)),
    );
    // The first patient does everything, answering the quiz wrongly; the second stops after the date
    // of birth, the third after opening; the fourth never opens.
    await done!.open();
    await done!.verify();
    await done!.metric({
      chapter_id: 'c1',
      video_watch_time: 20,
      video_finished: true,
      video_watch_count: 1,
    });
    await done!.answer('q1', { chapter: 'c1', answer: { choices: ['b'] } });
    await done!.metric({ cta_interactions: 1 });
    await verifiedOnly!.open();
    await verifiedOnly!.verify();
    await openedOnly!.open();
    await openedOnly!.open();

    const metrics = await team.author.json<CampaignMetrics>(
      'GET',
      `/api/metrics/campaign/${String(campaignId)}`,
    );
    const figures = counts(metrics.funnel);
    assert.equal(figures.sent, 4);
    assert.ok((figures.delivered ?? 0) >= 3, 'every patient who opened the page had it delivered');
    assert.deepEqual(
      { ...figures, delivered: undefined },
      {
        sent: 4,
        delivered: undefined,
        opened: 3,
        verified: 2,
        started: 1,
        watched: 1,
        answered: 1,
        acted: 1,
      },
    );
    assert.equal(
      metrics.funnel.steps.find((step) => step.step === 'surveyed')?.applicable,
      false,
      'the touchpoint has no survey',
    );
    assert.equal(metrics.funnel.understood, 0, 'the only patient who answered answered wrongly');
    assert.equal(metrics.funnel.automated_opens, 0);
  });

  void it('counts every time a step happened beside the patients, and never a test link', async () => {
    const events = (funnel: Funnel) =>
      Object.fromEntries(funnel.steps.map((step) => [step.step, step.events]));
    const before = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: campaignId, breakdown: 'language' }),
    );
    // The patients of the test before: three opened the page four times, two confirmed their date of
    // birth, one played a chapter, finished it, answered once and pressed a button.
    assert.deepEqual(
      { ...events(before.total), delivered: undefined },
      {
        sent: 4,
        delivered: undefined,
        opened: 4,
        verified: 2,
        started: 1,
        watched: 1,
        answered: 1,
        surveyed: 0,
        acted: 1,
      },
    );
    assert.equal(before.groups.length, 1);
    assert.deepEqual(events(before.groups[0]!.funnel), events(before.total));

    const again = browser(t, t.keys.sendLinkToken(team.tenantId, sendId, patients[0]!.id));
    await again.open();
    await again.verify();
    // The chapter played twice more (the counters grow), a button pressed twice more, the same answer
    // saved again (no event: only a new or changed answer counts).
    await again.metric({
      chapter_id: 'c1',
      video_watch_time: 40,
      video_finished: true,
      video_watch_count: 3,
    });
    await again.metric({ cta_interactions: 3 });
    await again.answer('q1', { chapter: 'c1', answer: { choices: ['b'] } });
    // A test link's page, opened and answered, counts for nothing.
    const test = await team.author.json<{ url: string }>(
      'POST',
      `/api/touchpoints/${String(touchpointId)}/test-links`,
      { patient_id: patients[1]!.id, email_to_me: false },
    );
    const testPage = browser(t, test.url.split('/').at(-1) ?? '');
    await testPage.open();
    await testPage.verify();
    await testPage.metric({ chapter_id: 'c1', video_watch_count: 1, cta_interactions: 1 });

    const after = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: campaignId }),
    );
    assert.deepEqual(
      { ...events(after.total), delivered: undefined },
      {
        sent: 4,
        delivered: undefined,
        opened: 5,
        verified: 3,
        started: 3,
        watched: 1,
        answered: 1,
        surveyed: 0,
        acted: 3,
      },
    );
    assert.deepEqual(
      counts(after.total),
      counts(before.total),
      'the patients who reached each step are the same patients',
    );
    const overview = await team.author.json<CampaignOverview>(
      'GET',
      `/api/metrics/campaign-overview/${String(campaignId)}`,
    );
    assert.deepEqual(events(overview.funnel), events(after.total));
    assert.deepEqual(events(overview.touchpoints[0]!.funnel), events(after.total));
  });

  void it('lists the patients who stopped before each step, page by page, and audits the read', async () => {
    const names = async (step: string) => (await actOn(step)).results.map((row) => row.mrn);
    assert.deepEqual(
      await names('opened'),
      ['RPT-3'],
      'sent, with or without a delivery report, and not opened',
    );
    assert.deepEqual(await names('verified'), ['RPT-2']);
    assert.deepEqual(await names('started'), ['RPT-1']);
    assert.deepEqual(await names('understood'), ['RPT-0']);
    assert.deepEqual(await names('acted'), []);
    const first = await team.author.json<PatientsToActOnPage>(
      'GET',
      url('/api/metrics/patients-to-act-on', { campaign_id: campaignId, step: 'opened', page_size: 1 }),
    );
    const row = first.results[0];
    assert.ok(row);
    assert.equal(row.channel, 'sms');
    assert.equal(row.touchpoint_id, touchpointId);
    const audited = await t.db.queryAsOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE event = 'report_patients_viewed' AND tenant_id = $1",
      [team.tenantId],
    );
    assert.ok((audited[0]?.n ?? 0) >= 6);
  });

  void it('breaks a funnel down by channel and cohort, and keeps each share within its own group', async () => {
    const report = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', {
        campaign_id: campaignId,
        breakdown: 'cohort',
        touchpoint_id: touchpointId,
      }),
    );
    assert.equal(report.breakdown, 'cohort');
    assert.deepEqual(
      report.groups.map((group) => [group.key, group.label, group.funnel.steps[0]?.patients]),
      [[String(cohort.id), 'Report cohort', 4]],
    );
    const byChannel = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: campaignId, breakdown: 'channel', send_id: sendId }),
    );
    assert.deepEqual(
      byChannel.groups.map((group) => group.key),
      ['sms'],
    );
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const byDay = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: campaignId, breakdown: 'day', from: today, to: today }),
    );
    assert.deepEqual(
      byDay.groups.map((group) => [group.key, counts(group.funnel).verified]),
      [[today, 2]],
    );
    const before = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: campaignId, from: '2020-01-01', to: '2020-01-31' }),
    );
    assert.equal(before.total.steps[0]?.patients, 0);
  });

  void it('makes a cohort of the patients to act on, refusing a title in use and writing nothing then', async () => {
    const made = await team.author.json<Cohort>('POST', '/api/metrics/patients-to-act-on/cohort', {
      report: { campaign_id: campaignId, step: 'verified' },
      title: 'Did not confirm',
    });
    assert.equal(made.patient_count, 1);
    const [audited] = await t.db.queryAsOwner<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE event = 'cohort_created' AND details ->> 'cohort_id' = $1",
      [String(made.id)],
    );
    assert.deepEqual(audited?.details, { cohort_id: made.id, campaign_id: campaignId, step: 'verified' });
    const again = await team.author.call('POST', '/api/metrics/patients-to-act-on/cohort', {
      report: { campaign_id: campaignId, step: 'opened' },
      title: 'did not confirm',
    });
    assert.equal(again.statusCode, 400);
    const cohorts = await team.author.json<{ results: Cohort[] }>('GET', '/api/cohorts');
    assert.equal(cohorts.results.filter((item) => item.title.toLowerCase() === 'did not confirm').length, 1);
  });

  void it('never counts a test link, and keeps counting a deleted patient without listing them', async () => {
    // A link of no send (the studio's own) and a test link: neither is a patient reached.
    const staffLink = await linkFor(t, team, touchpointId, patients[3]!.id);
    await browser(t, staffLink.token).open();
    const test = await team.author.json<{ url: string }>(
      'POST',
      `/api/touchpoints/${String(touchpointId)}/test-links`,
      { patient_id: patients[3]!.id, email_to_me: false },
    );
    const testPage = browser(t, test.url.split('/').at(-1) ?? '');
    await testPage.open();
    await testPage.verify();
    await testPage.answer('q1', { chapter: 'c1', answer: { choices: ['a'] } });
    await team.author.json('DELETE', `/api/patients/${String(patients[3]!.id)}`);
    const metrics = await team.author.json<CampaignMetrics>(
      'GET',
      `/api/metrics/campaign/${String(campaignId)}`,
    );
    assert.deepEqual(
      {
        sent: counts(metrics.funnel).sent,
        opened: counts(metrics.funnel).opened,
        verified: counts(metrics.funnel).verified,
      },
      { sent: 4, opened: 3, verified: 2 },
    );
    assert.deepEqual((await actOn('opened')).results, []);
  });

  void it('counts each quiz option, right answers, ratings and the medication list, never free text', async () => {
    const quiz = await team.author.json<AnswerReport>(
      'GET',
      url('/api/metrics/answers', { campaign_id: campaignId }),
    );
    assert.deepEqual(
      quiz.questions.map((question) => ({
        question: question.question,
        answered: question.answered,
        correct: question.correct,
        options: question.options.map((option) => [option.key, option.chosen, option.correct]),
      })),
      [
        {
          question: 'q1',
          answered: 1,
          correct: 0,
          options: [
            ['a', 0, true],
            ['b', 1, false],
          ],
        },
      ],
      'the test link’s right answer is not counted',
    );

    const surveyed = await publishedTouchpoint(t, team, (videoId) => ({
      ...completeContent(videoId),
      survey: {
        title: { en: 'Your medicines', es: 'Sus medicamentos' },
        questions: [
          { key: 's_note', kind: 'text', prompt: { en: 'Anything else?', es: '¿Algo más?' } },
          { key: 's_rate', kind: 'rating', scale: 5, prompt: { en: 'How clear?', es: '¿Qué tan claro?' } },
          {
            key: 's_meds',
            kind: 'medication_list',
            prompt: { en: 'Do you take these?', es: '¿Toma estos?' },
            medications: [
              { key: 'm1', name: { en: 'Furosemide', es: 'Furosemida' } },
              { key: 'm2', name: { en: 'Bisoprolol', es: 'Bisoprolol' } },
            ],
          },
        ],
      },
    }));
    surveyCampaignId = await campaignOf(team, surveyed);
    const send = await sendNowAndWait(team, surveyed, cohort.id);
    const pages = patients
      .slice(0, 3)
      .map((patient) => browser(t, t.keys.sendLinkToken(team.tenantId, send.id, patient.id)));
    const answers = [
      { rating: 5, meds: { m1: 'yes', m2: 'no' }, additional: [] },
      {
        rating: 4,
        meds: { m1: 'yes', m2: 'not_sure' },
        additional: [{ name: 'Aspirin', dosage: '81 mg', frequency: 'daily' }],
      },
      { rating: 5, meds: { m1: 'no' }, additional: [] },
    ];
    for (const [index, page] of pages.entries()) {
      const answer = answers[index]!;
      await page.open();
      await page.verify();
      await page.answer('s_note', { answer: { text: 'My ankles are swollen' } });
      await page.answer('s_rate', { answer: { rating: answer.rating } });
      await page.answer('s_meds', { answer: { medications: answer.meds, additional: answer.additional } });
    }
    // A changed answer replaces the earlier one in the counts.
    await pages[2]!.answer('s_rate', { answer: { rating: 3 } });

    const report = await team.author.json<AnswerReport>(
      'GET',
      url('/api/metrics/answers', { campaign_id: surveyCampaignId }),
    );
    const byKey = new Map(report.questions.map((question) => [question.question, question]));
    assert.equal(byKey.get('s_note')?.answered, 3);
    assert.ok(!JSON.stringify(report).includes('ankles'), 'free text is never in the figures');
    assert.deepEqual(
      byKey.get('s_rate')?.ratings.map((rating) => rating.answers),
      [0, 0, 1, 1, 1],
    );
    assert.deepEqual(
      byKey
        .get('s_meds')
        ?.medications.map((medication) => [
          medication.name,
          medication.yes,
          medication.no,
          medication.not_sure,
        ]),
      [
        ['Furosemide', 2, 1, 0],
        ['Bisoprolol', 0, 1, 1],
      ],
    );
    assert.equal(byKey.get('s_meds')?.added_own, 1);
    assert.equal(byKey.get('s_meds')?.prompt, 'Do you take these?');
  });

  void it('shows what became of the messages and who opted out, against the last link sent to them', async () => {
    const stop = await postSignedTwilio(
      t.app,
      'http://localhost:4000',
      '/api/webhooks/twilio/inbound',
      { MessageSid: 'SM1', From: patients[2]!.mobile ?? '', To: '+15550100999', Body: 'STOP' },
      TWILIO_TOKEN,
    );
    assert.equal(stop.statusCode, 200, stop.body);
    // Staff withdrawing a consent in Contacts is not the patient opting out.
    await team.author.json('PATCH', `/api/patients/${String(patients[1]!.id)}`, {
      id: patients[1]!.id,
      data: { sms_consent: false },
    });
    const report = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: campaignId }),
    );
    const last = await team.author.json<FunnelReport>(
      'GET',
      url('/api/metrics/funnel', { campaign_id: surveyCampaignId }),
    );
    assert.deepEqual(report.total.opt_outs, { unsubscribe: 0, stop_reply: 0 });
    assert.deepEqual(last.total.opt_outs, { unsubscribe: 0, stop_reply: 1 });
    assert.deepEqual(
      { sent: report.delivery.sent, bounced: report.delivery.bounced, failed: report.delivery.failed },
      { sent: 4, bounced: 0, failed: 0 },
    );
  });

  void it('lists the campaigns with their headline figures', async () => {
    const page = await team.author.json<CampaignReportPage>('GET', '/api/metrics/campaigns');
    const row = page.results.find((item) => item.campaign_id === campaignId);
    assert.deepEqual({ sent: row?.sent, verified: row?.verified }, { sent: 4, verified: 2 });
    assert.notEqual(row?.last_sent_at, null);
    const overview = await team.author.json<CampaignOverview>(
      'GET',
      `/api/metrics/campaign-overview/${String(campaignId)}`,
    );
    assert.deepEqual(
      overview.touchpoints[0]?.sends.map((send) => [send.id, send.sent, send.verified]),
      [[sendId, 4, 2]],
    );
    assert.deepEqual(overview.touchpoints[0]?.versions, [1]);
  });

  void it('saves a report under a name for the tenant, lists and deletes it', async () => {
    const saved = await team.author.json<SavedReport>('POST', '/api/touchpoints/reports', {
      name: 'Week one by language',
      campaign_id: campaignId,
      touchpoint_id: touchpointId,
      from: '2026-01-01',
      to: '2026-12-31',
      breakdown: 'language',
    });
    assert.deepEqual(
      { ...saved, id: undefined, created_at: undefined, created_by: undefined },
      {
        id: undefined,
        name: 'Week one by language',
        campaign_id: campaignId,
        campaign_name: 'Heart failure follow-up',
        touchpoint_id: touchpointId,
        send_id: null,
        from: '2026-01-01',
        to: '2026-12-31',
        breakdown: 'language',
        created_at: undefined,
        created_by: undefined,
      },
    );
    const colleague = await team.reviewer.json<{ results: SavedReport[] }>('GET', '/api/touchpoints/reports');
    assert.deepEqual(
      colleague.results.map((report) => report.name),
      ['Week one by language'],
    );
    const covered = await team.author.json<ReportTouchpoints>(
      'GET',
      `/api/touchpoints/report-touchpoints/${String(campaignId)}`,
    );
    assert.deepEqual(
      covered.results.map((touchpoint) => [
        touchpoint.id,
        touchpoint.versions.map((v) => [v.version, v.sent]),
      ]),
      [[touchpointId, [[1, true]]]],
    );
    await team.author.json('DELETE', `/api/touchpoints/reports/${String(saved.id)}`);
    const after = await team.author.json<{ results: SavedReport[] }>('GET', '/api/touchpoints/reports');
    assert.deepEqual(after.results, []);
    const again = await team.author.call('DELETE', `/api/touchpoints/reports/${String(saved.id)}`);
    assert.equal(again.statusCode, 404);
  });

  void it('refuses bad input with coded errors and another tenant’s ids with 404', async () => {
    const bad = async (query: Record<string, string | number>, path = '/api/metrics/funnel') => {
      const response = await team.author.call('GET', url(path, query));
      return [response.statusCode, response.json<{ code: string }>().code];
    };
    assert.deepEqual(await bad({ campaign_id: campaignId, from: '2026-03-01', to: '2026-02-01' }), [
      400,
      'VALIDATION_FAILED',
    ]);
    assert.deepEqual(await bad({ campaign_id: campaignId, from: '2020-01-01', to: '2023-01-01' }), [
      400,
      'VALIDATION_FAILED',
    ]);
    assert.deepEqual(await bad({ campaign_id: campaignId, breakdown: 'mood' }), [400, 'VALIDATION_FAILED']);
    assert.deepEqual(
      await bad(
        { campaign_id: campaignId, step: 'verified', page_size: 500 },
        '/api/metrics/patients-to-act-on',
      ),
      [400, 'VALIDATION_FAILED'],
    );
    const other = await studioTeam(t, 'Other Report Clinic');
    const { campaign, touchpoint } = await campaignWithTouchpoint(other.author, {});
    assert.deepEqual(await bad({ campaign_id: campaign.id }), [404, 'NOT_FOUND']);
    assert.deepEqual(await bad({ campaign_id: campaignId, touchpoint_id: touchpoint.id }), [
      404,
      'NOT_FOUND',
    ]);
    const foreign = await team.author.call('GET', `/api/metrics/campaign-overview/${String(campaign.id)}`);
    assert.equal(foreign.statusCode, 404);
    const theirs = await other.author.call('GET', `/api/metrics/campaign/${String(campaignId)}`);
    assert.equal(theirs.statusCode, 404);
    const longTitle = await team.author.call('POST', '/api/metrics/patients-to-act-on/cohort', {
      report: { campaign_id: campaignId, step: 'opened' },
      title: 'x'.repeat(10_000),
    });
    assert.ok([400, 413].includes(longTitle.statusCode));
    for (const body of [
      { name: 'x'.repeat(10_000), campaign_id: campaignId },
      { name: 'Backwards', campaign_id: campaignId, from: '2026-03-01', to: '2026-02-01' },
      { name: 'Too long', campaign_id: campaignId, from: '2020-01-01', to: '2026-01-01' },
      { name: 'Unknown breakdown', campaign_id: campaignId, breakdown: 'mood' },
      { name: '', campaign_id: campaignId },
    ]) {
      const refused = await team.author.call('POST', '/api/touchpoints/reports', body);
      assert.ok([400, 413].includes(refused.statusCode), `${body.name.slice(0, 20)}: ${refused.body}`);
    }
    const theirCampaign = await team.author.call('POST', '/api/touchpoints/reports', {
      name: 'Theirs',
      campaign_id: campaign.id,
    });
    assert.equal(theirCampaign.statusCode, 404);
    const theirTouchpoint = await team.author.call('POST', '/api/touchpoints/reports', {
      name: 'Their touchpoint',
      campaign_id: campaignId,
      touchpoint_id: touchpoint.id,
    });
    assert.equal(theirTouchpoint.statusCode, 404);
    const none = await team.author.json<{ results: SavedReport[] }>('GET', '/api/touchpoints/reports');
    assert.deepEqual(none.results, [], 'nothing refused was saved');
    const theirTouchpoints = await team.author.call(
      'GET',
      `/api/touchpoints/report-touchpoints/${String(campaign.id)}`,
    );
    assert.equal(theirTouchpoints.statusCode, 404);
    const cohortsAfter = await team.author.json<{ results: Cohort[] }>('GET', '/api/cohorts');
    assert.ok(cohortsAfter.results.every((item) => item.title.length < 200));
  });

  void it('folds the tallies of every database backend into one row per key, the figures unchanged', async () => {
    const tenant = String(team.tenantId);
    const figures = async () =>
      Promise.all(
        [campaignId, surveyCampaignId].flatMap((id) => [
          team.author.json<FunnelReport>(
            'GET',
            url('/api/metrics/funnel', { campaign_id: id, breakdown: 'day' }),
          ),
          team.author.json<AnswerReport>('GET', url('/api/metrics/answers', { campaign_id: id })),
        ]),
      ).then((reports) => reports.map((report) => ({ ...report, as_of: '' })));
    const before = await figures();
    // As if other backends had written: each count of more than one is split with a backend that
    // has gone, and a key some backend added to and another took away sums to nothing.
    await t.db.execAsOwner(`
      INSERT INTO send_tallies (tenant_id, send_id, backend_pid, channel, state, skip_reason, reason, messages)
      SELECT tenant_id, send_id, backend_pid + 900000, channel, state, skip_reason, reason, 1
      FROM send_tallies WHERE tenant_id = ${tenant} AND messages > 1;
      UPDATE send_tallies SET messages = messages - 1
      WHERE tenant_id = ${tenant} AND messages > 1 AND backend_pid < 900000;
      INSERT INTO funnel_tallies (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
        cohort_id, sent_day, needs, stage, understood, automated, opt_out, patients)
      SELECT tenant_id, touchpoint_id, send_id, backend_pid + 900000, version, channel, language, cohort_id,
        sent_day, needs, stage, understood, automated, opt_out, 1
      FROM funnel_tallies WHERE tenant_id = ${tenant} AND patients > 1;
      UPDATE funnel_tallies SET patients = patients - 1
      WHERE tenant_id = ${tenant} AND patients > 1 AND backend_pid < 900000;
      INSERT INTO funnel_tallies (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
        cohort_id, sent_day, needs, stage, understood, automated, opt_out, patients)
      SELECT tenant_id, touchpoint_id, send_id, pid, version, 'sms', 'xx', cohort_id, sent_day, needs, stage,
        understood, automated, opt_out, CASE pid WHEN 900001 THEN 2 ELSE -2 END
      FROM (SELECT * FROM funnel_tallies WHERE tenant_id = ${tenant} LIMIT 1) one
      CROSS JOIN (VALUES (900001), (900002)) AS backends (pid);
      INSERT INTO event_tallies (tenant_id, touchpoint_id, send_id, backend_pid, version, channel, language,
        cohort_id, sent_day, step, events)
      SELECT tenant_id, touchpoint_id, send_id, backend_pid + 900000, version, channel, language, cohort_id,
        sent_day, step, 1
      FROM event_tallies WHERE tenant_id = ${tenant} AND events > 1;
      UPDATE event_tallies SET events = events - 1
      WHERE tenant_id = ${tenant} AND events > 1 AND backend_pid < 900000;
      INSERT INTO answer_tallies (tenant_id, touchpoint_id, send_id, sent_day, backend_pid, chapter, question,
        item, value, answers)
      SELECT tenant_id, touchpoint_id, send_id, sent_day, backend_pid + 900000, chapter, question, item, value, 1
      FROM answer_tallies WHERE tenant_id = ${tenant} AND answers > 1;
      UPDATE answer_tallies SET answers = answers - 1
      WHERE tenant_id = ${tenant} AND answers > 1 AND backend_pid < 900000;`);
    const spread = await t.db.queryAsOwner<{ backends: string }>(
      `SELECT count(DISTINCT backend_pid) AS backends FROM funnel_tallies WHERE tenant_id = $1`,
      [team.tenantId],
    );
    assert.ok(Number(spread[0]?.backends) > 1);
    assert.deepEqual(await figures(), before, 'the split rows add up to the same figures');

    assert.ok((await foldTallies(t.db)) > 0);
    const left = await t.db.queryAsOwner<{ tally: string; backends: string[]; empty: string }>(
      `SELECT 'send' AS tally, array_agg(DISTINCT backend_pid::text) AS backends,
          count(*) FILTER (WHERE messages = 0) AS empty FROM send_tallies WHERE tenant_id = $1
        UNION ALL
        SELECT 'funnel', array_agg(DISTINCT backend_pid::text), count(*) FILTER (WHERE patients = 0)
          FROM funnel_tallies WHERE tenant_id = $1
        UNION ALL
        SELECT 'event', array_agg(DISTINCT backend_pid::text), count(*) FILTER (WHERE events = 0)
          FROM event_tallies WHERE tenant_id = $1
        UNION ALL
        SELECT 'answer', array_agg(DISTINCT backend_pid::text), count(*) FILTER (WHERE answers = 0)
          FROM answer_tallies WHERE tenant_id = $1`,
      [team.tenantId],
    );
    assert.deepEqual(
      left.map((row) => [row.tally, row.backends, Number(row.empty)]),
      [
        ['send', ['0'], 0],
        ['funnel', ['0'], 0],
        ['event', ['0'], 0],
        ['answer', ['0'], 0],
      ],
    );
    assert.deepEqual(await figures(), before, 'the folded rows give the same figures');
    assert.equal(await foldTallies(t.db), 0, 'nothing is left to fold');
  });

  void it('rebuilds the progress of links sent before reports from what the tables hold', async () => {
    // The migration's backfill, run again on this tenant's links with their progress taken away.
    const migration = await readFile(path.join(migrationsDir, '0034_reporting.sql'), 'utf8');
    const start = migration.indexOf('-- The links sent before reports');
    const backfill = migration.slice(start, migration.indexOf('DO $$', start));
    assert.ok(start > 0 && backfill.includes('app_add_link_progress'));
    const figures = async () => {
      const metrics = await team.author.json<CampaignMetrics>(
        'GET',
        `/api/metrics/campaign/${String(campaignId)}`,
      );
      const { sent, verified, started, watched, answered, acted } = counts(metrics.funnel);
      return { sent, verified, started, watched, answered, acted };
    };
    const before = await figures();
    await t.db.execAsOwner(`
      DELETE FROM funnel_tallies WHERE tenant_id = ${String(team.tenantId)};
      DELETE FROM interaction_progress WHERE tenant_id = ${String(team.tenantId)};`);
    assert.equal(
      (await team.author.call('GET', `/api/metrics/campaign/${String(campaignId)}`)).statusCode,
      204,
    );
    await t.db.execAsOwner(backfill);
    // Only the patient deleted earlier, whose link went with them, is not there to count again.
    assert.deepEqual(await figures(), { ...before, sent: (before.sent ?? 0) - 1 });
  });
});
