// Helpers shared by the start and test commands: run commands, make sure pnpm is there.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

/** Runs a command in the foreground, streaming its output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

/** Runs a command and reports its exit code instead of throwing. */
export function runStatus(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function has(command, args = ['--version']) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Installs pnpm globally with npm when it is missing (a fresh machine has only Node.js and npm). */
export function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`Installing pnpm ${PNPM_VERSION} with npm…`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
}

/** Installs the workspace's dependencies exactly as locked. */
export function installDependencies() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile']);
}

/** Starts a long-running process with its output prefixed by a label. */
export function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Waits until a URL answers with a 2xx status, or throws after the timeout. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
