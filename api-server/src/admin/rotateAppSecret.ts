import { text } from 'node:stream/consumers';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import { rotateAppKey } from '../crypto/appKeyCheck.js';
import { appSecretProblem, writeAppSecretFile } from '../crypto/appSecret.js';
import { createAppKeys } from '../crypto/secrets.js';
import type { Database } from '../db/client.js';
import { CommandError } from './commands.js';

export interface RotationInput {
  db: Database;
  clock: Clock;
  config: AppConfig;
  /** The key the CLI opened the database with, already matched against the key check. */
  currentSecret: string;
  /** The current secret lives in the development key file, which then takes the new one. */
  currentFromFile: boolean;
  /** The new secret: NEW_APP_SECRET, else standard input (never an argument, which `ps` shows). */
  readNewSecret: () => Promise<string | undefined>;
}

/** Reads the new secret from NEW_APP_SECRET, else from piped standard input. */
export async function newSecretFromEnvOrStdin(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (env.NEW_APP_SECRET) return env.NEW_APP_SECRET.trim();
  if (process.stdin.isTTY) return undefined;
  return (await text(process.stdin)).trim() || undefined;
}

/** Re-seals every sealed value and the key check with the new secret; returns what to print. */
export async function rotateAppSecret(input: RotationInput): Promise<string> {
  const next = await input.readNewSecret();
  if (!next) {
    throw new CommandError(
      'Give the new secret in NEW_APP_SECRET or on standard input (e.g. `openssl rand -hex 32 | cli rotate-app-secret`).',
    );
  }
  const problem = appSecretProblem(next, 'The new app secret');
  if (problem) throw new CommandError(problem);
  if (next === input.currentSecret) throw new CommandError('The new app secret is the current one.');
  const resealed = await rotateAppKey(
    input.db,
    createAppKeys(input.currentSecret),
    createAppKeys(next),
    input.clock,
  );
  if (input.currentFromFile) {
    writeAppSecretFile(input.config.dataDir, next);
    return `Re-sealed ${resealed} TOTP secrets with the new key, now in the development key file.`;
  }
  return (
    `Re-sealed ${resealed} TOTP secrets with the new key. Start the api-server (and run the CLI) with ` +
    'APP_SECRET set to the new secret; the old one is now refused.'
  );
}
