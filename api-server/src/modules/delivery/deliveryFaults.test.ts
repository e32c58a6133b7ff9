import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Cohort, Send } from '@outreach/shared-contracts';
import { DeliveryFailure } from '../../integrations/messaging/messaging.js';
import { scriptedSms } from '../../integrations/testing/scriptedSms.js';
import { build, type TestApp } from '../../test/build.js';
import { publishedTouchpoint, smsCohort, studioTeam, type StudioTeam } from '../../test/studioSupport.js';

void describe('a send when providers and patients misbehave', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpoint: number;
  const sms = scriptedSms();
  let serial = 0;

  const smsPatients = (count: number) => {
    serial += 1;
    return smsCohort(team, count, {
      title: `Faults ${serial}`,
      lastName: 'Faults',
      mrnPrefix: `F-${serial}`,
      mobilePrefix: `1555020${String(serial).padStart(2, '0')}`,
    });
  };

  const start = (cohort: Cohort) =>
    team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { cohort_ids: [cohort.id], quiet_hours: false },
      201,
    );

  /** Polls the send; the test's clock moves on meanwhile, so retries waiting for their time come due. */
  const waitFor = async (id: number, done: (send: Send) => boolean) => {
    for (let i = 0; i < 300; i += 1) {
      const send = await team.author.json<Send>('GET', `/api/sends/${String(id)}`);
      if (done(send)) return send;
      await sleep(50);
      t.clock.advance(100);
    }
    throw new Error('the send did not get there in time');
  };

  const heldWithin = (held: Promise<void>) =>
    Promise.race([
      held,
      sleep(15_000).then(() => {
        throw new Error('no message reached the provider');
      }),
    ]);

  before(async () => {
    // One message at a time, and a first retry after a second, so each step can be watched.
    t = await build({
      smsProvider: sms.provider,
      delivery: { batchSize: 1, concurrency: 1, retryBaseSeconds: 1, maxAttempts: 3 },
    });
    team = await studioTeam(t, 'Fault Clinic');
    touchpoint = await publishedTouchpoint(t, team);
  });
  after(async () => {
    await t.close();
  });

  void it('a provider that answers 500 is tried again with the same key, and the message goes once', async () => {
    const { cohort } = await smsPatients(1);
    sms.failNext(new DeliveryFailure('twilio_http_500', true));
    const send = await start(cohort);
    const done = await waitFor(send.id, (current) => current.state === 'done');
    assert.equal(done.counts.sent, 1);
    const [row] = await t.db.queryAsOwner<{ attempts: number; message_key: string }>(
      'SELECT attempts, message_key FROM send_messages WHERE send_id = $1 AND channel = $2',
      [send.id, 'sms'],
    );
    assert.equal(row?.attempts, 2);
    assert.deepEqual(sms.sent.filter((message) => message.idempotencyKey === row?.message_key).length, 1);
  });

  void it('a refused number fails at once with its reason; retry-failed sends it once fixed', async () => {
    const { cohort } = await smsPatients(1);
    sms.failNext(new DeliveryFailure('twilio_21211', false));
    const send = await start(cohort);
    const failed = await waitFor(send.id, (current) => current.state === 'done');
    assert.equal(failed.counts.failed, 1);
    assert.deepEqual(failed.failures, [{ reason: 'twilio_21211', messages: 1 }]);
    const retried = await team.author.json<Send>(
      'POST',
      `/api/sends/${String(send.id)}/retry-failed`,
      undefined,
      200,
    );
    assert.equal(retried.counts.queued, 1);
    const done = await waitFor(send.id, (current) => current.state === 'done' && current.counts.sent === 1);
    assert.equal(done.counts.failed, 0);
  });

  void it('a temporary failure that persists gives up after the attempts allowed', async () => {
    const { cohort } = await smsPatients(1);
    sms.failNext(...Array.from({ length: 3 }, () => new DeliveryFailure('twilio_timeout', true)));
    const send = await start(cohort);
    const done = await waitFor(send.id, (current) => current.state === 'done');
    assert.equal(done.counts.failed, 1);
    assert.deepEqual(done.failures, [{ reason: 'twilio_timeout', messages: 1 }]);
  });

  void it('a patient deleted or opted out mid-send is skipped', async () => {
    const { cohort, patients } = await smsPatients(3);
    const hold = sms.holdNext();
    const send = await start(cohort);
    await heldWithin(hold.isHeld);
    // The first message is with the provider; the other two wait for their turn.
    const [, second, third] = patients;
    try {
      await team.author.json('DELETE', `/api/patients/${String(second?.id)}`, undefined, 200);
      await team.author.json(
        'PATCH',
        `/api/patients/${String(third?.id)}`,
        { id: third?.id, data: { opted_out: true } },
        200,
      );
    } finally {
      hold.release();
    }
    const done = await waitFor(send.id, (current) => current.state === 'done');
    assert.equal(done.counts.sent, 1);
    assert.deepEqual(done.skipped_by_reason, { patient_deleted: 1, opted_out: 1 });
  });

  void it('pause stops the hand-over, resume goes on, and every message goes once', async () => {
    const { cohort } = await smsPatients(3);
    const before = sms.sent.length;
    const hold = sms.holdNext();
    const send = await start(cohort);
    await heldWithin(hold.isHeld);
    let paused: Send;
    try {
      paused = await team.author.json<Send>('POST', `/api/sends/${String(send.id)}/pause`, undefined, 200);
    } finally {
      hold.release();
    }
    assert.equal(paused.state, 'paused');
    await sleep(500);
    const still = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
    assert.equal(still.counts.sent, 1, 'only the message already with the provider went');
    assert.equal(still.counts.queued, 2);
    await team.author.json<Send>('POST', `/api/sends/${String(send.id)}/resume`, undefined, 200);
    const done = await waitFor(send.id, (current) => current.state === 'done');
    assert.equal(done.counts.sent, 3);
    assert.equal(sms.sent.length - before, 3);
  });
});
