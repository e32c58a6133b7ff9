import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  ApiErrorBody,
  InboxMessage,
  InboxPage,
  Patient,
  SentMessage,
  UnreadMessageCount,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { build, cookiesFrom, type TestApp } from '../../test/build.js';
import { linkFor, publishedTouchpoint, studioTeam, type StudioTeam } from '../../test/studioSupport.js';
import { auditRows, staffCaller } from '../patients/testSupport.js';

const DOB = '1949-11-02';
const FIRST = 'Ankles more swollen, extra furosemide?';
const SECOND = 'Slept badly, short of breath at night.';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;
const inbox = (query = '') => `/api/messages${query}`;
const messageUrl = (id: number, action: 'read' | 'handled') => `/api/messages/${String(id)}/${action}`;

void describe('the care team’s inbox of patient messages', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpointId: number;
  let patient: Patient;
  let token: string;
  let patientCookies: Record<string, string>;

  /** The patient writes from their page, the clock moving on a minute after each message. */
  const write = async (message: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/submit-chat`,
      cookies: patientCookies,
      payload: { message },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    t.clock.advance(60_000);
  };
  const unread = async () =>
    (await team.author.json<UnreadMessageCount>('GET', inbox('/unread-count'))).unread;
  const sentList = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/interactions/${token}/messages`,
      cookies: patientCookies,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ results: SentMessage[] }>().results;
  };

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Inbox Clinic');
    await t.db.queryAsOwner(
      `UPDATE staff_users SET first_name = 'Nadia', last_name = 'Reyes' WHERE id = $1`,
      [team.reviewerId],
    );
    touchpointId = await publishedTouchpoint(t, team);
    patient = await team.author.json<Patient>('POST', '/api/patients', {
      mrn: 'INBOX-1',
      first_name: 'Ines',
      last_name: 'Duarte',
      date_of_birth: DOB,
      mobile: '+15550104477',
      email: 'ines.duarte@mail.test',
    });
    token = (await linkFor(t, team, touchpointId, patient.id)).token;
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${token}/auth`,
      payload: { date_of_birth: DOB },
    });
    assert.equal(verified.statusCode, 200, verified.body);
    patientCookies = cookiesFrom(verified);
  });
  after(async () => {
    await t.close();
  });

  void it('lists a new message unread, with the patient’s contact details, and counts it; audited without the text', async () => {
    assert.equal(await unread(), 0);
    await write(FIRST);
    await write(SECOND);
    assert.equal(await unread(), 2);

    const page = await team.author.json<InboxPage>('GET', inbox());
    assert.deepEqual(
      page.results.map((message) => message.body),
      [SECOND, FIRST],
    );
    const [newest] = page.results;
    assert.deepEqual(newest?.patient, {
      id: patient.id,
      first_name: 'Ines',
      last_name: 'Duarte',
      mobile: '+15550104477',
      email: 'ines.duarte@mail.test',
    });
    assert.deepEqual(
      [newest?.touchpoint, newest?.from_test_link, newest?.read, newest?.handled],
      [{ id: touchpointId, name: 'Week one' }, false, null, null],
    );
    assert.deepEqual([page.page, page.page_size, page.has_next], [1, 50, false]);

    const [entry] = (await auditRows(t, ['inbox_messages_viewed'])).slice(-1);
    assert.deepEqual(entry?.details, { state: 'all', page: 1, messages: 2, patient_ids: String(patient.id) });
    assert.equal(JSON.stringify(entry).includes('swollen'), false, 'no message text in the audit');
  });

  void it('opening a message marks it read once, by its first reader; the patient sees when, not who', async () => {
    const [newest] = (await team.author.json<InboxPage>('GET', inbox('?state=unread'))).results;
    assert.ok(newest);
    const readAt = t.clock.now().toISOString();
    const opened = await team.reviewer.json<InboxMessage>(
      'POST',
      messageUrl(newest.id, 'read'),
      undefined,
      200,
    );
    assert.deepEqual(opened.read, { at: readAt, by: { id: team.reviewerId, name: 'Nadia Reyes' } });
    assert.equal(await unread(), 1);

    // A second reader, later, changes nothing.
    t.clock.advance(60_000);
    const again = await team.author.json<InboxMessage>('POST', messageUrl(newest.id, 'read'), undefined, 200);
    assert.deepEqual(again.read, opened.read);

    const entries = await auditRows(t, ['patient_message_read']);
    assert.deepEqual(entries.at(-1)?.details, { message_id: newest.id, patient_id: patient.id });
    assert.equal(JSON.stringify(entries).includes('breath'), false, 'no message text in the audit');

    // The patient's own list: newest first, with the time it was read and no staff member.
    const sent = await sentList();
    assert.deepEqual(
      sent.map((message) => [message.body, message.read_at]),
      [
        [SECOND, readAt],
        [FIRST, null],
      ],
    );
    assert.equal(JSON.stringify(sent).includes('Nadia'), false);

    // Unread first: the older, unread message now leads the inbox.
    const all = await team.author.json<InboxPage>('GET', inbox());
    assert.deepEqual(
      all.results.map((message) => message.body),
      [FIRST, SECOND],
    );
  });

  void it('marks a message handled and open again, keeping the first handler', async () => {
    const [older] = (await team.author.json<InboxPage>('GET', inbox('?state=unread'))).results;
    assert.ok(older);
    const handledAt = t.clock.now().toISOString();
    const handled = await team.author.json<InboxMessage>('PUT', messageUrl(older.id, 'handled'));
    assert.deepEqual(handled.handled, {
      at: handledAt,
      by: { id: team.authorId, name: handled.handled?.by?.name },
    });
    assert.equal(handled.read?.at, handledAt, 'handling a message reads it');
    assert.equal(await unread(), 0);
    t.clock.advance(60_000);
    const twice = await team.reviewer.json<InboxMessage>('PUT', messageUrl(older.id, 'handled'));
    assert.deepEqual(twice.handled, handled.handled);

    const list = await team.author.json<InboxPage>('GET', inbox('?state=handled'));
    assert.deepEqual(
      list.results.map((message) => message.id),
      [older.id],
    );

    const reopened = await team.author.json<InboxMessage>('DELETE', messageUrl(older.id, 'handled'));
    assert.equal(reopened.handled, null);
    assert.deepEqual(reopened.read, handled.read, 'it stays read');
    assert.deepEqual((await team.author.json<InboxPage>('GET', inbox('?state=handled'))).results, []);
    assert.deepEqual(
      (await auditRows(t, ['patient_message_handled', 'patient_message_reopened'])).map(
        (entry) => entry.event,
      ),
      ['patient_message_handled', 'patient_message_handled', 'patient_message_reopened'],
    );
  });

  void it('pages 50 at a time, the unread before the read across pages', async () => {
    const [interaction] = await t.db.queryAsOwner<{ id: string | number }>(
      'SELECT id FROM interactions WHERE patient_id = $1 LIMIT 1',
      [patient.id],
    );
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    for (let i = 1; i <= 55; i += 1) {
      await t.db.queryAsOwner(
        `INSERT INTO patient_messages (tenant_id, interaction_id, patient_id, body, created_at, read_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          team.tenantId,
          interaction?.id,
          patient.id,
          `Old note ${String(i)}`,
          new Date(base + i * 60_000),
          i % 2 === 0 ? new Date(base + i * 60_000) : null,
        ],
      );
    }
    assert.equal(await unread(), 28);
    const first = await team.author.json<InboxPage>('GET', inbox());
    assert.equal(first.results.length, 50);
    assert.equal(first.has_next, true);
    assert.deepEqual(
      first.results.slice(0, 28).map((message) => message.read),
      Array<null>(28).fill(null),
    );
    assert.equal(first.results[0]?.body, 'Old note 55');
    const second = await team.author.json<InboxPage>('GET', inbox('?get_page=2'));
    assert.equal(second.results.length, 7);
    assert.equal(second.has_next, false);
    assert.ok(second.results.every((message) => message.read !== null));
    const onlyUnread = await team.author.json<InboxPage>('GET', inbox('?state=unread'));
    assert.equal(onlyUnread.results.length, 28);
  });

  void it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await unread();
    for (const query of ['?state=closed', '?get_page=0', '?get_page=x', '?page_size=10']) {
      const response = await team.author.call('GET', inbox(query));
      assert.deepEqual([response.statusCode, code(response)], [400, 'VALIDATION_FAILED'], query);
    }
    for (const [method, url] of [
      ['POST', '/api/messages/abc/read'],
      ['PUT', '/api/messages/0/handled'],
    ] as const) {
      const response = await team.author.call(method, url);
      assert.deepEqual([response.statusCode, code(response)], [400, 'VALIDATION_FAILED'], url);
    }
    const unknown = await team.author.call('POST', messageUrl(999_999, 'read'));
    assert.deepEqual([unknown.statusCode, code(unknown)], [404, 'NOT_FOUND']);
    assert.equal(await unread(), before);
  });

  void it('keeps each tenant’s messages to itself', async () => {
    const stranger = await staffCaller(t, await t.createUser({ tenantName: 'Elsewhere Clinic' }));
    const [message] = (await team.author.json<InboxPage>('GET', inbox('?state=unread'))).results;
    assert.ok(message);
    for (const response of [
      await stranger.call('POST', messageUrl(message.id, 'read')),
      await stranger.call('PUT', messageUrl(message.id, 'handled')),
      await stranger.call('DELETE', messageUrl(message.id, 'handled')),
    ]) {
      assert.deepEqual([response.statusCode, code(response)], [404, 'NOT_FOUND']);
      assert.equal(response.body.includes('Old note'), false);
    }
    assert.deepEqual((await stranger.json<InboxPage>('GET', inbox())).results, []);
    assert.deepEqual(await stranger.json<UnreadMessageCount>('GET', inbox('/unread-count')), { unread: 0 });
    const [row] = await t.db.queryAsOwner<{ read_at: Date | null }>(
      'SELECT read_at FROM patient_messages WHERE id = $1',
      [message.id],
    );
    assert.equal(row?.read_at, null, 'the other tenant read nothing');
  });

  void it('counts unread messages without keeping an idle session alive: the shell polls it', async () => {
    const user = await t.createUser({ tenantName: 'Inbox Clinic' });
    const watcher = await staffCaller(t, user);
    const lastSeen = async () =>
      (
        await t.db.queryAsOwner<{ at: Date }>('SELECT last_seen_at AS at FROM sessions WHERE user_id = $1', [
          user.id,
        ])
      )[0]?.at.getTime();
    const signedIn = await lastSeen();
    t.clock.advance(5 * 60_000);
    await watcher.json<UnreadMessageCount>('GET', inbox('/unread-count'));
    assert.equal(await lastSeen(), signedIn, 'a poll is not the user’s activity');
    await watcher.json<InboxPage>('GET', inbox());
    assert.equal(await lastSeen(), t.clock.now().getTime(), 'opening the inbox is');
  });

  void it('shows a patient only what they sent from this link, and only once verified', async () => {
    const other = await linkFor(t, team, touchpointId, patient.id);
    const unverified = await t.app.inject({
      method: 'GET',
      url: `/api/interactions/${other.token}/messages`,
    });
    assert.deepEqual([unverified.statusCode, code(unverified)], [401, 'VERIFICATION_REQUIRED']);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${other.token}/auth`,
      payload: { date_of_birth: DOB },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/interactions/${other.token}/messages`,
      cookies: cookiesFrom(verified),
    });
    assert.deepEqual(response.json(), { results: [] });
  });
});
