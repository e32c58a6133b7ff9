import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { StartupError } from '../config.js';
import { atOnceMessage, atOnceStatement } from './atOnce.js';
import { rowsOf } from './rowsOf.js';
import {
  createRuntimeLogin,
  isPasswordRefused,
  runtimeLoginPassword,
  runtimeLoginUrl,
  setRuntimeLoginPassword,
} from './runtimeLogin.js';
import { schema, type Schema } from './schema.js';

/** A Drizzle handle, either the database or a transaction on it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The context a unit of work runs in: the credential it acts on, the SHA-256 hash (hex) of a token,
 * either a session's access token or a grant's ({@link ./grants.ts}). The policies ask SECURITY
 * DEFINER functions which user and tenant it names; a hash that names nothing opens nothing, and no
 * other setting is read. Without one the work sees no tenant's rows. Credentials, sessions and
 * throttling are reached only through SECURITY DEFINER functions, and set-up only as the owner
 * ({@link Database.withOwnerContext}).
 */
export interface DbContext {
  credential?: string | null;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in a transaction as the runtime role, with the context set locally: on PostgreSQL
   * through the runtime login, a member of `app_runtime` that cannot become anything wider; on PGlite
   * by switching its one connection to `app_runtime` for the transaction.
   */
  withContext<T>(context: DbContext, work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * The same, also handing `work` the transaction's driver connection for what Drizzle cannot do
   * (COPY FROM STDIN); null on PGlite, which has no such connection.
   */
  withContextConnection<T>(
    context: DbContext,
    work: (tx: Db, connection: pg.ClientBase | null) => Promise<T>,
  ): Promise<T>;
  /**
   * Runs `statements` in order in one transaction in the context and answers the rows of each: on
   * PostgreSQL in a single round trip ({@link ./atOnce.ts}), for the reads every screen makes. A
   * statement that fails rolls all of them back.
   */
  atOnceInContext(context: DbContext, statements: SQL[]): Promise<Record<string, unknown>[][]>;
  /**
   * Runs `work` in a transaction as the schema's owner (the owner connection), with `app.provisioning`
   * on: administrative set-up (CLI, demo seed, the key check), which the provisioning policies open
   * to the owner only.
   */
  withOwnerContext<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs one or more statements as the owner in a single transaction (migrations only). */
  execAsOwner(statements: string): Promise<void>;
  /** Runs one parameterised query as the owner (migrator bookkeeping, catalogue checks, maintenance). */
  queryAsOwner<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Plain SQL outside any context and transaction, on the runtime connection: for infrastructure that
   * keeps no health data (the job queue) and for calls of the SECURITY DEFINER functions, which carry
   * their own narrow rights (`app_staff_session`, so a request is recognised in one round trip).
   * Without values the text may hold several statements (its own `BEGIN … COMMIT`, say); the rows of
   * all of them are answered together.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The owner's connection string, for set-up that opens its own connections; null on PGlite. */
  readonly connectionString: string | null;
  /** The runtime login's connection string, for infrastructure that serves requests; null on PGlite. */
  readonly runtimeConnectionString: string | null;
  /**
   * Makes sure the runtime login exists and signs in (migration step): on PostgreSQL without an
   * operator-given runtime URL, creates `app_runtime_login` and sets its derived password when
   * signing in with it is refused; nothing otherwise.
   */
  provisionRuntimeLogin(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The settings a context sets, with the runtime role last; all of them end with the transaction. On
 * PGlite the switch is what confines the transaction. The PostgreSQL runtime login already has no
 * more than app_runtime's rights, so there the switch only makes `current_user` name the role the
 * policies are written for, and lets an operator's login that does not inherit its grants work:
 * RESET ROLE leads back to the login, nothing wider.
 */
function contextSettings(context: DbContext): [string, string][] {
  const credential = context.credential ?? '';
  // Written as a literal below: a hash is hex digits only.
  if (credential !== '' && !/^[0-9a-f]{64}$/.test(credential)) {
    throw new Error('A context credential must be a SHA-256 hash in hex');
  }
  return [
    ['app.context', credential],
    ['role', 'app_runtime'],
  ];
}

async function enterContext(tx: Db, context: DbContext): Promise<void> {
  const calls = contextSettings(context).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

/**
 * BEGIN and the context as one simple-protocol round trip: every request pays for it, and the values
 * are hex digits and fixed words (checked above), so they are written as literals.
 */
function beginInContext(context: DbContext): string[] {
  const calls = contextSettings(context).map(([name, value]) => `set_config('${name}', '${value}', true)`);
  return ['BEGIN', `SELECT ${calls.join(', ')}`];
}

/** Set-up as the owner: no role switch, and the provisioning setting for this transaction only. */
const ownerSetting = sql`select set_config('app.provisioning', 'on', true)`;
const beginAsOwner = "BEGIN; SELECT set_config('app.provisioning', 'on', true)";

/**
 * The PostgreSQL major version inside the PGlite this server depends on (0.5.x: PostgreSQL 18). A test
 * compares it with what PGlite writes, so a PGlite upgrade that changes it fails there.
 */
export const PGLITE_POSTGRES_MAJOR = '18';

/**
 * Refuses a data folder that PostgreSQL of another major version wrote: PGlite 0.3.x, before this
 * server moved to 0.5, wrote PostgreSQL 17 folders, which PGlite 0.5 cannot open ('PGlite failed to
 * initialize properly' at the first query, saying nothing of why). PostgreSQL names the version in
 * `PG_VERSION`; a folder without it is new or empty and is set up as usual.
 */
export function checkPgliteDataDir(dataDir: string): void {
  let written: string;
  try {
    written = readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (written === PGLITE_POSTGRES_MAJOR) return;
  const version = /^\d+$/.test(written)
    ? `PostgreSQL ${written}`
    : `an unknown version ('${written.slice(0, 20)}')`;
  throw new StartupError(
    `The embedded database folder ${dataDir} (DATA_DIR) was written by ${version}, from another release of ` +
      `the embedded PGlite; this release runs PostgreSQL ${PGLITE_POSTGRES_MAJOR} and cannot open it. ` +
      `Nothing was changed. Move the folder aside (for example: mv '${dataDir}' '${dataDir}.pg${written.replace(/[^0-9A-Za-z]/g, '')}') ` +
      `and start again: a new database is created (a development start seeds the demo again). ` +
      `Data still needed there has to be exported with the earlier release first.`,
  );
}

/**
 * Embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). A folder of another
 * PostgreSQL major version is refused with a {@link StartupError} ({@link checkPgliteDataDir}).
 * In memory, `copyOf` (a `dumpDataDir()` of another PGlite) is loaded instead of creating a new
 * cluster, which takes PGlite 0.5 several times as long.
 */
export function openPglite(dataDir?: string, options: { copyOf?: Blob } = {}): Database {
  if (dataDir) {
    checkPgliteDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = dataDir
    ? new PGlite(dataDir)
    : new PGlite(options.copyOf ? { loadDataDir: options.copyOf } : {});
  return pgliteDatabase(client);
}

/** The platform's database on a PGlite client the caller opened (and may still use, to dump it say). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    connectionString: null,
    runtimeConnectionString: null,
    provisionRuntimeLogin: () => Promise.resolve(),
    withContext: (context, work) =>
      db.transaction(async (tx) => {
        await enterContext(tx, context);
        return work(tx);
      }),
    withContextConnection: (context, work) =>
      db.transaction(async (tx) => {
        await enterContext(tx, context);
        return work(tx, null);
      }),
    // In-process: no round trips to save.
    atOnceInContext: (context, statements) =>
      db.transaction(async (tx) => {
        await enterContext(tx, context);
        const answers: Record<string, unknown>[][] = [];
        for (const statement of statements) answers.push(rowsOf(await tx.execute(statement)));
        return answers;
      }),
    withOwnerContext: (work) =>
      db.transaction(async (tx) => {
        await tx.execute(ownerSetting);
        return work(tx);
      }),
    async execAsOwner(statements) {
      await client.transaction(async (tx) => {
        await tx.exec(statements);
      });
    },
    async queryAsOwner<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async executeSql(text, values = []) {
      // PGlite's query() takes one statement; exec() takes several but no parameters.
      if (values.length > 0)
        return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows as Record<string, unknown>[]) };
    },
    async close() {
      await client.close();
    },
  };
}

export interface PostgresOptions {
  /**
   * Most runtime connections the pool opens; 10 by default. Tests use 1 to prove no context outlives
   * its request.
   */
  max?: number;
  /** The runtime login's connection string (DATABASE_RUNTIME_URL), provisioned by the operator. */
  runtimeUrl?: string | undefined;
  /** Without `runtimeUrl`: the app secret, from which the provisioned login's password is derived. */
  appSecret?: string | undefined;
}

/** A pool whose idle connections may break (server restart, ended backend) without ending the process. */
function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // A broken idle connection is already discarded, and the next checkout opens a fresh one; unheard,
  // the pool's 'error' would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Checks a connection out of `pool` for one piece of work. While it is out, the pool no longer hears
 * its errors: a connection the server ends between two statements (a restart, an ended backend) would
 * emit an 'error' nobody hears and end the process. This hears it, and `release` then drops the
 * connection instead of returning it; so does `release(true)`.
 */
async function checkOut(
  pool: pg.Pool,
): Promise<{ connection: pg.PoolClient; release: (broken?: boolean) => void }> {
  const connection = await pool.connect();
  let lost = false;
  const onError = () => {
    lost = true;
  };
  connection.on('error', onError);
  return {
    connection,
    release(broken = false) {
      connection.removeListener('error', onError);
      connection.release(broken || lost);
    },
  };
}

/**
 * Ends a pool and waits for its connections, so whoever drops or stops the database next does not
 * cut them mid-close.
 */
async function closePool(pool: pg.Pool): Promise<void> {
  // pool.end() resolves before its connections have closed.
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/**
 * A PostgreSQL server through two node-postgres pools: the owner's (`ownerUrl`, DATABASE_URL) for
 * migrations and set-up, and the runtime login's, which serves requests and jobs.
 */
export function openPostgres(ownerUrl: string, options: PostgresOptions = {}): Database {
  const runtimeUrl = runtimeLoginUrl(ownerUrl, options);
  // Set-up is occasional and serial: two connections leave one for a check beside a running step.
  const owner = openPool(ownerUrl, 2);
  const pool = openPool(runtimeUrl, options.max ?? 10);
  const handles = new WeakMap<pg.PoolClient, Db>();
  const handleOf = (connection: pg.PoolClient) => {
    let handle = handles.get(connection);
    if (!handle) {
      const made: Db = drizzleNodePg(connection, { schema });
      handle = made;
      handles.set(connection, made);
    }
    return handle;
  };
  const inTransaction = async <T>(
    from: pg.Pool,
    statement: string,
    work: (tx: Db, connection: pg.ClientBase) => Promise<T>,
  ): Promise<T> => {
    const { connection, release } = await checkOut(from);
    let broken = false;
    try {
      await connection.query(statement);
      const result = await work(handleOf(connection), connection);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is dropped, not returned to the pool.
      await connection.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      release(broken);
    }
  };
  const inContext = <T>(context: DbContext, work: (tx: Db, connection: pg.ClientBase) => Promise<T>) =>
    inTransaction(pool, beginInContext(context).join('; '), work);
  // The statements each connection has prepared; they live as long as it does.
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  const atOnceInContext = async (context: DbContext, statements: SQL[]) => {
    const { connection, release } = await checkOut(pool);
    const prepared = preparedOn.get(connection) ?? new Set<string>();
    preparedOn.set(connection, prepared);
    const message = atOnceMessage(beginInContext(context), statements.map(atOnceStatement), prepared);
    let broken = false;
    try {
      const results = (await connection.query(message.text)) as unknown as pg.QueryResult<
        Record<string, unknown>
      >[];
      for (const name of message.preparing) prepared.add(name);
      return message.resultIndexes.map((index): Record<string, unknown>[] => results[index]?.rows ?? []);
    } catch (error) {
      // The rest of the message was skipped and the transaction is aborted. Whether the statements
      // prepared before the failure outlive it is not worth guessing: the connection is dropped.
      broken = true;
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      release(broken);
    }
  };
  return {
    kind: 'postgres',
    connectionString: ownerUrl,
    runtimeConnectionString: runtimeUrl,
    async provisionRuntimeLogin() {
      if (options.runtimeUrl || !options.appSecret) return;
      await owner.query(createRuntimeLogin);
      try {
        await pool.query('SELECT 1');
      } catch (error) {
        // Trusted connections sign in whatever the password; a refusal means it is unset or was
        // derived from an earlier app secret.
        if (!isPasswordRefused(error)) throw error;
        await owner.query(setRuntimeLoginPassword(runtimeLoginPassword(options.appSecret)));
        await pool.query('SELECT 1');
      }
    },
    withContext: (context, work) => inContext(context, (tx) => work(tx)),
    withContextConnection: inContext,
    atOnceInContext,
    withOwnerContext: (work) => inTransaction(owner, beginAsOwner, (tx) => work(tx)),
    async execAsOwner(statements) {
      const { connection, release } = await checkOut(owner);
      let broken = false;
      try {
        await connection.query('BEGIN');
        await connection.query(statements);
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        release(broken);
      }
    },
    async queryAsOwner<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await owner.query<T>(text, params);
      return result.rows;
    },
    async executeSql(text, values = []) {
      // Several statements answer one result each.
      const result = (await pool.query(text, values)) as unknown as
        pg.QueryResult<Record<string, unknown>> | pg.QueryResult<Record<string, unknown>>[];
      return { rows: Array.isArray(result) ? result.flatMap((each) => each.rows) : result.rows };
    },
    async close() {
      await Promise.all([closePool(pool), closePool(owner)]);
    },
  };
}

/** PostgreSQL when a connection string is given, otherwise PGlite in `dataDir`. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  databaseRuntimeUrl?: string | undefined;
  appSecret?: string | undefined;
  dataDir?: string | undefined;
}): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, {
        runtimeUrl: options.databaseRuntimeUrl,
        appSecret: options.appSecret,
      })
    : openPglite(options.dataDir);
}
