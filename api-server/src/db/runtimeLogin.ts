import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { StartupError } from '../config.js';
import type { Database } from './client.js';
import { databaseError } from './errors.js';

/**
 * The login the request pool uses when the operator gives none (DATABASE_RUNTIME_URL unset): a role
 * of its own, a member of `app_runtime` that inherits its grants and nothing else. Not `app_runtime`
 * itself: that role stays NOLOGIN, so its grants can be given to a login the operator provisions
 * (one per installation) without a second password on the role every installation on the server
 * shares, and a leaked password is withdrawn by dropping this login without touching any grant.
 */
export const RUNTIME_LOGIN = 'app_runtime_login';

/**
 * The login's password, derived from the app secret so every process of an installation knows it
 * without another setting; it reveals nothing of the secret and is never printed.
 */
export function runtimeLoginPassword(appSecret: string): string {
  return createHmac('sha256', appSecret).update('database-runtime-login').digest('hex');
}

/** The runtime login's connection string: the operator's, or the provisioned login's on the owner's. */
export function runtimeLoginUrl(
  ownerUrl: string,
  options: { runtimeUrl?: string | undefined; appSecret?: string | undefined },
): string {
  if (options.runtimeUrl) return options.runtimeUrl;
  if (!options.appSecret) {
    throw new StartupError('The runtime database login needs APP_SECRET, or DATABASE_RUNTIME_URL.');
  }
  const url = new URL(ownerUrl);
  url.username = RUNTIME_LOGIN;
  url.password = runtimeLoginPassword(options.appSecret);
  return url.toString();
}

/**
 * A SCRAM-SHA-256 verifier of the password (RFC 5803's form, as PostgreSQL stores it), so the
 * statement that sets it carries no password a server log could keep. The salt comes from the
 * password too: every process of an installation sets the same verifier.
 */
function scramVerifier(password: string): string {
  const iterations = 4096;
  const salt = createHash('sha256').update(`salt:${password}`).digest().subarray(0, 16);
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  const b64 = (bytes: Buffer) => bytes.toString('base64');
  return `SCRAM-SHA-256$${iterations}:${b64(salt)}$${b64(storedKey)}:${b64(serverKey)}`;
}

/**
 * Creates the login when missing, a member of app_runtime. Roles are cluster-wide and test databases
 * migrate side by side, so a concurrent creator or grantor is tolerated, as in 0001.
 */
export const createRuntimeLogin = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${RUNTIME_LOGIN}') THEN
    BEGIN
      CREATE ROLE ${RUNTIME_LOGIN} LOGIN INHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE IN ROLE app_runtime;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF NOT pg_has_role('${RUNTIME_LOGIN}', 'app_runtime', 'MEMBER') THEN
    BEGIN
      GRANT app_runtime TO ${RUNTIME_LOGIN};
    EXCEPTION WHEN unique_violation THEN
      NULL;
    END;
  END IF;
END
$$;`;

/** Sets the login's password; run only when signing in with it failed, so rarely twice at once. */
export function setRuntimeLoginPassword(password: string): string {
  return `ALTER ROLE ${RUNTIME_LOGIN} PASSWORD '${scramVerifier(password)}'`;
}

/** A password refused; any other failure to connect is the server's or the network's to explain. */
export function isPasswordRefused(error: unknown): boolean {
  return databaseError(error).code === '28P01';
}

/**
 * Refuses a runtime connection that could step around row-level security: a superuser, a role with
 * BYPASSRLS, or one that is (or may become) the owner of a table or schema, or of a role that is
 * either. Such a connection would make every policy advisory.
 */
export async function assertRuntimeLoginConfined(db: Database): Promise<void> {
  if (db.kind !== 'postgres') return;
  const { rows } = await db.executeSql(
    `SELECT current_user AS login,
       EXISTS (SELECT 1 FROM pg_roles r WHERE (r.rolsuper OR r.rolbypassrls)
               AND pg_has_role(current_user, r.oid, 'MEMBER')) AS bypasses,
       EXISTS (SELECT 1 FROM pg_class c WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
               AND pg_has_role(current_user, c.relowner, 'MEMBER')) AS owns_table,
       EXISTS (SELECT 1 FROM pg_namespace n WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
               AND pg_has_role(current_user, n.nspowner, 'MEMBER')) AS owns_schema`,
  );
  const [row] = rows as { login: string; bypasses: boolean; owns_table: boolean; owns_schema: boolean }[];
  if (!row || row.bypasses || row.owns_table || row.owns_schema) {
    const why = row?.bypasses
      ? 'is a superuser or may bypass row-level security'
      : 'owns tables or schemas of the database, or may act as their owner';
    throw new StartupError(
      `The runtime database connection (role ${row?.login ?? 'unknown'}) ${why}. Set DATABASE_RUNTIME_URL ` +
        `to a login that is NOSUPERUSER NOBYPASSRLS, owns nothing and is a member of app_runtime only ` +
        `(CREATE ROLE … LOGIN IN ROLE app_runtime), or unset it to use the ${RUNTIME_LOGIN} login the ` +
        'migrations provision.',
    );
  }
}
