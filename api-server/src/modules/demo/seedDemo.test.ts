import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  checkWebVtt,
  patientInput,
  supportedLanguages,
  type CampaignPage,
  type InboxPage,
  type InteractionMedia,
  type SentMessage,
  type UnreadMessageCount,
  type Cohort,
  type Patient,
  type PatientPage,
  type Touchpoint,
  type TouchpointHistory,
  type TouchpointPreview,
  type Video,
} from '@outreach/shared-contracts';
import { createAppKeys } from '../../crypto/secrets.js';
import { build, type TestApp } from '../../test/build.js';
import { staffCaller, type StaffCaller } from '../patients/testSupport.js';
import { DEMO_TENANT } from '../staff/service.js';
import { DEMO_PATIENT_COUNT, demoCohorts, generateDemoPatients } from './demoPatients.js';
import { DEMO_CAMPAIGN } from './demoTouchpoint.js';
import { describeDemoSeed, seedDemo } from './seedDemo.js';
import { demoMessages } from './seedDemoMessages.js';

/** Every demo patient as the API lists them, two pages of 200. */
async function allPatients(staff: StaffCaller): Promise<Patient[]> {
  const pages = await Promise.all(
    [1, 2, 3].map((page) =>
      staff.json<PatientPage>('GET', `/api/patients?get_page=${page}&page_size=200&verbose=true`),
    ),
  );
  return pages.flatMap((page) => page.results as Patient[]);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

void describe('demo seed', () => {
  let t: TestApp;
  let deps: Parameters<typeof seedDemo>[0];
  let staff: StaffCaller;
  before(async () => {
    t = await build();
    deps = { db: t.db, keys: createAppKeys('test-app-secret'), clock: t.clock, store: t.store };
  });
  after(async () => {
    await t.close();
  });

  void it('generates the same valid patients on every run', () => {
    const first = generateDemoPatients();
    assert.deepEqual(generateDemoPatients(), first, 'a fixed seed: every newcomer sees the same list');
    assert.equal(new Set(first.map((patient) => patient.values.mrn)).size, DEMO_PATIENT_COUNT);
    for (const { values } of first) {
      // The contract's own create schema accepts every generated patient as it is.
      const parsed = patientInput.safeParse({
        mrn: values.mrn,
        title: values.title ?? '',
        first_name: values.firstName,
        last_name: values.lastName,
        date_of_birth: values.dateOfBirth,
        gender: values.gender,
        email: values.email ?? '',
        mobile: values.mobile ?? '',
        language_preference: values.languagePreference,
        communication_preference: values.communicationPreference,
        email_consent: values.emailConsent,
        sms_consent: values.smsConsent,
        opted_out: values.optedOut,
      });
      assert.ok(parsed.success, `${values.mrn}: ${JSON.stringify(parsed.error?.issues)}`);
    }
  });

  void it('gives Demo Health 400 patients across languages, preferences and cohorts, once', async () => {
    const result = await seedDemo(deps, 'Demo-password-2026');
    assert.equal(result.patientsCreated, DEMO_PATIENT_COUNT);
    assert.equal(result.messagesCreated, demoMessages.length);
    assert.match(result.otpauthUri ?? '', /^otpauth:\/\/totp\/Outreach:demo/);

    staff = await staffCaller(t, await t.createUser({ tenantName: DEMO_TENANT }));
    const patients = await allPatients(staff);
    assert.equal(patients.length, DEMO_PATIENT_COUNT);

    const languages = countBy(patients, (patient) => patient.language_preference);
    assert.deepEqual([...languages.keys()].sort(), [...supportedLanguages].sort(), 'all 21 languages');
    assert.ok((languages.get('en') ?? 0) > (languages.get('ko') ?? 0), 'English is the most common');

    const preferences = countBy(patients, (patient) => patient.communication_preference);
    for (const preference of ['email', 'sms', 'email_and_sms', 'none']) {
      assert.ok((preferences.get(preference) ?? 0) >= 10, `${preference}: ${preferences.get(preference)}`);
    }
    const share = (test: (patient: Patient) => boolean) => patients.filter(test).length / patients.length;
    assert.ok(share((patient) => patient.opted_out) > 0.02, 'some opted out');
    assert.ok(share((patient) => patient.mobile === null) > 0.05, 'some without a mobile number');
    assert.ok(share((patient) => patient.email === null) > 0.05, 'some without an e-mail address');
    assert.ok(share((patient) => patient.email !== null && patient.mobile !== null) > 0.5);
    assert.ok(countBy(patients, (patient) => patient.last_name).size > 100, 'names vary');

    const { results: cohorts } = await staff.json<{ results: Cohort[] }>('GET', '/api/cohorts');
    assert.deepEqual(cohorts.map((cohort) => cohort.title).sort(), [...demoCohorts].sort());
    for (const cohort of cohorts) assert.ok(cohort.patient_count >= 10, `${cohort.title} has members`);
    const flu = await staff.json<PatientPage>(
      'GET',
      `/api/patients/filtered-patients?parent_id=${cohorts.find((c) => c.title === 'Flu vaccination 65+')?.id}&page_size=200&verbose=true`,
    );
    for (const patient of flu.results as Patient[]) assert.ok(patient.date_of_birth <= '1960-12-31');

    const again = await seedDemo(deps, 'Demo-password-2026');
    assert.deepEqual(again, {
      otpauthUri: null,
      reviewerOtpauthUri: null,
      patientsCreated: 0,
      campaignCreated: false,
      // The same link on every run: its token comes from the app secret.
      patientLink: result.patientLink,
      messagesCreated: 0,
      history: [],
    });
    assert.equal((await allPatients(staff)).length, DEMO_PATIENT_COUNT, 'a second run adds nothing');
    const { results: videos } = await staff.json<{ results: Video[] }>('GET', '/api/videos');
    assert.deepEqual(videos.map((video) => [video.title, video.captions]).sort(), [
      ['When to call us', ['en', 'es']],
      ['Your medicines', ['en', 'es']],
    ]);
    const [captions] = await t.db.queryAsOwner<{ n: number }>(
      'SELECT count(*)::int AS n FROM video_captions',
    );
    assert.equal(captions?.n, 4, 'one file per video and language, however often the seed runs');
  });

  void it('prints a working patient link of the demo touchpoint, with the date of birth to type', async () => {
    const { patientLink } = await seedDemo(deps, 'Demo-password-2026');
    assert.ok(patientLink);
    const token = /^http:\/\/localhost:3004\/i\/([A-Za-z0-9_-]{43})$/.exec(patientLink.url)?.[1];
    assert.ok(token, patientLink.url);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/auth`,
      payload: { date_of_birth: patientLink.dateOfBirth },
    });
    assert.equal(verified.statusCode, 200);
    const summary = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/summary`,
      cookies: Object.fromEntries(verified.cookies.map((cookie) => [cookie.name, cookie.value])),
      payload: { language: 'en' },
    });
    assert.equal(summary.json<{ page: { chapters: unknown[] } }>().page.chapters.length, 2);
    // Both videos come with captions in English and Spanish: valid WebVTT, within the six seconds.
    const media = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/media`,
      cookies: Object.fromEntries(verified.cookies.map((cookie) => [cookie.name, cookie.value])),
    });
    const { videos } = media.json<InteractionMedia>();
    assert.deepEqual(
      videos.map((video) => [video.chapter, video.captions.map((caption) => caption.language)]),
      [
        ['medicines', ['en', 'es']],
        ['when-to-call', ['en', 'es']],
      ],
    );
    for (const video of videos) {
      for (const { vtt } of video.captions) {
        assert.deepEqual(checkWebVtt(vtt), { problem: null, cues: 3 });
        const ends = [...vtt.matchAll(/--> 00:(\d{2})\.(\d{3})/g)].map(([, s = '', ms = '']) =>
          Number(`${s}.${ms}`),
        );
        assert.ok(Math.max(...ends) <= (video.duration_seconds ?? 0), vtt);
      }
    }
    assert.match(videos[1]?.captions[1]?.vtt ?? '', /Cuándo llamarnos/);
    assert.match(describeDemoSeed({ ...(await seedDemo(deps, 'x')), otpauthUri: null }), /Demo patient link/);
  });

  void it('fills the message inbox: two unread for the badge, one read, one handled', async () => {
    assert.deepEqual(await staff.json<UnreadMessageCount>('GET', '/api/messages/unread-count'), {
      unread: 2,
    });
    const inbox = await staff.json<InboxPage>('GET', '/api/messages');
    assert.deepEqual(
      inbox.results.map((message) => [message.read === null, message.handled?.by?.name ?? null]),
      [
        [true, null],
        [true, null],
        [false, null],
        [false, 'Dana Demo'],
      ],
    );
    assert.ok(inbox.results.every((message) => message.touchpoint.name === 'Week one after discharge'));

    // The printed link's patient sees what they sent from it, the older message read.
    const { patientLink } = await seedDemo(deps, 'Demo-password-2026');
    const token = patientLink?.url.split('/i/')[1] ?? '';
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/auth`,
      payload: { date_of_birth: patientLink?.dateOfBirth },
    });
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/interactions/${token}/messages`,
      cookies: Object.fromEntries(verified.cookies.map((cookie) => [cookie.name, cookie.value])),
    });
    assert.deepEqual(
      sent.json<{ results: SentMessage[] }>().results.map((message) => message.read_at === null),
      [true, false],
    );
  });

  void it('publishes the demo touchpoint in English and Spanish with every kind of content, its files stored', async () => {
    const { results } = await staff.json<CampaignPage>('GET', '/api/campaigns/?verbose=true');
    assert.deepEqual(
      results.map((campaign) => [campaign.name, campaign.status, campaign.owner.name]),
      [[DEMO_CAMPAIGN, 'active', 'Dana Demo']],
    );
    const [summary, inReview] = 'touchpoints' in results[0]! ? results[0].touchpoints : [];
    // The second touchpoint waits for the demo reviewer, who meets the review hand-off on signing in.
    assert.deepEqual([inReview?.name, inReview?.status], ['Week two check-in', 'in_review']);
    const reviewers = await staff.json<{ results: { user: { name: string } }[] }>(
      'GET',
      `/api/touchpoints/reviewers?touchpoint_id=${String(inReview?.id)}`,
    );
    assert.deepEqual(
      reviewers.results.map((reviewer) => reviewer.user.name),
      ['Rita Reviewer'],
    );
    const touchpoint = await staff.json<Touchpoint>('GET', `/api/touchpoints/${String(summary?.id)}`);
    assert.deepEqual(
      [touchpoint.status, touchpoint.published_version, touchpoint.content.languages, touchpoint.checks],
      ['published', 1, ['en', 'es'], []],
    );
    const history = await staff.json<TouchpointHistory>(
      'GET',
      `/api/touchpoints/summary/${String(touchpoint.id)}`,
    );
    assert.deepEqual(
      history.versions.map((version) => [version.published_by.name, version.approved_by.name]),
      [['Dana Demo', 'Rita Reviewer']],
    );
    const kinds = touchpoint.content.chapters.flatMap((chapter) =>
      chapter.questions.map((question) => question.kind),
    );
    assert.deepEqual(kinds, ['quiz', 'teach_back']);
    assert.deepEqual(
      touchpoint.content.survey?.questions.map((question) => question.kind),
      ['medication_list', 'rating', 'phone', 'email'],
    );
    assert.deepEqual(
      touchpoint.content.buttons.map((button) => button.kind),
      ['call', 'url', 'document'],
    );

    // The videos and the PDF are real files in the store, served to the tenant's staff.
    const preview = await staff.json<TouchpointPreview>(
      'GET',
      `/api/touchpoints/${String(touchpoint.id)}/preview?source=published&language=es`,
    );
    assert.equal(preview.page.chapters[1]?.title, 'Cuándo llamarnos');
    const files = [
      ...preview.page.chapters.map((chapter) => chapter.video?.url ?? ''),
      preview.page.buttons.find((button) => button.kind === 'document')?.target ?? '',
    ];
    const served = await Promise.all(
      files.map((url) => staff.call('GET', url.replace('http://localhost:4000', ''))),
    );
    assert.deepEqual(
      served.map((response) => [response.statusCode, response.headers['content-type']]),
      [
        [200, 'video/mp4'],
        [200, 'video/mp4'],
        [200, 'application/pdf'],
      ],
    );
    assert.ok(served.every((response) => response.rawPayload.length > 500));
  });

  void it('adds nothing to a demo tenant whose patients were partly deleted', async () => {
    const ids = (await allPatients(staff)).slice(1).map((patient) => patient.id);
    await staff.json('DELETE', '/api/patients/bulk-edit', { ids });
    const rerun = await seedDemo(deps, 'Demo-password-2026');
    assert.equal(rerun.patientsCreated, 0);
    assert.equal((await allPatients(staff)).length, 1);
  });
});
