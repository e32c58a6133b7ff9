import { z } from 'zod';
import { supportedLanguages } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { recordId, recordIdParam } from './patientFields.js';
import { COHORT_TITLE_MAX_LENGTH, MIN_NAME_LENGTH } from '../constants.js';
import { cohort } from './cohorts.js';
import { idParams, pageOf, readErrors, studioPaging, tenantErrors, writeErrors } from './studioCommon.js';
import {
  ACT_ON_PAGE_SIZE_MAX,
  actOnSteps,
  funnelSteps,
  reportBreakdowns,
  reportChannels,
  reportExportKinds,
  reportExportStates,
  reportRangeProblem,
} from '../reportRules.js';

const count = z.number().int().nonnegative();

export const funnelFigure = z.object({
  step: z.enum(funnelSteps),
  /** Unique patients who reached this step (and the ones before it). */
  patients: count,
  /**
   * How many times the step happened, whoever it happened to: messages sent and delivered (an e-mail
   * and an SMS to one patient are two), pages rendered, dates of birth confirmed, chapters played,
   * videos finished, quiz and teach-back answers saved (an answer changed counts again), surveys
   * completed, buttons pressed. Events are not a funnel: a step may count more than the one before.
   */
  events: count,
  applicable: z.boolean(),
});
export type FunnelFigure = z.infer<typeof funnelFigure>;

/** One funnel: every step in order, with what the steps do not show. */
export const funnel = z.object({
  steps: z.array(funnelFigure),
  /** Of the patients who answered every question: those who answered every one correctly. */
  understood: count,
  /**
   * Opens a provider reported (an e-mail scanner, a link prefetch) with no page rendered after them:
   * counted apart, never as reached.
   */
  automated_opens: count,
  /**
   * Patients who opted out after a link, counted against the last link sent to them: by an
   * unsubscribe link (or the e-mail provider's unsubscribe and spam reports), or by an SMS reply.
   */
  opt_outs: z.object({ unsubscribe: count, stop_reply: count }),
});
export type Funnel = z.infer<typeof funnel>;

/** What became of the messages of a report's sends (the delivery ledger), beside the funnel. */
export const deliveryFigures = z.object({
  /** Messages handed to a provider (sent, delivered, opened or bounced later). */
  sent: count,
  delivered: count,
  bounced: count,
  failed: count,
  /** Failed and bounced messages by the provider's short reason code, most first. */
  failures: z.array(z.object({ reason: z.string(), messages: count })),
  /** Patients' messages not sent, by reason (opted out, no consent, no address…). */
  skipped: z.array(z.object({ reason: z.string(), messages: count })),
});
export type DeliveryFigures = z.infer<typeof deliveryFigures>;

/** When the figures were taken, and the time zone their days are counted in. */
const takenAt = {
  as_of: z.iso.datetime({ offset: true }),
  time_zone: z.string(),
};

export const campaignReportRow = z.object({
  campaign_id: z.number().int().positive(),
  name: z.string(),
  touchpoints: count,
  /** Patients sent a link of the campaign. */
  sent: count,
  /** The headline: patients who confirmed their date of birth. */
  verified: count,
  last_sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type CampaignReportRow = z.infer<typeof campaignReportRow>;

export const campaignReportPage = pageOf(campaignReportRow).extend(takenAt);
export type CampaignReportPage = z.infer<typeof campaignReportPage>;

export const listCampaignReports = defineRoute({
  ...endpoints.listCampaignReports,
  summary:
    "The current tenant's campaigns with their headline figures (patients sent a link, patients who " +
    'confirmed their date of birth), most recently sent first, then the rest by name; `search` matches ' +
    'words of the name; 1-based `get_page`.',
  query: z.strictObject(studioPaging),
  response: campaignReportPage,
  errors: tenantErrors,
});

export const campaignMetrics = z.object({
  campaign_id: z.number().int().positive(),
  ...takenAt,
  funnel,
});
export type CampaignMetrics = z.infer<typeof campaignMetrics>;

export const getCampaignMetrics = defineRoute({
  ...endpoints.getCampaignMetrics,
  summary:
    "A campaign's funnel over every touchpoint and send, in unique patients; 204 (no body) while no " +
    'patient has been sent a link of it. Test links never count.',
  params: idParams,
  response: campaignMetrics.nullable(),
  noContent: true,
  errors: readErrors,
});

export const touchpointReport = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  position: z.number().int().nonnegative(),
  /** The published versions patients were sent. */
  versions: z.array(z.number().int().positive()),
  funnel,
  /** Its sends, newest first (at most 50). */
  sends: z.array(
    z.object({
      id: z.number().int().positive(),
      send_at: z.iso.datetime({ offset: true }),
      version: z.number().int().positive(),
      sent: count,
      verified: count,
    }),
  ),
});
export type TouchpointReport = z.infer<typeof touchpointReport>;

export const campaignOverview = z.object({
  campaign_id: z.number().int().positive(),
  name: z.string(),
  ...takenAt,
  funnel,
  touchpoints: z.array(touchpointReport),
});
export type CampaignOverview = z.infer<typeof campaignOverview>;

export const getCampaignOverview = defineRoute({
  ...endpoints.getCampaignOverview,
  summary:
    "A campaign's report at a glance: its funnel and each touchpoint's in order, with the touchpoint's " +
    'versions and newest sends. Zeros while nothing has been sent.',
  params: idParams,
  response: campaignOverview,
  errors: readErrors,
});

const dateMessage = 'Use a date as YYYY-MM-DD.';
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'Use a real date.');

const optionalId = recordIdParam.optional();

/** What a report covers: a campaign, or one touchpoint of it, or one send; the days links were sent. */
const scopeShape = {
  campaign_id: recordIdParam,
  touchpoint_id: optionalId,
  send_id: optionalId,
  from: day.optional(),
  to: day.optional(),
};

function rangeHolds(query: { from?: string; to?: string }, context: z.RefinementCtx): void {
  const problem = reportRangeProblem(query.from, query.to);
  if (problem === 'ends_before_start')
    context.addIssue({ code: 'custom', path: ['to'], message: 'End the range on or after its start.' });
  else if (problem === 'too_long')
    context.addIssue({ code: 'custom', path: ['to'], message: 'Choose a range of at most two years.' });
}

export const funnelReport = z.object({
  ...takenAt,
  breakdown: z.enum(reportBreakdowns).nullable(),
  total: funnel,
  /**
   * One funnel per value of the breakdown (days and versions in order, the others most patients sent
   * first): `key` is the language code, the
   * channel, the cohort's id ('' for patients sent on their own), the version or the day (YYYY-MM-DD);
   * `label` names a cohort, else repeats the key.
   */
  groups: z.array(z.object({ key: z.string(), label: z.string(), funnel })),
  /** The messages of the sends covered (a send counts in a date range by the day it was made to go). */
  delivery: deliveryFigures,
});
export type FunnelReport = z.infer<typeof funnelReport>;

export const getFunnelReport = defineRoute({
  ...endpoints.getFunnelReport,
  summary:
    'The funnel of a campaign, one of its touchpoints or one send, over the days its links were sent ' +
    "(`from` and `to` inclusive, in the tenant's time zone, at most two years), optionally broken down " +
    "by language, channel, cohort, version or day. A breakdown's shares are of its own previous step.",
  query: z
    .strictObject({ ...scopeShape, breakdown: z.enum(reportBreakdowns).optional() })
    .superRefine(rangeHolds),
  response: funnelReport,
  errors: readErrors,
});

export const patientToActOn = z.object({
  patient_id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  mrn: z.string(),
  language: z.enum(supportedLanguages),
  channel: z.enum(reportChannels),
  touchpoint_id: z.number().int().positive(),
  sent_at: z.iso.datetime({ offset: true }),
});
export type PatientToActOn = z.infer<typeof patientToActOn>;

export const patientsToActOnPage = z.object({
  results: z.array(patientToActOn),
  /** Sent back as `page_token` for the next page; null on the last one. */
  next_page_token: z.string().nullable(),
});
export type PatientsToActOnPage = z.infer<typeof patientsToActOnPage>;

const actOnMessage = `Use a page size from 1 to ${String(ACT_ON_PAGE_SIZE_MAX)}.`;

export const listPatientsToActOn = defineRoute({
  ...endpoints.listPatientsToActOn,
  summary:
    'The patients of a report who reached the step before `step` but not `step` (for `understood`: ' +
    'who answered every question but not all correctly), in the order their links were made, a page at ' +
    "a time (`page_token` is the previous page's `next_page_token`). Deleted patients are left out. " +
    'Audited as a read of patient records.',
  query: z
    .strictObject({
      ...scopeShape,
      step: z.enum(actOnSteps),
      page_size: z
        .string()
        .regex(/^\d{1,3}$/, actOnMessage)
        .transform(Number)
        .refine((size) => size >= 1 && size <= ACT_ON_PAGE_SIZE_MAX, actOnMessage)
        .default(50),
      page_token: z
        .string()
        .regex(/^[1-9]\d{0,17}$/, 'Use the next_page_token of the previous page.')
        .optional(),
    })
    .superRefine(rangeHolds),
  response: patientsToActOnPage,
  errors: readErrors,
});

export const createCohortFromReport = defineRoute({
  ...endpoints.createCohortFromReport,
  summary:
    'Makes a cohort of every patient `listPatientsToActOn` answers for the same report and step (all ' +
    'pages), so that a reminder can be sent to exactly them. Titles are unique per tenant. Audited.',
  body: z.strictObject({
    report: z
      .strictObject({
        campaign_id: recordId,
        touchpoint_id: recordId.optional(),
        send_id: recordId.optional(),
        from: day.optional(),
        to: day.optional(),
        step: z.enum(actOnSteps),
      })
      .superRefine(rangeHolds),
    title: z
      .string()
      .trim()
      .min(MIN_NAME_LENGTH, `Use at least ${String(MIN_NAME_LENGTH)} characters.`)
      .max(COHORT_TITLE_MAX_LENGTH, `Use at most ${String(COHORT_TITLE_MAX_LENGTH)} characters.`),
  }),
  response: cohort,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 4096,
});

/** A question's figures: how many answered, and what. Free text is never counted here. */
export const questionReport = z.object({
  touchpoint_id: z.number().int().positive(),
  /** The chapter of a quiz or teach-back question; null for a survey question. */
  chapter: z.string().nullable(),
  question: z.string(),
  kind: z.string(),
  /** The question's text and its chapter's title, in the touchpoint's default language. */
  prompt: z.string(),
  chapter_title: z.string().nullable(),
  /** Patients who answered it. */
  answered: count,
  /** Of those, who answered right: quiz (the right choices) and teach-back (every keyword); else null. */
  correct: count.nullable(),
  /** Choice questions: each option with how many chose it, in the question's order. */
  options: z.array(z.object({ key: z.string(), label: z.string(), chosen: count, correct: z.boolean() })),
  /** Rating questions: how many gave each value, 1 to the scale. */
  ratings: z.array(z.object({ value: z.number().int().positive(), answers: count })),
  /** The medication list: each medication's Yes / No / Not Sure, and how many added their own. */
  medications: z.array(
    z.object({ key: z.string(), name: z.string(), yes: count, no: count, not_sure: count }),
  ),
  added_own: count,
});
export type QuestionReport = z.infer<typeof questionReport>;

export const answerReport = z.object({
  ...takenAt,
  /** Every question of the touchpoints covered (their newest published version), in page order. */
  questions: z.array(questionReport),
});
export type AnswerReport = z.infer<typeof answerReport>;

export const getAnswerReport = defineRoute({
  ...endpoints.getAnswerReport,
  summary:
    'What the patients of a report answered: per quiz and teach-back question the share answered right, ' +
    'per choice question each option, ratings, and the medication list per medication. Only sent ' +
    'links count, never a test link.',
  query: z.strictObject(scopeShape).superRefine(rangeHolds),
  response: answerReport,
  errors: readErrors,
});

/** The longest name of a saved report. */
export const REPORT_NAME_MAX = 200;

const reportName = z
  .string()
  .trim()
  .min(1, 'Name the report.')
  .max(REPORT_NAME_MAX, `Use at most ${String(REPORT_NAME_MAX)} characters.`)
  // PostgreSQL text cannot hold the NUL character.
  .refine((name) => !name.includes('\u0000'), 'Use text without control characters.');

/** What a saved report or an export covers, and how it is broken down, as a request body has it. */
const reportSettings = {
  campaign_id: recordId,
  touchpoint_id: recordId.nullable().default(null),
  send_id: recordId.nullable().default(null),
  from: day.nullable().default(null),
  to: day.nullable().default(null),
  breakdown: z.enum(reportBreakdowns).nullable().default(null),
};

function settingsRangeHolds(
  body: { from: string | null; to: string | null },
  context: z.RefinementCtx,
): void {
  rangeHolds({ from: body.from ?? undefined, to: body.to ?? undefined }, context);
}

/** A report kept under a name: what it covers and how it is broken down. */
export const savedReport = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  campaign_id: z.number().int().positive(),
  campaign_name: z.string(),
  touchpoint_id: z.number().int().positive().nullable(),
  send_id: z.number().int().positive().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  breakdown: z.enum(reportBreakdowns).nullable(),
  created_by: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type SavedReport = z.infer<typeof savedReport>;

export const listSavedReports = defineRoute({
  ...endpoints.listSavedReports,
  summary:
    "The current tenant's saved reports, newest first, in pages (1-based `get_page`); `search` matches the name.",
  query: z.strictObject(studioPaging),
  response: pageOf(savedReport),
  errors: tenantErrors,
});

export const createSavedReport = defineRoute({
  ...endpoints.createSavedReport,
  summary:
    'Saves a report of a campaign (optionally one touchpoint or send of it, a date range and a breakdown) ' +
    'under a name, for everyone of the tenant.',
  body: z
    .strictObject({
      name: reportName,
      ...reportSettings,
    })
    .superRefine(settingsRangeHolds),
  response: savedReport,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 4096,
});

export const deleteSavedReport = defineRoute({
  ...endpoints.deleteSavedReport,
  summary:
    'Deletes a saved report of the current tenant (the figures stay; only the name and its settings go).',
  params: idParams,
  response: z.object({ id: z.number().int().positive() }),
  errors: writeErrors,
});

export const reportTouchpoints = z.object({
  campaign_id: z.number().int().positive(),
  results: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      position: z.number().int().nonnegative(),
      /** Its published versions, oldest first, and the ones patients were sent. */
      versions: z.array(
        z.object({ version: z.number().int().positive(), published_at: z.string(), sent: z.boolean() }),
      ),
    }),
  ),
});
export type ReportTouchpoints = z.infer<typeof reportTouchpoints>;

export const getReportTouchpoints = defineRoute({
  ...endpoints.getReportTouchpoints,
  summary: "The touchpoints a campaign's report covers, in order, with their published versions.",
  params: idParams,
  response: reportTouchpoints,
  errors: readErrors,
});

/** A CSV export of a report, kept {@link REPORT_EXPORT_KEEP_DAYS} days after it was asked for. */
export const reportExport = z.object({
  id: z.number().int().positive(),
  kind: z.enum(reportExportKinds),
  campaign_id: z.number().int().positive(),
  campaign_name: z.string(),
  touchpoint_id: z.number().int().positive().nullable(),
  send_id: z.number().int().positive().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  breakdown: z.enum(reportBreakdowns).nullable(),
  state: z.enum(reportExportStates),
  /** Rows written so far, of `rows_total` (null until the job has counted them): the progress bar. */
  rows_written: count,
  rows_total: count.nullable(),
  /** The file's size once done, else null. */
  bytes: count.nullable(),
  /** The name the file downloads under. */
  filename: z.string(),
  created_by: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  /** When it is deleted (file and entry). */
  expires_at: z.iso.datetime({ offset: true }),
});
export type ReportExport = z.infer<typeof reportExport>;

export const listReportExports = defineRoute({
  ...endpoints.listReportExports,
  summary:
    "The current tenant's report exports of the last 7 days, newest first, in pages (1-based " +
    '`get_page`); `search` matches the campaign name. Older ones are deleted with their files.',
  query: z.strictObject(studioPaging),
  response: pageOf(reportExport),
  errors: tenantErrors,
});

export const createReportExport = defineRoute({
  ...endpoints.createReportExport,
  summary:
    "Starts a CSV export of a report (a campaign, optionally one touchpoint or send of it, a date range and, for 'aggregates', a breakdown) " +
    'and answers 202 at once; a job on the queue writes the file (follow it with getReportExport). ' +
    "'aggregates' holds the report's figures; 'patients' one row per link sent to a patient not deleted " +
    'since (audited when downloaded). Cells a spreadsheet would run as formulas start with an apostrophe.',
  body: z
    .strictObject({
      kind: z.enum(reportExportKinds),
      ...reportSettings,
    })
    .superRefine(settingsRangeHolds),
  response: reportExport,
  successStatus: 202,
  errors: writeErrors,
  bodyLimit: 4096,
});

export const getReportExport = defineRoute({
  ...endpoints.getReportExport,
  summary: 'One report export of the current tenant: its state and progress.',
  params: idParams,
  response: reportExport,
  errors: readErrors,
});

export const downloadReportExport = defineRoute({
  ...endpoints.downloadReportExport,
  summary:
    'The CSV file of a finished export (UTF-8 with a byte order mark); 404 while it is being written, ' +
    'when it failed, or after 7 days. Downloading a per-patient export is audited.',
  params: idParams,
  response: { file: 'text/csv' },
  errors: readErrors,
});
