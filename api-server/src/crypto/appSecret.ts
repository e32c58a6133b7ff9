import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError, type AppConfig } from '../config.js';

export const MIN_APP_SECRET_LENGTH = 32;

const howToMake = 'e.g. the output of `openssl rand -hex 32`';

/**
 * Why a secret is too weak to protect the stored TOTP secrets, or null. Fewer than ten different
 * characters catches a repeated placeholder ('changeme…') that length alone lets through.
 */
export function appSecretProblem(secret: string, name = 'APP_SECRET'): string | null {
  if (secret.length < MIN_APP_SECRET_LENGTH || new Set(secret).size < 10) {
    return `${name} must be a random value of at least ${MIN_APP_SECRET_LENGTH} characters (${howToMake}).`;
  }
  return null;
}

/** The file a development installation keeps its generated secret in, beside the data folder. */
export function appSecretFile(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'app-secret.key');
}

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Reads the development secret, generating it on first use; restarts keep decrypting old data. */
function developmentSecret(dataDir: string): string {
  const file = appSecretFile(dataDir);
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const generated = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch {
    // Another process (the CLI or a second server) created it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

/** Replaces the development secret file in one rename, so a reader never sees half a key. */
export function writeAppSecretFile(dataDir: string, secret: string): void {
  const file = appSecretFile(dataDir);
  const next = `${file}.next`;
  writeFileSync(next, `${secret}\n`, { mode: 0o600 });
  renameSync(next, file);
}

/**
 * The checks a server start makes before it touches the database, and the secret it will use.
 * Production (no DEV_MODE) needs a strong APP_SECRET and no DEMO_PASSWORD; development may
 * generate the secret. DEV_MODE with NODE_ENV=production is a contradiction and refused.
 */
export function serverAppSecret(config: AppConfig): string {
  if (config.devMode && config.nodeEnvProduction) {
    throw new StartupError(
      'DEV_MODE is set together with NODE_ENV=production. DEV_MODE seeds a demo user with a known ' +
        'password and is for development only: unset DEV_MODE (and set APP_SECRET) to run in production.',
    );
  }
  if (config.devMode) return config.appSecret ?? developmentSecret(config.dataDir);
  if (config.demoPassword !== undefined) {
    throw new StartupError(
      'DEMO_PASSWORD is set, but a production start never creates the demo user. Unset DEMO_PASSWORD, ' +
        'or set DEV_MODE=true for a development installation with the demo seed.',
    );
  }
  if (!config.appSecret) {
    throw new StartupError(
      `APP_SECRET is not set. Set it to a random value of at least ${MIN_APP_SECRET_LENGTH} characters ` +
        `(${howToMake}) and keep it: it encrypts the staff TOTP secrets in the database. ` +
        'For a development installation with a generated secret and the demo, use `npm start`.',
    );
  }
  const problem = appSecretProblem(config.appSecret);
  if (problem) throw new StartupError(problem);
  return config.appSecret;
}

/**
 * The secret the CLI opens the database with: APP_SECRET, else the file a development installation
 * generated (created here only under DEV_MODE). The key check in the database then decides whether it
 * is the server's.
 */
export function cliAppSecret(config: AppConfig): { secret: string; fromFile: boolean } {
  if (config.appSecret) return { secret: config.appSecret, fromFile: false };
  const existing = readSecretFile(appSecretFile(config.dataDir));
  if (existing) return { secret: existing, fromFile: true };
  if (config.devMode) return { secret: developmentSecret(config.dataDir), fromFile: true };
  throw new StartupError(
    "APP_SECRET is not set. Run the command with the server's APP_SECRET in the environment.",
  );
}

/** The secret the CLI may send to a running server to prove it holds the same key; none is fine. */
export function optionalCliAppSecret(config: AppConfig): string | undefined {
  return config.appSecret ?? readSecretFile(appSecretFile(config.dataDir));
}
