import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, Patient, PatientMessagePage, TestLink } from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { build, cookiesFrom, type TestApp } from '../../test/build.js';
import { publishedTouchpoint, studioTeam, type StudioTeam } from '../../test/studioSupport.js';
import { auditRows, staffCaller } from '../patients/testSupport.js';

const DOB = '1949-11-02';
const MESSAGE = 'My ankles are swollen again since Tuesday.';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;
const messagesOf = (id: number, query = '') => `/api/patients/${String(id)}/messages${query}`;

void describe('messages from the patient, read by staff', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpointId: number;
  let patient: Patient;
  let quiet: Patient;

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Message Clinic');
    touchpointId = await publishedTouchpoint(t, team);
    patient = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'MSG-1',
      first_name: 'Ines',
      last_name: 'Duarte',
      date_of_birth: DOB,
    });
    quiet = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'MSG-2',
      first_name: 'Quiet',
      last_name: 'Person',
      date_of_birth: '1970-01-01',
    });
  });
  after(async () => {
    await t.close();
  });

  void it('shows what the patient wrote from their page, with the touchpoint, audited without the text', async () => {
    // The patient opens a test link, proves their date of birth and writes to the care team.
    const link = await team.author.json<TestLink>(
      'POST',
      `/api/touchpoints/${String(touchpointId)}/test-links`,
      {
        patient_id: patient.id,
      },
    );
    const token = link.url.split('/i/')[1] ?? '';
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/auth`,
      payload: { date_of_birth: DOB },
    });
    assert.equal(verified.statusCode, 200, verified.body);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/submit-chat`,
      cookies: cookiesFrom(verified),
      payload: { message: MESSAGE },
    });
    assert.equal(sent.statusCode, 201, sent.body);

    // Staff read it on the patient's record.
    const page = await team.author.json<PatientMessagePage>('GET', messagesOf(patient.id));
    assert.equal(page.results.length, 1);
    const [message] = page.results;
    assert.deepEqual(
      [message?.body, message?.touchpoint, message?.from_test_link, page.page, page.page_size, page.has_next],
      [MESSAGE, { id: touchpointId, name: 'Week one' }, true, 1, 50, false],
    );
    const entries = await auditRows(t, ['patient_messages_viewed']);
    assert.deepEqual(entries.at(-1)?.details, { patient_id: patient.id, page: 1 });
    assert.equal(JSON.stringify(entries).includes('ankles'), false, 'no message text in the audit');
  });

  void it('pages newest first, 50 a page', async () => {
    const [interaction] = await t.db.queryAsOwner<{ id: string | number }>(
      'SELECT id FROM interactions WHERE patient_id = $1 LIMIT 1',
      [patient.id],
    );
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (let i = 1; i <= 55; i += 1) {
      await t.db.queryAsOwner(
        `INSERT INTO patient_messages (tenant_id, interaction_id, patient_id, body, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [team.tenantId, interaction?.id, patient.id, `Old note ${String(i)}`, new Date(base + i * 60_000)],
      );
    }
    const first = await team.author.json<PatientMessagePage>('GET', messagesOf(patient.id));
    assert.equal(first.results.length, 50);
    assert.equal(first.has_next, true);
    assert.equal(first.results[0]?.body, MESSAGE, 'the newest first');
    assert.equal(first.results[1]?.body, 'Old note 55');
    const second = await team.author.json<PatientMessagePage>('GET', messagesOf(patient.id, '?get_page=2'));
    assert.deepEqual(
      second.results.map((message) => message.body),
      ['Old note 6', 'Old note 5', 'Old note 4', 'Old note 3', 'Old note 2', 'Old note 1'],
    );
    assert.equal(second.has_next, false);
  });

  void it('answers an empty page for a patient who wrote nothing', async () => {
    const page = await team.author.json<PatientMessagePage>('GET', messagesOf(quiet.id));
    assert.deepEqual(page, { results: [], page: 1, page_size: 50, has_next: false });
  });

  void it('answers 404 for another tenant’s patient or an unknown one, 400 for a bad page', async () => {
    const stranger = await staffCaller(t, await t.createUser({ tenantName: 'Elsewhere Clinic' }));
    const refused = [
      await stranger.call('GET', messagesOf(patient.id)),
      await team.author.call('GET', messagesOf(999_999)),
    ];
    for (const response of refused) {
      assert.deepEqual([response.statusCode, code(response)], [404, 'NOT_FOUND']);
      assert.equal(response.body.includes('ankles'), false);
    }
    for (const query of ['?get_page=0', '?get_page=x', '?page_size=500']) {
      const response = await team.author.call('GET', messagesOf(patient.id, query));
      assert.deepEqual([response.statusCode, code(response)], [400, 'VALIDATION_FAILED'], query);
    }
  });
});
