import { randomUUID } from 'node:crypto';
import type { LanguageCode } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { manualClock } from '../../clock.js';
import { hashToken, randomToken } from '../../crypto/secrets.js';
import { withProvisionedContext } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import { sessions } from '../../db/schema.js';
import type { TenantScope } from '../../tenancy/tenantScope.js';
import { defaultExportSettings } from '../reporting/exportJob.js';
import { writeAggregatesExportNow } from '../reporting/exports.js';
import { createSavedReport } from '../reporting/savedReports.js';
import { historyDelivery, reportOutcomes, type ReportedOutcomes } from './demoHistoryDelivery.js';
import { visit, type HistoryVisit } from './demoHistoryPatients.js';
import {
  demoHistoryPlan,
  historyRandom,
  plannedCounts,
  shareOf,
  shuffled,
  type Random,
} from './demoHistoryPlan.js';
import { DEMO_TOUCHPOINT } from './demoTouchpoint.js';
import { DEMO_LINK_MRN } from './seedDemoLink.js';
import type { StudioSeedDeps } from './seedDemoStudio.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * What one send of the history came to: the figures a report of the demo campaign shows. The
 * providers' outcomes count messages (a patient may have an e-mail and an SMS); the rest count patients.
 */
export interface DemoHistorySendResult extends Omit<ReportedOutcomes, 'unreachable'> {
  sendId: number;
  cohort: string;
  /** Patients the send made a link for. */
  linked: number;
  opened: number;
  verified: number;
  started: number;
  watched: number;
  answered: number;
  quizRight: number;
  teachBackRight: number;
  /** Patients who answered both questions right. */
  understood: number;
  surveyed: number;
  pressed: number;
}

interface HistoryPatient {
  id: number;
  mrn: string;
  dateOfBirth: string;
  language: LanguageCode;
}

interface HistoryStart {
  touchpointId: number;
  cohorts: Map<string, number>;
  patients: Map<number, HistoryPatient>;
}

/**
 * The demo touchpoint, its cohorts and patients; null when it is missing or has been sent already, or
 * when the tenant sends through providers of its own.
 */
async function historyStart(deps: StudioSeedDeps, owner: { tenantId: number; userId: number }) {
  return withProvisionedContext(deps.db, owner, async (tx): Promise<HistoryStart | null> => {
    const [touchpoint] = rowsOf<{ id: string | number; sent: boolean }>(
      await tx.execute(sql`
        SELECT t.id, EXISTS (SELECT 1 FROM sends s WHERE s.tenant_id = t.tenant_id AND s.touchpoint_id = t.id) AS sent
        FROM touchpoints t
        WHERE t.tenant_id = ${owner.tenantId} AND t.name = ${DEMO_TOUCHPOINT} AND t.published_version IS NOT NULL
          -- Never through providers of the tenant's own: the history's messages go nowhere.
          AND NOT EXISTS (SELECT 1 FROM tenant_messaging m WHERE m.tenant_id = t.tenant_id
            AND (m.email_provider <> 'platform' OR m.sms_provider <> 'platform'))
        ORDER BY t.id LIMIT 1`),
    );
    if (!touchpoint || touchpoint.sent) return null;
    const cohorts = rowsOf<{ id: string | number; title: string }>(
      await tx.execute(sql`SELECT id, title FROM cohorts WHERE tenant_id = ${owner.tenantId}`),
    );
    const patients = rowsOf<{ id: string | number; mrn: string; dob: string; language: LanguageCode }>(
      await tx.execute(sql`
        SELECT id, mrn, to_char(date_of_birth, 'YYYY-MM-DD') AS dob, language_preference AS language
        FROM patients WHERE tenant_id = ${owner.tenantId}`),
    );
    return {
      touchpointId: Number(touchpoint.id),
      cohorts: new Map(cohorts.map((row) => [row.title, Number(row.id)])),
      patients: new Map(
        patients.map((row) => [
          Number(row.id),
          { id: Number(row.id), mrn: row.mrn, dateOfBirth: row.dob, language: row.language },
        ]),
      ),
    };
  });
}

/**
 * The demo user signed in for the length of the seed, as the staff member who confirms the sends (a
 * send's grant is issued only within a staff member's session); signed out when the seed ends.
 */
async function asDemoUser<T>(
  deps: StudioSeedDeps,
  owner: { tenantId: number; userId: number },
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  const id = randomUUID();
  const accessHash = hashToken(randomToken());
  const now = deps.clock.now();
  const end = new Date(now.getTime() + HOUR);
  await deps.db.withOwnerContext((tx) =>
    tx.insert(sessions).values({
      id,
      userId: owner.userId,
      tenantId: owner.tenantId,
      accessTokenHash: accessHash,
      accessExpiresAt: end,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: end,
    }),
  );
  try {
    return await work({ ...owner, ip: null, credential: accessHash });
  } finally {
    await deps.db.withOwnerContext((tx) =>
      tx.execute(sql`
        UPDATE sessions SET revoked_at = ${deps.clock.now()}, revoked_reason = 'logout'
        WHERE id = ${id} AND revoked_at IS NULL`),
    );
  }
}

/**
 * The campaign's report kept by language under a name, and one finished export of its figures by
 * language, written by the export job's own code.
 */
async function demoExport(deps: StudioSeedDeps, scope: TenantScope, touchpointId: number): Promise<void> {
  const [touchpoint] = await deps.db.withContext({ credential: scope.credential }, async (tx) =>
    rowsOf<{ campaign_id: string | number }>(
      await tx.execute(
        sql`SELECT campaign_id FROM touchpoints WHERE tenant_id = ${scope.tenantId} AND id = ${touchpointId}`,
      ),
    ),
  );
  if (!touchpoint) return;
  await createSavedReport(deps, scope, {
    name: 'Heart failure: by language',
    campaign_id: Number(touchpoint.campaign_id),
    touchpoint_id: null,
    send_id: null,
    from: null,
    to: null,
    breakdown: 'language',
  });
  const made = await writeAggregatesExportNow(
    { ...deps, log: pino({ level: 'silent' }), settings: defaultExportSettings },
    scope,
    { campaignId: Number(touchpoint.campaign_id), breakdown: 'language' },
  );
  if (made.state !== 'done') throw new Error('The demo report export failed');
}

/** The links a send made, by patient. */
async function linkedPatients(deps: StudioSeedDeps, scope: TenantScope, sendId: number): Promise<number[]> {
  return deps.db.withContext({ credential: scope.credential }, async (tx) =>
    rowsOf<{ patient_id: string | number }>(
      await tx.execute(sql`
        SELECT patient_id FROM interactions WHERE tenant_id = ${scope.tenantId} AND send_id = ${sendId}
        ORDER BY patient_id`),
    ).map((row) => Number(row.patient_id)),
  );
}

/** Who of a send's reachable patients opens their link, how far each goes, and when. */
function plannedVisits(
  deps: StudioSeedDeps,
  start: HistoryStart,
  sent: { tenantId: number; sendId: number; at: Date; linked: number[]; unreachable: Set<number> },
  random: Random,
): HistoryVisit[] {
  const able = shuffled(
    random,
    sent.linked.filter((id) => !sent.unreachable.has(id) && start.patients.get(id)?.mrn !== DEMO_LINK_MRN),
  );
  const counts = plannedCounts(sent.linked.length, able.length);
  const right = shareOf(demoHistoryPlan.right, counts.answered);
  return able.slice(0, counts.opened).map((patientId, index) => {
    const patient = start.patients.get(patientId);
    if (!patient) throw new Error('A patient of the demo history is gone');
    return {
      token: deps.keys.sendLinkToken(sent.tenantId, sent.sendId, patientId),
      dateOfBirth: patient.dateOfBirth,
      language: patient.language,
      verified: index < counts.verified,
      started: index < counts.started,
      watched: index < counts.watched,
      answered: index < counts.answered,
      // The quiz is missed by the last who answer, the teach-back by the first: some miss both.
      quizRight: index < right,
      teachBackRight: index < counts.answered && counts.answered - 1 - index < right,
      surveyed: index < counts.surveyed,
      pressed: index < counts.pressed,
      ip: `198.51.100.${String(1 + (index % 254))}`,
      at: new Date(sent.at.getTime() + HOUR + Math.floor(random() * 7 * HOUR)),
    };
  });
}

/** The plan's hour (UTC) of the day `daysAgo` days before `now`. */
function sendTime(now: Date, daysAgo: number): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY;
  return new Date(day + demoHistoryPlan.sendHourUtc * HOUR);
}

/**
 * A history for the demo campaign, so its reports open on figures: the published demo touchpoint sent
 * to demo cohorts on past days ({@link demoHistoryPlan}), through the delivery engine and its jobs on
 * a clock set to those days; the providers' reports of bounces, failures and opt-outs; then patients
 * who open their links, confirm their date of birth, watch, answer and press buttons through the
 * patient page's own calls, in their languages. The same history on every installation (a seeded
 * generator); only while the demo touchpoint has never been sent, so a second start adds nothing and
 * a developer's own sends are never joined. The demo patient link and its patient are left alone.
 */
export async function seedDemoHistory(
  deps: StudioSeedDeps,
  owner: { tenantId: number; userId: number },
  patientAppUrl: string,
): Promise<DemoHistorySendResult[]> {
  const start = await historyStart(deps, owner);
  if (!start) return [];
  const now = deps.clock.now();
  const clock = manualClock(now);
  const delivery = historyDelivery(deps, clock, patientAppUrl);
  return asDemoUser(deps, owner, async (scope) => {
    const results: DemoHistorySendResult[] = [];
    for (const [index, planned] of demoHistoryPlan.sends.entries()) {
      const cohortId = start.cohorts.get(planned.cohort);
      if (cohortId === undefined) continue;
      const random = historyRandom(index);
      const at = sendTime(now, planned.daysAgo);
      clock.set(at);
      const send = await delivery.sendAndDeliver(scope, start.touchpointId, cohortId);
      const { unreachable, ...outcomes } = await reportOutcomes(delivery, scope, send.id, random);
      const linked = await linkedPatients(deps, scope, send.id);
      const visits = plannedVisits(
        deps,
        start,
        { tenantId: owner.tenantId, sendId: send.id, at, linked, unreachable },
        random,
      );
      for (const one of visits)
        await visit({ db: deps.db, clock, present: () => deps.clock.now(), store: deps.store }, one, random);
      const count = (step: (one: HistoryVisit) => boolean) => visits.filter(step).length;
      results.push({
        sendId: send.id,
        cohort: planned.cohort,
        linked: linked.length,
        ...outcomes,
        opened: visits.length,
        verified: count((one) => one.verified),
        started: count((one) => one.started),
        watched: count((one) => one.watched),
        answered: count((one) => one.answered),
        quizRight: count((one) => one.answered && one.quizRight),
        teachBackRight: count((one) => one.answered && one.teachBackRight),
        understood: count((one) => one.answered && one.quizRight && one.teachBackRight),
        surveyed: count((one) => one.surveyed),
        pressed: count((one) => one.pressed),
      });
    }
    await demoExport(deps, scope, start.touchpointId);
    return results;
  });
}
