import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  funnelReport,
  type CampaignPage,
  type FunnelFigure,
  type Patient,
  type PatientPage,
  type ReportExport,
  type SavedReport,
  type Send,
} from '@outreach/shared-contracts';
import { createAppKeys, hashToken } from '../../crypto/secrets.js';
import { build, type TestApp } from '../../test/build.js';
import { staffCaller, type StaffCaller } from '../patients/testSupport.js';
import { DEMO_TENANT, ensureTenant } from '../staff/service.js';
import { generateDemoPatients } from './demoPatients.js';
import { demoHistoryPlan, plannedCounts, shareOf } from './demoHistoryPlan.js';
import { DEMO_CAMPAIGN } from './demoTouchpoint.js';
import { seedDemo, type DemoSeedResult } from './seedDemo.js';
import { DEMO_LINK_MRN } from './seedDemoLink.js';

const DAY = 24 * 60 * 60 * 1000;

async function allPatients(staff: StaffCaller): Promise<Patient[]> {
  const pages = await Promise.all(
    [1, 2].map((page) =>
      staff.json<PatientPage>('GET', `/api/patients?get_page=${page}&page_size=200&verbose=true`),
    ),
  );
  return pages.flatMap((page) => page.results as Patient[]);
}

/** Patients at each step of a funnel, by step. */
function stepsOf(steps: readonly FunnelFigure[]): Record<string, number> {
  const reached: Record<string, number> = {};
  for (const figure of steps) reached[figure.step] = figure.patients;
  return reached;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

void describe('demo history', () => {
  let t: TestApp;
  let deps: Parameters<typeof seedDemo>[0];
  let staff: StaffCaller;
  let seeded: DemoSeedResult;
  /** Rows of the owner's view, for what no staff call shows. */
  const count = async (query: string, values: unknown[] = []) =>
    (await t.db.queryAsOwner<{ n: number }>(query, values))[0]?.n ?? 0;

  before(async () => {
    t = await build();
    deps = { db: t.db, keys: createAppKeys('test-app-secret'), clock: t.clock, store: t.store };
    const started = performance.now();
    seeded = await seedDemo(deps, 'Demo-password-2026');
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`# the demo seed with its history took ${seconds.toFixed(1)} s\n`);
    staff = await staffCaller(t, await t.createUser({ tenantName: DEMO_TENANT }));
  });
  after(async () => {
    await t.close();
  });

  void it('sends the demo touchpoint to the demo cohorts on past days, delivered, bounced and failed', async () => {
    assert.deepEqual(
      seeded.history.map((send) => send.cohort),
      demoHistoryPlan.sends.map((send) => send.cohort),
    );
    const { results: campaigns } = await staff.json<CampaignPage>('GET', '/api/campaigns/');
    const campaign = campaigns.find((one) => one.name === DEMO_CAMPAIGN);
    assert.ok(campaign);
    const { results: sends } = await staff.json<{ results: Send[] }>(
      'GET',
      `/api/campaigns/${String(campaign.id)}/sends`,
    );
    assert.equal(sends.length, demoHistoryPlan.sends.length);
    const now = t.clock.now().getTime();
    for (const [index, planned] of demoHistoryPlan.sends.entries()) {
      const figures = seeded.history[index];
      assert.ok(figures);
      const send = await staff.json<Send>('GET', `/api/sends/${String(figures.sendId)}`);
      assert.equal(send.state, 'done');
      const daysAgo = Math.round((now - new Date(send.send_at).getTime()) / DAY);
      assert.ok(Math.abs(daysAgo - planned.daysAgo) <= 1, `sent ${daysAgo} days ago`);
      assert.ok(
        send.finished_at && send.finished_at < new Date(now - (planned.daysAgo - 1) * DAY).toISOString(),
      );
      // Every message handed over has its provider's report: delivered (some then opened), or lost.
      assert.equal(send.counts.sent, 0);
      assert.equal(send.counts.delivered + send.counts.opened, figures.delivered);
      assert.equal(send.counts.bounced, figures.bounced);
      assert.equal(send.counts.failed, figures.failed);
      assert.equal(send.channels.email.bounced, figures.bounced);
      assert.equal(send.channels.sms.failed, figures.failed);
      assert.ok(figures.bounced > 0 && figures.failed > 0, `${planned.cohort}: some lost`);
      assert.ok(send.channels.email.delivered > 0 && send.channels.sms.delivered > 0, 'both channels');
      assert.deepEqual(
        send.failures.map((failure) => failure.reason).sort(),
        ['30003', 'bounce'],
        'the providers’ reasons',
      );
    }
  });

  void it('has patients who unsubscribed or replied STOP', async () => {
    const generated = generateDemoPatients();
    const patients = await allPatients(staff);
    const optedOut = patients.filter((patient) => patient.opted_out).length;
    const generatedOptedOut = generated.filter((patient) => patient.values.optedOut).length;
    const unsubscribed = sum(seeded.history.map((send) => send.unsubscribed));
    assert.ok(unsubscribed > 0);
    assert.equal(optedOut, generatedOptedOut + unsubscribed, 'each unsubscribe opts its patient out');
    const smsConsent = new Map(generated.map((patient) => [patient.values.mrn, patient.values.smsConsent]));
    const stoppedPatients = patients.filter(
      (patient) => smsConsent.get(patient.mrn) === true && !patient.sms_consent,
    ).length;
    const stopped = sum(seeded.history.map((send) => send.stopped));
    assert.ok(stopped > 0);
    // A STOP withdraws the consent of every patient of that number who was sent an SMS.
    assert.ok(stoppedPatients >= stopped, `${stoppedPatients} patients stopped by ${stopped} replies`);
  });

  void it('has patients who opened, verified, watched and answered in the planned spread', async () => {
    for (const figures of seeded.history) {
      const planned = plannedCounts(figures.linked);
      assert.equal(figures.opened, planned.opened, `${figures.cohort}: 60 % open`);
      assert.equal(figures.verified, planned.verified);
      assert.equal(figures.pressed, planned.pressed);
      assert.equal(figures.quizRight, shareOf(demoHistoryPlan.right, figures.answered));
      const ofSend = (query: string) => count(query, [figures.sendId]);
      assert.equal(
        await ofSend('SELECT count(*)::int AS n FROM interactions WHERE send_id = $1'),
        figures.linked,
      );
      assert.equal(
        await ofSend(
          'SELECT count(*)::int AS n FROM interactions WHERE send_id = $1 AND verified_at IS NOT NULL',
        ),
        figures.verified,
      );
      const answers = (question: string, extra = '') =>
        ofSend(`SELECT count(*)::int AS n FROM interaction_answers a JOIN interactions i ON i.id = a.interaction_id
          WHERE i.send_id = $1 AND a.question = '${question}' ${extra}`);
      assert.equal(await answers('when-tablets'), figures.answered);
      assert.equal(await answers('when-tablets', 'AND a.correct'), figures.quizRight);
      assert.equal(await answers('weight-gain', 'AND a.correct'), figures.teachBackRight);
      assert.equal(
        await answers('weight-gain', 'AND NOT a.correct'),
        figures.answered - figures.teachBackRight,
      );
      assert.equal(await answers('medication-list'), figures.surveyed);
      assert.equal(await answers('confidence'), figures.surveyed);
      const metrics = (where: string) =>
        ofSend(`SELECT count(DISTINCT m.interaction_id)::int AS n FROM interaction_metrics m
          JOIN interactions i ON i.id = m.interaction_id WHERE i.send_id = $1 AND ${where}`);
      assert.equal(await metrics(`m.chapter = 'medicines'`), figures.started);
      assert.equal(await metrics(`m.chapter = 'when-to-call' AND m.video_finished`), figures.watched);
      assert.equal(await metrics(`m.chapter = '' AND m.survey_completed`), figures.surveyed);
      assert.equal(await metrics(`m.chapter = '' AND m.cta_interactions > 0`), figures.pressed);
    }
    const all = (field: 'verified' | 'answered' | 'surveyed') =>
      sum(seeded.history.map((send) => send[field]));
    assert.ok(all('surveyed') >= 10, 'enough surveys to read');
    // The medication list is answered Yes, No and Not sure, and some add their own medicines.
    const [answered] = await t.db.queryAsOwner<{ yes: number; no: number; not_sure: number; own: number }>(
      `SELECT count(*) FILTER (WHERE answer->'medications'->>'furosemide' = 'yes')::int AS yes,
         count(*) FILTER (WHERE answer->'medications'->>'furosemide' = 'no')::int AS no,
         count(*) FILTER (WHERE answer->'medications'->>'furosemide' = 'not_sure')::int AS not_sure,
         count(*) FILTER (WHERE jsonb_array_length(answer->'additional') > 0)::int AS own
       FROM interaction_answers WHERE question = 'medication-list'`,
    );
    assert.ok(
      answered && answered.yes > answered.no && answered.no + answered.not_sure > 0 && answered.own > 0,
    );
    const languages = await count(
      `SELECT count(DISTINCT p.language_preference)::int AS n FROM interactions i
       JOIN patients p ON p.id = i.patient_id WHERE i.send_id IS NOT NULL AND i.verified_at IS NOT NULL`,
    );
    assert.ok(languages >= 5, `verified in ${languages} languages`);
  });

  void it('shows its figures in the campaign report, send by send', async () => {
    const { results: campaigns } = await staff.json<CampaignPage>('GET', '/api/campaigns/');
    const campaign = campaigns.find((one) => one.name === DEMO_CAMPAIGN);
    assert.ok(campaign);
    for (const figures of seeded.history) {
      const report = funnelReport.parse(
        await staff.json<unknown>(
          'GET',
          `/api/metrics/funnel?campaign_id=${String(campaign.id)}&send_id=${String(figures.sendId)}`,
        ),
      );
      const reached = stepsOf(report.total.steps);
      assert.deepEqual(reached, {
        sent: figures.linked,
        // Less those whose only message bounced or failed.
        delivered: reached.delivered,
        opened: figures.opened,
        verified: figures.verified,
        started: figures.started,
        watched: figures.watched,
        answered: figures.answered,
        surveyed: figures.surveyed,
        acted: figures.pressed,
      });
      assert.ok((reached.delivered ?? 0) < figures.linked && (reached.delivered ?? 0) >= figures.opened);
      assert.equal(report.total.understood, figures.understood);
    }
  });

  void it('keeps the campaign’s report by language under a name', async () => {
    const saved = await staff.json<{ results: SavedReport[] }>('GET', '/api/touchpoints/reports');
    assert.deepEqual(
      saved.results.map((one) => [one.name, one.campaign_name, one.breakdown]),
      [['Heart failure: by language', DEMO_CAMPAIGN, 'language']],
    );
  });

  void it('lists one finished export of the campaign’s figures, ready to download', async () => {
    const exports = await staff.json<{ results: ReportExport[] }>('GET', '/api/touchpoints/reports/exports');
    assert.deepEqual(
      exports.results.map((one) => [one.kind, one.campaign_name, one.breakdown, one.state]),
      [['aggregates', DEMO_CAMPAIGN, 'language', 'done']],
    );
    const [made] = exports.results;
    assert.ok(made);
    const file = await staff.call('GET', `/api/touchpoints/reports/exports/${String(made.id)}/file`);
    assert.equal(file.statusCode, 200);
    assert.ok(file.body.includes('funnel,,Total,sent,,'));
  });

  void it('leaves the demo patient’s own link as it was', async () => {
    assert.ok(seeded.patientLink);
    const token = deps.keys.demoLinkToken();
    assert.equal(
      await count(
        `SELECT count(*)::int AS n FROM interactions WHERE token_hash = $1 AND verified_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM interaction_metrics m WHERE m.interaction_id = interactions.id)`,
        [hashToken(token)],
      ),
      1,
    );
    assert.equal(
      await count(
        `SELECT count(*)::int AS n FROM interactions i JOIN patients p ON p.id = i.patient_id
         WHERE p.mrn = $1 AND i.verified_at IS NOT NULL`,
        [DEMO_LINK_MRN],
      ),
      0,
      'the demo link’s patient has opened nothing',
    );
  });

  void it('adds nothing on a second run', async () => {
    const tables = [
      'sends',
      'send_messages',
      'interactions',
      'interaction_metrics',
      'interaction_answers',
      'report_exports',
      'saved_reports',
    ];
    const before = await Promise.all(tables.map((table) => count(`SELECT count(*)::int AS n FROM ${table}`)));
    const again = await seedDemo(deps, 'Demo-password-2026');
    assert.deepEqual(again.history, []);
    assert.deepEqual(
      await Promise.all(tables.map((table) => count(`SELECT count(*)::int AS n FROM ${table}`))),
      before,
    );
  });
});

void describe('demo history of a tenant with providers of its own', () => {
  let t: TestApp;
  before(async () => {
    t = await build();
  });
  after(async () => {
    await t.close();
  });

  void it('sends nothing: its messages would leave through the tenant’s own account', async () => {
    const deps = { db: t.db, keys: createAppKeys('test-app-secret'), clock: t.clock, store: t.store };
    const tenantId = await ensureTenant(deps, DEMO_TENANT);
    await t.db.queryAsOwner(
      `INSERT INTO tenant_messaging (tenant_id, email_provider, smtp_url_sealed, smtp_server, sms_provider, updated_at)
       VALUES ($1, 'smtp', $2, 'mail.demo-health.test', 'platform', now())`,
      [tenantId, deps.keys.encrypt('smtp://mail.demo-health.test:25')],
    );
    const seeded = await seedDemo(deps, 'Demo-password-2026');
    assert.ok(seeded.campaignCreated && seeded.patientsCreated > 0);
    assert.deepEqual(seeded.history, []);
    const [sends] = await t.db.queryAsOwner<{ n: number }>('SELECT count(*)::int AS n FROM sends');
    assert.equal(sends?.n, 0);
  });
});
