import {
  messageStates,
  SEND_LIMITS,
  SMS_SEGMENT_PRICE,
  skipReasons,
  touchpointContent,
  type LanguageCode,
  type MessageCounts,
  type MessageState,
  type Send,
  type SendChannel,
  type SendPreview,
  type SkipReason,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import { tenantTimeZone } from '../tenants/repository.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { issueGrant } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import { bigintArray } from '../../db/sqlArrays.js';
import { staffName } from '../../db/staffName.js';
import { randomToken } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import { inTransaction } from '../../jobs/jobQueue.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { outcomesSql, quietUntilSql, touchpointChannels, type Audience, type QuietAt } from './audience.js';
import { queueDispatchFromRequest } from './jobs.js';
import { sendJobOptions, type DeliveryDeps, type SendJobData } from './deps.js';
import { jobQueues } from '../../jobs/queues.js';
import { messageLanguage, smsSegments } from './render.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface PublishedTouchpoint {
  version: number;
  content: TouchpointContent;
}

/** The touchpoint's newest published version; NOT_FOUND when not the tenant's, NOT_PUBLISHED when never published. */
export async function publishedTouchpoint(
  tx: Db,
  tenantId: number,
  touchpointId: number,
): Promise<PublishedTouchpoint> {
  const [row] = rowsOf<{ version: number | null; content: unknown }>(
    await tx.execute(sql`
      SELECT t.published_version AS version, v.content FROM touchpoints t
      LEFT JOIN touchpoint_versions v ON v.tenant_id = t.tenant_id AND v.touchpoint_id = t.id
        AND v.version = t.published_version
      WHERE t.tenant_id = ${tenantId} AND t.id = ${touchpointId}`),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  if (row.version === null || !row.content) throw new ApiError('NOT_PUBLISHED');
  return { version: row.version, content: touchpointContent.parse(row.content) };
}

/**
 * Every cohort and patient named must be the tenant's: another tenant's (hidden by row-level security)
 * or a missing one is NOT_FOUND.
 */
async function assertAllFound(
  tx: Db,
  tenantId: number,
  table: 'cohorts' | 'patients',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const [found] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM ${sql.raw(table)}
      WHERE tenant_id = ${tenantId} AND id = ANY(${bigintArray(ids)})`),
  );
  if ((found?.n ?? 0) !== new Set(ids).size)
    throw new ApiError(
      'NOT_FOUND',
      `A ${table === 'cohorts' ? 'cohort' : 'patient'} of this send was not found.`,
    );
}

interface PreviewRow {
  email: boolean;
  sms: boolean;
  held: boolean;
  reason: SkipReason | null;
  language: LanguageCode;
  n: number;
}

/**
 * The preview's figures from the audience, grouped in the database (a million patients stay there).
 * JIT compilation is off: the per-patient checks make the plan look costly enough to compile, which
 * takes longer than the scan it would speed up. Hash joins are off too: the audience and the patients
 * are both read in id order from their indexes and merged, where a hash of a million patients spills
 * to disk in batches (0.9 s against 1.2 s for a million on the bench's machine).
 */
async function previewOf(
  tx: Db,
  audience: Audience,
  content: TouchpointContent,
  quietAt: QuietAt | null,
): Promise<SendPreview> {
  await tx.execute(sql`SET LOCAL jit = off`);
  await tx.execute(sql`SET LOCAL enable_hashjoin = off`);
  const rows = rowsOf<PreviewRow>(
    await tx.execute(sql`
      WITH ${outcomesSql(audience, quietAt)}
      SELECT email, sms, CASE WHEN email OR sms THEN NULL ELSE reason END AS reason,
        language_preference AS language, held, sum(n)::int AS n
      FROM outcomes GROUP BY 1, 2, 3, 4, 5`),
  );
  const sum = (match: (row: PreviewRow) => boolean) =>
    rows.filter(match).reduce((total, row) => total + row.n, 0);
  const skippedByReason: Partial<Record<SkipReason, number>> = {};
  for (const reason of skipReasons) {
    const n = sum((row) => row.reason === reason);
    if (n > 0) skippedByReason[reason] = n;
  }
  const smsByLanguage = new Map<LanguageCode, number>();
  for (const row of rows.filter((entry) => entry.sms)) {
    const language = messageLanguage(content, row.language);
    smsByLanguage.set(language, (smsByLanguage.get(language) ?? 0) + row.n);
  }
  const patients = sum(() => true);
  return {
    version: audience.version,
    patients,
    email_only: sum((row) => row.email && !row.sms),
    sms_only: sum((row) => row.sms && !row.email),
    email_and_sms: sum((row) => row.email && row.sms),
    skipped: sum((row) => !row.email && !row.sms),
    skipped_by_reason: skippedByReason,
    waiting_for_quiet_hours: rows
      .filter((row) => row.held)
      .reduce((total, row) => total + row.n * (Number(row.email) + Number(row.sms)), 0),
    sms: [...smsByLanguage.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, messages]) => {
        const stats = smsSegments(content, language);
        return {
          language,
          messages,
          segments_each: stats.segments,
          encoding: stats.encoding,
          estimated_cost: Math.round(messages * stats.segments * SMS_SEGMENT_PRICE.amount * 100) / 100,
        };
      }),
    currency: SMS_SEGMENT_PRICE.currency,
    needs_typed_confirmation: patients > SEND_LIMITS.typedConfirmationAbove,
  };
}

export interface AudienceRequest {
  touchpointId: number;
  cohortIds: number[];
  patientIds: number[];
}

async function audienceOf(tx: Db, scope: TenantScope, request: AudienceRequest) {
  // Another tenant's cohort or patient is NOT_FOUND whatever the touchpoint's state.
  await assertAllFound(tx, scope.tenantId, 'cohorts', request.cohortIds);
  await assertAllFound(tx, scope.tenantId, 'patients', request.patientIds);
  const published = await publishedTouchpoint(tx, scope.tenantId, request.touchpointId);
  const audience: Audience = {
    tenantId: scope.tenantId,
    touchpointId: request.touchpointId,
    version: published.version,
    channels: touchpointChannels(published.content),
    cohortIds: request.cohortIds,
    patientIds: request.patientIds,
  };
  return { published, audience };
}

/**
 * What sending now, or at `sendAt`, would do, written nowhere; with how many messages would wait for
 * the end of quiet hours then (the form's note when it keeps them).
 */
export function previewSend(
  deps: DeliveryDeps,
  scope: TenantScope,
  request: AudienceRequest & { sendAt: Date | null },
): Promise<SendPreview> {
  return inTenant(deps, scope, async (tx) => {
    const { published, audience } = await audienceOf(tx, scope, request);
    const quietAt = {
      at: request.sendAt ?? deps.clock.now(),
      tenantZone: await tenantTimeZone(tx, scope.tenantId),
    };
    return previewOf(tx, audience, published.content, quietAt);
  });
}

export interface SendRequestInput extends AudienceRequest {
  sendAt: Date | null;
  quietHours: boolean;
  confirmCount: number | undefined;
}

function checkSendTime(deps: DeliveryDeps, sendAt: Date | null): Date {
  const now = deps.clock.now();
  if (sendAt === null) return now;
  if (sendAt.getTime() < now.getTime() - SEND_LIMITS.pastToleranceSeconds * 1000)
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: 'body.send_at', message: 'Choose a time that has not passed.' },
    ]);
  if (sendAt.getTime() > now.getTime() + SEND_LIMITS.scheduleDaysMax * DAY_MS)
    throw new ApiError('VALIDATION_FAILED', undefined, [
      {
        path: 'body.send_at',
        message: `Choose a time within ${SEND_LIMITS.scheduleDaysMax} days.`,
      },
    ]);
  return sendAt.getTime() < now.getTime() ? now : sendAt;
}

/**
 * Confirms a send: the send row, its grant (the work runs later as the caller) and its preparation
 * job, all in one transaction, so a send exists with its job or not at all.
 */
export async function createSend(
  deps: DeliveryDeps,
  scope: TenantScope,
  request: SendRequestInput,
): Promise<Send> {
  const sendAt = checkSendTime(deps, request.sendAt);
  const id = await inTenant(deps, scope, async (tx) => {
    const { published, audience } = await audienceOf(tx, scope, request);
    // Only the count of patients is checked here: quiet hours are kept as the messages are prepared.
    const preview = await previewOf(tx, audience, published.content, null);
    if (preview.needs_typed_confirmation && request.confirmCount !== preview.patients)
      throw new ApiError('SEND_CONFIRMATION_REQUIRED');
    const now = deps.clock.now();
    const [row] = rowsOf<{ id: string | number }>(
      await tx.execute(sql`
        INSERT INTO sends (tenant_id, touchpoint_id, version, cohort_ids, patient_ids, send_at, quiet_hours,
          created_by, created_at, updated_at)
        VALUES (${scope.tenantId}, ${request.touchpointId}, ${published.version},
          ${bigintArray(request.cohortIds)}, ${bigintArray(request.patientIds)},
          ${sendAt}, ${request.quietHours}, ${scope.userId}, ${now}, ${now})
        RETURNING id`),
    );
    const sendId = Number(row?.id);
    const token = randomToken();
    const grantSeconds = Math.ceil((sendAt.getTime() - now.getTime()) / 1000) + 15 * 24 * 60 * 60;
    if (
      !(await issueGrant(tx, { token, tenantId: scope.tenantId, purpose: 'delivery', seconds: grantSeconds }))
    )
      throw new ApiError('NOT_FOUND');
    const data: SendJobData = {
      tenantId: scope.tenantId,
      userId: scope.userId,
      sendId,
      grant: deps.keys.encrypt(token),
    };
    await deps.jobs.send(
      jobQueues.deliveryPrepare,
      data,
      { ...sendJobOptions(deps, sendId), startAfter: sendAt },
      inTransaction(tx),
    );
    await audit(tx, deps, scope, 'send_created', {
      send_id: sendId,
      touchpoint_id: request.touchpointId,
      version: published.version,
      patients: preview.patients,
      cohorts: request.cohortIds.length,
      scheduled: request.sendAt !== null,
      quiet_hours: request.quietHours,
    });
    return sendId;
  });
  deps.jobs.wake(jobQueues.deliveryPrepare);
  return getSend(deps, scope, id);
}

interface SendRow {
  id: string | number;
  touchpoint_id: string | number;
  version: number;
  state: Send['state'];
  send_at: Date | string;
  quiet_hours: boolean;
  cohort_ids: (string | number)[];
  patient_ids: (string | number)[];
  audience: number | null;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function emptyCounts(): MessageCounts {
  return Object.fromEntries(messageStates.map((state) => [state, 0])) as MessageCounts;
}

/** Sends with their counts, read in two statements whatever their number. */
/**
 * Of the queued messages of the sends, how many are held until quiet hours end: their time is the end
 * of the quiet hours their patient is in now, by the rule that held them. Read only for sends that
 * keep quiet hours and have queued messages.
 */
async function waitingForQuietHours(tx: Db, tenantId: number, sendIds: string[], now: Date) {
  if (sendIds.length === 0) return new Map<string, number>();
  const zone = await tenantTimeZone(tx, tenantId);
  const rows = rowsOf<{ send_id: string | number; n: number }>(
    await tx.execute(sql`
      SELECT m.send_id, count(*)::int AS n
      FROM send_messages m LEFT JOIN patients p ON p.tenant_id = m.tenant_id AND p.id = m.patient_id
      WHERE m.tenant_id = ${tenantId} AND m.send_id = ANY(${bigintArray(sendIds)}) AND m.state = 'queued'
        AND m.not_before = ${quietUntilSql(now, sql`p.time_zone`, zone)}
      GROUP BY 1`),
  );
  return new Map(rows.map((row) => [String(row.send_id), row.n]));
}

async function sendsWhere(
  tx: Db,
  tenantId: number,
  where: ReturnType<typeof sql>,
  now: Date,
): Promise<Send[]> {
  const rows = rowsOf<SendRow>(
    await tx.execute(sql`
      SELECT s.id, s.touchpoint_id, s.version, s.state, s.send_at, s.quiet_hours, s.cohort_ids, s.patient_ids,
        s.audience, s.created_by, ${staffName('u')} AS created_by_name, s.created_at, s.finished_at
      FROM sends s LEFT JOIN staff_users u ON u.id = s.created_by
      WHERE s.tenant_id = ${tenantId} AND ${where}
      ORDER BY s.id DESC`),
  );
  if (rows.length === 0) return [];
  // The tallies the ledger's trigger keeps (0028): a few rows per send, summed here.
  const counts = rowsOf<{
    send_id: string | number;
    channel: SendChannel | '';
    state: MessageState;
    skip_reason: SkipReason | '';
    reason: string;
    n: number;
  }>(
    await tx.execute(sql`
      SELECT send_id, channel, state, skip_reason, reason, sum(messages)::int AS n
      FROM send_tallies WHERE tenant_id = ${tenantId} AND send_id = ANY(${bigintArray(rows.map((row) => row.id))})
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(messages) <> 0`),
  );
  const queued = (id: string | number) =>
    counts.some((count) => String(count.send_id) === String(id) && count.state === 'queued');
  const waiting = await waitingForQuietHours(
    tx,
    tenantId,
    rows.filter((row) => row.quiet_hours && queued(row.id)).map((row) => String(row.id)),
    now,
  );
  return rows.map((row) => {
    const mine = counts.filter((count) => String(count.send_id) === String(row.id));
    const all = emptyCounts();
    const channels = { email: emptyCounts(), sms: emptyCounts() };
    const skipped: Partial<Record<SkipReason, number>> = {};
    const failures = new Map<string, number>();
    for (const count of mine) {
      all[count.state] += count.n;
      if (count.channel) channels[count.channel][count.state] += count.n;
      if (count.skip_reason) skipped[count.skip_reason] = (skipped[count.skip_reason] ?? 0) + count.n;
      if (count.state === 'failed' || count.state === 'bounced') {
        const reason = count.reason || 'unknown';
        failures.set(reason, (failures.get(reason) ?? 0) + count.n);
      }
    }
    return {
      id: Number(row.id),
      touchpoint_id: Number(row.touchpoint_id),
      version: row.version,
      state: row.state,
      send_at: iso(row.send_at),
      quiet_hours: row.quiet_hours,
      cohort_ids: row.cohort_ids.map(Number),
      patient_ids: row.patient_ids.map(Number),
      audience: row.audience,
      counts: all,
      waiting_for_quiet_hours: waiting.get(String(row.id)) ?? 0,
      channels,
      skipped_by_reason: skipped,
      failures: [...failures.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([reason, messages]) => ({ reason, messages })),
      created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
      created_at: iso(row.created_at),
      finished_at: row.finished_at === null ? null : iso(row.finished_at),
    };
  });
}

export async function getSend(deps: DeliveryDeps, scope: TenantScope, id: number): Promise<Send> {
  const [found] = await inTenant(deps, scope, (tx) =>
    sendsWhere(tx, scope.tenantId, sql`s.id = ${id}`, deps.clock.now()),
  );
  if (!found) throw new ApiError('NOT_FOUND');
  return found;
}

/** The sends a touchpoint or a campaign of the tenant has; NOT_FOUND when it is not the tenant's. */
async function sendsOf(
  deps: DeliveryDeps,
  scope: TenantScope,
  owner: 'touchpoints' | 'campaigns',
  id: number,
): Promise<{ results: Send[] }> {
  return inTenant(deps, scope, async (tx) => {
    const [found] = rowsOf(
      await tx.execute(
        sql`SELECT 1 FROM ${sql.raw(owner)} WHERE tenant_id = ${scope.tenantId} AND id = ${id}`,
      ),
    );
    if (!found) throw new ApiError('NOT_FOUND');
    const where =
      owner === 'touchpoints'
        ? sql`s.touchpoint_id = ${id}`
        : sql`s.touchpoint_id IN (
            SELECT t.id FROM touchpoints t WHERE t.tenant_id = ${scope.tenantId} AND t.campaign_id = ${id})`;
    return { results: await sendsWhere(tx, scope.tenantId, where, deps.clock.now()) };
  });
}

/** The sends of a touchpoint, newest first. */
export function listSends(deps: DeliveryDeps, scope: TenantScope, touchpointId: number) {
  return sendsOf(deps, scope, 'touchpoints', touchpointId);
}

/** The sends of every touchpoint of a campaign, newest first: the campaign's delivery view. */
export function listCampaignSends(deps: DeliveryDeps, scope: TenantScope, campaignId: number) {
  return sendsOf(deps, scope, 'campaigns', campaignId);
}

export type SendAction = 'pause' | 'resume' | 'cancel' | 'retry_failed';

const auditEvents = {
  pause: 'send_paused',
  resume: 'send_resumed',
  cancel: 'send_cancelled',
  retry_failed: 'send_retried',
} as const;

/** The states each action may start from. */
const actionFrom: Record<SendAction, readonly Send['state'][]> = {
  pause: ['sending'],
  resume: ['paused'],
  cancel: ['scheduled', 'preparing', 'sending', 'paused'],
  retry_failed: ['sending', 'paused', 'done'],
};

/**
 * Pauses, resumes or cancels a send, or queues its failed messages again. Cancelling ends every
 * message not yet handed over; a message a worker holds ('sending') is left to finish. Resuming and
 * retrying wake the send's job.
 */
export async function changeSend(
  deps: DeliveryDeps,
  scope: TenantScope,
  id: number,
  action: SendAction,
): Promise<Send> {
  const wake = await inTenant(deps, scope, async (tx) => {
    const [row] = rowsOf<{ state: Send['state'] }>(
      await tx.execute(
        sql`SELECT state FROM sends WHERE tenant_id = ${scope.tenantId} AND id = ${id} FOR UPDATE`,
      ),
    );
    if (!row) throw new ApiError('NOT_FOUND');
    if (!actionFrom[action].includes(row.state)) throw new ApiError('SEND_NOT_CHANGEABLE');
    const now = deps.clock.now();
    let next: Send['state'] = row.state;
    let changed = 0;
    if (action === 'pause') next = 'paused';
    if (action === 'resume') next = 'sending';
    if (action === 'cancel') {
      next = 'cancelled';
      changed = rowsOf(
        await tx.execute(sql`
          UPDATE send_messages SET state = 'cancelled', updated_at = ${now}
          WHERE tenant_id = ${scope.tenantId} AND send_id = ${id} AND state = 'queued' RETURNING 1`),
      ).length;
    }
    if (action === 'retry_failed') {
      changed = rowsOf(
        await tx.execute(sql`
          UPDATE send_messages SET state = 'queued', reason = NULL, not_before = ${now}, updated_at = ${now}
          WHERE tenant_id = ${scope.tenantId} AND send_id = ${id} AND state = 'failed' RETURNING 1`),
      ).length;
      if (changed === 0) throw new ApiError('SEND_NOT_CHANGEABLE', 'This send has no failed messages.');
      next = row.state === 'paused' ? 'paused' : 'sending';
    }
    await tx.execute(sql`
      UPDATE sends SET state = ${next}, updated_at = ${now},
        finished_at = CASE WHEN ${next} IN ('cancelled', 'done') THEN ${now}::timestamptz ELSE NULL END
      WHERE tenant_id = ${scope.tenantId} AND id = ${id}`);
    await audit(tx, deps, scope, auditEvents[action], {
      send_id: id,
      messages: changed,
    });
    if (next === 'sending' && action !== 'pause') await queueDispatchFromRequest(deps, tx, scope, id);
    return next === 'sending';
  });
  if (wake) deps.jobs.wake(jobQueues.deliveryDispatch);
  return getSend(deps, scope, id);
}
