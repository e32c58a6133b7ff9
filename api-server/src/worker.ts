import pino from 'pino';
import { systemClock } from './clock.js';
import { loadConfig, StartupError, type AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { assertRuntimeLoginConfined } from './db/runtimeLogin.js';
import { defaultJobQueueSettings, JobQueue } from './jobs/jobQueue.js';
import { scheduledJobs } from './jobs/schedules.js';
import { verifyAppKey } from './crypto/appKeyCheck.js';
import { serverAppSecret } from './crypto/appSecret.js';
import { createAppKeys, type AppKeys } from './crypto/secrets.js';
import { createSmtpMailer } from './mail/smtpMailer.js';
import { defaultAuthPolicy } from './modules/auth/policy.js';
import { configuredEmailProvider, configuredSmsProvider } from './integrations/messaging/configured.js';
import { deliveryDepsFrom } from './modules/delivery/deps.js';
import { deliveryDispatchJob, deliveryPrepareJob } from './modules/delivery/jobs.js';
import { patientImportCommitJob } from './modules/patients/import/commitJob.js';
import { defaultExportSettings, reportExportJob } from './modules/reporting/exportJob.js';
import { createObjectStore } from './storage/createObjectStore.js';
import { defaultImportSettings } from './modules/patients/import/deps.js';
import { loggerOptions } from './plugins/logger.js';

/**
 * A worker process: runs the job queue's handlers and schedules, serves no requests. Start as many
 * as the work needs, beside API processes started with JOB_WORKERS=false. PGlite is opened by one
 * process only, so with the embedded database the API's own workers do the work instead.
 */
let config: AppConfig;
let keys: AppKeys;
let appSecret: string;
try {
  config = loadConfig();
  if (!config.databaseUrl) {
    process.stderr.write(
      'The worker needs DATABASE_URL; with the embedded database the API runs the jobs.\n',
    );
    process.exit(2);
  }
  // The same key rules as the API's: the worker writes what the API must read.
  appSecret = serverAppSecret(config);
  keys = createAppKeys(appSecret);
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
// Migrations as the owner (DATABASE_URL); the jobs run as the runtime login, like requests.
const db = openDatabase({ ...config, appSecret });
await migrate(db);
try {
  await assertRuntimeLoginConfined(db);
  await verifyAppKey(db, keys);
} catch (error) {
  await db.close();
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const clock = systemClock;
const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
const jobs = new JobQueue(db, log, { ...defaultJobQueueSettings, ...config.jobQueue, work: true });
jobs.handle(patientImportCommitJob({ db, clock, log, keys, settings: defaultImportSettings }));
const email = configuredEmailProvider(config);
const sms = configuredSmsProvider(config);
const delivery = deliveryDepsFrom(config, { db, clock, keys, jobs, log, email, sms });
jobs.handle(deliveryPrepareJob(delivery));
jobs.handle(deliveryDispatchJob(delivery));
const store = createObjectStore(config, appSecret, clock);
jobs.handle(reportExportJob({ db, clock, log, keys, store, settings: defaultExportSettings }));
const auth = {
  db,
  clock,
  mailer,
  log,
  keys,
  policy: { ...defaultAuthPolicy, passwordMaxAgeDays: config.passwordMaxAgeDays },
  publicAppUrl: config.publicAppUrl,
};
await jobs.start({ jobs: scheduledJobs, deps: { db, clock, log, auth, store } });
log.info('job worker started');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // A running job finishes within the stop timeout, or is left to be retried by another worker.
    jobs
      .stop()
      .then(async () => {
        mailer.close();
        email.close();
        sms?.close();
        await db.close();
      })
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
