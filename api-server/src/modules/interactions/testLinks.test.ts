import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, InteractionLink, Patient, TestLink } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { build, type TestApp } from '../../test/build.js';
import { waitForMail } from '../../test/waitForMail.js';
import {
  addVideo,
  campaignWithTouchpoint,
  completeContent,
  publishedTouchpoint,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';
import { auditRows, staffCaller, type StaffCaller } from '../patients/testSupport.js';

const DOB = '1951-07-22';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;

const newPatient = (caller: StaffCaller, mrn: string) =>
  caller.json<Patient>('POST', '/api/patients', {
    mrn,
    first_name: 'Marisol',
    last_name: 'Quintero',
    date_of_birth: DOB,
  });

const testLinksOf = (id: number) => `/api/touchpoints/${String(id)}/test-links`;

void describe('test links from the studio', () => {
  let t: TestApp;
  let team: StudioTeam;
  let published: number;
  let draft: number;
  let patient: Patient;
  let authorEmail: string;

  const interactionCount = async () => {
    const [row] = await t.db.queryAsOwner<{ n: string | number }>('SELECT count(*) AS n FROM interactions');
    return Number(row?.n);
  };

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Test Link Clinic');
    published = await publishedTouchpoint(t, team);
    // The reviewer was e-mailed when assigned: that is not what these tests count.
    await waitForMail(t);
    t.mail.clear();
    draft = (
      await campaignWithTouchpoint(team.author, completeContent(await addVideo(t, team.tenantId, 'Draft')))
    ).touchpoint.id;
    patient = await newPatient(team.author, 'TL-1');
    const [author] = await t.db.queryAsOwner<{ email: string }>(
      'SELECT email FROM staff_users WHERE id = $1',
      [team.authorId],
    );
    authorEmail = author?.email ?? '';
  });
  after(async () => {
    await t.close();
  });

  void it('makes a working test link, marked as a test and audited without its token', async () => {
    const response = await team.author.call('POST', testLinksOf(published), { patient_id: patient.id });
    assert.equal(response.statusCode, 201, response.body);
    const link = response.json<TestLink>();
    // The page will ask for the date of birth: the staff who made the link are told it.
    assert.deepEqual(link.patient, { id: patient.id, name: 'Marisol Quintero', date_of_birth: DOB });
    const token = /^http:\/\/localhost:3004\/i\/([A-Za-z0-9_-]{43})$/.exec(link.url)?.[1];
    assert.ok(token, `a patient page link: ${link.url}`);
    assert.ok(new Date(link.expires_at).getTime() > t.clock.now().getTime());

    // The patient page opens it like any delivered link.
    const branding = await t.app.inject({ method: 'GET', url: `/api/interactions/${token}/tenant-branding` });
    assert.equal(branding.statusCode, 200);
    assert.equal(branding.json<InteractionLink>().state, 'open');

    const rows = await t.db.queryAsOwner<{ is_test: boolean; created_by: number; touchpoint_id: string }>(
      'SELECT is_test, created_by, touchpoint_id FROM interactions WHERE patient_id = $1',
      [patient.id],
    );
    assert.deepEqual(
      rows.map((row) => [row.is_test, row.created_by, Number(row.touchpoint_id)]),
      [[true, team.authorId, published]],
    );
    const [entry] = await auditRows(t, ['test_link_created']);
    assert.equal(entry?.actor_user_id, team.authorId);
    assert.deepEqual(
      [entry?.details.touchpoint_id, entry?.details.patient_id, entry?.details.emailed],
      [published, patient.id, false],
    );
    assert.equal(JSON.stringify(entry).includes(token), false, 'no token in the audit');
    assert.equal(t.mail.messages().length, 0, 'nothing is e-mailed unless asked');
  });

  void it('e-mails the staff member the patient’s e-mail marked as a test, with no health detail', async () => {
    t.mail.clear();
    const response = await team.author.call('POST', testLinksOf(published), {
      patient_id: patient.id,
      email_to_me: true,
    });
    assert.equal(response.statusCode, 201, response.body);
    const link = response.json<TestLink>();
    const [mail] = await waitForMail(t);
    assert.ok(mail, 'an e-mail was sent');
    assert.equal(mail.to, authorEmail);
    assert.ok(mail.text.includes(link.url), 'the e-mail carries the link');
    // The patient's own e-mail (its subject, layout and button), marked as a test above its body.
    assert.equal(mail.subject, '[Test] Before your visit, Alexandra');
    assert.ok(mail.text.startsWith('Test: this is the e-mail of “Week one”'), mail.text);
    assert.ok(mail.html.includes('Test: this is the e-mail of'), 'the HTML is marked too');
    assert.ok(mail.html.includes(`href="${link.url}"`), 'its button opens the test link');
    assert.ok(mail.html.includes('Open your page'), 'in the layout patients get');
    assert.ok(mail.text.includes('M.Q.'), 'the patient is named by initials');
    for (const detail of [DOB, 'Quintero', 'Marisol', 'TL-1', 'medicines']) {
      assert.equal(`${mail.subject}\n${mail.text}\n${mail.html}`.includes(detail), false, detail);
    }
  });

  void it('refuses a touchpoint that has not been published, creating nothing', async () => {
    const before = await interactionCount();
    const response = await team.author.call('POST', testLinksOf(draft), { patient_id: patient.id });
    assert.deepEqual([response.statusCode, code(response)], [409, 'NOT_PUBLISHED']);
    assert.equal(await interactionCount(), before);
  });

  void it('answers 404 for another tenant’s touchpoint or patient, and an unknown one', async () => {
    const stranger = await staffCaller(t, await t.createUser({ tenantName: 'Other Hospital' }));
    const theirPatient = await newPatient(stranger, 'OTHER-1');
    const before = await interactionCount();
    const refusals = [
      await stranger.call('POST', testLinksOf(published), { patient_id: theirPatient.id }),
      await team.author.call('POST', testLinksOf(published), { patient_id: theirPatient.id }),
      await team.author.call('POST', testLinksOf(published), { patient_id: 999_999 }),
      await team.author.call('POST', testLinksOf(999_999), { patient_id: patient.id }),
    ];
    assert.deepEqual(
      refusals.map((response) => [response.statusCode, code(response)]),
      refusals.map(() => [404, 'NOT_FOUND']),
    );
    for (const response of refusals) assert.equal(response.body.includes('Quintero'), false);
    assert.equal(await interactionCount(), before);
  });

  void it('refuses bad bodies with 400, creating nothing', async () => {
    const before = await interactionCount();
    const bodies: unknown[] = [
      {},
      { patient_id: String(patient.id) },
      { patient_id: -1 },
      { patient_id: 1.5 },
      { patient_id: patient.id, email_to_me: 'yes' },
      { patient_id: patient.id, is_test: false },
    ];
    for (const body of bodies) {
      const response = await team.author.call('POST', testLinksOf(published), body);
      assert.deepEqual(
        [response.statusCode, code(response)],
        [400, 'VALIDATION_FAILED'],
        JSON.stringify(body),
      );
    }
    const badId = await team.author.call('POST', '/api/touchpoints/abc/test-links', {
      patient_id: patient.id,
    });
    assert.equal(badId.statusCode, 400);
    assert.equal(await interactionCount(), before);
  });
});

void describe('test links when the e-mail cannot be sent', () => {
  let t: TestApp;
  after(async () => {
    await t.close();
  });

  void it('answers EMAIL_SEND_FAILED and keeps no link', async () => {
    // Port 9 (discard) on the loopback refuses connections: the mailer fails.
    t = await build({ mailUrl: 'smtp://127.0.0.1:9' });
    const team = await studioTeam(t, 'Mailless Clinic');
    const published = await publishedTouchpoint(t, team);
    const patient = await newPatient(team.author, 'TL-2');
    const response = await team.author.call('POST', testLinksOf(published), {
      patient_id: patient.id,
      email_to_me: true,
    });
    assert.deepEqual([response.statusCode, code(response)], [502, 'EMAIL_SEND_FAILED']);
    const rows = await t.db.queryAsOwner('SELECT id FROM interactions');
    assert.equal(rows.length, 0);
    assert.equal((await auditRows(t, ['test_link_created'])).length, 0);
  });
});
