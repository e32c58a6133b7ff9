import { z } from 'zod';
import { MESSAGE_INBOX_STATES, PATIENT_MESSAGES_PAGE_SIZE } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { linkParams } from './interactions.js';
import { messagePageNumber, messagePageOf, patientMessage } from './patientMessages.js';
import { idParams, tenantErrors, writeErrors } from './studioCommon.js';

/** A message of the tenant's inbox: the message, and the patient to answer, with their contact details. */
export const inboxMessage = patientMessage.extend({
  patient: z.object({
    id: z.number().int().positive(),
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const inboxPage = messagePageOf(inboxMessage);
export type InboxPage = z.infer<typeof inboxPage>;

export const unreadMessageCount = z.object({ unread: z.number().int().nonnegative() });
export type UnreadMessageCount = z.infer<typeof unreadMessageCount>;

export const listInboxMessages = defineRoute({
  ...endpoints.listInboxMessages,
  summary:
    'The messages every patient of the current tenant wrote to the care team. `state=all` (the default) ' +
    'lists the unread first, then the rest, newest first within each; `unread` and `handled` list only ' +
    `those. ${String(PATIENT_MESSAGES_PAGE_SIZE)} a page (1-based \`get_page\`). Audited as a read of ` +
    "the patients' records (ids only).",
  query: z.strictObject({
    state: z.enum(MESSAGE_INBOX_STATES, { message: 'Use unread, all or handled.' }).default('all'),
    get_page: messagePageNumber,
  }),
  response: inboxPage,
  errors: tenantErrors,
});

export const getUnreadMessageCount = defineRoute({
  ...endpoints.getUnreadMessageCount,
  summary:
    "How many of the current tenant's patient messages no staff member has opened yet. The staff " +
    "shell polls it, so it does not count as the user's activity for the session's idle timeout.",
  response: unreadMessageCount,
  errors: tenantErrors,
});

export const markMessageRead = defineRoute({
  ...endpoints.markMessageRead,
  summary:
    'Records that the signed-in staff member opened the message. The first reader and time are kept; ' +
    'opening it again changes nothing. Audited (ids only).',
  params: idParams,
  response: inboxMessage,
  errors: writeErrors,
});

export const markMessageHandled = defineRoute({
  ...endpoints.markMessageHandled,
  summary:
    'Marks the message handled by the signed-in staff member (and read, if nobody had opened it). ' +
    'Marking it again keeps the first time and staff member.',
  params: idParams,
  response: inboxMessage,
  errors: writeErrors,
});

export const reopenMessage = defineRoute({
  ...endpoints.reopenMessage,
  summary: 'Undoes "handled": the message is open again (it stays read).',
  params: idParams,
  response: inboxMessage,
  errors: writeErrors,
});

/** A message as its writer sees it on their page: never who on the care team read it. */
export const sentMessage = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  sent_at: z.string(),
  /** When the care team first opened it; null while unread. */
  read_at: z.string().nullable(),
});
export type SentMessage = z.infer<typeof sentMessage>;

export const listInteractionMessages = defineRoute({
  ...endpoints.listInteractionMessages,
  summary: `The messages the patient sent from this link, newest first (the newest ${String(PATIENT_MESSAGES_PAGE_SIZE)}), each with the time the care team read it.`,
  params: linkParams,
  response: z.object({ results: z.array(sentMessage) }),
  errors: ['VERIFICATION_REQUIRED', 'LINK_NOT_FOUND', 'LINK_EXPIRED', 'LINK_REVOKED'],
});
