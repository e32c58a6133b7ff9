import { existsSync, unlinkSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import { WRONG_KEY_MESSAGE } from '../crypto/appKeyCheck.js';
import { safeEqual } from '../crypto/secrets.js';
import type { StudioSeedDeps } from '../modules/demo/seedDemoStudio.js';
import { CommandError, runAdminCommand } from './commands.js';

/**
 * The embedded database (PGlite) may be opened by one process only. While the server runs, the
 * CLI sends its commands over this Unix socket (file mode 0600, next to the data folder) instead
 * of opening the data folder a second time.
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(path.dirname(dataDir), 'admin.sock');
}

interface ChannelAnswer {
  output?: string;
  error?: string;
}

/**
 * A command for the running server. The server runs it with its own key, so a CLI without a key is
 * fine; a CLI that has one (APP_SECRET, or the development key file) sends its key check, and a
 * different key is refused, as it would be if the CLI opened the database itself.
 */
export interface ChannelRequest {
  argv: string[];
  keyCheck?: string;
}

function parseRequest(body: string): ChannelRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { argv, keyCheck } = parsed as Record<string, unknown>;
  if (!Array.isArray(argv) || !argv.every((item) => typeof item === 'string')) return null;
  if (keyCheck !== undefined && typeof keyCheck !== 'string') return null;
  return keyCheck === undefined ? { argv } : { argv, keyCheck };
}

export async function startAdminChannel(
  socketPath: string,
  deps: StudioSeedDeps,
  options: { demoPassword: string; patientAppUrl?: string },
): Promise<Server> {
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: ChannelAnswer) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const request = parseRequest(Buffer.concat(chunks).toString('utf8'));
      if (!request) {
        answer(400, { error: 'Expected { argv: string[], keyCheck?: string }' });
        return;
      }
      if (request.keyCheck !== undefined && !safeEqual(request.keyCheck, deps.keys.keyCheck())) {
        answer(403, { error: WRONG_KEY_MESSAGE });
        return;
      }
      runAdminCommand(deps, request.argv, options).then(
        (output) => answer(200, { output }),
        (error: unknown) =>
          answer(error instanceof CommandError ? 400 : 500, {
            error: error instanceof Error ? error.message : 'failed',
          }),
      );
    });
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  } finally {
    process.umask(previousMask);
  }
  return server;
}

/** Sends a command to a running server; null when no server listens on the socket. */
export function callAdminChannel(socketPath: string, request: ChannelRequest): Promise<ChannelAnswer | null> {
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const req = httpRequest(
      { socketPath, path: '/', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChannelAnswer);
          } catch {
            resolve({ error: 'Unreadable answer from the server' });
          }
        });
      },
    );
    req.on('error', () => resolve(null));
    req.end(JSON.stringify(request));
  });
}
