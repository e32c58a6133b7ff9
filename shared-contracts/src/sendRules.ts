/**
 * The rules and vocabulary of a send, written without a schema library so the studio can import
 * them from the contract's core entry; the API's schemas (`routes/sends.ts`) are built on them.
 */

/** The rules of a send. */
export const SEND_LIMITS = {
  /** Cohorts and single patients a send names, each. */
  cohortsMax: 50,
  patientsMax: 1000,
  /** How far ahead a send may be scheduled. */
  scheduleDaysMax: 30,
  /** A send's time may lie this far in the past (a clock a little behind), no more. */
  pastToleranceSeconds: 60,
  /** Above this many patients, confirming needs the count typed. */
  typedConfirmationAbove: 1000,
} as const;

/** No message is handed over between these hours of the patient's day unless staff override it. */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/** The estimate of an SMS segment's price shown in a send's preview (Twilio's US list price). */
export const SMS_SEGMENT_PRICE = { amount: 0.0083, currency: 'USD' } as const;

export const sendChannels = ['email', 'sms'] as const;
export type SendChannel = (typeof sendChannels)[number];

/** Why a patient gets nothing on a channel. */
export const skipReasons = [
  'opted_out',
  'no_consent',
  'no_address',
  'no_channel',
  'already_sent',
  'patient_deleted',
] as const;
export type SkipReason = (typeof skipReasons)[number];

export const messageStates = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'opened',
  'bounced',
  'failed',
  'skipped',
  'cancelled',
] as const;
export type MessageState = (typeof messageStates)[number];

export const sendStates = ['scheduled', 'preparing', 'sending', 'paused', 'cancelled', 'done'] as const;
export type SendState = (typeof sendStates)[number];
