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
import { describeSession, endSession, refreshSession, switchTenant } from './sessionService.js';
import { checkCredentials, login } from './signInService.js';

/** Handlers of the auth entries of the route table. */
export function authHandlers(deps: AuthDeps, cookies: CookieSettings): HandlerMap {
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
        accessTtlS: deps.policy.accessTtlS,
        sessionEndsAt: result.tokens.sessionEndsAt,
        now: deps.clock.now(),
      });
      return result.response;
    },

    refresh: async ({ body, request, reply }) => {
      const presented = readCookie(request, REFRESH_COOKIE) ?? body.refresh;
      try {
        const tokens = await refreshSession(deps, presented, request.ip);
        setSessionCookies(reply, cookies, {
          access: tokens.access,
          refresh: tokens.refresh,
          accessTtlS: deps.policy.accessTtlS,
          sessionEndsAt: tokens.sessionEndsAt,
          now: deps.clock.now(),
        });
        return { token: tokens.token };
      } catch (error) {
        // A refresh that fails ends the client's session, so its cookies go too.
        clearSessionCookies(reply, cookies);
        throw error;
      }
    },

    logout: async ({ request, reply }) => {
      await endSession(
        deps,
        { access: readCookie(request, ACCESS_COOKIE), refresh: readCookie(request, REFRESH_COOKIE) },
        request.ip,
      );
      clearSessionCookies(reply, cookies);
      return { ok: true };
    },

    authStatus: async ({ session }) => {
      const { token, user } = await describeSession(deps, session);
      return { authenticated: true, tenant_id: session.tenantId, token, user };
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
