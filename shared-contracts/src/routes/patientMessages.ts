import { z } from 'zod';
import { PATIENT_MESSAGES_PAGE_SIZE } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { idParams, readErrors } from './studioCommon.js';

const pageMessage = 'Use a page number from 1.';

/** Who did something to a message, and when: a staff member of the tenant (null once their account is gone). */
export const messageMark = z.object({
  at: z.string(),
  by: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
});
export type MessageMark = z.infer<typeof messageMark>;

export const patientMessage = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  created_at: z.string(),
  /** The touchpoint whose page the patient wrote from. */
  touchpoint: z.object({ id: z.number().int().positive(), name: z.string() }),
  /** Written through a test link a staff member made, not a delivered message. */
  from_test_link: z.boolean(),
  /** The first time a staff member opened it; null while unread. */
  read: messageMark.nullable(),
  /** Marked handled (a reply made, nothing more to do); null while open. */
  handled: messageMark.nullable(),
});
export type PatientMessage = z.infer<typeof patientMessage>;

/** A page of messages as both the patient's list and the tenant's inbox answer it. */
export function messagePageOf<Message extends z.ZodType>(message: Message) {
  return z.object({
    results: z.array(message),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    has_next: z.boolean(),
  });
}

/** The 1-based page of a message list, as both lists take it. */
export const messagePageNumber = z
  .string()
  .regex(/^\d{1,6}$/, pageMessage)
  .transform(Number)
  .refine((page) => page >= 1, pageMessage)
  .default(1);

export const patientMessagePage = messagePageOf(patientMessage);
export type PatientMessagePage = z.infer<typeof patientMessagePage>;

export const listPatientMessages = defineRoute({
  ...endpoints.listPatientMessages,
  summary: `What a patient of the current tenant wrote to the care team from their pages, newest first, ${String(PATIENT_MESSAGES_PAGE_SIZE)} a page (1-based \`get_page\`). Audited as a read of the patient's record.`,
  params: idParams,
  query: z.strictObject({ get_page: messagePageNumber }),
  response: patientMessagePage,
  errors: readErrors,
});
