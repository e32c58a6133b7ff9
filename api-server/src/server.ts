import { buildApp } from './app.js';
import { adminSocketPath } from './admin/adminChannel.js';
import { loadConfig, StartupError } from './config.js';
import { serverAppSecret } from './crypto/appSecret.js';
import { startMailSink } from './dev/mailSinkServer.js';

/**
 * Production unless DEV_MODE says otherwise: a production start needs APP_SECRET, seeds nothing and
 * prints nothing secret. A refusal prints what to set, without a stack trace, and exits 1.
 */
async function start(): Promise<void> {
  const config = loadConfig();
  const appSecret = serverAppSecret(config);

  if (config.startMailSink) {
    const sink = await startMailSink({});
    process.stdout.write(
      `Dev mail sink: SMTP on ${sink.smtpPort}, mailbox on http://localhost:${sink.httpPort}/\n`,
    );
  }

  const app = await buildApp({
    config: { ...config, appSecret },
    seed: config.devMode,
    // The demo user's enrolment URI is printed once, when the seed creates it (development only).
    onSeeded: (summary) =>
      process.stdout.write(`DEV_MODE: a development start, with the demo seed.\n${summary}\n`),
    ...(config.databaseUrl ? {} : { adminSocketPath: adminSocketPath(config.dataDir) }),
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
}

try {
  await start();
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
