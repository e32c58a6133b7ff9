// What the API benchmarks share: a database of their own on a PostgreSQL server, the built api-server
// started as a child process in production mode, a staff user made with the CLI, and HTTP calls with
// that user's session.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverDir = join(root, 'api-server');
/** The database driver (and COPY streams) are the api-server's dependencies. */
export const requireFromServer = createRequire(join(serverDir, 'package.json'));
const pg = requireFromServer('pg');

export const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const benchUser = {
  username: 'bench',
  password: 'Bench-password-2026',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export function log(text) {
  process.stdout.write(`${text}\n`);
}

async function freePort() {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

const agent = new http.Agent({ keepAlive: true });

/** One HTTP call; `session` adds the cookies and the CSRF header. */
export function request(base, session, method, path, { body, headers = {} } = {}) {
  return new Promise((resolveAnswer, reject) => {
    const call = http.request(`${base}${path}`, {
      method,
      agent,
      headers: {
        ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {}),
        ...headers,
      },
    });
    call.on('error', reject);
    call.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolveAnswer({ status: response.statusCode, headers: response.headers, text });
      });
    });
    if (body && typeof body.pipe === 'function') body.pipe(call);
    else call.end(body);
  });
}

/** The JSON body of an answer that must have the `expected` status. */
export function json(answer, expected) {
  if (answer.status !== expected)
    throw new Error(`expected ${expected}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text);
}

/** Commits a checked import and polls its status until it is done; throws when it ends otherwise. */
export async function commitImport(base, session, importId) {
  json(await request(base, session, 'POST', `/api/patients/bulk-upload/${importId}/commit`), 202);
  for (;;) {
    const status = json(await request(base, session, 'GET', `/api/patients/bulk-upload/${importId}`), 200);
    if (status.state === 'done') return;
    if (status.state !== 'importing')
      throw new Error(`the import ended ${status.state}: ${status.failure?.code}`);
    await sleep(50);
  }
}

/**
 * Builds the api-server, creates a database of its own on the server at DATABASE_URL, starts the
 * built server on it in production mode and creates the bench user with the CLI. `stop()` ends the
 * server, drops the database and removes the scratch folder; a watchdog does the same after
 * `limitMs`, so a run always stops by itself.
 */
export async function startBenchServer({ name, limitMs }) {
  const dbName = `outreach_bench_${name}_${process.pid}`;
  const work = mkdtempSync(join(tmpdir(), `outreach-bench-${name}-`));
  const admin = new pg.Client({ connectionString: adminUrl });
  let server;

  const dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => cleanup.end());
  };
  const watchdog = setTimeout(() => {
    console.error(`The benchmark took longer than ${Math.round(limitMs / 60_000)} minutes; stopping.`);
    server?.kill('SIGKILL');
    dropDatabase().finally(() => process.exit(1));
  }, limitMs);
  watchdog.unref();

  log('building the api-server…');
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', serverDir], {
    stdio: 'inherit',
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${dbName}`;
  const databaseUrl = target.toString();
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: join(work, 'data'),
    STORAGE_DIR: join(work, 'objects'),
    LOG_LEVEL: 'warn',
  };
  const base = `http://127.0.0.1:${port}`;
  const cli = (...args) =>
    execFileSync(process.execPath, [join(serverDir, 'dist', 'cli.js'), ...args], {
      env,
      encoding: 'utf8',
    }).trim();

  // BENCH_CPU_PROFILE=<folder> writes a V8 CPU profile of the server there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  server = spawn(process.execPath, [...profile, join(serverDir, 'dist', 'server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    const up = await request(base, null, 'GET', '/api/health/').catch(() => null);
    if (up?.status === 200) break;
    if (attempt > 300) throw new Error('the api-server did not start');
    await sleep(100);
  }
  cli(
    'create-user',
    '--username',
    benchUser.username,
    '--password',
    benchUser.password,
    '--email',
    'bench@example.test',
    '--first-name',
    'Bench',
    '--last-name',
    'Mark',
    '--tenant-name',
    'Bench Clinic',
    '--totp-secret',
    benchUser.secret,
  );

  /** Signs a user in (the bench user by default); answers the cookie header and CSRF token of the new session. */
  const signIn = async (user = benchUser) => {
    const otp = cli('totp-code', '--username', user.username);
    const answer = await request(base, null, 'POST', '/api/login/', {
      body: JSON.stringify({ username: user.username, password: user.password, otp }),
      headers: { 'content-type': 'application/json' },
    });
    const token = json(answer, 200).token;
    const cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    return { cookie, csrf: token.csrf };
  };

  const stop = async () => {
    clearTimeout(watchdog);
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    agent.destroy();
    await dropDatabase().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };

  return { base, databaseUrl, work, server, cli, signIn, stop };
}
