import { callRoute } from '../api/callRoute';
import { isApiError } from '../api/ApiError';
import { clearStoredSession, writeStoredSession } from '../session/storedSession';

/** Whether the browser holds a live staff session this page can act for. */
export type StaffSessionOutcome = 'signed-in' | 'signed-out';

/**
 * Picks up the staff session of the platform for a remote running alone on its own port. The
 * session cookies are shared by every port of the host, but the csrf token the shell stored after
 * login lives in the shell origin's storage, so without this every save would be refused. The
 * answer also replaces a token left here by an earlier sign-in, which would be refused as well.
 * A 401 clears whatever was stored here; other failures (the API cannot be reached) are thrown.
 */
export async function pickUpStaffSession(signal?: AbortSignal): Promise<StaffSessionOutcome> {
  try {
    const status = await callRoute('authStatus', { signal });
    writeStoredSession({
      user: {
        firstName: status.user.first_name,
        lastName: status.user.last_name,
        username: status.user.username,
      },
      csrf: status.token.csrf,
      expiration: status.token.expiration,
      // The shell already showed the login's notice; this page has nowhere to show it.
      warning: null,
    });
    return 'signed-in';
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) {
      clearStoredSession();
      return 'signed-out';
    }
    throw error;
  }
}
