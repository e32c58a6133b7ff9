import { keyBearingPaths } from '@outreach/shared-contracts';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { CENSOR, errorForLog, redactForLog, type LoggedError } from './redactForLog.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One pattern per key segment of the route table's key-bearing paths: the path up to that segment
 * (other parameters as any segment), then the key. It matches however the path goes on, so a
 * mistyped or unknown path under a key (a 404) hides the key too.
 */
const keyPatterns: readonly RegExp[] = keyBearingPaths.flatMap(({ path, keys }) => {
  const segments = path.split('/');
  return segments.flatMap((segment, index) => {
    if (!keys.includes(segment.slice(1)) || !segment.startsWith(':')) return [];
    const before = segments
      .slice(0, index)
      .map((part) => (part.startsWith(':') ? '[^/]*' : escapeRegExp(part)))
      .join('/');
    return [new RegExp(`^(${before}/)[^/]*`, 'i')];
  });
});

/**
 * The path of a request line: no query string, and no link token or unsubscribe key. Repeated
 * slashes are folded and case ignored first, so a path the router refuses (`//api/METRICS/<key>`)
 * hides its key as well.
 */
export function loggedPath(url: string | undefined): string | undefined {
  const path = url?.split('?')[0]?.replace(/\/{2,}/g, '/');
  return path && keyPatterns.reduce((safe, pattern) => safe.replace(pattern, `$1${CENSOR}`), path);
}

/**
 * pino settings: request lines carry the method, path and IP only (no headers, query strings,
 * bodies, or the keys patients' pages carry in their paths); every logged object goes through
 * {@link redactForLog}, so health data and secrets are censored wherever they sit, and errors keep
 * no value they may quote. Child loggers' bindings
 * skip pino's formatters, so bind ids there, never data. `stream` replaces standard output
 * (tests read what would be written).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    formatters: {
      log: (object) => redactForLog(object) as Record<string, unknown>,
    },
    serializers: {
      req(request: { method?: string; url?: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, path: loggedPath(request.url), ip: request.ip };
      },
      // An `err` already made safe (by the walk, or by hand as plain fields) passes as it is.
      err: (error: Error | LoggedError) => (error instanceof Error ? errorForLog(error) : error),
    },
    ...(stream ? { stream } : {}),
  };
}
