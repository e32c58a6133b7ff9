import { buildApp } from './app.js';
import { adminSocketPath } from './admin/adminChannel.js';
import { loadConfig } from './config.js';
import { startMailSink } from './dev/mailSinkServer.js';

const config = loadConfig();

if (config.startMailSink) {
  const sink = await startMailSink({});
  process.stdout.write(
    `Dev mail sink: SMTP on ${sink.smtpPort}, mailbox on http://localhost:${sink.httpPort}/\n`,
  );
}

const app = await buildApp({
  config,
  seed: true,
  // The enrolment URI is printed once, at seeding, so the demo user can enrol an authenticator app.
  onSeeded: (uri) => {
    process.stdout.write(`Demo staff user 'demo' created. Enrol this in an authenticator app:\n${uri}\n`);
  },
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
