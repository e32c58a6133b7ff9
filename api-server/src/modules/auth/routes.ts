import { ApiError } from '../../errors.js';
import type { HandlerMap } from '../../plugins/routeTypes.js';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  clearSessionCookies,
  readCookie,
  setSessionCookies,
  type CookieSettings,
} from './cookies.js';
import { changePassword, forgotPassword, resetPassword } from './passwordService.js';
import type { AuthDeps } from './policy.js';
import { sessionCallIntent } from './sessionCallIntent.js';
import { describeSession, endSession, refreshSession, switchTenant } from './sessionService.js';
import { checkCredentials, login } from './signInService.js';

/**
 * Handlers of the auth entries of the route table. `trustedOrigins` are the pages that may refresh
 * or end a session (see {@link sessionCallIntent}).
 */
export function authHandlers(
  deps: AuthDeps,
  cookies: CookieSettings,
  trustedOrigins: ReadonlySet<string>,
): HandlerMap {
  return {
    checkCredentials: async ({ body, request }) => {
      await checkCredentials(deps, { username: body.username, password: body.password, ip: request.ip });
      return { valid: true };
    },

    login: async ({ body, request, reply }) => {
      const result = await login(deps, { ...body, ip: request.ip });
      setSessionCookies(reply, cookies, {
        access: result.tokens.access,
        refresh: result.tokens.refresh,
        sessionEndsAt: result.tokens.sessionEndsAt,
        now: deps.clock.now(),
      });
      return result.response;
    },

    refresh: async ({ body, request, reply }) => {
      const intent = sessionCallIntent(deps, trustedOrigins, request);
      const fromCookie = readCookie(request, REFRESH_COOKIE);
      try {
        // A token in the body was sent on purpose; one the browser attached by itself needs intent.
        const tokens = fromCookie
          ? await refreshSession(deps, fromCookie, request.ip, intent)
          : await refreshSession(deps, body.refresh, request.ip);
        setSessionCookies(reply, cookies, {
          access: tokens.access,
          refresh: tokens.refresh,
          sessionEndsAt: tokens.sessionEndsAt,
          now: deps.clock.now(),
        });
        return { token: tokens.token };
      } catch (error) {
        // A refresh that fails ends the client's session, so its cookies go too; a refused one
        // leaves them, or a foreign page could sign the user out by asking.
        if (!(error instanceof ApiError && error.code === 'CSRF_FAILED')) clearSessionCookies(reply, cookies);
        throw error;
      }
    },

    logout: async ({ request, reply }) => {
      await endSession(
        deps,
        { access: readCookie(request, ACCESS_COOKIE), refresh: readCookie(request, REFRESH_COOKIE) },
        request.ip,
        sessionCallIntent(deps, trustedOrigins, request),
      );
      clearSessionCookies(reply, cookies);
      return { ok: true };
    },

    authStatus: ({ session }) => {
      const { token, user } = describeSession(deps, session);
      return Promise.resolve({ authenticated: true, tenant_id: session.tenantId, token, user });
    },

    switchTenant: async ({ body, request, session }) => {
      await switchTenant(deps, session, body.tenant_id, request.ip);
      return { authenticated: true, tenant_id: body.tenant_id };
    },

    forgotPassword: async ({ body, request }) => {
      await forgotPassword(deps, body.email, request.ip);
      return { ok: true };
    },

    resetPassword: async ({ body, request }) => {
      await resetPassword(deps, body.token, body.new_password, request.ip);
      return { ok: true };
    },

    changePassword: async ({ body, request, session }) => {
      await changePassword(
        deps,
        session,
        { oldPassword: body.old_password, newPassword: body.new_password },
        request.ip,
      );
      return { ok: true };
    },
  };
}
