import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.js';
import { manualClock } from '../clock.js';
import { createAppKeys, type AppKeys } from '../crypto/secrets.js';
import { openPglite, openPostgres, pgliteDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { startMailSink, type MailSink } from '../dev/mailSinkServer.js';
import type { HostLookup } from '../integrations/messaging/smtpAddressGuard.js';
import { createSmtpEmailProvider } from '../integrations/messaging/smtpEmail.js';
import { createSmtpMailer } from '../mail/smtpMailer.js';
import { parseSmtpUrl } from '../integrations/messaging/smtpServer.js';
import { currentTotpCode, generateTotpSecret } from '../modules/auth/credentials.js';
import type { AuthPolicy } from '../modules/auth/policy.js';
import { createStaffUser } from '../modules/staff/service.js';
import { createLocalObjectStore } from '../storage/localObjectStore.js';
import type { ObjectStore } from '../storage/objectStore.js';

/** The tests' app secret: a worker process started by a test needs it too (as a development one). */
export const TEST_SECRET = 'test-app-secret';

export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
  secret: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof manualClock>;
  mail: MailSink;
  /** The app's keys (the test secret's). */
  keys: AppKeys;
  /** Where the app keeps uploaded files. */
  store: ObjectStore;
  /** Whether the app's own job workers run (queued work is done without a test's help). */
  runsJobs: boolean;
  /** Creates a staff user with a known password and TOTP secret. */
  createUser(
    overrides?: Partial<Pick<TestUser, 'username' | 'password' | 'email'>> & {
      /** Tenant the user joins (created when missing); 'Test Clinic' by default. */
      tenantName?: string;
      platformAdmin?: boolean;
    },
  ): Promise<TestUser>;
  /** The user's one-time code at the test clock's current time. */
  code(user: TestUser): string;
  close(): Promise<void>;
}

export interface BuildOptions {
  authPolicy?: Partial<AuthPolicy>;
  /** Send mail here instead of the in-process sink (e.g. a closed port, to test send failures). */
  mailUrl?: string;
  /** Most database connections on PostgreSQL (PGlite always has one). */
  poolSize?: number;
  /** Where uploads go; the configured store (a local folder) when absent. */
  objectStore?: ObjectStore;
  /** Smaller limits and chunks for patient imports. */
  importSettings?: BuildAppOptions['importSettings'];
  exportSettings?: BuildAppOptions['exportSettings'];
  /** Run the job queue's workers in the test's app (on by default). */
  runJobWorkers?: boolean;
  /** Timings of the job queue instead of the tests' quick ones. */
  jobQueue?: BuildAppOptions['jobQueue'];
  /** Recurring jobs instead of the platform's. */
  schedules?: BuildAppOptions['schedules'];
  /** Configuration beside the tests' own (webhook keys, say). */
  config?: BuildAppOptions['config'];
  /** Where sends' SMS go; none configured when absent. */
  smsProvider?: BuildAppOptions['smsProvider'];
  /** Pacing and retries of sends instead of the tests' quick ones. */
  delivery?: BuildAppOptions['delivery'];
  /** Log at info level to this stream; silent without it. */
  logStream?: BuildAppOptions['logStream'];
  /** How tenants' SMTP server names resolve; the system's resolver when absent. */
  smtpHostLookup?: BuildAppOptions['smtpHostLookup'];
}

/** Jobs are picked up and expired jobs retried within about a second, so tests wait little. */
export const testJobQueueSettings = {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  cronIntervalSeconds: 1,
  stopTimeoutMs: 30_000,
};

let counter = 0;

/**
 * Names a file holding a migrated PGlite cluster (`dumpDataDir`), made once per run by
 * `tools/run-tests.mjs` so that no test process creates and migrates its own.
 */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

/** A new PGlite cluster with every migration and the job queue's schema applied, as a `dumpDataDir`. */
export async function migratedPgliteCluster(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(pgliteDatabase(client));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

let pgliteCluster: Promise<Blob> | undefined;

/**
 * The cluster every PGlite test database starts as: the run's migrated template when there is one,
 * or one made once per test process. Loading a copy takes a fraction of creating and migrating one.
 */
function templateCluster(): Promise<Blob> {
  pgliteCluster ??= (async () => {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    return file ? new Blob([await readFile(file)]) : migratedPgliteCluster();
  })();
  return pgliteCluster;
}

/** A fresh database: PGlite in memory, or a new PostgreSQL database when the suite runs on a server. */
async function freshDatabase(poolSize?: number): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!url)
    return { db: openPglite(undefined, { copyOf: await templateCluster() }), drop: () => Promise.resolve() };
  const name = `outreach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  // The owner connection migrates; requests go through the runtime login it provisions, as in production.
  const db = openPostgres(target.toString(), {
    appSecret: TEST_SECRET,
    ...(poolSize === undefined ? {} : { max: poolSize }),
  });
  return {
    db,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Names under `.test` (reserved for testing, RFC 2606) resolve to this machine, so a tenant's SMTP
 * server named there passes the check a real one does and reaches nothing outside; others as usual.
 */
const testHostLookup: HostLookup = (host) =>
  host.endsWith('.test') ? Promise.resolve([{ address: '127.0.0.1' }]) : lookup(host, { all: true });

/** Boots the whole API against a fresh database, an in-process mail sink and a manual clock. */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const { db, drop } = await freshDatabase(options.poolSize);
  const mail = await startMailSink({ smtpPort: 0, httpPort: 0 });
  const clock = manualClock(new Date());
  const mailer = createSmtpMailer({
    url: options.mailUrl ?? `smtp://127.0.0.1:${mail.smtpPort}`,
    from: 'Outreach <no-reply@localhost>',
  });
  // Each test app keeps its files apart (in STORAGE_DIR when a test sets it), so what a test stores
  // is all that is there.
  const store =
    options.objectStore ??
    createLocalObjectStore({
      dir:
        process.env.STORAGE_DIR ??
        path.join(os.tmpdir(), 'outreach-test-objects', randomBytes(6).toString('hex')),
      publicApiUrl: 'http://localhost:4000',
      secret: TEST_SECRET,
    });
  // A refused start (the runtime login check, say) must not leave the test database behind.
  const app = await buildApp({
    database: db,
    mailer,
    clock,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    validateResponses: true,
    config: {
      appSecret: TEST_SECRET,
      cookieSecure: true,
      publicAppUrl: 'http://localhost:3000',
      runJobWorkers: options.runJobWorkers ?? true,
      logLevel: 'info',
      // The in-process sink stands for tenants' own SMTP servers too.
      smtpAllowedNetworks: ['127.0.0.1'],
      // Its HTTP port speaks Twilio's API, so a tenant's Twilio account is checked there when saved.
      twilioApiUrl: `http://127.0.0.1:${String(mail.httpPort)}`,
      ...options.config,
    },
    jobQueue: { ...testJobQueueSettings, ...options.jobQueue },
    ...(options.schedules ? { schedules: options.schedules } : {}),
    ...(options.authPolicy ? { authPolicy: options.authPolicy } : {}),
    objectStore: store,
    ...(options.importSettings ? { importSettings: options.importSettings } : {}),
    ...(options.exportSettings ? { exportSettings: options.exportSettings } : {}),
    emailProvider: createSmtpEmailProvider({
      server: parseSmtpUrl(options.mailUrl ?? `smtp://127.0.0.1:${mail.smtpPort}`),
      connections: 4,
      timeoutMs: 5000,
    }),
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
    smtpHostLookup: options.smtpHostLookup ?? testHostLookup,
    delivery: { retryBaseSeconds: 1, ...options.delivery },
  }).catch(async (error: unknown) => {
    await mail.close();
    await db.close().catch(() => undefined);
    await drop();
    throw error;
  });
  const keys = createAppKeys(TEST_SECRET);
  return {
    app,
    db,
    clock,
    mail,
    keys,
    store,
    runsJobs: options.runJobWorkers ?? true,
    async createUser(overrides = {}) {
      counter += 1;
      const username = overrides.username ?? `staff${counter}`;
      const user = {
        username,
        password: overrides.password ?? 'Correct-horse-battery-1',
        email: overrides.email ?? `${username}@clinic.test`,
        secret: generateTotpSecret(),
      };
      const created = await createStaffUser(
        { db, keys, clock },
        {
          ...user,
          firstName: 'Test',
          lastName: 'User',
          tenantName: overrides.tenantName ?? 'Test Clinic',
          totpSecret: user.secret,
          platformAdmin: overrides.platformAdmin ?? false,
        },
      );
      return { ...user, id: created.userId };
    },
    code: (user) => currentTotpCode(user.secret, clock.now()),
    async close() {
      await app.close();
      await mail.close();
      // A test may already have closed the database to simulate an outage.
      await db.close().catch(() => undefined);
      await drop();
    },
  };
}

/** The `Cookie` header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of response.cookies as { name: string; value: string }[]) jar[cookie.name] = cookie.value;
  return jar;
}

/** Signs a user in through both steps and returns the session cookies and CSRF token. */
export async function signIn(t: TestApp, user: TestUser, ip = '10.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    remoteAddress: ip,
    payload: { username: user.username, password: user.password, otp: t.code(user) },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed with ${response.statusCode}: ${response.body}`);
  const body = response.json<{ token: { csrf: string; expiration: number; duration: number } }>();
  return { response, cookies: cookiesFrom(response), csrf: body.token.csrf, body };
}
