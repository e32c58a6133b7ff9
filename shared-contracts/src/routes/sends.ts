import { z } from 'zod';
import { supportedLanguages } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { messageStates, SEND_LIMITS, sendStates, skipReasons, type MessageState } from '../sendRules.js';
import { recordId, recordIdParam } from './patientFields.js';
import { idParams, readErrors, staffRef, writeErrors } from './studioCommon.js';

const audienceShape = {
  cohort_ids: z
    .array(recordId)
    .max(SEND_LIMITS.cohortsMax, `Choose at most ${SEND_LIMITS.cohortsMax} cohorts.`)
    .default([]),
  patient_ids: z
    .array(recordId)
    .max(SEND_LIMITS.patientsMax, `Choose at most ${SEND_LIMITS.patientsMax} single patients.`)
    .default([]),
};

function audienceGiven(
  body: { cohort_ids: number[]; patient_ids: number[] },
  context: z.RefinementCtx,
): void {
  if (body.cohort_ids.length + body.patient_ids.length === 0)
    context.addIssue({
      code: 'custom',
      path: ['cohort_ids'],
      message: 'Choose at least one cohort or patient.',
    });
}

const sendAtField = z.iso
  .datetime({ offset: true, message: 'Use a date and time.' })
  .nullable()
  .default(null);

/** Who a send goes to and when. */
export const sendRequest = z
  .strictObject({
    ...audienceShape,
    /** ISO date-time with an offset; null or absent: now. */
    send_at: sendAtField,
    /** False sends in quiet hours too. */
    quiet_hours: z.boolean().default(true),
    /** The number of patients the preview answered, typed by staff; needed above 1,000 patients. */
    confirm_count: z.number().int().nonnegative().optional(),
  })
  .superRefine(audienceGiven);
export type SendRequest = z.input<typeof sendRequest>;

/** Who a send would go to, and when: the preview counts what would wait for quiet hours at that time. */
export const sendPreviewRequest = z
  .strictObject({
    ...audienceShape,
    /** ISO date-time with an offset; null or absent: now. */
    send_at: sendAtField,
  })
  .superRefine(audienceGiven);

const count = z.number().int().nonnegative();

/** What confirming would do: who gets what, who is skipped and why, and what the SMS cost. */
export const sendPreview = z.object({
  version: z.number().int().positive(),
  /** Patients in the audience (each once, however many cohorts name them). */
  patients: count,
  email_only: count,
  sms_only: count,
  email_and_sms: count,
  /** Patients who get nothing, by the reason of their first channel. */
  skipped: count,
  skipped_by_reason: z.partialRecord(z.enum(skipReasons), count),
  /**
   * Messages that, sent now with quiet hours kept, wait for them to end: at `QUIET_HOURS.endHour`
   * in each patient's time zone (else the tenant's).
   */
  waiting_for_quiet_hours: count,
  sms: z.array(
    z.object({
      language: z.enum(supportedLanguages),
      messages: count,
      segments_each: count,
      encoding: z.enum(['GSM-7', 'UCS-2']),
      estimated_cost: z.number().nonnegative(),
    }),
  ),
  currency: z.string(),
  /** True when confirming needs the count of patients typed. */
  needs_typed_confirmation: z.boolean(),
});
export type SendPreview = z.infer<typeof sendPreview>;

export const messageCounts = z.object(
  Object.fromEntries(messageStates.map((state) => [state, count])) as Record<MessageState, typeof count>,
);
export type MessageCounts = z.infer<typeof messageCounts>;

export const send = z.object({
  id: z.number().int().positive(),
  touchpoint_id: z.number().int().positive(),
  version: z.number().int().positive(),
  state: z.enum(sendStates),
  send_at: z.string(),
  quiet_hours: z.boolean(),
  cohort_ids: z.array(z.number().int().positive()),
  patient_ids: z.array(z.number().int().positive()),
  /** Patients in the audience; null until the send is prepared. */
  audience: count.nullable(),
  counts: messageCounts,
  /**
   * Of the queued messages, those held until quiet hours end (`QUIET_HOURS.endHour` in each patient's
   * time zone, else the tenant's).
   */
  waiting_for_quiet_hours: count,
  /** Messages by channel and state. */
  channels: z.object({ email: messageCounts, sms: messageCounts }),
  skipped_by_reason: z.partialRecord(z.enum(skipReasons), count),
  /** Failed and bounced messages by their reason code (`unknown` when none was given), most first. */
  failures: z.array(z.object({ reason: z.string(), messages: count })),
  created_by: staffRef.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Send = z.infer<typeof send>;

const sendParams = z.strictObject({ id: recordIdParam });

export const previewTouchpointSend = defineRoute({
  ...endpoints.previewTouchpointSend,
  summary:
    'What sending the published touchpoint to an audience would do, without sending: patients by ' +
    'channel, the skipped by reason, and the SMS segments and their estimated cost per language.',
  params: idParams,
  body: sendPreviewRequest,
  response: sendPreview,
  errors: [...writeErrors, 'NOT_PUBLISHED'],
  bodyLimit: 65_536,
});

export const createTouchpointSend = defineRoute({
  ...endpoints.createTouchpointSend,
  summary:
    'Sends the published version of a touchpoint to cohorts and single patients, now or at a time, ' +
    'by each patient’s preferred channel. Above 1,000 patients `confirm_count` must be the preview’s count.',
  params: idParams,
  body: sendRequest,
  response: send,
  successStatus: 201,
  errors: [...writeErrors, 'NOT_PUBLISHED', 'SEND_CONFIRMATION_REQUIRED'],
  bodyLimit: 65_536,
});

export const listTouchpointSends = defineRoute({
  ...endpoints.listTouchpointSends,
  summary: 'The sends of a touchpoint, newest first, each with its counts.',
  params: idParams,
  response: z.object({ results: z.array(send) }),
  errors: [...readErrors],
});

export const listCampaignSends = defineRoute({
  ...endpoints.listCampaignSends,
  summary:
    'The sends of every touchpoint of a campaign, newest first, each with its counts (the campaign’s ' +
    'delivery view). NOT_FOUND for a campaign that is not the tenant’s.',
  params: idParams,
  response: z.object({ results: z.array(send) }),
  errors: [...readErrors],
});

export const getSend = defineRoute({
  ...endpoints.getSend,
  summary: 'One send with its counts by state and channel, its skipped by reason and its failures.',
  params: sendParams,
  response: send,
  errors: [...readErrors],
});

const sendAction = (summary: string) => ({
  summary,
  params: sendParams,
  response: send,
  errors: [...writeErrors, 'SEND_NOT_CHANGEABLE'] as const,
  bodyLimit: 1024,
});

export const pauseSend = defineRoute({
  ...endpoints.pauseSend,
  ...sendAction(
    'Stops handing a send’s messages over until it is resumed; messages already handed over go on.',
  ),
});
export const resumeSend = defineRoute({
  ...endpoints.resumeSend,
  ...sendAction('Goes on with a paused send.'),
});
export const cancelSend = defineRoute({
  ...endpoints.cancelSend,
  ...sendAction('Ends a send: every message not yet handed over is cancelled.'),
});
export const retryFailedMessages = defineRoute({
  ...endpoints.retryFailedMessages,
  ...sendAction('Queues the send’s failed messages again, with the same idempotency keys.'),
});
