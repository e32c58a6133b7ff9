import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Cohort, Patient, Send, SendPreview } from '@outreach/shared-contracts';
import { DeliveryFailure } from '../../integrations/messaging/messaging.js';
import { scriptedSms } from '../../integrations/testing/scriptedSms.js';
import { jobQueues, JOB_SCHEMA } from '../../jobs/queues.js';
import { build, type TestApp } from '../../test/build.js';
import { publishedTouchpoint, smsCohort, studioTeam, type StudioTeam } from '../../test/studioSupport.js';

const HOUR_MS = 3_600_000;

/**
 * A fixed-offset zone where it is now about 01:00, so the night there is the real night of the
 * database's clock, which the job queue keeps its times by. `offset` is its hours ahead of UTC.
 */
function zoneAtOneInTheMorning(now: Date): { zone: string; offset: number } {
  let offset = (1 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT names count the other way: Etc/GMT-9 is nine hours ahead of UTC.
  const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${String(Math.abs(offset))}`;
  return { zone, offset };
}

/** A fixed-offset zone where it is about 13:00 at `now`: twelve hours from {@link zoneAtOneInTheMorning}. */
function zoneAtOneInTheAfternoon(now: Date): string {
  let offset = (13 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${String(Math.abs(offset))}`;
}

void describe('quiet hours at hand-over, whatever brings a message back', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpoint: number;
  const sms = scriptedSms();
  let serial = 0;
  const night = new Date();
  const { zone, offset } = zoneAtOneInTheMorning(night);
  /** 13:00 or so in the patients' zone, the afternoon before. */
  const day = new Date(night.getTime() - 12 * HOUR_MS);
  /** 08:00 in the patients' zone: when their quiet hours end. */
  const localNight = night.getTime() + offset * HOUR_MS;
  const morning = new Date(localNight - (localNight % (24 * HOUR_MS)) + (8 - offset) * HOUR_MS);

  const smsPatients = (count: number) => {
    serial += 1;
    return smsCohort(team, count, {
      title: `Quiet ${serial}`,
      lastName: 'Quiet',
      mrnPrefix: `Q-${serial}`,
      mobilePrefix: `1555030${String(serial).padStart(2, '0')}`,
      time_zone: zone,
    });
  };

  const start = (cohort: Cohort) =>
    team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { cohort_ids: [cohort.id], quiet_hours: true },
      201,
    );
  const act = (send: Send, action: string) =>
    team.author.json<Send>('POST', `/api/sends/${String(send.id)}/${action}`, undefined, 200);

  const waitFor = async <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) => {
    for (let i = 0; i < 300; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await sleep(50);
    }
    throw new Error(`${what} did not happen in time`);
  };
  const sendOf = (send: Send) => team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
  const sendReaches = (send: Send, done: (current: Send) => boolean) =>
    waitFor('the send', () => sendOf(send), done);
  const ledger = (send: Send) =>
    t.db.queryAsOwner<{ state: string; not_before: Date | string; attempts: number; message_key: string }>(
      'SELECT state, not_before, attempts, message_key FROM send_messages WHERE send_id = $1 ORDER BY id',
      [send.id],
    );
  const sentTo = (patient: Patient | undefined) =>
    sms.sent.filter((message) => message.to === patient?.mobile);

  /**
   * Waits until the message of `patient` is held for the morning, then checks that it shows as
   * waiting, went nowhere, and the send is not finished.
   */
  const heldForTheMorning = async (send: Send, index: number, patient: Patient | undefined) => {
    const rows = await waitFor(
      'holding the message',
      () => ledger(send),
      (current) => new Date(current[index]?.not_before ?? 0).getTime() === morning.getTime(),
    );
    assert.equal(rows[index]?.state, 'queued');
    assert.equal(sentTo(patient).length, 0, 'nothing reached the patient at night');
    const view = await sendOf(send);
    assert.equal(view.state, 'sending', 'a send whose messages wait for the morning is not finished');
    assert.equal(view.counts.queued, 1);
    return rows[index];
  };

  /** The morning: the test's clock, and the time of the send's job waiting in the queue for it. */
  const morningComes = async () => {
    t.clock.set(new Date(morning.getTime() + 60_000));
    await t.db.queryAsOwner(
      `UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE name = $1 AND state = 'created'`,
      [jobQueues.deliveryDispatch.name],
    );
  };

  before(async () => {
    // Staff stay signed in from the afternoon to the morning after, as the test's clock moves.
    const days = 3 * 24 * HOUR_MS;
    t = await build({
      authPolicy: { accessTtlS: days / 1000, sessionTtlMs: days, idleTimeoutMs: days },
      smsProvider: sms.provider,
      delivery: { batchSize: 1, concurrency: 1, retryBaseSeconds: 1, maxAttempts: 3 },
    });
    t.clock.set(day);
    team = await studioTeam(t, 'Quiet Clinic');
    touchpoint = await publishedTouchpoint(t, team);
  });
  after(async () => {
    await t.close();
  });

  void it('a send made now at night: the preview counts the messages that will wait, the send shows them waiting', async () => {
    t.clock.set(night);
    const { cohort: sleeping, patients } = await smsPatients(2);
    serial += 1;
    const { cohort: awake } = await smsCohort(team, 1, {
      title: `Awake ${serial}`,
      lastName: 'Awake',
      mrnPrefix: `A-${serial}`,
      mobilePrefix: `1555031${String(serial).padStart(2, '0')}`,
      time_zone: zoneAtOneInTheAfternoon(night),
    });
    const audience = { cohort_ids: [sleeping.id, awake.id] };

    const preview = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      audience,
      200,
    );
    assert.equal(preview.patients, 3);
    assert.equal(
      preview.waiting_for_quiet_hours,
      2,
      'the two patients at night wait; the one in the afternoon does not',
    );
    assert.equal(preview.skipped, 0);

    const send = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { ...audience, quiet_hours: true },
      201,
    );
    const waiting = await sendReaches(
      send,
      (current) => current.counts.sent === 1 && current.counts.queued === 2,
    );
    assert.equal(waiting.state, 'sending');
    assert.equal(waiting.waiting_for_quiet_hours, 2, 'both queued messages wait for the end of quiet hours');
    const listed = await team.author.json<{ results: Send[] }>(
      'GET',
      `/api/touchpoints/${String(touchpoint)}/sends`,
    );
    assert.equal(listed.results.find((one) => one.id === send.id)?.waiting_for_quiet_hours, 2);
    assert.equal(sentTo(patients[0]).length + sentTo(patients[1]).length, 0, 'nothing reached them at night');

    await morningComes();
    const done = await sendReaches(send, (current) => current.state === 'done');
    assert.deepEqual([done.counts.sent, done.waiting_for_quiet_hours], [3, 0]);
  });

  void it('a send planned for the night: the preview counts what will wait at its time, not now', async () => {
    t.clock.set(day);
    const { cohort: sleeping } = await smsPatients(2);
    serial += 1;
    const { cohort: awake } = await smsCohort(team, 1, {
      title: `Awake ${serial}`,
      lastName: 'Awake',
      mrnPrefix: `A-${serial}`,
      mobilePrefix: `1555031${String(serial).padStart(2, '0')}`,
      time_zone: zoneAtOneInTheAfternoon(night),
    });
    const audience = { cohort_ids: [sleeping.id, awake.id] };
    const preview = (body: object) =>
      team.author.json<SendPreview>(
        'POST',
        `/api/touchpoints/${String(touchpoint)}/sends/preview`,
        body,
        200,
      );

    // Now (the afternoon for the first two) only the third patient is in their night.
    assert.equal((await preview(audience)).waiting_for_quiet_hours, 1);
    // Twelve hours on, the first two are in theirs and the third is in the afternoon.
    const planned = await preview({ ...audience, send_at: night.toISOString() });
    assert.equal(planned.waiting_for_quiet_hours, 2);
    assert.equal(planned.patients, 3);
  });

  void it('a send made now without quiet hours shows nothing waiting for them', async () => {
    t.clock.set(night);
    const { cohort } = await smsPatients(1);
    const send = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { cohort_ids: [cohort.id], quiet_hours: false },
      201,
    );
    const done = await sendReaches(send, (current) => current.state === 'done');
    assert.deepEqual([done.counts.sent, done.waiting_for_quiet_hours], [1, 0]);
  });

  void it('a send resumed at night holds what is left until 08:00, then sends each once', async () => {
    t.clock.set(day);
    const { cohort, patients } = await smsPatients(2);
    const hold = sms.holdNext();
    const send = await start(cohort);
    await hold.isHeld;
    try {
      await act(send, 'pause');
    } finally {
      hold.release();
    }
    await sendReaches(send, (current) => current.counts.sent === 1);
    t.clock.set(night);
    await act(send, 'resume');
    await heldForTheMorning(send, 1, patients[1]);

    await morningComes();
    const done = await sendReaches(send, (current) => current.state === 'done');
    assert.equal(done.counts.sent, 2);
    assert.equal(sentTo(patients[1]).length, 1);
  });

  void it('failed messages retried at night wait for 08:00', async () => {
    t.clock.set(day);
    const { cohort, patients } = await smsPatients(1);
    sms.failNext(new DeliveryFailure('twilio_21211', false));
    const send = await start(cohort);
    await sendReaches(send, (current) => current.state === 'done' && current.counts.failed === 1);
    t.clock.set(night);
    const retried = await act(send, 'retry-failed');
    assert.equal(retried.counts.queued, 1);
    await heldForTheMorning(send, 0, patients[0]);

    await morningComes();
    const done = await sendReaches(send, (current) => current.state === 'done');
    assert.deepEqual([done.counts.sent, done.counts.failed], [1, 0]);
    assert.equal(sentTo(patients[0]).length, 1);
  });

  void it('a retry after a provider error that comes due at night waits for 08:00, same key, same attempts', async () => {
    t.clock.set(day);
    const { cohort, patients } = await smsPatients(1);
    sms.failNext(new DeliveryFailure('twilio_http_500', true));
    const send = await start(cohort);
    await waitFor(
      'the provider error',
      () => ledger(send),
      (rows) => rows[0]?.state === 'queued' && rows[0].attempts === 1,
    );
    t.clock.set(night);
    const held = await heldForTheMorning(send, 0, patients[0]);
    assert.equal(held?.attempts, 1, 'holding is not an attempt');

    await morningComes();
    await sendReaches(send, (current) => current.state === 'done');
    assert.deepEqual(
      sentTo(patients[0]).map((message) => message.idempotencyKey),
      [held?.message_key],
    );
  });

  void it('a message of a dead worker, its lease over at night, waits for 08:00 and goes once', async () => {
    t.clock.set(day);
    const { cohort, patients } = await smsPatients(2);
    const hold = sms.holdNext();
    const send = await start(cohort);
    await hold.isHeld;
    try {
      await act(send, 'pause');
    } finally {
      hold.release();
    }
    await sendReaches(send, (current) => current.counts.sent === 1);
    // The second message as a worker leaves it when killed after claiming it in the afternoon.
    await t.db.queryAsOwner(
      `UPDATE send_messages SET state = 'sending', attempts = 1, claimed_until = $2
       WHERE send_id = $1 AND state = 'queued'`,
      [send.id, new Date(day.getTime() + 300_000)],
    );
    t.clock.set(night);
    await act(send, 'resume');
    await heldForTheMorning(send, 1, patients[1]);

    await morningComes();
    const done = await sendReaches(send, (current) => current.state === 'done');
    assert.equal(done.counts.sent, 2);
    assert.equal(sentTo(patients[1]).length, 1);
  });
});
