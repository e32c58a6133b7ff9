import { routes } from '@outreach/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/** Every staff call sees the access cookie; only the refresh call ever sees the refresh token. */
export const ACCESS_COOKIE_PATH = '/api';
export const REFRESH_COOKIE_PATH = routes.refresh.path;

export interface CookieSettings {
  secure: boolean;
}

function base(settings: CookieSettings, path: string) {
  return { httpOnly: true, secure: settings.secure, sameSite: 'strict' as const, path };
}

/**
 * Sets both token cookies for the rest of the session. The access token itself lapses after
 * `accessTtlS` on the server; its cookie stays so that logout, which never receives the refresh
 * cookie, can still name the session to revoke.
 */
export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  tokens: { access: string; refresh: string; sessionEndsAt: Date; now: Date },
): void {
  const maxAge = Math.max(0, Math.floor((tokens.sessionEndsAt.getTime() - tokens.now.getTime()) / 1000));
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...base(settings, ACCESS_COOKIE_PATH), maxAge });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...base(settings, REFRESH_COOKIE_PATH), maxAge });
}

/** Clears both cookies; a browser drops a cookie only when the path matches the one it was set with. */
export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(ACCESS_COOKIE, base(settings, ACCESS_COOKIE_PATH));
  reply.clearCookie(REFRESH_COOKIE, base(settings, REFRESH_COOKIE_PATH));
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value && value.length <= 512 ? value : undefined;
}
