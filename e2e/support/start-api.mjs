#!/usr/bin/env node
// Starts the built api-server for the end-to-end suite on a fresh embedded database and enrols the
// test users with known TOTP secrets. Each signing-in test has its own user, because a one-time
// code is refused a second time (replay protection) and a user can sign in once per 30 s period.
//
// The users are created through the running server's local admin channel: one CLI call per user
// is then about a second, where opening the embedded database for each call would take several.
// Playwright waits for the `e2e api ready` line, printed once every user exists.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
  SMTP_URL: 'smtp://localhost:2525',
  START_MAIL_SINK: '',
  LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'production',
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

function createUser(user) {
  const args = [
    join(root, 'api-server/dist/cli.js'),
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
  return new Promise((done, fail) => {
    // stdout carries the enrolment URI (a secret): it is not echoed.
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`create-user ${user.username} exited with ${code}`)),
    );
  });
}

try {
  await waitForHealth(Date.now() + 90_000);
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
