import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { errorForLog, redactForLog, type LoggedError } from './redactForLog.js';

/** Paths whose next segment is a patient's key to a page: a link token, or a signed unsubscribe link. */
const KEY_IN_PATH = /^(\/api\/(?:interactions|unsubscribe)\/)[^/]+/;

/** The path of a request line: no query string, and no link token or unsubscribe key. */
export function loggedPath(url: string | undefined): string | undefined {
  return url?.split('?')[0]?.replace(KEY_IN_PATH, '$1[redacted]');
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
