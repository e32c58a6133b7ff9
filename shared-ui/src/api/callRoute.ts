import { isHTTPError, type KyInstance } from 'ky';
import {
  buildPath,
  endpoints,
  type RouteBody,
  type JsonRouteName,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type Routes,
} from '@outreach/shared-contracts/core';
import { apiClient } from './apiClient';
import { apiErrorFromBody } from './ApiError';

type Field<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** What one call needs, typed from its contract entry: a renamed field breaks the build. */
export type CallRouteOptions<R> = Field<'params', RouteParams<R>> &
  Field<'query', RouteQuery<R>> &
  Field<'body', RouteBody<R>> & {
    /** Defaults to the main API client; pass `publicApiClient` for cookie-less calls. */
    client?: KyInstance;
    signal?: AbortSignal;
  };

type CallRouteArgs<R> =
  object extends CallRouteOptions<R> ? [options?: CallRouteOptions<R>] : [options: CallRouteOptions<R>];

function toSearchParams(query: unknown): Record<string, string> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, String(value)] as const);
  return Object.fromEntries(entries);
}

/**
 * Makes one JSON call of the route table, by name, typed from its contract entry (file uploads and
 * downloads go through `sendFile` and links).
 * An error answer is thrown as an {@link ApiError} carrying the contract's error body (its
 * `cause` is ky's HTTPError); network failures are rethrown as they are.
 * Responses are not re-validated here: the server validates its answers against the same schemas,
 * and keeping the schema library out of the browser's first load keeps sign-in fast.
 */
export async function callRoute<K extends JsonRouteName>(
  name: K,
  ...[options]: CallRouteArgs<Routes[K]>
): Promise<RouteResponse<Routes[K]>> {
  type R = Routes[K];
  const route = endpoints[name];
  const opts = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    client?: KyInstance;
    signal?: AbortSignal;
  };
  const client = opts.client ?? apiClient;
  const path = buildPath(route.path, opts.params).replace(/^\//, '');
  try {
    const response = await client(path, {
      method: route.method,
      searchParams: toSearchParams(opts.query),
      json: opts.body,
      signal: opts.signal,
    });
    // No content: a nullable answer says "nothing yet" as null.
    if (response.status === 204) return null as RouteResponse<R>;
    return await response.json<RouteResponse<R>>();
  } catch (error) {
    // ky has read the error answer's body already (its `data`): the response's own body is spent.
    if (isHTTPError(error)) throw apiErrorFromBody(error.response.status, error.data, error);
    throw error;
  }
}
