import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { CORS_ALLOWED_HEADERS, buildOpenApiDocument, routes } from '@outreach/shared-contracts';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { startAdminChannel } from './admin/adminChannel.js';
import { systemClock, type Clock } from './clock.js';
import { DEFAULT_DEMO_PASSWORD, loadConfig, StartupError, type AppConfig } from './config.js';
import { verifyAppKey } from './crypto/appKeyCheck.js';
import { createAppKeys, type AppKeys } from './crypto/secrets.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { assertRuntimeLoginConfined } from './db/runtimeLogin.js';
import type { Mailer } from './mail/mailer.js';
import {
  defaultIntegrationSettings,
  providerClients,
  type IntegrationSettings,
} from './integrations/providerClients.js';
import { createSmtpMailer } from './mail/smtpMailer.js';
import { ACCESS_COOKIE, readCookie } from './modules/auth/cookies.js';
import { defaultAuthPolicy, type AuthDeps, type AuthPolicy } from './modules/auth/policy.js';
import { authHandlers } from './modules/auth/routes.js';
import { trustedOrigins } from './modules/auth/sessionCallIntent.js';
import {
  assertCsrf,
  authenticate,
  recordSessionActivity,
  type StaffSession,
} from './modules/auth/sessionService.js';
import { campaignHandlers } from './modules/campaigns/routes.js';
import { touchpointsUsingTemplate } from './modules/campaigns/templateUses.js';
import { cohortHandlers } from './modules/cohorts/routes.js';
import { reportingHandlers } from './modules/reporting/routes.js';
import {
  defaultExportSettings,
  reportExportJob,
  type ExportSettings,
} from './modules/reporting/exportJob.js';
import type { ExportDeps } from './modules/reporting/exports.js';
import { healthHandlers } from './modules/health/routes.js';
import { integrationHandlers } from './modules/integrations/routes.js';
import { messagingHandlers } from './modules/messaging/routes.js';
import { patientAuthenticator } from './modules/interactions/patientSession.js';
import { interactionHandlers, staffInteractionHandlers } from './modules/interactions/routes.js';
import { deliveryDepsFrom, type DeliverySettings } from './modules/delivery/deps.js';
import { deliveryDispatchJob, deliveryPrepareJob } from './modules/delivery/jobs.js';
import { deliveryHandlers, deliveryReportHandlers } from './modules/delivery/routes.js';
import type { ReportDeps } from './modules/delivery/reports.js';
import type { EmailProvider, SmsProvider } from './integrations/messaging/messaging.js';
import { configuredEmailProvider, configuredSmsProvider } from './integrations/messaging/configured.js';
import type { HostLookup } from './integrations/messaging/smtpAddressGuard.js';
import { defaultJobQueueSettings, JobQueue, type JobQueueSettings } from './jobs/jobQueue.js';
import { scheduledJobs, type ScheduledJob } from './jobs/schedules.js';
import { patientImportCommitJob } from './modules/patients/import/commitJob.js';
import {
  defaultImportSettings,
  type ImportDeps,
  type ImportSettings,
} from './modules/patients/import/deps.js';
import { patientImportHandlers } from './modules/patients/import/routes.js';
import { patientOptionHandlers } from './modules/patients/optionRoutes.js';
import { patientHandlers } from './modules/patients/routes.js';
import { describeDemoSeed, seedDemo } from './modules/demo/seedDemo.js';
import { tenantHandlers } from './modules/tenants/routes.js';
import { templateHandlers } from './modules/templates/routes.js';
import { signedUploadAuthenticator, uploadHandlers } from './modules/uploads/routes.js';
import type { UploadDeps } from './modules/uploads/service.js';
import { installErrorHandler } from './plugins/errorHandler.js';
import { loggerOptions } from './plugins/logger.js';
import { registerContractRoutes } from './plugins/registerContractRoutes.js';
import type { Authenticator } from './plugins/routeTypes.js';
import { createObjectStore } from './storage/createObjectStore.js';
import type { ObjectStore } from './storage/objectStore.js';

/** Server-wide body limit; routes set smaller ones in the contract. */
const DEFAULT_BODY_LIMIT = 1_048_576;

export interface BuildAppOptions {
  /** Overrides of the environment configuration. */
  config?: Partial<AppConfig>;
  /** An open database; when absent one is opened from the configuration and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  clock?: Clock;
  /** false silences logs (tests). */
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
  /** Check every response against its contract; on unless NODE_ENV is production. */
  validateResponses?: boolean;
  /** Create the demo tenant, user and patients when missing (development installations only). */
  seed?: boolean;
  authPolicy?: Partial<AuthPolicy>;
  /** Receives what the demo seed did, the demo user's enrolment URI included when it was created. */
  onSeeded?: (summary: string) => void;
  /** Listen for CLI commands on this Unix socket (used with the embedded database). */
  adminSocketPath?: string;
  /** Where uploads go; from the configuration (STORAGE_DRIVER) when absent. */
  objectStore?: ObjectStore;
  /** Limits and chunk sizes of patient imports (tests make them small). */
  importSettings?: Partial<ImportSettings>;
  /** Batch size and retries of report exports (tests make batches small). */
  exportSettings?: Partial<ExportSettings>;
  /** Polling and stop timings of the job queue; whether it works comes from `config.runJobWorkers`. */
  jobQueue?: Partial<JobQueueSettings>;
  /** Recurring jobs; the platform's list (`jobs/schedules.ts`) when absent. */
  schedules?: readonly ScheduledJob[];
  /** Timeouts of the SendGrid and Synthesia calls (tests make them short); URLs come from the config. */
  integrations?: Partial<Omit<IntegrationSettings, 'sendgridApiUrl' | 'synthesiaApiUrl'>>;
  /** Pacing and retries of sends (tests make them quick). */
  delivery?: Partial<DeliverySettings>;
  /** Where sends' e-mails go; SMTP at the configured SMTP_URL when absent. */
  emailProvider?: EmailProvider;
  /** Where sends' SMS go; none configured when absent. */
  smsProvider?: SmsProvider;
  /** How tenants' SMTP server names are resolved; the system's resolver when absent (tests fake it). */
  smtpHostLookup?: HostLookup;
}

/** Migrations applied, then the key compared with the database's key check (written on first start). */
async function prepareDatabase(db: Database, keys: AppKeys, ownsDatabase: boolean): Promise<void> {
  try {
    await migrate(db);
    await assertRuntimeLoginConfined(db);
    await verifyAppKey(db, keys);
  } catch (error) {
    if (ownsDatabase) await db.close();
    throw error;
  }
}

/**
 * Builds the API: migrations applied, the app key checked, routes registered from the contract's
 * route table. The app secret comes from the caller (server start-up decides how); none is generated.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig(), ...options.config };
  const appSecret = config.appSecret;
  if (!appSecret) throw new StartupError('The API needs an app secret (APP_SECRET).');
  const keys = createAppKeys(appSecret);
  const clock = options.clock ?? systemClock;
  const db = options.database ?? openDatabase(config);
  const ownsDatabase = !options.database;
  await prepareDatabase(db, keys, ownsDatabase);
  const mailer = options.mailer ?? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  const store = options.objectStore ?? createObjectStore(config, appSecret, clock);

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
  });

  app.addHook('onClose', async () => {
    mailer.close();
    if (ownsDatabase) await db.close();
  });

  // PGlite's one connection is its superuser's, which a statement can RESET ROLE back to: row-level
  // security confines the API's own queries there, not SQL slipped into one.
  if (db.kind === 'pglite' && !config.devMode) {
    app.log.warn(
      'The embedded database is for development and tests: set DATABASE_URL to a PostgreSQL server in production.',
    );
  }

  // Only JSON bodies are accepted; anything else answers 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  installErrorHandler(app);
  await app.register(cookie);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    maxAge: 600,
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    // Responses may carry personal data: never cache them, never sniff them.
    // Served objects set their own short private caching.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  const authDeps: AuthDeps = {
    db,
    keys,
    clock,
    mailer,
    policy: { ...defaultAuthPolicy, passwordMaxAgeDays: config.passwordMaxAgeDays, ...options.authPolicy },
    publicAppUrl: config.publicAppUrl,
    log: app.log,
  };
  const cookieSettings = { secure: config.cookieSecure };
  const staffAuthenticator: Authenticator<StaffSession> = {
    identify: (request: FastifyRequest) =>
      authenticate(authDeps, readCookie(request, ACCESS_COOKIE), request.ip),
    recordActivity: (session) => recordSessionActivity(authDeps, session),
  };
  const uploadDeps: UploadDeps = { db, store, clock };
  const jobs = new JobQueue(db, app.log, {
    ...defaultJobQueueSettings,
    ...config.jobQueue,
    ...options.jobQueue,
    work: config.runJobWorkers,
  });
  // Before the database closes (onClose): a running job finishes, or is left to be retried.
  app.addHook('preClose', () => jobs.stop());
  const importDeps: ImportDeps = {
    db,
    clock,
    keys,
    settings: { ...defaultImportSettings, ...options.importSettings },
    jobs,
    log: app.log,
  };
  const exportDeps: ExportDeps = {
    db,
    clock,
    keys,
    store,
    settings: { ...defaultExportSettings, ...options.exportSettings },
    jobs,
    log: app.log,
  };

  const emailProvider = options.emailProvider ?? configuredEmailProvider(config);
  const smsProvider = options.smsProvider ?? configuredSmsProvider(config);
  app.addHook('onClose', () => {
    emailProvider.close();
    smsProvider?.close();
  });
  const deliveryDeps = deliveryDepsFrom(config, {
    db,
    clock,
    keys,
    jobs,
    log: app.log,
    email: emailProvider,
    sms: smsProvider,
    ...(options.delivery ? { settings: options.delivery } : {}),
    ...(options.smtpHostLookup ? { smtpHostLookup: options.smtpHostLookup } : {}),
  });
  const reportDeps: ReportDeps = {
    db,
    clock,
    keys,
    log: app.log,
    store,
    publicApiUrl: config.publicApiUrl,
    twilioAuthToken: config.twilioAuthToken ?? null,
    sendgridWebhookKey: config.sendgridWebhookKey ?? null,
  };

  registerContractRoutes(app, {
    handlers: {
      ...deliveryHandlers(deliveryDeps),
      ...deliveryReportHandlers(reportDeps),
      ...healthHandlers(db),
      ...authHandlers(authDeps, cookieSettings, trustedOrigins(config)),
      ...tenantHandlers({ db, clock, store, publicApiUrl: config.publicApiUrl }),
      ...uploadHandlers(uploadDeps),
      ...patientHandlers({ db, clock }),
      ...patientOptionHandlers({ db, clock }),
      ...cohortHandlers({ db, clock }),
      ...reportingHandlers({ db, clock }, exportDeps),
      ...campaignHandlers({
        db,
        clock,
        store,
        publicApiUrl: config.publicApiUrl,
        mailer,
        publicAppUrl: config.publicAppUrl,
        log: app.log,
      }),
      ...templateHandlers({ db, clock, store, templateUses: touchpointsUsingTemplate }),
      ...patientImportHandlers(importDeps),
      ...interactionHandlers({ db, clock, store, cookies: cookieSettings }),
      ...staffInteractionHandlers({
        db,
        clock,
        mailer,
        patientAppUrl: config.patientAppUrl,
        publicApiUrl: config.publicApiUrl,
        log: app.log,
      }),
      ...messagingHandlers({
        db,
        clock,
        keys,
        publicApiUrl: config.publicApiUrl,
        tenantSmtp: deliveryDeps.platform.tenantSmtp,
        twilioApiUrl: config.twilioApiUrl,
      }),
      ...integrationHandlers({
        db,
        clock,
        keys,
        store,
        publicApiUrl: config.publicApiUrl,
        clients: providerClients({
          ...defaultIntegrationSettings,
          ...options.integrations,
          sendgridApiUrl: config.sendgridApiUrl,
          synthesiaApiUrl: config.synthesiaApiUrl,
        }),
      }),
    },
    authenticators: {
      staff: staffAuthenticator,
      patient: patientAuthenticator({ db, clock }),
      'signed-url': signedUploadAuthenticator(uploadDeps),
    },
    verifyCsrf: (session, header) => assertCsrf(authDeps, session, header),
    validateResponses: options.validateResponses ?? process.env.NODE_ENV !== 'production',
  });

  const openApi = buildOpenApiDocument(
    routes,
    {
      title: 'Outreach API',
      version: '0.1.0',
      description: 'The staff and patient API of the Outreach patient-communication platform.',
    },
    config.publicApiUrl,
  );
  app.get('/api/openapi.json', () => openApi);

  jobs.handle(patientImportCommitJob(importDeps));
  jobs.handle(deliveryPrepareJob(deliveryDeps));
  jobs.handle(deliveryDispatchJob(deliveryDeps));
  jobs.handle(reportExportJob(exportDeps));
  await jobs.start({
    jobs: options.schedules ?? scheduledJobs,
    deps: { db, clock, log: app.log, auth: authDeps, store },
  });

  const demoPassword = config.demoPassword ?? DEFAULT_DEMO_PASSWORD;
  if (options.seed) {
    options.onSeeded?.(
      describeDemoSeed(await seedDemo({ db, keys, clock, store }, demoPassword, config.patientAppUrl)),
    );
  }

  if (options.adminSocketPath) {
    const channel = await startAdminChannel(
      options.adminSocketPath,
      { db, keys, clock, store },
      { demoPassword, patientAppUrl: config.patientAppUrl },
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => channel.close(() => resolve())));
  }

  return app;
}
