import { existsSync, unlinkSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import type { ProvisioningDeps } from '../modules/staff/service.js';
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

export async function startAdminChannel(
  socketPath: string,
  deps: ProvisioningDeps,
  options: { demoPassword: string },
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
      let argv: unknown;
      try {
        argv = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        answer(400, { error: 'Expected a JSON array of arguments' });
        return;
      }
      if (!Array.isArray(argv) || !argv.every((item) => typeof item === 'string')) {
        answer(400, { error: 'Expected a JSON array of arguments' });
        return;
      }
      runAdminCommand(deps, argv, options).then(
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
export function callAdminChannel(socketPath: string, argv: string[]): Promise<ChannelAnswer | null> {
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
    req.end(JSON.stringify(argv));
  });
}
