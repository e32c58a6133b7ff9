import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Cohort, Patient, Send, SendPreview } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { keepingSms } from '../../integrations/testing/keepingSms.js';
import { build, type TestApp } from '../../test/build.js';
import {
  addVideo,
  campaignWithTouchpoint,
  completeContent,
  publishedTouchpoint,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';
import { auditRows } from '../patients/testSupport.js';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;

void describe('sending a published touchpoint', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpoint: number;
  let cohort: Cohort;
  const sms = keepingSms();
  const patients: Record<string, Patient> = {};

  const patient = async (name: string, fields: Record<string, unknown>) => {
    patients[name] = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: `D-${name}`,
      first_name: name,
      last_name: 'Ortega',
      date_of_birth: '1960-03-04',
      cohort_ids: [cohort.id],
      ...fields,
    });
  };

  const waitForSend = async (id: number, done: (send: Send) => boolean) => {
    for (let i = 0; i < 200; i += 1) {
      const send = await team.author.json<Send>('GET', `/api/sends/${String(id)}`);
      if (done(send)) return send;
      await sleep(50);
    }
    throw new Error('the send did not get there in time');
  };

  before(async () => {
    t = await build({ smsProvider: sms });
    team = await studioTeam(t, 'Delivery Clinic');
    touchpoint = await publishedTouchpoint(t, team);
    cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: 'Heart clinic' });
    await patient('Emma', {
      email: 'emma@example.test',
      communication_preference: 'email',
      email_consent: true,
      language_preference: 'es',
    });
    await patient('Sam', {
      mobile: '+15550100301',
      communication_preference: 'sms',
      sms_consent: true,
    });
    await patient('Bea', {
      email: 'bea@example.test',
      mobile: '+15550100302',
      communication_preference: 'email_and_sms',
      email_consent: true,
      sms_consent: true,
    });
    await patient('Otto', {
      email: 'otto@example.test',
      communication_preference: 'email',
      email_consent: true,
      opted_out: true,
    });
    await patient('Nia', { email: 'nia@example.test', communication_preference: 'email' });
    await patient('Ned', { communication_preference: 'none' });
  });
  after(async () => {
    await t.close();
  });

  void it('previews who gets what and who is skipped, and why', async () => {
    const preview = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      { cohort_ids: [cohort.id] },
      200,
    );
    assert.equal(preview.patients, 6);
    assert.equal(preview.email_only, 1);
    assert.equal(preview.sms_only, 1);
    assert.equal(preview.email_and_sms, 1);
    assert.equal(preview.skipped, 3);
    assert.deepEqual(preview.skipped_by_reason, { opted_out: 1, no_consent: 1, no_channel: 1 });
    assert.deepEqual(
      preview.sms.map((row) => [row.language, row.messages, row.segments_each, row.encoding]),
      [['en', 2, 1, 'GSM-7']],
    );
    assert.equal(preview.needs_typed_confirmation, false);
    // A patient of the cohort also named alone, and the cohort twice, still count once.
    const again = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      { cohort_ids: [cohort.id, cohort.id], patient_ids: [patients.Emma?.id] },
      200,
    );
    assert.deepEqual(again, preview);
    const alone = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      { patient_ids: [patients.Emma?.id, patients.Ned?.id] },
      200,
    );
    assert.equal(alone.patients, 2);
    assert.equal(alone.email_only, 1);
    assert.deepEqual(alone.skipped_by_reason, { no_channel: 1 });
  });

  void it('refuses bad sends with a coded error and writes nothing', async () => {
    const at = `/api/touchpoints/${String(touchpoint)}/sends`;
    const empty = await team.author.call('POST', at, { cohort_ids: [] });
    assert.equal(empty.statusCode, 400);
    const past = await team.author.call('POST', at, {
      cohort_ids: [cohort.id],
      send_at: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    });
    assert.equal(code(past), 'VALIDATION_FAILED');
    const unknownCohort = await team.author.call('POST', at, { cohort_ids: [999_999] });
    assert.equal(code(unknownCohort), 'NOT_FOUND');
    const { touchpoint: draft } = await campaignWithTouchpoint(
      team.author,
      completeContent(await addVideo(t, team.tenantId, 'Draft video')),
    );
    const notPublished = await team.author.call('POST', `/api/touchpoints/${String(draft.id)}/sends`, {
      cohort_ids: [cohort.id],
    });
    assert.equal(code(notPublished), 'NOT_PUBLISHED');
    const tooLate = await team.author.call('POST', at, {
      cohort_ids: [cohort.id],
      send_at: new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000).toISOString(),
    });
    assert.equal(code(tooLate), 'VALIDATION_FAILED');
    const rows = await t.db.queryAsOwner<{ n: number }>('SELECT count(*)::int AS n FROM sends');
    assert.equal(rows[0]?.n, 0);
  });

  void it('sends each patient their messages once, in their language, with a working link', async () => {
    const created = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { cohort_ids: [cohort.id], quiet_hours: false },
      201,
    );
    const send = await waitForSend(created.id, (current) => current.state === 'done');
    assert.equal(send.audience, 6);
    assert.equal(send.counts.sent, 4);
    assert.equal(send.channels.email.sent, 2);
    assert.equal(send.channels.sms.sent, 2);
    assert.equal(send.counts.skipped, 3);

    // Staff mail (the reviewer told of their review) is not the send's.
    const mail = t.mail.messages().filter((message) => !message.to.endsWith('@clinic.test'));
    assert.deepEqual(mail.map((message) => message.to).sort(), ['bea@example.test', 'emma@example.test']);
    const emma = mail.find((message) => message.to === 'emma@example.test');
    assert.equal(emma?.subject, 'Antes de su visita, Emma');
    const token = /\/i\/([A-Za-z0-9_-]{43})/.exec(emma?.text ?? '')?.[1];
    assert.ok(token, 'the e-mail carries a patient link');
    const link = await t.app.inject({ method: 'GET', url: `/api/interactions/${token}/tenant-branding` });
    assert.equal(link.statusCode, 200);

    assert.deepEqual(sms.sent.map((message) => message.to).sort(), ['+15550100301', '+15550100302']);
    // Bea's e-mail and SMS carry the same link: one interaction per patient.
    const bea = mail.find((message) => message.to === 'bea@example.test');
    const beaSms = sms.sent.find((message) => message.to === '+15550100302');
    const beaToken = /\/i\/([A-Za-z0-9_-]{43})/.exec(bea?.text ?? '')?.[1];
    assert.ok(beaToken && beaSms?.body.includes(beaToken));
    const interactions = await t.db.queryAsOwner<{ n: number }>(
      'SELECT count(*)::int AS n FROM interactions WHERE send_id = $1',
      [created.id],
    );
    assert.equal(interactions[0]?.n, 3);
    assert.equal((await auditRows(t, ['send_created'])).length, 1);

    // Sending the same version again skips everyone already sent it.
    const again = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      { cohort_ids: [cohort.id] },
      200,
    );
    assert.equal(again.skipped_by_reason.already_sent, 3);
  });

  void it('a cancelled send hands nothing more over, and cannot be resumed', async () => {
    await patient('Lou', {
      email: 'lou@example.test',
      communication_preference: 'email',
      email_consent: true,
    });
    const created = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      {
        patient_ids: [patients.Lou?.id],
        send_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      },
      201,
    );
    assert.equal(created.state, 'scheduled');
    const cancelled = await team.author.json<Send>(
      'POST',
      `/api/sends/${String(created.id)}/cancel`,
      undefined,
      200,
    );
    assert.equal(cancelled.state, 'cancelled');
    const resumed = await team.author.call('POST', `/api/sends/${String(created.id)}/resume`);
    assert.equal(code(resumed), 'SEND_NOT_CHANGEABLE');
  });

  void it('an address the mail server refuses bounces at once, and is not tried again', async () => {
    // The sink refuses a `+bounce` address as a server refuses an unknown mailbox: 550 to RCPT TO.
    await patient('Rae', {
      email: 'rae+bounce@example.test',
      communication_preference: 'email',
      email_consent: true,
    });
    const created = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { patient_ids: [patients.Rae?.id], quiet_hours: false },
      201,
    );
    const send = await waitForSend(created.id, (current) => current.state === 'done');
    assert.equal(send.counts.bounced, 1);
    assert.equal(send.counts.failed, 0);
    assert.equal(send.counts.sent, 0);
    assert.deepEqual(send.failures, [{ reason: 'smtp_recipient_refused', messages: 1 }]);
    assert.ok(!t.mail.messages().some((message) => message.to.includes('rae')));
    const [row] = await t.db.queryAsOwner<{ state: string; reason: string; attempts: number }>(
      'SELECT state, reason, attempts FROM send_messages WHERE send_id = $1',
      [created.id],
    );
    assert.deepEqual(row, { state: 'bounced', reason: 'smtp_recipient_refused', attempts: 1 });
  });
  void it('a campaign’s delivery view lists the sends of its touchpoints, newest first', async () => {
    const { campaign: campaignId } = await team.author.json<{ campaign: number }>(
      'GET',
      `/api/touchpoints/${String(touchpoint)}`,
    );
    const ofTouchpoint = await team.author.json<{ results: Send[] }>(
      'GET',
      `/api/touchpoints/${String(touchpoint)}/sends`,
    );
    assert.ok(ofTouchpoint.results.length >= 2);
    // Another campaign's touchpoint, sent too, stays out of this campaign's view.
    const other = await publishedTouchpoint(t, team);
    const elsewhere = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(other)}/sends`,
      { patient_ids: [patients.Emma?.id], quiet_hours: false },
      201,
    );
    const view = await team.author.json<{ results: Send[] }>(
      'GET',
      `/api/campaigns/${String(campaignId)}/sends`,
    );
    assert.deepEqual(
      view.results.map((send) => [send.id, send.touchpoint_id]),
      ofTouchpoint.results.map((send) => [send.id, touchpoint]),
    );
    assert.ok(!view.results.some((send) => send.id === elsewhere.id));
    const ids = view.results.map((send) => send.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const unknown = await team.author.call('GET', '/api/campaigns/999999/sends');
    assert.equal(code(unknown), 'NOT_FOUND');
  });
});
