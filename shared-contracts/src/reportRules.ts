/**
 * The vocabulary and rules of a report, written without a schema library so the reports screens can
 * import them from the contract's core entry; the API's schemas (`routes/reports.ts`) are built on them.
 */

/**
 * The steps of a report's funnel, in order. A patient counts at a step once they reached it and every
 * step before it that applies to what they were sent; a delivery report that never came (SMTP reports
 * no delivery) does not hold back a patient who opened the page. A step that does not apply to any
 * version counted (no chapters, no questions, no survey, no buttons) answers `applicable: false`.
 */
export const funnelSteps = [
  'sent',
  'delivered',
  'opened',
  'verified',
  'started',
  'watched',
  'answered',
  'surveyed',
  'acted',
] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** What a report can be broken down by: days in the tenant's time zone, the day each link was sent. */
export const reportBreakdowns = ['language', 'channel', 'cohort', 'version', 'day'] as const;
export type ReportBreakdown = (typeof reportBreakdowns)[number];

/** How a patient was sent their link: e-mail, SMS, or both. */
export const reportChannels = ['email', 'sms', 'email_and_sms'] as const;
export type ReportChannel = (typeof reportChannels)[number];

/** The longest date range a report covers, in days. */
export const REPORT_RANGE_DAYS_MAX = 731;
/** Patients to act on: the largest page. */
export const ACT_ON_PAGE_SIZE_MAX = 200;

/**
 * Who to act on: patients who reached the step before `step` but not it ('opened': sent, with or
 * without a delivery report, and not opened); 'understood': answered every question, not all correctly.
 * Messages that were never delivered are the delivery view's failures and bounces.
 */
export const actOnSteps = [
  'opened',
  'verified',
  'started',
  'watched',
  'answered',
  'surveyed',
  'acted',
  'understood',
] as const satisfies readonly (FunnelStep | 'understood')[];
export type ActOnStep = (typeof actOnSteps)[number];

/** What is wrong with a report's date range (days as YYYY-MM-DD, both inclusive), if anything. */
export type ReportRangeProblem = 'ends_before_start' | 'too_long';

/** A range ends on or after its start and spans less than {@link REPORT_RANGE_DAYS_MAX} days. */
export function reportRangeProblem(
  from: string | undefined,
  to: string | undefined,
): ReportRangeProblem | null {
  if (from === undefined || to === undefined) return null;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0) return 'ends_before_start';
  if (days >= REPORT_RANGE_DAYS_MAX) return 'too_long';
  return null;
}

/**
 * What a report's CSV export holds: its figures (every funnel step of the report and of its breakdown,
 * the delivery figures and the answers' counts) or one row per link sent to a patient (names, MRN and
 * the time of each step: health data, audited).
 */
export const reportExportKinds = ['aggregates', 'patients'] as const;
export type ReportExportKind = (typeof reportExportKinds)[number];

/** Where an export stands: waiting for a worker, being written, ready to download, or failed. */
export const reportExportStates = ['queued', 'running', 'done', 'failed'] as const;
export type ReportExportState = (typeof reportExportStates)[number];

/** How long a finished export stays listed and downloadable before it is deleted, in days. */
export const REPORT_EXPORT_KEEP_DAYS = 7;
