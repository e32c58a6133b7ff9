import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Send } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { manualClock } from '../../clock.js';
import { rowsOf } from '../../db/rowsOf.js';
import type { EmailProvider, SmsProvider } from '../../integrations/messaging/messaging.js';
import { parseAllowedNetworks } from '../../integrations/messaging/smtpAddressGuard.js';
import type { JobQueue } from '../../jobs/jobQueue.js';
import type { QueueDefinition } from '../../jobs/queues.js';
import { inTenant, type TenantScope } from '../../tenancy/tenantScope.js';
import { defaultDeliverySettings, type DeliveryDeps, type SendJobData } from '../delivery/deps.js';
import { deliveryDispatchJob, deliveryPrepareJob } from '../delivery/jobs.js';
import { recordReport, smsOptOut, unsubscribe, unsubscribeToken } from '../delivery/reports.js';
import { createSend } from '../delivery/service.js';
import type { ProvisioningDeps } from '../staff/service.js';
import { demoHistoryPlan, shareOf, shuffled, type Random } from './demoHistoryPlan.js';

export type ManualClock = ReturnType<typeof manualClock>;

interface HeldJob {
  id: string;
  key: string | null;
  queue: QueueDefinition;
  data: SendJobData;
  at: number;
}

/**
 * The job queue of the history's sends: it keeps the jobs the engine sends instead of handing them to
 * the platform's workers (which run on the wall clock), so the seed runs them itself, in order, with
 * its clock on their time. A job of a singleton key already waiting is refused, as the queue does.
 */
function heldQueue(clock: ManualClock) {
  const held: HeldJob[] = [];
  const sendUnlessWaiting: JobQueue['sendUnlessWaiting'] = (queue, data, options) => {
    const key = options?.singletonKey ?? null;
    if (key !== null && held.some((job) => job.queue.name === queue.name && job.key === key)) {
      return Promise.resolve(null);
    }
    const startAfter = options?.startAfter;
    const at = startAfter instanceof Date ? startAfter.getTime() : clock.now().getTime();
    const id = randomUUID();
    held.push({ id, key, queue, data: data as SendJobData, at });
    return Promise.resolve(id);
  };
  const jobs: Pick<JobQueue, 'send' | 'sendUnlessWaiting' | 'wake'> = {
    sendUnlessWaiting,
    send: async (queue, data, options, context) => {
      const id = await sendUnlessWaiting(queue, data, options, context);
      if (!id) throw new Error(`The demo history's queue refused a job of ${queue.name}`);
      return id;
    },
    wake: () => undefined,
  };
  /** The next job due, taken off the queue. */
  const next = (): HeldJob | undefined => {
    held.sort((a, b) => a.at - b.at);
    return held.shift();
  };
  return { jobs, next };
}

/**
 * The providers of the history's messages: they take every message, as a provider's API does, and
 * answer ids of their kind; what became of each is reported afterwards through the providers' report
 * paths. Nothing leaves the machine and the local mailbox stays the developer's.
 */
function historyProviders(): { email: EmailProvider; sms: SmsProvider } {
  let taken = 0;
  const id = (prefix: string) => {
    taken += 1;
    return `${prefix}${String(taken).padStart(24, '0')}`;
  };
  return {
    email: { name: 'sendgrid', send: () => Promise.resolve({ providerMessageId: id('demo') }), close() {} },
    sms: { name: 'twilio', send: () => Promise.resolve({ providerMessageId: id('SM') }), close() {} },
  };
}

export interface HistoryDelivery {
  deps: DeliveryDeps;
  /** The engine's clock, which the seed sets to the days of the history. */
  clock: ManualClock;
  /** Confirms a send of the touchpoint to the cohort now (the clock's now) and runs it to its end. */
  sendAndDeliver(scope: TenantScope, touchpointId: number, cohortId: number): Promise<Send>;
}

/** The delivery engine as the platform runs it, on the seed's clock, its queue and providers. */
export function historyDelivery(
  deps: ProvisioningDeps,
  clock: ManualClock,
  patientAppUrl: string,
): HistoryDelivery {
  const queue = heldQueue(clock);
  const providers = historyProviders();
  const delivery: DeliveryDeps = {
    db: deps.db,
    clock,
    keys: deps.keys,
    jobs: queue.jobs,
    log: pino({ level: 'silent' }),
    settings: { ...defaultDeliverySettings, lanes: 1 },
    platform: {
      ...providers,
      smsFrom: '+15550100200',
      smsStatusCallbacks: false,
      sendgridApiUrl: 'https://api.sendgrid.com',
      twilioApiUrl: 'https://api.twilio.com',
      tenantSmtp: { allowed: parseAllowedNetworks([]) },
    },
    defaultFrom: { email: 'no-reply@demo-health.test', name: '' },
    patientAppUrl,
    publicApiUrl: 'http://localhost:4000',
  };
  const handlers = new Map(
    [deliveryPrepareJob(delivery), deliveryDispatchJob(delivery)].map((h) => [h.queue.name, h]),
  );
  return {
    deps: delivery,
    clock,
    async sendAndDeliver(scope, touchpointId, cohortId) {
      const send = await createSend(delivery, scope, {
        touchpointId,
        cohortIds: [cohortId],
        patientIds: [],
        sendAt: null,
        quietHours: true,
        confirmCount: undefined,
      });
      // A send of a few hundred takes a few jobs: preparing, then a dispatch until nothing is left.
      for (let job = queue.next(), runs = 0; job; job = queue.next(), runs += 1) {
        if (runs > 100) throw new Error('A send of the demo history did not finish');
        if (job.at > clock.now().getTime()) clock.set(new Date(job.at));
        await handlers.get(job.queue.name)?.handle(job.data, { id: job.id });
      }
      return send;
    },
  };
}

interface LedgerRow {
  message_key: string;
  patient_id: string | number;
  channel: 'email' | 'sms';
  mobile: string | null;
}

/** What the providers reported of a send's messages, and who opted out. */
export interface ReportedOutcomes {
  /** E-mails bounced. */
  bounced: number;
  /** SMS failed. */
  failed: number;
  /** Messages delivered, of both channels. */
  delivered: number;
  /** Patients who unsubscribed with an e-mail's link. */
  unsubscribed: number;
  /** STOP replies to an SMS. */
  stopped: number;
  /** Patients none of whose messages arrived, or who opted out: they open nothing. */
  unreachable: Set<number>;
}

/**
 * The providers' reports of a send's messages, minutes after it went, through the paths their
 * webhooks take: a share of e-mails bounce and of SMS fail, the rest are delivered; a share of the
 * patients reached unsubscribe with the e-mail's link or answer the SMS with STOP.
 */
export async function reportOutcomes(
  delivery: HistoryDelivery,
  scope: TenantScope,
  sendId: number,
  random: Random,
): Promise<ReportedOutcomes> {
  const { deps, clock } = delivery;
  const rows = await inTenant(deps, scope, async (tx) =>
    rowsOf<LedgerRow>(
      await tx.execute(sql`
        SELECT m.message_key, m.patient_id, m.channel, p.mobile FROM send_messages m
        JOIN patients p ON p.tenant_id = m.tenant_id AND p.id = m.patient_id
        WHERE m.tenant_id = ${scope.tenantId} AND m.send_id = ${sendId} AND m.state = 'sent'
        ORDER BY m.id`),
    ),
  );
  const outcome: ReportedOutcomes = {
    bounced: 0,
    failed: 0,
    delivered: 0,
    unsubscribed: 0,
    stopped: 0,
    unreachable: new Set(),
  };
  const reached = new Set<number>();
  const arrived: LedgerRow[] = [];
  for (const channel of ['email', 'sms'] as const) {
    const ofChannel = shuffled(
      random,
      rows.filter((row) => row.channel === channel),
    );
    const lost = shareOf(
      channel === 'email' ? demoHistoryPlan.emailBounced : demoHistoryPlan.smsFailed,
      ofChannel.length,
    );
    for (const [index, row] of ofChannel.entries()) {
      clock.advance(1000 + Math.floor(random() * 20_000));
      const status = index >= lost ? 'delivered' : channel === 'email' ? 'bounced' : 'failed';
      const reason = status === 'bounced' ? 'bounce' : status === 'failed' ? '30003' : null;
      const report = {
        providerMessageId: null,
        idempotencyKey: row.message_key,
        status,
        reason,
        at: clock.now(),
      } as const;
      await recordReport(deps, null, channel === 'email' ? 'sendgrid' : 'twilio', report);
      outcome[status] += 1;
      if (status === 'delivered') {
        reached.add(Number(row.patient_id));
        arrived.push(row);
      }
    }
  }
  for (const row of rows)
    if (!reached.has(Number(row.patient_id))) outcome.unreachable.add(Number(row.patient_id));
  await optOuts(delivery, arrived, random, outcome);
  return outcome;
}

/** A share of the e-mails' patients unsubscribe, a share of the SMS' patients reply STOP. */
async function optOuts(
  delivery: HistoryDelivery,
  arrived: LedgerRow[],
  random: Random,
  outcome: ReportedOutcomes,
) {
  const { deps, clock } = delivery;
  for (const channel of ['email', 'sms'] as const) {
    const ofChannel = shuffled(
      random,
      arrived.filter((row) => row.channel === channel),
    );
    const leaving = ofChannel.slice(
      0,
      shareOf(channel === 'email' ? demoHistoryPlan.unsubscribed : demoHistoryPlan.stopped, ofChannel.length),
    );
    for (const row of leaving) {
      clock.advance(60_000 + Math.floor(random() * 600_000));
      if (channel === 'email') {
        await unsubscribe(deps, unsubscribeToken(deps.keys, row.message_key), Readable.from([]));
        outcome.unsubscribed += 1;
      } else if (row.mobile) {
        await smsOptOut(deps, null, row.mobile);
        outcome.stopped += 1;
      }
      outcome.unreachable.add(Number(row.patient_id));
    }
  }
}
