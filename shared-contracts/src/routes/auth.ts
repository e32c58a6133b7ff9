import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';

const username = z.string().trim().min(1).max(150);
const password = z.string().min(1).max(1024);
const newPassword = z.string().min(1).max(1024);
const ok = z.object({ ok: z.literal(true) });

/**
 * Tokens travel only in httpOnly cookies, so `access` and `refresh` are always null in JSON;
 * the fields are kept so the shape matches the specification.
 */
export const sessionToken = z.object({
  access: z.null(),
  refresh: z.null(),
  /** Sent back as the `x-csrf-token` header on every unsafe call. */
  csrf: z.string(),
  /** Unix time in seconds at which the session ends at the latest. */
  expiration: z.number().int(),
  /** Lifetime of the access token in seconds. */
  duration: z.number().int(),
});
export type SessionToken = z.infer<typeof sessionToken>;

export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({
  token: sessionToken,
  user: sessionUser,
  /** Present when the password nears expiry; the shell offers to change it now. */
  warning: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const checkCredentials = defineRoute({
  ...endpoints.checkCredentials,
  summary: 'First sign-in step: checks username and password without starting a session.',
  body: z.strictObject({ username, password }),
  response: z.object({ valid: z.literal(true) }),
  errors: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'],
  bodyLimit: 8192,
});

export const login = defineRoute({
  ...endpoints.login,
  summary: 'Second sign-in step: username, password and a one-time code start a session.',
  body: z.strictObject({ username, password, otp: z.string().regex(/^\d{6}$/) }),
  response: loginResponse,
  errors: ['INVALID_LOGIN', 'PASSWORD_EXPIRED', 'TOO_MANY_ATTEMPTS'],
  bodyLimit: 8192,
});

export const changePassword = defineRoute({
  ...endpoints.changePassword,
  summary: "Changes the signed-in staff member's password.",
  body: z.strictObject({ old_password: password, new_password: newPassword }),
  response: ok,
  errors: ['UNAUTHENTICATED', 'CSRF_FAILED', 'WRONG_PASSWORD', 'PASSWORD_POLICY'],
  bodyLimit: 8192,
});

export const forgotPassword = defineRoute({
  ...endpoints.forgotPassword,
  summary: 'Sends password reset instructions to the e-mail address if it belongs to a staff member.',
  body: z.strictObject({ email: z.email().max(254) }),
  response: ok,
  errors: ['EMAIL_SEND_FAILED'],
  bodyLimit: 4096,
});

export const resetPassword = defineRoute({
  ...endpoints.resetPassword,
  summary: 'Sets a new password with a single-use reset token from the e-mail.',
  body: z.strictObject({ token: z.string().min(16).max(256), new_password: newPassword }),
  response: ok,
  errors: ['RESET_TOKEN_INVALID', 'PASSWORD_POLICY'],
  bodyLimit: 8192,
});

/** The part every answer about the session's state has: it is live, and works on this tenant. */
export const tenantStatus = z.object({
  authenticated: z.literal(true),
  /** The tenant whose patients and cohorts the session works on; null for staff without a tenant. */
  tenant_id: z.number().int().positive().nullable(),
});
export type AuthStatus = z.infer<typeof tenantStatus>;

/**
 * The shell reads only the status. An app on another origin of the platform (a remote running
 * alone on its own port) shares the cookies but not the shell's storage, so it takes the csrf
 * token and the user from here; CORS lets only the platform's origins read it.
 */
export const authStatusResponse = tenantStatus.extend({
  token: sessionToken,
  user: sessionUser,
});
export type AuthStatusResponse = z.infer<typeof authStatusResponse>;

export const authStatus = defineRoute({
  ...endpoints.authStatus,
  summary:
    "Answers 200 with the session's tenant, csrf token and user while the session is valid, 401 otherwise.",
  response: authStatusResponse,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
});

export const switchTenant = defineRoute({
  ...endpoints.switchTenant,
  summary: 'Makes another tenant the staff member belongs to the current one (404 for any other).',
  body: z.strictObject({ tenant_id: z.number().int().positive().max(2_147_483_647) }),
  response: tenantStatus,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'CSRF_FAILED', 'NOT_FOUND'],
  bodyLimit: 1024,
});

export const logout = defineRoute({
  ...endpoints.logout,
  summary:
    'Ends the session and clears its cookies. With a session cookie, the call needs the csrf header or an Origin of the platform (403 otherwise).',
  body: z.strictObject({}),
  response: ok,
  errors: ['CSRF_FAILED'],
  bodyLimit: 1024,
});

export const refresh = defineRoute({
  ...endpoints.refresh,
  summary:
    'Rotates the refresh token (read from its cookie) and issues a new access token. With the cookie, the call needs the csrf header or an Origin of the platform (403 otherwise).',
  /** The refresh token comes from its httpOnly cookie; a body value is accepted for API clients. */
  body: z.strictObject({ refresh: z.string().max(512).optional() }),
  response: z.object({ token: sessionToken }),
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'CSRF_FAILED'],
  bodyLimit: 2048,
});
