import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { parseAllowedNetworks } from './integrations/messaging/smtpAddressGuard.js';
import { SENDGRID_API_URL } from './integrations/sendgrid/sendgridClient.js';
import { SYNTHESIA_API_URL } from './integrations/synthesia/synthesiaClient.js';
import { TWILIO_API_URL } from './integrations/twilio/twilioClient.js';

/** The repository root: two levels above this file both in `src/` and in `dist/`. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A refusal to start; the message says what to set, and the process prints it without a stack. */
export class StartupError extends Error {}

export interface AppConfig {
  port: number;
  host: string;
  /** The owner's connection (migrations, set-up); unset → PGlite. */
  databaseUrl: string | undefined;
  /** The runtime login requests use; unset → the `app_runtime_login` the migrations provision. */
  databaseRuntimeUrl: string | undefined;
  dataDir: string;
  appSecret: string | undefined;
  /** Where the host shell is served: the base of the password-reset link. */
  publicAppUrl: string;
  /** Where the standalone patient app is served: the base of patient links `<patientAppUrl>/i/<token>`. */
  patientAppUrl: string;
  /** Base of the signed upload URLs the API hands out. */
  publicApiUrl: string;
  /** Folder of the local object store. */
  storageDir: string;
  /** Where uploads live: `local` (STORAGE_DIR, the default) or `s3`. */
  storageDriver: 'local' | 's3';
  /** The bucket and how to reach it; set exactly when the driver is `s3`. */
  s3: S3Settings | undefined;
  smtpUrl: string;
  /**
   * Networks (addresses or CIDR ranges) a tenant's own SMTP server may be in although they are not
   * public (SMTP_ALLOWED_NETWORKS, comma-separated). Every other loopback, private, link-local,
   * unique-local or metadata address is refused. Development allows the local sink's loopback.
   */
  smtpAllowedNetworks: string[];
  mailFrom: string;
  cookieSecure: boolean;
  corsOrigins: string[];
  passwordMaxAgeDays: number;
  /**
   * A development installation (DEV_MODE, given by `npm start` and the end-to-end suite): an app
   * secret generated beside the data when APP_SECRET is unset, and the demo seed at start.
   * Everything else, `node dist/server.js` alone included, is production.
   */
  devMode: boolean;
  /** NODE_ENV is `production`; DEV_MODE is then refused. */
  nodeEnvProduction: boolean;
  /** DEMO_PASSWORD as set; the seed falls back to {@link DEFAULT_DEMO_PASSWORD}. */
  demoPassword: string | undefined;
  /**
   * The proxies in front of the API (TRUST_PROXY): their addresses, CIDR ranges or `loopback`,
   * `linklocal`, `uniquelocal`. A request from one of them is taken to come from the address it
   * forwarded for; false: none, the socket's address is the client's.
   */
  trustProxy: false | string[];
  logLevel: string;
  startMailSink: boolean;
  /** Run the job queue's workers in the API process (JOB_WORKERS); off when worker processes do. */
  runJobWorkers: boolean;
  /** The job queue's timings where set (JOB_POLLING_SECONDS, JOB_SUPERVISE_SECONDS); defaults else. */
  jobQueue: JobQueueTuning;
  /**
   * The delivery engine's pacing where set (DELIVERY_BATCH_SIZE, DELIVERY_CONCURRENCY, DELIVERY_LANES,
   * DELIVERY_LEASE_SECONDS, DELIVERY_HEARTBEAT_SECONDS); defaults else.
   */
  delivery: DeliveryTuning;
  /** SendGrid's API (SENDGRID_API_URL); tests point it at a local fake. */
  sendgridApiUrl: string;
  /** Synthesia's API (SYNTHESIA_API_URL); tests point it at a local fake. */
  synthesiaApiUrl: string;
  /**
   * Where sends' e-mails go (EMAIL_PROVIDER): `smtp` (SMTP_URL, the default) or `sendgrid`
   * (SENDGRID_API_KEY, at SENDGRID_API_URL).
   */
  emailProvider: 'smtp' | 'sendgrid';
  sendgridApiKey: string | undefined;
  /** The verification key of SendGrid's Signed Event Webhook (SENDGRID_WEBHOOK_PUBLIC_KEY, base64). */
  sendgridWebhookKey: string | undefined;
  /** Twilio's API (TWILIO_API_URL); the dev sink in development. */
  twilioApiUrl: string;
  /** The Twilio account SMS go from (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN); no SMS without them. */
  twilioAccountSid: string | undefined;
  twilioAuthToken: string | undefined;
  /** The sending number (E.164) or messaging service (MG…) of SMS (SMS_FROM). */
  smsFrom: string;
}

export interface JobQueueTuning {
  pollingIntervalSeconds?: number;
  superviseIntervalSeconds?: number;
}

export interface DeliveryTuning {
  batchSize?: number;
  concurrency?: number;
  lanes?: number;
  leaseSeconds?: number;
  heartbeatSeconds?: number;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server; AWS itself when absent. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Folder inside the bucket; none when empty. */
  prefix: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function integer(value: string | undefined, fallback: number): number {
  const parsed = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * TRUST_PROXY: the proxies whose `X-Forwarded-For` names the client. Only listed addresses are
 * believed, so a client that reaches the API directly, or forges the header's earlier entries, keeps
 * its own address (the per-address limits count it). A yes (trusts any sender's header) and a hop
 * count (Fastify no longer honours one: it cannot tell the proxy from a direct client) are refused.
 */
function trustedProxies(value: string | undefined): false | string[] {
  const setting = value?.trim() ?? '';
  if (setting === '' || ['0', 'false', 'no', 'off'].includes(setting.toLowerCase())) return false;
  const fix =
    "List the proxies' addresses or CIDR ranges instead (e.g. TRUST_PROXY=10.0.0.0/8,192.0.2.10, or " +
    'loopback for a proxy on this machine), or set TRUST_PROXY=false when clients reach the API directly.';
  if (['true', 'yes', 'on'].includes(setting.toLowerCase())) {
    throw new StartupError(
      `TRUST_PROXY=${setting} would believe any client's X-Forwarded-For, so one client could pass for ` +
        `many and escape the per-address limits. ${fix}`,
    );
  }
  if (/^\d+$/.test(setting)) {
    throw new StartupError(
      `TRUST_PROXY=${setting} is a hop count, which cannot tell the proxy from a client that reaches the ` +
        `API directly. ${fix}`,
    );
  }
  const proxies = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (proxies.length === 0) return false;
  for (const proxy of proxies) {
    try {
      proxyAddr.compile(proxy);
    } catch {
      throw new StartupError(`TRUST_PROXY: '${proxy}' is not an IP address or CIDR range. ${fix}`);
    }
  }
  return proxies;
}

/** A tuning value: absent when unset; a start with one that is not a number from `min` up is refused. */
function tuning(
  env: NodeJS.ProcessEnv,
  name: string,
  options: { min: number; whole: boolean },
): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < options.min || (options.whole && !Number.isInteger(parsed))) {
    throw new StartupError(
      `${name} must be ${options.whole ? 'a whole number' : 'a number'} of at least ${options.min}, not '${value}'.`,
    );
  }
  return parsed;
}

/** Only the keys that have a value, so spreading the result over defaults keeps the defaults. */
function given<T extends Record<string, number | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function jobQueueTuning(env: NodeJS.ProcessEnv): JobQueueTuning {
  // pg-boss polls at most every half second.
  return given({
    pollingIntervalSeconds: tuning(env, 'JOB_POLLING_SECONDS', { min: 0.5, whole: false }),
    superviseIntervalSeconds: tuning(env, 'JOB_SUPERVISE_SECONDS', { min: 1, whole: true }),
  });
}

function deliveryTuning(env: NodeJS.ProcessEnv): DeliveryTuning {
  return given({
    batchSize: tuning(env, 'DELIVERY_BATCH_SIZE', { min: 1, whole: true }),
    concurrency: tuning(env, 'DELIVERY_CONCURRENCY', { min: 1, whole: true }),
    lanes: tuning(env, 'DELIVERY_LANES', { min: 1, whole: true }),
    leaseSeconds: tuning(env, 'DELIVERY_LEASE_SECONDS', { min: 1, whole: true }),
    // pg-boss takes no heartbeat under ten seconds.
    heartbeatSeconds: tuning(env, 'DELIVERY_HEARTBEAT_SECONDS', { min: 10, whole: true }),
  });
}

/**
 * The object-store settings. A wrong driver or a missing bucket stops the start here, with a message
 * that says what to set, rather than at the first upload.
 */
function storageSettings(env: NodeJS.ProcessEnv): Pick<AppConfig, 'storageDriver' | 's3'> {
  const driver = (env.STORAGE_DRIVER || 'local').trim().toLowerCase();
  if (driver === 'local') return { storageDriver: 'local', s3: undefined };
  if (driver !== 's3') {
    throw new StartupError(`STORAGE_DRIVER must be 'local' or 's3', not '${driver}'.`);
  }
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) {
    throw new StartupError(
      'STORAGE_DRIVER=s3 needs S3_BUCKET, the bucket that holds the uploads (and S3_REGION; S3_ENDPOINT ' +
        'for an S3-compatible server). Unset STORAGE_DRIVER to keep uploads in STORAGE_DIR instead.',
    );
  }
  return {
    storageDriver: 's3',
    s3: {
      bucket,
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
      prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
    },
  };
}

/** SMTP_ALLOWED_NETWORKS as a list; a start with an entry that is no address or range is refused. */
function smtpAllowedNetworks(env: NodeJS.ProcessEnv, devMode: boolean): string[] {
  const entries = (env.SMTP_ALLOWED_NETWORKS ?? (devMode ? '127.0.0.1,::1' : ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    parseAllowedNetworks(entries);
  } catch (error) {
    throw new StartupError(
      `SMTP_ALLOWED_NETWORKS must list addresses or CIDR ranges (10.0.0.0/8, ::1): ${(error as Error).message}.`,
    );
  }
  return entries;
}

/** The password of the seeded `demo` user unless DEMO_PASSWORD says otherwise (development only). */
export const DEFAULT_DEMO_PASSWORD = 'Demo-password-2026';

const defaultOrigins = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

/** Reads the runtime configuration from the environment; every value has a local default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data', 'pglite'));
  return {
    port: integer(env.PORT, 4000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseRuntimeUrl: env.DATABASE_RUNTIME_URL || undefined,
    dataDir,
    appSecret: env.APP_SECRET || undefined,
    publicAppUrl: (env.PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    patientAppUrl: (env.PATIENT_APP_URL ?? 'http://localhost:3004').replace(/\/+$/, ''),
    publicApiUrl: (env.PUBLIC_API_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    // Beside the database folder, like the app secret, so one DATA_DIR keeps a whole installation.
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, '..', 'objects')),
    ...storageSettings(env),
    smtpUrl: env.SMTP_URL ?? 'smtp://localhost:2525',
    smtpAllowedNetworks: smtpAllowedNetworks(env, flag(env.DEV_MODE, false)),
    mailFrom: env.MAIL_FROM ?? 'Outreach <no-reply@localhost>',
    cookieSecure: flag(env.COOKIE_SECURE, true),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultOrigins,
    passwordMaxAgeDays: integer(env.PASSWORD_MAX_AGE_DAYS, 90),
    devMode: flag(env.DEV_MODE, false),
    nodeEnvProduction: env.NODE_ENV === 'production',
    demoPassword: env.DEMO_PASSWORD || undefined,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    startMailSink: flag(env.START_MAIL_SINK, false),
    runJobWorkers: flag(env.JOB_WORKERS, true),
    jobQueue: jobQueueTuning(env),
    delivery: deliveryTuning(env),
    sendgridApiUrl: (env.SENDGRID_API_URL || SENDGRID_API_URL).replace(/\/+$/, ''),
    synthesiaApiUrl: (env.SYNTHESIA_API_URL || SYNTHESIA_API_URL).replace(/\/+$/, ''),
    emailProvider: env.EMAIL_PROVIDER === 'sendgrid' ? 'sendgrid' : 'smtp',
    sendgridApiKey: env.SENDGRID_API_KEY || undefined,
    sendgridWebhookKey: env.SENDGRID_WEBHOOK_PUBLIC_KEY || undefined,
    twilioApiUrl: (env.TWILIO_API_URL || TWILIO_API_URL).replace(/\/+$/, ''),
    twilioAccountSid: env.TWILIO_ACCOUNT_SID || undefined,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN || undefined,
    smsFrom: env.SMS_FROM ?? '',
  };
}
