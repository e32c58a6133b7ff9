import { clearStoredSession, createSessionChannel, type SessionChannel } from '@outreach/shared-ui';
import { logoutOnServer } from './sessionApi';

let channel: SessionChannel | null = null;

/** The page's one cross-tab session channel, opened on first use. */
export function sessionChannel(): SessionChannel {
  channel ??= createSessionChannel();
  return channel;
}

/** Logs out here and in every other tab. */
export async function logoutEverywhere(): Promise<void> {
  // The server ends the session first: no tab may show the login screen while the session still works
  // there (the stored session is shared by the tabs, so clearing it in one would end it in all).
  await logoutOnServer();
  sessionChannel().post({ type: 'logout' });
}

/** Clears the session here and tells other tabs, without a server call (expiry, failed check). */
export function endSessionEverywhere(): void {
  sessionChannel().post({ type: 'logout' });
  clearStoredSession();
}

/** Test hook: forget the channel so each test starts clean. */
export function resetSessionChannel(): void {
  channel?.close();
  channel = null;
}
