#!/usr/bin/env node
// Starts the built api-server for the end-to-end suite on a fresh embedded database and enrols the
// test users with known TOTP secrets. Each signing-in test has its own user, because a one-time
// code is refused a second time (replay protection) and a user can sign in once per 30 s period.
//
// The users are created through the running server's local admin channel: one CLI call per user
// is then about a second, where opening the embedded database for each call would take several.
// Playwright waits for the `e2e api ready` line, printed once every user exists.
//
// The server starts as in production (NODE_ENV=production, an APP_SECRET of its own, no seed at
// start); the demo tenants the suite also uses come from the explicit `cli seed-demo`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const dataDir = resolve(here, '../.data');
const apiPort = Number(process.env.E2E_API_PORT ?? 4000);
const users = JSON.parse(readFileSync(join(here, 'users.json'), 'utf8'));

/** True when something already accepts connections on the port. */
function portInUse(port) {
  return new Promise((done) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

// Another api-server on the port would answer the health checks below without knowing the users.
if (await portInUse(apiPort)) {
  process.stderr.write(
    `Port ${apiPort} is already in use: stop the process there before running the end-to-end tests.\n`,
  );
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  // An empty DATABASE_URL selects the embedded PGlite even where CI points it at a server.
  DATABASE_URL: '',
  DATA_DIR: join(dataDir, 'pglite'),
  PORT: String(apiPort),
  // Logo URLs in branding point here, so they load wherever the suite's api-server listens.
  PUBLIC_API_URL: `http://localhost:${apiPort}`,
  PUBLIC_APP_URL: 'http://localhost:3000',
  PATIENT_APP_URL: 'http://localhost:3004',
  SMTP_URL: 'smtp://localhost:2525',
  // Tenant Settings' own-SMTP-server test stores the dev sink on this machine as a tenant's server.
  SMTP_ALLOWED_NETWORKS: '127.0.0.1,::1',
  // SMS go to the dev sink's Twilio Messages API, which posts signed status callbacks back.
  TWILIO_API_URL: 'http://localhost:4100',
  TWILIO_ACCOUNT_SID: 'ACe2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0',
  TWILIO_AUTH_TOKEN: 'e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0',
  SMS_FROM: '+15550100998',
  START_MAIL_SINK: '',
  LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'production',
  // A fresh database each run, so a fresh secret; the CLI calls below carry the same one.
  APP_SECRET: randomBytes(32).toString('hex'),
  DEV_MODE: '',
  DEMO_PASSWORD: '',
};

const server = spawn(process.execPath, [join(root, 'api-server/dist/server.js')], { env, stdio: 'inherit' });
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}

// The CLI talks to the server through this socket; without it, it would open the database itself.
const adminSocket = join(dataDir, 'admin.sock');

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${apiPort}/api/health/`);
      if (response.ok && existsSync(adminSocket)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `The api-server did not answer its health check, or opened no admin socket at ${adminSocket}, in time`,
  );
}

/** Runs one CLI command against the running server; stdout may carry enrolment URIs and is not echoed. */
function cli(name, args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'api-server/dist/cli.js'), ...args], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} exited with ${code}`))));
  });
}

/** Runs one CLI command against the running server and answers what it printed. */
function cliOutput(name, args) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(root, 'api-server/dist/cli.js'), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? done(output.trim()) : fail(new Error(`${name} exited with ${code}`)),
    );
  });
}

/**
 * Patient links of the demo touchpoint, one per use (a link a test locks is spent), written where the
 * tests read them: each is its address and the date of birth to type.
 */
async function createPatientLinks() {
  const wanted = { english: 'DH-000002', lockout: 'DH-000002', spanish: 'DH-000007', other: 'DH-000005' };
  const links = {};
  for (const [name, mrn] of Object.entries(wanted)) {
    const [url, dob] = (await cliOutput(`patient-link ${name}`, ['patient-link', '--mrn', mrn])).split('\n');
    links[name] = { url, dateOfBirth: dob.replace('date of birth ', '') };
  }
  writeFileSync(join(dataDir, 'patient-links.json'), JSON.stringify(links, null, 2));
}

function createUser(user) {
  const args = [
    'create-user',
    '--username',
    user.username,
    '--password',
    user.password,
    '--email',
    user.email,
    '--first-name',
    user.firstName,
    '--last-name',
    user.lastName,
    '--totp-secret',
    user.totpSecret,
    ...(user.passwordAgeDays === undefined ? [] : ['--password-age-days', String(user.passwordAgeDays)]),
    ...(user.tenantName === undefined ? [] : ['--tenant-name', user.tenantName]),
  ];
  return cli(`create-user ${user.username}`, args);
}

try {
  await waitForHealth(Date.now() + 90_000);
  // 'Demo Health' (where users without a tenant of their own land) and 'Riverside Clinic'.
  await cli('seed-demo', ['seed-demo']);
  await createPatientLinks();
  const queue = Object.values(users);
  // A few at a time: each one hashes a password with argon2id on a two-core machine.
  const workers = Array.from({ length: 3 }, async () => {
    for (let user = queue.shift(); user; user = queue.shift()) await createUser(user);
  });
  await Promise.all(workers);
  process.stdout.write(`e2e api ready: ${Object.keys(users).length} users on http://localhost:${apiPort}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
