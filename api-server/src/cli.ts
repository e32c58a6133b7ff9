import { adminSocketPath, callAdminChannel } from './admin/adminChannel.js';
import { CommandError, runAdminCommand } from './admin/commands.js';
import { newSecretFromEnvOrStdin, rotateAppSecret } from './admin/rotateAppSecret.js';
import { systemClock } from './clock.js';
import { DEFAULT_DEMO_PASSWORD, loadConfig, type AppConfig } from './config.js';
import { verifyAppKey } from './crypto/appKeyCheck.js';
import { cliAppSecret, optionalCliAppSecret } from './crypto/appSecret.js';
import { createAppKeys } from './crypto/secrets.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createObjectStore } from './storage/createObjectStore.js';

/** Runs the command with the database to itself, after checking the key is the installation's. */
async function runDirectly(config: AppConfig, argv: string[]): Promise<string> {
  const { secret, fromFile } = cliAppSecret(config);
  const keys = createAppKeys(secret);
  const db = openDatabase({ ...config, appSecret: secret });
  try {
    await migrate(db);
    await verifyAppKey(db, keys);
    if (argv[0] === 'rotate-app-secret') {
      return await rotateAppSecret({
        db,
        clock: systemClock,
        config,
        currentSecret: secret,
        currentFromFile: fromFile,
        readNewSecret: () => newSecretFromEnvOrStdin(process.env),
      });
    }
    const store = createObjectStore(config, secret, systemClock);
    return await runAdminCommand({ db, keys, clock: systemClock, store }, argv, {
      demoPassword: config.demoPassword ?? DEFAULT_DEMO_PASSWORD,
      patientAppUrl: config.patientAppUrl,
    });
  } finally {
    await db.close();
  }
}

/** Administrative commands: `pnpm --filter @outreach/api-server cli <command> ...`. */
async function main(argv: string[]): Promise<number> {
  try {
    const config = loadConfig();
    if (!config.databaseUrl) {
      // The embedded database belongs to the running server, if there is one: ask it.
      const secret = optionalCliAppSecret(config);
      const answer = await callAdminChannel(adminSocketPath(config.dataDir), {
        argv,
        ...(secret ? { keyCheck: createAppKeys(secret).keyCheck() } : {}),
      });
      if (answer) {
        if (answer.error !== undefined) {
          process.stderr.write(`${answer.error}\n`);
          return 1;
        }
        process.stdout.write(`${answer.output ?? ''}\n`);
        return 0;
      }
    }
    process.stdout.write(`${await runDirectly(config, argv)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : 'Command failed'}\n`);
    return error instanceof CommandError ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
