import {
  buildPath,
  endpoints,
  isApiErrorBody,
  type ApiErrorDetail,
  type ErrorCode,
  type RouteName,
  type RouteResponse,
  type Routes,
} from '@outreach/shared-contracts/core';
import { getRuntimeConfig } from '@outreach/shared-ui';

/**
 * A refused or failed call of a patient page: its status and coded reason (null: no answer at all),
 * and for a refused body the server's findings by field.
 */
export class PatientApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'PatientApiError';
  }
}

/** The address of a route of the contract, on the API of the runtime config. */
export function routeUrl(name: RouteName, params: Record<string, string>): string {
  return `${getRuntimeConfig().apiBaseUrl}${buildPath(endpoints[name].path, params)}`;
}

/**
 * Calls a route of the contract from a patient page, with the link's session cookie. Plain fetch: a
 * patient's phone should not download a client library for a handful of calls.
 */
export async function patientCall<K extends RouteName>(
  name: K,
  params: Record<string, string>,
  body?: unknown,
  init: {
    keepalive?: boolean;
    /** An answer to this very request already under way (the page's start script's), or null. */
    started?: (url: string) => Promise<Response | null>;
  } = {},
): Promise<RouteResponse<Routes[K]>> {
  const endpoint = endpoints[name];
  const url = routeUrl(name, params);
  let response: Response;
  try {
    const early = init.started ? await init.started(url) : null;
    response =
      early ??
      (await fetch(url, {
        method: endpoint.method,
        credentials: 'include',
        ...(init.keepalive ? { keepalive: true } : {}),
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      }));
  } catch {
    throw new PatientApiError(0, null, 'network');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (!isApiErrorBody(answer)) throw new PatientApiError(response.status, null, '');
    throw new PatientApiError(response.status, answer.code, answer.message, answer.details ?? []);
  }
  return answer as RouteResponse<Routes[K]>;
}

/** The link token in a patient page's address (`/i/<token>`), or null. */
export function linkTokenOf(pathname: string): string | null {
  return /\/i\/([A-Za-z0-9_-]{43})\/?$/.exec(pathname)?.[1] ?? null;
}
