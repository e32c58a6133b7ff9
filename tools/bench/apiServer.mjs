// What the API benchmarks share: a database of their own on a PostgreSQL server, the built api-server
// started as a child process in production mode, a staff user made with the CLI, and HTTP calls with
// that user's session.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** A JSON request body with its content type. */
export function jsonBody(value) {
  return { body: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
}

/**
 * A touchpoint of `content`, the reviewer asked to review it; answers the touchpoint. It goes into the
 * campaign `campaignId`, else into a new campaign named `campaign`.
 */
export async function draftTouchpoint(base, author, reviewer, { campaign, campaignId, name, content }) {
  const created =
    campaignId === undefined
      ? json(await request(base, author, 'POST', '/api/campaigns/', jsonBody({ name: campaign })), 201)
      : { id: campaignId };
  const touchpoint = json(
    await request(
      base,
      author,
      'POST',
      '/api/touchpoints',
      jsonBody({ campaign_id: created.id, name, content }),
    ),
    201,
  );
  if (touchpoint.checks.some((check) => check.severity === 'error'))
    throw new Error(`checks: ${JSON.stringify(touchpoint.checks)}`);
  const reviewerId = json(await request(base, reviewer, 'GET', '/api/auth/'), 200).user.id;
  json(
    await request(
      base,
      author,
      'POST',
      '/api/touchpoints/reviewers',
      jsonBody({ touchpoint_id: touchpoint.id, user_id: reviewerId }),
    ),
    201,
  );
  return touchpoint;
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

/** Resident memory of a process (VmRSS) and its peak so far (VmHWM), in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** p50, p95 and max of a list of times. */
export function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

/**
 * Builds the api-server, creates a database of its own on the server at DATABASE_URL, starts the
 * built server on it in production mode (with `env` added to its environment) and creates the bench
 * user with the CLI. `addReviewer()` adds and signs in a second staff member; `startWorker()` starts a job worker process (`dist/worker.js`) on the same
 * database. `stop()` ends the server and the workers, drops the database and removes the scratch
 * folder; a watchdog does the same after `limitMs`, so a run always stops by itself.
 */
export async function startBenchServer({ name, limitMs, env: extraEnv = {} }) {
  const dbName = `outreach_bench_${name}_${process.pid}`;
  const work = mkdtempSync(join(tmpdir(), `outreach-bench-${name}-`));
  const admin = new pg.Client({ connectionString: adminUrl });
  let server;
  const workers = [];

  const dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).finally(() => cleanup.end());
  };
  const watchdog = setTimeout(() => {
    console.error(`The benchmark took longer than ${Math.round(limitMs / 60_000)} minutes; stopping.`);
    server?.kill('SIGKILL');
    for (const worker of workers) worker.kill('SIGKILL');
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
    ...extraEnv,
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
  /** Creates a staff member of the bench tenant with the CLI. */
  const createUser = (user, { email, firstName, lastName }) =>
    cli(
      'create-user',
      '--username',
      user.username,
      '--password',
      user.password,
      '--email',
      email,
      '--first-name',
      firstName,
      '--last-name',
      lastName,
      '--tenant-name',
      'Bench Clinic',
      '--totp-secret',
      user.secret,
    );
  createUser(benchUser, { email: 'bench@example.test', firstName: 'Bench', lastName: 'Mark' });

  // A one-time code signs in once: a second sign-in within the same 30 s waits for the next code.
  const usedCodes = new Map();
  /** Signs a user in (the bench user by default); answers the cookie header and CSRF token of the new session. */
  const signIn = async (user = benchUser) => {
    let otp = cli('totp-code', '--username', user.username);
    while (otp === usedCodes.get(user.username)) {
      await sleep(1000);
      otp = cli('totp-code', '--username', user.username);
    }
    usedCodes.set(user.username, otp);
    const answer = await request(base, null, 'POST', '/api/login/', {
      body: JSON.stringify({ username: user.username, password: user.password, otp }),
      headers: { 'content-type': 'application/json' },
    });
    const token = json(answer, 200).token;
    const cookie = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    return { cookie, csrf: token.csrf };
  };

  /**
   * A job worker process on the bench database, ended by `stop()`, started with the node options of
   * the api-server's `worker` script (its heap limit), as a deployment starts it.
   */
  const workerScript = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts.worker;
  const workerOptions = workerScript.split(/\s+/).filter((word) => word.startsWith('--'));
  const startWorker = () => {
    const worker = spawn(
      process.execPath,
      [...profile, ...workerOptions, join(serverDir, 'dist', 'worker.js')],
      {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    workers.push(worker);
    return worker;
  };

  /** Creates a second staff member of the bench tenant, to review and approve, and signs them in. */
  const addReviewer = () => {
    const reviewer = {
      username: 'bench-reviewer',
      password: 'Bench-reviewer-2026',
      secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    };
    createUser(reviewer, { email: 'reviewer@example.test', firstName: 'Rae', lastName: 'Viewer' });
    return signIn(reviewer);
  };

  const stop = async () => {
    clearTimeout(watchdog);
    await Promise.all([server, ...workers].map(end));
    agent.destroy();
    await dropDatabase().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };

  return { base, databaseUrl, work, server, env, cli, signIn, addReviewer, startWorker, stop };
}

/** Ends a child process: SIGTERM, then SIGKILL after 10 s. */
async function end(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
