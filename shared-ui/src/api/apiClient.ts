import ky, { type KyInstance } from 'ky';
import { CSRF_HEADER, endpoints } from '@outreach/shared-contracts/core';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../session/storedSession';
import { getRuntimeConfig } from './runtimeConfig';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NO_REFRESH_PATHS = [
  '/api/login/',
  '/api/check-credentials/',
  '/api/refresh/',
  '/api/logout/',
  '/api/forgot-password/',
  '/api/reset-password/',
];
/**
 * A page's own polls: their 401 is not refreshed, or an unattended page would keep its session alive
 * forever. The poll fails quietly until the user's next call refreshes the session.
 */
const BACKGROUND_PATHS: readonly string[] = Object.values(endpoints).flatMap((endpoint) =>
  'background' in endpoint && endpoint.background ? [endpoint.path] : [],
);
/** Name of the Web Lock that serialises token refreshes across tabs. */
export const REFRESH_LOCK = 'outreach-session-refresh';

function currentFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // Looked up per call so tests and instrumentation that replace fetch are honoured.
  return globalThis.fetch(input, init);
}

let refreshing: Promise<boolean> | null = null;

async function refreshOnce(apiBaseUrl: string): Promise<boolean> {
  const session = readStoredSession();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) headers[CSRF_HEADER] = session.csrf;
  try {
    const response = await currentFetch(`${apiBaseUrl}/api/refresh/`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: '{}',
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { token?: { csrf?: unknown; expiration?: unknown } };
    const latest = readStoredSession();
    if (latest && typeof body.token?.csrf === 'string' && typeof body.token.expiration === 'number') {
      writeStoredSession({ ...latest, csrf: body.token.csrf, expiration: body.token.expiration });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the refresh under a lock shared by every tab of the origin. The tabs share one cookie jar:
 * two tabs sending the same refresh token at once would look like token reuse and end the session,
 * while in turn the second tab sends the token the first one received.
 */
async function withCrossTabLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? await locks.request(REFRESH_LOCK, work) : await work();
}

/** Several calls failing at once share one refresh rather than rotating the token several times. */
function refreshSession(apiBaseUrl: string): Promise<boolean> {
  refreshing ??= withCrossTabLock(() => refreshOnce(apiBaseUrl)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Builds the client of the main API: cookies included, the csrf header on unsafe methods, and
 * on a 401 one refresh followed by one retry. A failed refresh clears the session. HTTP errors
 * are thrown unchanged (ky's HTTPError) for callers to handle.
 */
export function createApiClient(apiBaseUrl: string): KyInstance {
  return ky.create({
    prefix: apiBaseUrl,
    credentials: 'include',
    fetch: currentFetch,
    retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const session = readStoredSession();
          if (session && UNSAFE_METHODS.has(request.method)) request.headers.set(CSRF_HEADER, session.csrf);
        },
      ],
      afterResponse: [
        async ({ request, response }) => {
          if (response.status !== 401) return response;
          const path = new URL(request.url).pathname;
          if (NO_REFRESH_PATHS.some((skipped) => path.endsWith(skipped))) return response;
          if (BACKGROUND_PATHS.some((polled) => path.endsWith(polled))) return response;
          if (!(await refreshSession(apiBaseUrl))) {
            clearStoredSession();
            return response;
          }
          // The retry goes straight to fetch, past these hooks, so its own 401 is final: no loop,
          // and no marker header, which the API's cross-origin rules would refuse before it left.
          const headers = new Headers(request.headers);
          const session = readStoredSession();
          if (session && UNSAFE_METHODS.has(request.method)) headers.set(CSRF_HEADER, session.csrf);
          return currentFetch(new Request(request, { headers }));
        },
      ],
    },
  });
}

/** A client that never sends cookies, for public calls that must not carry the staff session. */
export function createPublicApiClient(apiBaseUrl: string): KyInstance {
  return ky.create({ prefix: apiBaseUrl, credentials: 'omit', fetch: currentFetch, retry: 0 });
}

/**
 * The main API client. A live binding: {@link configureApiClients} rebuilds it once the runtime
 * config is known, and every importer sees the new instance.
 */
export let apiClient: KyInstance = createApiClient(getRuntimeConfig().apiBaseUrl);
/** The cookie-less API client. */
export let publicApiClient: KyInstance = createPublicApiClient(getRuntimeConfig().apiBaseUrl);

/** Points both clients at the configured API. */
export function configureApiClients(apiBaseUrl: string): void {
  apiClient = createApiClient(apiBaseUrl);
  publicApiClient = createPublicApiClient(apiBaseUrl);
}
