import {
  touchpointContent,
  type LanguageCode,
  type SendChannel,
  type SkipReason,
} from '@outreach/shared-contracts';
import { tenantTimeZone } from '../tenants/repository.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { grantContext, issueGrant } from '../../db/grants.js';
import { rowsOf } from '../../db/rowsOf.js';
import { bigintArray, textArray } from '../../db/sqlArrays.js';
import { hashToken, randomToken } from '../../crypto/secrets.js';
import { DeliveryFailure, RecipientRefused, type Accepted } from '../../integrations/messaging/messaging.js';
import { inTransaction, type JobHandler } from '../../jobs/jobQueue.js';
import { jobQueues } from '../../jobs/queues.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { patientLinkUrl } from '../interactions/links.js';
import { tenantProviders, type TenantProviders } from '../messaging/tenantProviders.js';
import { candidatesSql, notBeforeSql, quietUntilSql, touchpointChannels } from './audience.js';
import { sendJobOptions, type DeliveryDeps, type SendJobData } from './deps.js';
import { groupedWriter } from './groupedWriter.js';
import { renderEmail, renderSms, type SenderDetails } from './render.js';
import { unsubscribeToken } from './reports.js';
import { unsubscribePageUrl } from './unsubscribePage.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The scope of a job's work: the send's grant, opened with the app key; null when it cannot be. */
function jobScope(deps: DeliveryDeps, data: SendJobData): TenantScope | null {
  try {
    const token = deps.keys.decrypt(data.grant);
    return {
      tenantId: data.tenantId,
      userId: data.userId,
      ip: null,
      credential: grantContext(token).credential ?? '',
    };
  } catch {
    return null;
  }
}

/** Enqueues a lane of the send's dispatch in the transaction, unless one is already waiting. */
async function queueDispatch(
  deps: DeliveryDeps,
  tx: Db,
  data: SendJobData,
  startAfter?: Date,
): Promise<void> {
  await deps.jobs.sendUnlessWaiting(
    jobQueues.deliveryDispatch,
    data,
    { ...sendJobOptions(deps, data.sendId, data.lane), ...(startAfter ? { startAfter } : {}) },
    inTransaction(tx),
  );
}

/** Enqueues every lane of the send's dispatch in the transaction. */
async function queueDispatchLanes(deps: DeliveryDeps, tx: Db, data: SendJobData): Promise<void> {
  for (let lane = 0; lane < deps.settings.lanes; lane += 1) await queueDispatch(deps, tx, { ...data, lane });
}

/**
 * Queues a send's dispatch from a staff request (resume, retry): with a new grant of the caller, so
 * the work goes on as them.
 */
export async function queueDispatchFromRequest(
  deps: DeliveryDeps,
  tx: Db,
  scope: TenantScope,
  sendId: number,
): Promise<boolean> {
  const token = randomToken();
  if (
    !(await issueGrant(tx, { token, tenantId: scope.tenantId, purpose: 'delivery', seconds: 15 * 24 * 3600 }))
  )
    return false;
  await queueDispatchLanes(deps, tx, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    sendId,
    grant: deps.keys.encrypt(token),
  });
  return true;
}

/**
 * Writes a scheduled send's audience into the ledger, one row per patient and channel (skipped ones
 * with their reason), in one statement, then queues its dispatch in the same transaction. A send
 * cancelled before its time is left alone.
 */
export function deliveryPrepareJob(deps: DeliveryDeps): JobHandler<SendJobData> {
  return {
    queue: jobQueues.deliveryPrepare,
    async handle(data) {
      const scope = jobScope(deps, data);
      if (!scope) {
        deps.log.error({ send: data.sendId }, 'a send job carries a grant this app key cannot open');
        return;
      }
      const prepared = await inTenant(deps, scope, async (tx) => {
        const [send] = rowsOf<{
          state: string;
          touchpoint_id: string | number;
          version: number;
          cohort_ids: (string | number)[];
          patient_ids: (string | number)[];
          send_at: Date | string;
          quiet_hours: boolean;
        }>(
          await tx.execute(sql`
            SELECT state, touchpoint_id, version, cohort_ids, patient_ids, send_at, quiet_hours FROM sends
            WHERE tenant_id = ${data.tenantId} AND id = ${data.sendId} FOR UPDATE`),
        );
        if (!send || send.state !== 'scheduled') return false;
        const touchpointId = Number(send.touchpoint_id);
        const [version] = rowsOf<{ content: unknown }>(
          await tx.execute(sql`
            SELECT content FROM touchpoint_versions
            WHERE tenant_id = ${data.tenantId} AND touchpoint_id = ${touchpointId} AND version = ${send.version}`),
        );
        if (!version) return false;
        const content = touchpointContent.parse(version.content);
        const tenantZone = await tenantTimeZone(tx, data.tenantId);
        const now = deps.clock.now();
        const at = new Date(Math.max(now.getTime(), new Date(send.send_at).getTime()));
        const audience = {
          tenantId: data.tenantId,
          touchpointId,
          version: send.version,
          channels: touchpointChannels(content),
          cohortIds: send.cohort_ids.map(Number),
          patientIds: send.patient_ids.map(Number),
        };
        const [written] = rowsOf<{ patients: number }>(
          await tx.execute(sql`
            WITH ${candidatesSql(audience)},
            written AS (
              INSERT INTO send_messages (tenant_id, send_id, touchpoint_id, version, patient_id, channel, state,
                skip_reason, not_before, updated_at)
              SELECT ${data.tenantId}, ${data.sendId}, ${touchpointId}, ${send.version}, c.patient_id, c.channel,
                CASE WHEN c.skip_reason IS NULL THEN 'queued' ELSE 'skipped' END, c.skip_reason,
                ${notBeforeSql(at, send.quiet_hours, tenantZone)}, ${now}
              FROM candidates c
              ORDER BY c.patient_id, c.channel
              ON CONFLICT DO NOTHING
              RETURNING patient_id
            )
            SELECT count(DISTINCT patient_id)::int AS patients FROM written`),
        );
        await tx.execute(sql`
          UPDATE sends SET state = 'sending', audience = ${written?.patients ?? 0}, updated_at = ${now}
          WHERE tenant_id = ${data.tenantId} AND id = ${data.sendId}`);
        await queueDispatchLanes(deps, tx, data);
        return true;
      });
      if (prepared) deps.jobs.wake(jobQueues.deliveryDispatch);
    },
  };
}

interface ClaimedRow {
  id: string | number;
  patient_id: string | number | null;
  channel: SendChannel;
  message_key: string;
  attempts: number;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  email: string | null;
  mobile: string | null;
  language_preference: LanguageCode | null;
  opted_out: boolean | null;
  email_consent: boolean | null;
  sms_consent: boolean | null;
}

/** Why a claimed message must not go after all (the patient changed since the send was prepared). */
function skipReasonOf(row: ClaimedRow): SkipReason | null {
  if (row.patient_id === null || row.first_name === null) return 'patient_deleted';
  if (row.opted_out) return 'opted_out';
  if (row.channel === 'email' ? !row.email_consent : !row.sms_consent) return 'no_consent';
  if ((row.channel === 'email' ? row.email : row.mobile) === null) return 'no_address';
  return null;
}

interface Outcome {
  id: number;
  state: 'sent' | 'queued' | 'failed' | 'bounced';
  reason: string | null;
  provider: string | null;
  pid: string | null;
  not_before: string | null;
}

interface SendContext {
  tenantId: number;
  state: string;
  version: number;
  touchpointId: number;
  content: ReturnType<typeof touchpointContent.parse>;
  sender: SenderDetails;
  from: { email: string; name: string };
  expiresAt: Date;
  /** Whether the send keeps quiet hours, and the zone of patients without one. */
  quietHours: boolean;
  tenantZone: string;
}

async function sendContextOf(deps: DeliveryDeps, tx: Db, data: SendJobData): Promise<SendContext | null> {
  const [send] = rowsOf<{
    state: string;
    touchpoint_id: string | number;
    version: number;
    content: unknown;
    tenant_name: string;
    contact_phone: string | null;
    sender_email: string | null;
    sender_name: string | null;
    primary_color: string | null;
    secondary_color: string | null;
    quiet_hours: boolean;
    time_zone: string;
  }>(
    await tx.execute(sql`
      SELECT s.state, s.touchpoint_id, s.version, v.content, t.name AS tenant_name, b.contact_phone,
        b.sender_email, b.sender_name, b.primary_color, b.secondary_color, s.quiet_hours, t.time_zone
      FROM sends s
      JOIN touchpoint_versions v ON v.tenant_id = s.tenant_id AND v.touchpoint_id = s.touchpoint_id
        AND v.version = s.version
      JOIN tenants t ON t.id = s.tenant_id
      LEFT JOIN tenant_branding b ON b.tenant_id = s.tenant_id
      WHERE s.tenant_id = ${data.tenantId} AND s.id = ${data.sendId}`),
  );
  if (!send) return null;
  const content = touchpointContent.parse(send.content);
  return {
    tenantId: data.tenantId,
    state: send.state,
    version: send.version,
    touchpointId: Number(send.touchpoint_id),
    content,
    sender: {
      tenantName: send.tenant_name,
      tenantPhone: send.contact_phone ?? '',
      primaryColor: send.primary_color,
      secondaryColor: send.secondary_color,
    },
    from: {
      email: send.sender_email || deps.defaultFrom.email,
      name: send.sender_name || send.tenant_name || deps.defaultFrom.name,
    },
    expiresAt: new Date(deps.clock.now().getTime() + content.link_expiry_days * DAY_MS),
    quietHours: send.quiet_hours,
    tenantZone: send.time_zone,
  };
}

/**
 * Claims up to a batch of the send's due messages in one committed transaction: queued ones whose
 * time has come, and ones whose worker's lease ran out (handed over again with the same key). Quiet
 * hours are checked here, at hand-over, whatever brought the message back (a resume, a retry, a
 * provider's error, a lease that ran out): a message whose patient is in them now goes back to the
 * queue until they end, its attempts unchanged. A message whose patient has since gone, opted out or
 * withdrawn consent is skipped here; each patient of the rest gets the send's interaction (one per
 * patient, whichever channels), so the link is the same on every channel and attempt.
 */
async function claimBatch(deps: DeliveryDeps, tx: Db, data: SendJobData, context: SendContext) {
  const now = deps.clock.now();
  const lease = new Date(now.getTime() + deps.settings.leaseSeconds * 1000);
  const heldUntil = context.quietHours
    ? quietUntilSql(now, sql`p.time_zone`, context.tenantZone)
    : sql`NULL::timestamptz`;
  const rows = rowsOf<ClaimedRow & { state: string }>(
    await tx.execute(sql`
      WITH due AS MATERIALIZED (
        -- Materialized, so the batch is picked once: an IN (… LIMIT n) may be run again per row.
        SELECT id, patient_id FROM send_messages
        WHERE tenant_id = ${data.tenantId} AND send_id = ${data.sendId}
          AND ((state = 'queued' AND not_before <= ${now}) OR (state = 'sending' AND claimed_until < ${now}))
        ORDER BY id LIMIT ${deps.settings.batchSize}
        FOR UPDATE SKIP LOCKED
      ),
      zoned AS (
        SELECT due.id, ${heldUntil} AS held_until
        FROM due LEFT JOIN patients p ON p.tenant_id = ${data.tenantId} AND p.id = due.patient_id
      ),
      claimed AS (
        UPDATE send_messages m SET
          state = CASE WHEN z.held_until IS NULL THEN 'sending' ELSE 'queued' END,
          attempts = m.attempts + CASE WHEN z.held_until IS NULL THEN 1 ELSE 0 END,
          claimed_until = CASE WHEN z.held_until IS NULL THEN ${lease}::timestamptz END,
          not_before = coalesce(z.held_until, m.not_before), updated_at = ${now}
        FROM zoned z
        WHERE m.tenant_id = ${data.tenantId} AND m.id = z.id
        RETURNING m.id, m.patient_id, m.channel, m.message_key, m.attempts, m.state
      )
      SELECT c.id, c.patient_id, c.channel, c.message_key, c.attempts, c.state, p.first_name, p.last_name,
        p.title, p.email, p.mobile, p.language_preference, p.opted_out, p.email_consent, p.sms_consent
      FROM claimed c LEFT JOIN patients p ON p.tenant_id = ${data.tenantId} AND p.id = c.patient_id
      ORDER BY c.id`),
  );
  const claimed = rows.filter((row) => row.state === 'sending');
  const skipped = claimed.flatMap((row) => {
    const reason = skipReasonOf(row);
    return reason ? [{ id: Number(row.id), reason }] : [];
  });
  if (skipped.length > 0) {
    await tx.execute(sql`
      UPDATE send_messages m SET state = 'skipped', skip_reason = r.reason, claimed_until = NULL, updated_at = ${now}
      FROM jsonb_to_recordset(${JSON.stringify(skipped)}::jsonb) AS r (id bigint, reason text)
      WHERE m.tenant_id = ${data.tenantId} AND m.id = r.id`);
  }
  const going = claimed.filter((row) => skipReasonOf(row) === null);
  const tokens = new Map<number, string>();
  for (const row of going) {
    const patientId = Number(row.patient_id);
    if (!tokens.has(patientId))
      tokens.set(patientId, deps.keys.sendLinkToken(data.tenantId, data.sendId, patientId));
  }
  if (tokens.size > 0) {
    const links = [...tokens.entries()].map(([patient, token]) => ({ patient, hash: hashToken(token) }));
    await tx.execute(sql`
      INSERT INTO interactions (tenant_id, touchpoint_id, patient_id, token_hash, is_test, created_by, created_at,
        expires_at, updated_at, send_id, version_sent)
      SELECT ${data.tenantId}, ${context.touchpointId}, l.patient, l.hash, false, ${data.userId}, ${now},
        ${context.expiresAt}, ${now}, ${data.sendId}, ${context.version}
      FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS l (patient bigint, hash text)
      ON CONFLICT (token_hash) DO NOTHING`);
    await tx.execute(sql`
      UPDATE send_messages m SET interaction_id = i.id
      FROM interactions i
      WHERE m.tenant_id = ${data.tenantId} AND m.send_id = ${data.sendId}
        AND m.id = ANY(${bigintArray(going.map((row) => row.id))})
        AND i.tenant_id = m.tenant_id AND i.token_hash = ANY(${textArray(links.map((link) => link.hash))})
        AND i.patient_id = m.patient_id`);
  }
  return { going, tokens, due: rows.length };
}

/** Hands one message over; a thrown failure becomes the outcome the ledger records. */
async function handOver(
  deps: DeliveryDeps,
  providers: TenantProviders,
  context: SendContext,
  row: ClaimedRow,
  token: string,
): Promise<Outcome> {
  const id = Number(row.id);
  const recipient = {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    title: row.title,
    language: row.language_preference ?? context.content.default_language,
  };
  const link = patientLinkUrl(deps.patientAppUrl, token);
  try {
    let accepted: Accepted;
    let provider: string;
    if (row.channel === 'email') {
      provider = providers.email.name;
      // The footer's link opens the patient app's page, which asks before it unsubscribes.
      const rendered = await renderEmail(
        context.content,
        recipient,
        context.sender,
        link,
        unsubscribePageUrl(deps.patientAppUrl, deps.keys, row.message_key),
      );
      // One-click unsubscribe (RFC 8058): mail clients POST to this address.
      const unsubscribe = `${deps.publicApiUrl}/api/unsubscribe/${unsubscribeToken(deps.keys, row.message_key)}`;
      accepted = await providers.email.send({
        idempotencyKey: row.message_key,
        from: context.from,
        to: row.email ?? '',
        ...rendered,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } else {
      if (!providers.sms) throw new DeliveryFailure('sms_not_configured', false);
      provider = providers.sms.name;
      accepted = await providers.sms.send({
        idempotencyKey: row.message_key,
        to: row.mobile ?? '',
        from: providers.smsFrom,
        body: renderSms(context.content, recipient, context.sender, link),
        // The tenant's id tells the callback whose account's token verifies it.
        statusCallbackUrl: providers.smsStatusCallbacks
          ? `${deps.publicApiUrl}/api/webhooks/twilio/status?t=${String(context.tenantId)}&m=${row.message_key}`
          : null,
      });
    }
    return { id, state: 'sent', reason: null, provider, pid: accepted.providerMessageId, not_before: null };
  } catch (error) {
    const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure('unexpected_error', true);
    if (!(error instanceof DeliveryFailure))
      deps.log.error({ touchpoint: context.touchpointId, message: id }, 'a message could not be handed over');
    const retry = failure.temporary && row.attempts < deps.settings.maxAttempts;
    const wait = failure.retryAfterMs ?? deps.settings.retryBaseSeconds * 1000 * 2 ** (row.attempts - 1);
    return {
      id,
      state: retry ? 'queued' : failure instanceof RecipientRefused ? 'bounced' : 'failed',
      reason: failure.code,
      provider: null,
      pid: null,
      not_before: retry ? new Date(deps.clock.now().getTime() + wait).toISOString() : null,
    };
  }
}

/**
 * Runs `work` over `items`, at most `limit` at once. After a failure no item is started; the lanes
 * still running finish their item, then the first failure is thrown.
 */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    try {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    } catch (error) {
      next = items.length;
      throw error;
    }
  });
  const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Records a group of the providers' answers in one statement, only for messages still being sent,
 * sent with its transaction and context in one round trip: a send records a group every few ms.
 */
async function recordOutcomes(
  deps: DeliveryDeps,
  scope: TenantScope,
  data: SendJobData,
  outcomes: Outcome[],
) {
  const now = deps.clock.now();
  await deps.db.atOnceInContext({ credential: scope.credential }, [
    sql`
      UPDATE send_messages m SET state = r.state, reason = r.reason, provider = coalesce(r.provider, m.provider),
        provider_message_id = coalesce(r.pid, m.provider_message_id),
        sent_at = CASE WHEN r.state = 'sent' THEN ${now}::timestamptz ELSE m.sent_at END,
        not_before = coalesce(r.not_before, m.not_before), claimed_until = NULL, updated_at = ${now}
      FROM jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
        AS r (id bigint, state text, reason text, provider text, pid text, not_before timestamptz)
      WHERE m.tenant_id = ${data.tenantId} AND m.id = r.id AND m.state = 'sending'`,
  ]);
}

/**
 * What is left of a send once no message is due: done when nothing waits; otherwise the time the
 * next message may go (queued for later, or held by another worker until its lease ends).
 */
async function nextDue(deps: DeliveryDeps, tx: Db, data: SendJobData): Promise<Date | 'done'> {
  const [left] = rowsOf<{ queued_at: Date | string | null; held_until: Date | string | null; held: number }>(
    await tx.execute(sql`
      SELECT min(not_before) FILTER (WHERE state = 'queued') AS queued_at,
        max(claimed_until) FILTER (WHERE state = 'sending') AS held_until,
        count(*) FILTER (WHERE state IN ('queued', 'sending'))::int AS held
      FROM send_messages WHERE tenant_id = ${data.tenantId} AND send_id = ${data.sendId}
        AND state IN ('queued', 'sending')`),
  );
  if (!left || left.held === 0) {
    const now = deps.clock.now();
    await tx.execute(sql`
      UPDATE sends SET state = 'done', finished_at = ${now}, updated_at = ${now}
      WHERE tenant_id = ${data.tenantId} AND id = ${data.sendId} AND state = 'sending'`);
    return 'done';
  }
  const times = [left.queued_at, left.held_until]
    .filter((value) => value !== null)
    .map((value) => new Date(value));
  return new Date(Math.min(...times.map((time) => time.getTime())));
}

/**
 * Hands a send's due messages over, a batch at a time: claim (committed), hand over at once up to the
 * concurrency, record the answers in small groups as they come. Stops when the send is paused,
 * cancelled or done, or when what is left is due later: then it queues itself again for that time.
 */
export function deliveryDispatchJob(deps: DeliveryDeps): JobHandler<SendJobData> {
  return {
    queue: jobQueues.deliveryDispatch,
    async handle(data) {
      const scope = jobScope(deps, data);
      if (!scope) {
        deps.log.error({ send: data.sendId }, 'a send job carries a grant this app key cannot open');
        return;
      }
      // The tenant's providers, made once for the job and closed when it ends.
      const providers = await inTenant(deps, scope, (tx) =>
        tenantProviders(tx, deps.keys, deps.platform, data.tenantId, deps.log),
      );
      try {
        await dispatchBatches(deps, providers, scope, data);
      } finally {
        providers.close();
      }
    },
  };
}

/** The loop of a dispatch job: batches until the send stops or what is left is due later. */
async function dispatchBatches(
  deps: DeliveryDeps,
  providers: TenantProviders,
  scope: TenantScope,
  data: SendJobData,
): Promise<void> {
  for (;;) {
    const batch = await inTenant(deps, scope, async (tx) => {
      const context = await sendContextOf(deps, tx, data);
      if (!context || context.state !== 'sending') return null;
      return { context, ...(await claimBatch(deps, tx, data, context)) };
    });
    if (!batch) return;
    if (batch.due === 0) {
      const due = await inTenant(deps, scope, async (tx) => {
        const next = await nextDue(deps, tx, data);
        // Never sooner than a second from now: what is due but held goes back to its worker first.
        const soonest = deps.clock.now().getTime() + 1000;
        if (next !== 'done') await queueDispatch(deps, tx, data, new Date(Math.max(next.getTime(), soonest)));
        return next;
      });
      if (due === 'done') deps.log.info({ send: data.sendId }, 'send done');
      return;
    }
    // Answers are recorded as they come, a small group at a time: a worker that dies has handed
    // over unrecorded only what was in flight, not the whole batch.
    const outcomes = groupedWriter<Outcome>((group) => recordOutcomes(deps, scope, data, group), {
      size: deps.settings.recordGroupSize,
      afterMs: deps.settings.recordAfterMs,
    });
    await eachLimited(batch.going, deps.settings.concurrency, async (row) =>
      outcomes.add(
        await handOver(deps, providers, batch.context, row, batch.tokens.get(Number(row.patient_id)) ?? ''),
      ),
    );
    await outcomes.close();
  }
}
