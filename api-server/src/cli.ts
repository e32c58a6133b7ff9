import { adminSocketPath, callAdminChannel } from './admin/adminChannel.js';
import { CommandError, runAdminCommand } from './admin/commands.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { createAppKeys, resolveAppSecret } from './crypto/secrets.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';

/** Administrative commands: `pnpm --filter @outreach/api-server cli <command> ...`. */
async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded database belongs to the running server, if there is one: ask it.
    const answer = await callAdminChannel(adminSocketPath(config.dataDir), argv);
    if (answer) {
      if (answer.error) {
        process.stderr.write(`${answer.error}\n`);
        return 1;
      }
      process.stdout.write(`${answer.output ?? ''}\n`);
      return 0;
    }
  }
  const db = openDatabase(config);
  try {
    await migrate(db);
    const keys = createAppKeys(resolveAppSecret(config.appSecret, config.dataDir));
    const output = await runAdminCommand({ db, keys, clock: systemClock }, argv, {
      demoPassword: config.demoPassword,
    });
    process.stdout.write(`${output}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : 'Command failed'}\n`);
    return error instanceof CommandError ? 2 : 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
