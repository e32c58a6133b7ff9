import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import { parseSender } from '../../integrations/messaging/configured.js';
import type { AppKeys } from '../../crypto/secrets.js';
import { parseAllowedNetworks, type HostLookup } from '../../integrations/messaging/smtpAddressGuard.js';
import type { EmailProvider, SmsProvider } from '../../integrations/messaging/messaging.js';
import type { JobQueue } from '../../jobs/jobQueue.js';
import type { PlatformProviders } from '../messaging/tenantProviders.js';
import type { TenancyDeps } from '../../tenancy/tenantScope.js';

/** How the delivery engine paces and retries. */
export interface DeliverySettings {
  /** Messages claimed per transaction. */
  batchSize: number;
  /** Messages handed over at once, per dispatch lane. */
  concurrency: number;
  /**
   * Dispatch jobs per send, each claiming its own batches from the send's ledger: a send goes as
   * fast as the workers free to take its lanes, up to this many of them.
   */
  lanes: number;
  /** How long a claimed message is its worker's before another may take it. */
  leaseSeconds: number;
  /**
   * Outcomes recorded together: a worker that dies has handed over, unrecorded, at most the messages
   * in flight and about two such groups (the one being written and the one filling), which are
   * handed over again after the lease, with the same key.
   */
  recordGroupSize: number;
  /** The longest an outcome waits for its group to fill before it is recorded anyway. */
  recordAfterMs: number;
  /** Attempts before a message that keeps failing for a temporary reason is given up. */
  maxAttempts: number;
  /** The first retry's wait; each next one doubles it. */
  retryBaseSeconds: number;
  /** How long a dispatch job may run before the queue counts its worker as dead. */
  jobExpireSeconds: number;
  /**
   * On PostgreSQL, how long a dispatch job's worker may go silent before the queue counts it as dead
   * and runs the job again elsewhere (pg-boss takes no less than 10 s).
   */
  heartbeatSeconds: number;
}

export const defaultDeliverySettings: DeliverySettings = {
  batchSize: 500,
  concurrency: 16,
  lanes: 4,
  leaseSeconds: 300,
  recordGroupSize: 32,
  recordAfterMs: 50,
  maxAttempts: 6,
  retryBaseSeconds: 30,
  jobExpireSeconds: 3600,
  heartbeatSeconds: 30,
};

export interface DeliveryDeps extends TenancyDeps {
  keys: AppKeys;
  /** Where the engine queues its jobs and wakes their workers: the platform's job queue. */
  jobs: Pick<JobQueue, 'send' | 'sendUnlessWaiting' | 'wake'>;
  log: FastifyBaseLogger;
  settings: DeliverySettings;
  /**
   * The platform's providers, for tenants on `platform`. Its SMS provider is null when none is
   * configured: SMS messages then fail with `sms_not_configured`, as they do for tenants on `none`.
   */
  platform: PlatformProviders;
  /** The sender when the tenant's branding names none, e.g. `Outreach <no-reply@localhost>`. */
  defaultFrom: { email: string; name: string };
  /** Where the standalone patient app is served; a link is `<patientAppUrl>/i/<token>`. */
  patientAppUrl: string;
  /** The public base of this API: unsubscribe links and status callbacks point at it. */
  publicApiUrl: string;
}

/** What every delivery job carries: ids, and the send's grant sealed with the app key. */
export interface SendJobData {
  tenantId: number;
  userId: number;
  sendId: number;
  grant: string;
  /** A dispatch job's lane (0 when absent). */
  lane?: number;
}

/**
 * One waiting and one running job per send and lane; a worker that dies is noticed when the job
 * expires.
 */
export function sendJobOptions(deps: Pick<DeliveryDeps, 'settings' | 'db'>, sendId: number, lane = 0) {
  return {
    singletonKey: lane === 0 ? `send-${sendId}` : `send-${sendId}-${lane}`,
    expireInSeconds: deps.settings.jobExpireSeconds,
    retryLimit: 10,
    ...(deps.db.kind === 'postgres' ? { heartbeatSeconds: deps.settings.heartbeatSeconds } : {}),
  };
}

/**
 * The engine's dependencies from the configuration and the process's own parts (API or worker); the
 * parts' settings win over the configured ones, which win over the defaults.
 */
export function deliveryDepsFrom(
  config: AppConfig,
  parts: Pick<DeliveryDeps, 'db' | 'clock' | 'keys' | 'jobs' | 'log'> & {
    email: EmailProvider;
    sms: SmsProvider | null;
    settings?: Partial<DeliverySettings>;
    smtpHostLookup?: HostLookup;
  },
): DeliveryDeps {
  const { email, sms, settings, smtpHostLookup, ...shared } = parts;
  return {
    ...shared,
    settings: { ...defaultDeliverySettings, ...config.delivery, ...settings },
    platform: {
      email,
      sms,
      smsFrom: config.smsFrom,
      // Only when the platform's token is known here to verify them.
      smsStatusCallbacks: Boolean(config.twilioAuthToken),
      sendgridApiUrl: config.sendgridApiUrl,
      twilioApiUrl: config.twilioApiUrl,
      tenantSmtp: {
        allowed: parseAllowedNetworks(config.smtpAllowedNetworks),
        ...(smtpHostLookup ? { lookup: smtpHostLookup } : {}),
      },
    },
    defaultFrom: parseSender(config.mailFrom),
    patientAppUrl: config.patientAppUrl,
    publicApiUrl: config.publicApiUrl,
  };
}
