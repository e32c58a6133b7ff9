import type { FastifyReply, FastifyRequest } from 'fastify';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

export interface CookieSettings {
  secure: boolean;
}

function base(settings: CookieSettings) {
  return { httpOnly: true, secure: settings.secure, sameSite: 'strict' as const, path: '/api' };
}

/** Sets both token cookies; the browser drops the access cookie when the access token expires. */
export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  tokens: { access: string; refresh: string; accessTtlS: number; sessionEndsAt: Date; now: Date },
): void {
  const refreshMaxAge = Math.max(
    0,
    Math.floor((tokens.sessionEndsAt.getTime() - tokens.now.getTime()) / 1000),
  );
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...base(settings), maxAge: tokens.accessTtlS });
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...base(settings), maxAge: refreshMaxAge });
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(ACCESS_COOKIE, base(settings));
  reply.clearCookie(REFRESH_COOKIE, base(settings));
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  return value && value.length <= 512 ? value : undefined;
}
