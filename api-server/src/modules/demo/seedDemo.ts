import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { withProvisionedContext } from '../../db/grants.js';
import { tenantBranding, tenants } from '../../db/schema.js';
import { findUserByUsername } from '../auth/repository.js';
import { addMemberships, listCohorts, lockCohorts } from '../cohortMembership/repository.js';
import { insertCohort } from '../cohorts/repository.js';
import { insertPatients, patientTotal } from '../patients/repository.js';
import {
  createStaffUser,
  DEMO_TENANT,
  DEMO_USERNAME,
  ensureTenant,
  OTHER_DEMO_TENANT,
  type ProvisioningDeps,
} from '../staff/service.js';
import { demoCohorts, generateDemoPatients } from './demoPatients.js';
import { DEMO_CAMPAIGN, DEMO_TOUCHPOINT } from './demoTouchpoint.js';
import { seedDemoHistory, type DemoHistorySendResult } from './seedDemoHistory.js';
import { ensureDemoLink, type DemoLink } from './seedDemoLink.js';
import { seedDemoMessages } from './seedDemoMessages.js';
import { seedDemoStudio, type StudioSeedDeps } from './seedDemoStudio.js';

export interface DemoSeedResult {
  /** The demo user's enrolment URI when this run created the user; null when it existed. */
  otpauthUri: string | null;
  /** The demo reviewer's enrolment URI when this run created them; null when they existed. */
  reviewerOtpauthUri: string | null;
  /** Whether this run added the demo campaign (only to a tenant without campaigns). */
  campaignCreated: boolean;
  /** Patients this run added to the demo tenant: none once it has any. */
  patientsCreated: number;
  /** The demo patient's link to the demo touchpoint, when the tenant still has both. */
  patientLink: DemoLink | null;
  /** Messages from demo patients this run added to the inbox: none once the tenant has any. */
  messagesCreated: number;
  /** The past sends of the demo touchpoint this run made, with what became of them: none once it has any. */
  history: DemoHistorySendResult[];
}

/** Where patient links point when no address is configured: the standalone patient app of `npm start`. */
export const DEFAULT_PATIENT_APP_URL = 'http://localhost:3004';

/** Demo tenant details and default branding, and the second tenant; safe to run again. */
async function seedDemoTenants(deps: ProvisioningDeps): Promise<number> {
  const demoId = await ensureTenant(deps, DEMO_TENANT);
  const otherId = await ensureTenant(deps, OTHER_DEMO_TENANT);
  await deps.db.withOwnerContext(async (tx) => {
    await tx
      .update(tenants)
      .set({ email: 'info@demo-health.test' })
      .where(sql`${tenants.id} = ${demoId} and ${tenants.email} = ''`);
    await tx
      .update(tenants)
      .set({ email: 'info@riverside-clinic.test' })
      .where(sql`${tenants.id} = ${otherId} and ${tenants.email} = ''`);
    await tx
      .insert(tenantBranding)
      .values({
        tenantId: demoId,
        primaryColor: DEFAULT_PRIMARY_COLOR,
        secondaryColor: DEFAULT_SECONDARY_COLOR,
        senderName: DEMO_TENANT,
      })
      .onConflictDoNothing();
    // Whom a patient with a locked link calls, and the privacy policy the date-of-birth screen links.
    await tx.execute(sql`
      UPDATE tenant_branding SET contact_phone = '+15550100200',
        privacy_policy_url = 'https://demo-health.test/privacy'
      WHERE tenant_id = ${demoId} AND contact_phone = '' AND privacy_policy_url = ''`);
  });
  return demoId;
}

/** The second demo staff member, who approves what 'demo' writes (nobody approves their own edit). */
export const DEMO_REVIEWER_USERNAME = 'demo-reviewer';

const demoStaff = {
  [DEMO_USERNAME]: { email: 'demo@demo-health.test', firstName: 'Dana', lastName: 'Demo' },
  [DEMO_REVIEWER_USERNAME]: { email: 'reviewer@demo-health.test', firstName: 'Rita', lastName: 'Reviewer' },
};

async function demoUserId(
  deps: ProvisioningDeps,
  username: keyof typeof demoStaff,
  password: string,
): Promise<[number, string | null]> {
  const existing = await deps.db.withOwnerContext((tx) => findUserByUsername(tx, username));
  if (existing) return [existing.id, null];
  const created = await createStaffUser(deps, {
    username,
    password,
    ...demoStaff[username],
    tenantName: DEMO_TENANT,
  });
  return [created.userId, created.otpauthUri];
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error('The demo seed lost track of a row it inserted');
  return id;
}

/**
 * The demo patients and cohorts, in one transaction of a few statements, only while the tenant has
 * no patients: a developer's own edits, deletions included, are never overwritten. Runs as the demo
 * user (with a grant of its own), so the same row-level security as a staff request applies.
 */
async function seedDemoPatients(deps: ProvisioningDeps, tenantId: number, userId: number): Promise<number> {
  return withProvisionedContext(deps.db, { tenantId, userId }, async (tx) => {
    if ((await patientTotal(tx, tenantId)) > 0) return 0;
    const at = deps.clock.now();
    const existing = new Map(
      (await listCohorts(tx, tenantId)).map((cohort) => [cohort.title.toLowerCase(), cohort.id]),
    );
    const cohortIds = new Map<string, number>();
    for (const title of demoCohorts) {
      const id = existing.get(title.toLowerCase()) ?? (await insertCohort(tx, tenantId, title, at)).id;
      cohortIds.set(title, id);
    }
    await lockCohorts(tx, tenantId, [...cohortIds.values()]);
    const demo = generateDemoPatients();
    const ids = await insertPatients(
      tx,
      tenantId,
      demo.map((patient) => patient.values),
      at,
    );
    const pairs = demo.flatMap((patient) =>
      patient.cohorts.map((title) => ({
        cohortId: idOf(cohortIds, title),
        patientId: idOf(ids, patient.values.mrn),
      })),
    );
    await addMemberships(tx, tenantId, pairs, at);
    return ids.size;
  });
}

/**
 * The demo installation: 'Demo Health' with its branding, staff user 'demo', generated patients in
 * cohorts and a few of their messages to the care team, and 'Riverside Clinic', which the demo user
 * does not belong to. Safe to run again: what exists is kept. Development only (DEV_MODE or
 * `cli seed-demo`); never part of a production start.
 */
export async function seedDemo(
  deps: StudioSeedDeps,
  password: string,
  patientAppUrl = DEFAULT_PATIENT_APP_URL,
): Promise<DemoSeedResult> {
  const tenantId = await seedDemoTenants(deps);
  const [userId, otpauthUri] = await demoUserId(deps, DEMO_USERNAME, password);
  const [reviewerId, reviewerOtpauthUri] = await demoUserId(deps, DEMO_REVIEWER_USERNAME, password);
  const patientsCreated = await seedDemoPatients(deps, tenantId, userId);
  const campaignCreated = await seedDemoStudio(deps, { tenantId, authorId: userId, reviewerId });
  const patientLink = await ensureDemoLink(deps, { tenantId, userId }, patientAppUrl);
  const messagesCreated = await seedDemoMessages(deps, { tenantId, userId, reviewerId });
  const history = await seedDemoHistory(deps, { tenantId, userId }, patientAppUrl);
  return {
    otpauthUri,
    reviewerOtpauthUri,
    patientsCreated,
    campaignCreated,
    patientLink,
    messagesCreated,
    history,
  };
}

/** What a seed run did, for the server's start-up output and the CLI; says it is the demo seed. */
export function describeDemoSeed(result: DemoSeedResult): string {
  const lines = [
    result.patientsCreated > 0
      ? `Demo seed: '${DEMO_TENANT}' now has ${result.patientsCreated} generated patients in ${demoCohorts.length} cohorts.`
      : `Demo seed: '${DEMO_TENANT}' already has patients; none added.`,
  ];
  lines.push(
    result.campaignCreated
      ? `Demo seed: campaign '${DEMO_CAMPAIGN}' with a published touchpoint in English and Spanish.`
      : `Demo seed: '${DEMO_TENANT}' already has campaigns; none added.`,
  );
  if (result.messagesCreated > 0) {
    lines.push(
      `Demo seed: ${result.messagesCreated} messages from patients in Contacts > Messages, some unread.`,
    );
  }
  if (result.history.length > 0) {
    const patients = result.history.reduce((total, send) => total + send.linked, 0);
    lines.push(
      `Demo seed: '${DEMO_TOUCHPOINT}' sent ${result.history.length} times in the past weeks to ${patients} patients, ` +
        'with their visits, answers and opt-outs, for the campaign report.',
    );
  }
  const enrolments: [string, string | null][] = [
    [DEMO_USERNAME, result.otpauthUri],
    [DEMO_REVIEWER_USERNAME, result.reviewerOtpauthUri],
  ];
  for (const [username, uri] of enrolments) {
    if (uri) lines.push(`Staff user '${username}' created. Enrol this in an authenticator app:`, uri);
    else lines.push(`Staff user '${username}' already exists.`);
  }
  if (result.patientLink) {
    lines.push(
      `Demo patient link (a test link; date of birth ${result.patientLink.dateOfBirth}):`,
      result.patientLink.url,
    );
  }
  return lines.join('\n');
}
