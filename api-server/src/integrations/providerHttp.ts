import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { ApiError } from '../errors.js';

/** How an adapter reaches its provider: where, with which Authorization header, how patiently. */
export interface ProviderConnection {
  /** The provider's name as staff know it (SendGrid, Synthesia); it words the errors. */
  provider: string;
  baseUrl: string;
  /** The whole `Authorization` header value; never logged, never part of an error. */
  authorization: string;
  timeoutMs: number;
  /** The longest `Retry-After` worth waiting for once within a call; a longer one fails the call. */
  maxRetryWaitMs: number;
}

export interface ProviderRequest<T> {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
  /** Statuses answered as null rather than as an error (a 404 of a deleted template, say). */
  nullOn?: readonly number[];
}

function failed(connection: ProviderConnection, why: string): ApiError {
  return new ApiError(
    'EXTERNAL_SERVICE_FAILED',
    `${connection.provider} ${why} Nothing was changed; please try again later.`,
  );
}

/** Seconds (or an HTTP date) of a `Retry-After` header, in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function urlOf(connection: ProviderConnection, path: string, query: ProviderRequest<unknown>['query']): URL {
  const url = new URL(path.replace(/^\//, ''), `${connection.baseUrl.replace(/\/+$/, '')}/`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

async function send(
  connection: ProviderConnection,
  url: URL,
  request: ProviderRequest<unknown>,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: request.method ?? 'GET',
      headers: {
        authorization: connection.authorization,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(connection.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw failed(connection, timedOut ? 'did not answer in time.' : 'could not be reached.');
  }
}

/**
 * One call of a provider's JSON API: the answer parsed with `schema`. A refused key (401, 403)
 * becomes EXTERNAL_CREDENTIALS_REJECTED; a 429 is waited out once when its `Retry-After` is short;
 * anything else unexpected (5xx, a timeout, an answer of another shape) EXTERNAL_SERVICE_FAILED.
 */
export async function requestJson<T>(
  connection: ProviderConnection,
  request: ProviderRequest<T>,
): Promise<T | null> {
  const url = urlOf(connection, request.path, request.query);
  for (let attempt = 1; ; attempt += 1) {
    const response = await send(connection, url, request);
    if (response.status === 429 && attempt === 1) {
      const wait = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      if (wait !== null && wait <= connection.maxRetryWaitMs) {
        await sleep(wait);
        continue;
      }
      throw failed(connection, 'is limiting requests right now.');
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new ApiError('EXTERNAL_CREDENTIALS_REJECTED');
    }
    if (request.nullOn?.includes(response.status)) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw failed(connection, `answered with status ${response.status}.`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw failed(connection, 'answered with something that is not JSON.');
    }
    const parsed = request.schema.safeParse(json);
    if (!parsed.success) throw failed(connection, 'answered in a shape this version does not know.');
    return parsed.data;
  }
}

/** {@link requestJson} for calls whose every answer is content (no `nullOn`). */
export async function requestJsonOrFail<T>(
  connection: ProviderConnection,
  request: ProviderRequest<T>,
): Promise<T> {
  const answer = await requestJson(connection, request);
  if (answer === null) throw failed(connection, 'answered with nothing.');
  return answer;
}
