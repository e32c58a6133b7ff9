import useSWR, { type SWRResponse } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import type { InboxMessage, InboxPage, MessageInboxState } from '@outreach/shared-contracts/core';

export type InboxKey = readonly ['contacts/message-inbox', MessageInboxState, number];

/**
 * One page (from 1) of the tenant's inbox in one state. Messages arrive and are read by colleagues
 * meanwhile: a cached page is shown at once but read again on every visit.
 */
export function useInboxPage(state: MessageInboxState, page: number): SWRResponse<InboxPage> {
  return useSWR(
    ['contacts/message-inbox', state, page] as InboxKey,
    ([, inboxState, getPage]) =>
      callRoute('listInboxMessages', { query: { state: inboxState, get_page: getPage } }),
    { revalidateOnMount: true },
  );
}

export type MessageAction = 'read' | 'handled' | 'reopen';

/** Marks a message read or handled, or open again, as the signed-in staff member. */
export function changeMessage(id: number, action: MessageAction): Promise<InboxMessage> {
  const params = { id };
  if (action === 'read') return callRoute('markMessageRead', { params });
  if (action === 'handled') return callRoute('markMessageHandled', { params });
  return callRoute('reopenMessage', { params });
}
