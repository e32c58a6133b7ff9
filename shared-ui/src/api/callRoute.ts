import { HTTPError, type KyInstance } from 'ky';
import {
  buildPath,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@outreach/shared-contracts';
import { apiClient } from './apiClient';
import { ApiError, apiErrorFromResponse } from './ApiError';

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
 * Makes one call of the route table and returns its response, checked against the contract.
 * An error answer is thrown as an {@link ApiError} carrying the contract's error body (its
 * `cause` is ky's HTTPError); network failures are rethrown as they are.
 */
export async function callRoute<R extends RouteDefinition>(
  route: R,
  ...[options]: CallRouteArgs<R>
): Promise<RouteResponse<R>> {
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
    if (response.status === 204) return undefined as RouteResponse<R>;
    const data: unknown = await response.json();
    const parsed = route.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        statusCode: response.status,
        code: 'INTERNAL',
        message: 'The response does not match the contract.',
      });
    }
    return parsed.data as RouteResponse<R>;
  } catch (error) {
    if (error instanceof HTTPError) throw await apiErrorFromResponse(error.response, error);
    throw error;
  }
}
