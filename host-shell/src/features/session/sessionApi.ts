import type { LoginResponse } from '@outreach/shared-contracts/core';
import { callRoute, clearStoredSession, isApiError, type StoredSession } from '@outreach/shared-ui';

/** First sign-in step; rejects with the ApiError of the contract when the details are wrong. */
export async function checkCredentials(username: string, password: string): Promise<void> {
  await callRoute('checkCredentials', { body: { username, password } });
}

export function login(username: string, password: string, otp: string): Promise<LoginResponse> {
  return callRoute('login', { body: { username, password, otp } });
}

/** What the client keeps of a login answer: display data, csrf token, end of session, warning. */
export function sessionFromLogin(response: LoginResponse): StoredSession {
  return {
    user: {
      firstName: response.user.first_name,
      lastName: response.user.last_name,
      username: response.user.username,
    },
    csrf: response.token.csrf,
    expiration: response.token.expiration,
    warning: response.warning,
  };
}

/**
 * Checks that the session is still valid; only the status is read. On failure it throws the
 * status code, or 'An Error Occurred' when there is none (the server could not be reached).
 */
export async function checkAuthStatus(): Promise<void> {
  try {
    await callRoute('authStatus');
  } catch (error) {
    throw new Error(isApiError(error) ? String(error.statusCode) : 'An Error Occurred', { cause: error });
  }
}

/** Ends the session on the server (best effort) and always clears it here. */
export async function logoutOnServer(): Promise<void> {
  try {
    await callRoute('logout', { body: {} });
  } catch {
    // The local session is cleared regardless; the server's idle timeout ends it there too.
  } finally {
    clearStoredSession();
  }
}
