import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { Cohort, Send, SendPreview, SkipReason } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { publishedTouchpoint, studioTeam, type StudioTeam } from '../../test/studioSupport.js';

/** A small seeded generator, so a failure can be run again as it was. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor(state / 65_536) % n;
  };
}

interface Made {
  id: number;
  preference: 'email' | 'sms' | 'email_and_sms' | 'none';
  opted_out: boolean;
  email_consent: boolean;
  sms_consent: boolean;
  email: string | null;
  mobile: string | null;
  language: 'en' | 'es' | 'fr';
}

/**
 * What the rules of the send preview say of one patient of an e-mail and SMS touchpoint: the channels
 * they get, and when they get none, the first reason (in the alphabet) of the channels they asked for.
 */
function expected(patient: Made, sent: Set<string>) {
  const asked = { email: ['email', 'email_and_sms'], sms: ['sms', 'email_and_sms'] };
  const reasonOn = (channel: 'email' | 'sms'): SkipReason | null => {
    if (patient.opted_out) return 'opted_out';
    if (!(channel === 'email' ? patient.email_consent : patient.sms_consent)) return 'no_consent';
    if ((channel === 'email' ? patient.email : patient.mobile) === null) return 'no_address';
    if (sent.has(`${String(patient.id)}:${channel}`)) return 'already_sent';
    return null;
  };
  const wants = (['email', 'sms'] as const).filter((channel) => asked[channel].includes(patient.preference));
  const reasons = wants.map(reasonOn);
  const gets = wants.filter((_, index) => reasons[index] === null);
  const reason =
    wants.length === 0
      ? patient.opted_out
        ? 'opted_out'
        : 'no_channel'
      : (reasons.filter((value) => value !== null).sort()[0] ?? null);
  return {
    email: gets.includes('email'),
    sms: gets.includes('sms'),
    reason: gets.length > 0 ? null : reason,
  };
}

void describe('the send preview against its rules, patient by patient', () => {
  let t: TestApp;
  let team: StudioTeam;
  let touchpoint: number;
  let cohort: Cohort;
  const made: Made[] = [];

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Preview Clinic');
    touchpoint = await publishedTouchpoint(t, team);
    cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: 'Everyone' });
    const next = generator(20_261_125);
    const preferences = ['email', 'sms', 'email_and_sms', 'none'] as const;
    const languages = ['en', 'es', 'fr'] as const;
    for (let i = 0; i < 400; i += 1) {
      const preference = preferences[next(4)] ?? 'none';
      // A preference needs its addresses (the table's check); other addresses come and go.
      const needs = (channel: 'email' | 'sms') => preference === channel || preference === 'email_and_sms';
      made.push({
        id: 0,
        preference,
        opted_out: next(10) === 0,
        email_consent: next(5) !== 0,
        sms_consent: next(5) !== 0,
        email: !needs('email') && next(3) === 0 ? null : `p${String(i)}@example.test`,
        mobile: !needs('sms') && next(3) === 0 ? null : `+1555010${String(1000 + i)}`,
        language: languages[next(3)] ?? 'en',
      });
    }
    // Written in one statement as the database's owner: four hundred calls would only be slower.
    const ids = await t.db.queryAsOwner<{ id: string }>(
      `INSERT INTO patients (tenant_id, mrn, first_name, last_name, sort_name, given_name_key, date_of_birth,
         communication_preference, opted_out, opted_out_at, email_consent, sms_consent, email, mobile,
         language_preference)
       SELECT $1, 'P-' || r.n, 'Given' || r.n, 'Model', 'model given' || r.n, 'given' || r.n || ' model',
         DATE '1970-01-01', r.preference, r.opted_out,
         CASE WHEN r.opted_out THEN now() END, r.email_consent, r.sms_consent, r.email, r.mobile, r.language
       FROM jsonb_to_recordset($2::jsonb) AS r (n int, preference text, opted_out boolean, email_consent boolean,
         sms_consent boolean, email text, mobile text, language text)
       ORDER BY r.n
       RETURNING id`,
      [team.tenantId, JSON.stringify(made.map((patient, n) => ({ ...patient, n })))],
    );
    ids.forEach((row, index) => {
      const patient = made[index];
      if (patient) patient.id = Number(row.id);
    });
    await t.db.queryAsOwner(
      `INSERT INTO cohort_members (tenant_id, cohort_id, patient_id)
       SELECT $1, $2, id FROM patients WHERE tenant_id = $1 AND mrn LIKE 'P-%'`,
      [team.tenantId, cohort.id],
    );
  });
  after(async () => {
    await t.close();
  });

  const ledger = async () =>
    new Set(
      (
        await t.db.queryAsOwner<{ key: string }>(
          `SELECT patient_id || ':' || channel AS key FROM send_messages
           WHERE tenant_id = $1 AND state NOT IN ('skipped', 'cancelled')`,
          [team.tenantId],
        )
      ).map((row) => row.key),
    );

  const check = async (sent: Set<string>) => {
    const preview = await team.author.json<SendPreview>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends/preview`,
      { cohort_ids: [cohort.id] },
      200,
    );
    const outcomes = made.map((patient) => expected(patient, sent));
    const count = (match: (outcome: ReturnType<typeof expected>) => boolean) => outcomes.filter(match).length;
    const skipped: Partial<Record<SkipReason, number>> = {};
    for (const outcome of outcomes)
      if (outcome.reason) skipped[outcome.reason] = (skipped[outcome.reason] ?? 0) + 1;
    assert.equal(preview.patients, made.length);
    assert.equal(
      preview.email_only,
      count((outcome) => outcome.email && !outcome.sms),
    );
    assert.equal(
      preview.sms_only,
      count((outcome) => outcome.sms && !outcome.email),
    );
    assert.equal(
      preview.email_and_sms,
      count((outcome) => outcome.email && outcome.sms),
    );
    assert.equal(
      preview.skipped,
      count((outcome) => !outcome.email && !outcome.sms),
    );
    assert.deepEqual(preview.skipped_by_reason, skipped);
    const smsBy = new Map<string, number>();
    made.forEach((patient, index) => {
      // The touchpoint is in English and Spanish: French patients get the English SMS.
      const language = patient.language === 'es' ? 'es' : 'en';
      if (outcomes[index]?.sms) smsBy.set(language, (smsBy.get(language) ?? 0) + 1);
    });
    assert.deepEqual(
      preview.sms.map((row) => [row.language, row.messages]),
      [...smsBy.entries()].sort(([a], [b]) => a.localeCompare(b)),
    );
    return outcomes;
  };

  void it('counts what the rules say, before and after some of the patients were sent it', async () => {
    const before = await check(new Set());
    for (const reason of ['opted_out', 'no_consent', 'no_channel'])
      assert.ok(
        before.some((outcome) => outcome.reason === reason),
        `someone is skipped as ${reason}`,
      );
    // A first send to forty of them; then the preview of everyone skips what that send queued.
    const first = made.slice(0, 40).map((patient) => patient.id);
    const send = await team.author.json<Send>(
      'POST',
      `/api/touchpoints/${String(touchpoint)}/sends`,
      { patient_ids: first, quiet_hours: false },
      201,
    );
    for (let i = 0; i < 200; i += 1) {
      const now = await team.author.json<Send>('GET', `/api/sends/${String(send.id)}`);
      if (now.state === 'done') break;
      await sleep(50);
    }
    const sent = await ledger();
    assert.ok(sent.size > 0);
    const after = await check(sent);
    assert.ok(after.some((outcome) => outcome.reason === 'already_sent'));
  });
});
