import { CSRF_HEADER } from '@outreach/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../../crypto/secrets.js';
import { ApiError } from '../../errors.js';
import type { AuthDeps } from './policy.js';

/**
 * Asks, once the session a cookie names is known, whether the caller meant to act on it; throws
 * CSRF_FAILED otherwise.
 */
export type IntentCheck = (sessionId: string) => void;

/**
 * The origins whose pages may act on a session: the CORS origins and the platform's own. Entries
 * that are not URLs are left out rather than trusted as written.
 */
export function trustedOrigins(config: {
  corsOrigins: readonly string[];
  publicAppUrl: string;
  publicApiUrl: string;
}): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const candidate of [...config.corsOrigins, config.publicAppUrl, config.publicApiUrl]) {
    if (URL.canParse(candidate)) origins.add(new URL(candidate).origin);
  }
  return origins;
}

/**
 * The origin the browser says the call comes from: `Origin`, else the origin of `Referer`. An
 * opaque origin ("null") or an unreadable referrer is kept as "null", which no list trusts.
 */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string' && origin !== '') return origin;
  if (typeof referer !== 'string' || referer === '') return undefined;
  return URL.canParse(referer) ? new URL(referer).origin : 'null';
}

/**
 * Refresh and logout act on the session before any access token is checked, with cookies the
 * browser attaches to any page of the same site — another port of localhost included, since
 * `SameSite` ignores ports. So a call from a foreign origin is refused at once, and a call that
 * carries a session cookie must show it comes from the platform: the session's CSRF header, or an
 * `Origin`/`Referer` of a trusted page (browsers send one with every cross-origin or POST request
 * and a page cannot forge it). The origin suffices alone because a remote running on its own port
 * may hold no CSRF token yet, or one of an earlier session, when its access token lapses.
 */
export function sessionCallIntent(
  deps: Pick<AuthDeps, 'keys'>,
  trusted: ReadonlySet<string>,
  request: FastifyRequest,
): IntentCheck {
  const origin = claimedOrigin(request);
  if (origin !== undefined && !trusted.has(origin)) throw new ApiError('CSRF_FAILED');
  const header = request.headers[CSRF_HEADER];
  const csrf = typeof header === 'string' ? header : undefined;
  return (sessionId) => {
    if (origin !== undefined) return;
    if (csrf === undefined || !safeEqual(csrf, deps.keys.csrfFor(sessionId))) {
      throw new ApiError('CSRF_FAILED');
    }
  };
}
