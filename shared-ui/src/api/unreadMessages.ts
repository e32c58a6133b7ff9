import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { UNREAD_MESSAGES_POLL_MS, type UnreadMessageCount } from '@outreach/shared-contracts/core';
import { callRoute } from './callRoute';

/**
 * The data-cache key of the tenant's unread message count. The host's one cache holds it, so the
 * shell's badge and the contacts area read the same answer, and a remote that marks a message read
 * revalidates the badge through it.
 */
export const UNREAD_MESSAGES_KEY = 'messages/unread-count';

/**
 * How many of the tenant's patient messages nobody has opened, asked again every
 * UNREAD_MESSAGES_POLL_MS while the page is visible (SWR skips hidden pages) and on focus.
 */
export function useUnreadMessageCount(enabled = true): SWRResponse<UnreadMessageCount> {
  return useSWR(enabled ? UNREAD_MESSAGES_KEY : null, () => callRoute('getUnreadMessageCount'), {
    refreshInterval: UNREAD_MESSAGES_POLL_MS,
    revalidateOnMount: true,
    revalidateOnFocus: true,
  });
}

/** Asks for the unread count again now: after a message was opened, handled or reopened. */
export function useRevalidateUnreadMessages(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(UNREAD_MESSAGES_KEY);
}
