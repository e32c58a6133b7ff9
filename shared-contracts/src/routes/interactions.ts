import { z } from 'zod';
import { supportedLanguages } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { ANSWER_LIMITS, LINK_TOKEN_PATTERN, PATIENT_VERIFICATION } from '../patientPage.js';
import { defineRoute } from '../route.js';
import { resolvedTouchpoint } from './touchpointPreview.js';

const language = z.enum(supportedLanguages);
const itemKey = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use the key of a question of this page.');

export const linkParams = z.strictObject({
  id: z.string().regex(LINK_TOKEN_PATTERN, 'This is not a link of ours.'),
});

const patientBranding = z.object({
  primary_color: z.string(),
  secondary_color: z.string(),
  /** A short-lived signed URL of the tenant's logo. */
  logo_url: z.string().nullable(),
  disclaimer_text: z.string(),
  ai_video_disclaimer: z.string(),
});

/**
 * What a link shows before the date of birth is confirmed: the tenant's branding and whom to call,
 * never a name or anything about the patient's health. `verified`: this browser already holds a live
 * session for the link, so the page can open straight away.
 */
export const interactionLink = z.object({
  state: z.enum(['open', 'verified', 'locked']),
  /** While locked: until when. */
  locked_until: z.string().nullable(),
  /** The language to ask in: the patient's chosen or preferred one. */
  language,
  right_to_left: z.boolean(),
  branding: patientBranding,
  /** The care team's number, for a patient who cannot get in. */
  contact_phone: z.string().nullable(),
  privacy_policy_url: z.string().nullable(),
});
export type InteractionLink = z.infer<typeof interactionLink>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as year, month and day.')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      year >= 1900 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day &&
      date.getTime() <= Date.now()
    );
  }, 'Enter a date of birth that exists.');

const medicationText = ANSWER_LIMITS.medicationTextMax;

export const chapterAnswerValue = z.union([
  /** Quiz, single or multiple choice: the keys of the options chosen. */
  z.strictObject({ choices: z.array(itemKey).min(1).max(10) }),
  /** Teach-back, text, e-mail and phone answers. */
  z.strictObject({ text: z.string().trim().min(1, 'Write an answer.').max(ANSWER_LIMITS.textMax) }),
  z.strictObject({ rating: z.number().int().min(1).max(10) }),
  /** The medication list: each listed medication Yes, No or Not Sure, and the patient's own additions. */
  z.strictObject({
    medications: z.record(itemKey, z.enum(['yes', 'no', 'not_sure'])),
    additional: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, 'Name the medication.').max(medicationText),
          dosage: z.string().trim().max(medicationText).default(''),
          frequency: z.string().trim().max(medicationText).default(''),
        }),
      )
      .max(ANSWER_LIMITS.additionalMedicationsMax)
      .default([]),
  }),
]);
export type AnswerValue = z.infer<typeof chapterAnswerValue>;

export const answerResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quiz'), correct: z.boolean(), correct_choices: z.array(z.string()) }),
  z.object({
    kind: z.literal('teach_back'),
    your_answer: z.string(),
    correct_answer: z.string(),
    keywords: z.array(z.string()),
    matched_keywords: z.array(z.string()),
  }),
  z.object({ kind: z.literal('survey') }),
]);
export type AnswerResult = z.infer<typeof answerResult>;

/** How far the patient is: chapter questions answered and right, survey answered and complete. */
export const interactionProgress = z.object({
  questions_total: z.number().int().nonnegative(),
  questions_answered: z.number().int().nonnegative(),
  quiz_total: z.number().int().nonnegative(),
  quiz_correct: z.number().int().nonnegative(),
  survey_total: z.number().int().nonnegative(),
  survey_answered: z.number().int().nonnegative(),
  survey_completed: z.boolean(),
});
export type InteractionProgress = z.infer<typeof interactionProgress>;

/** The totals of one row of the interaction metric the server holds: the page's, or one chapter's. */
export const metricTotals = z.object({
  /** Null for the page as a whole. */
  chapter_id: z.string().nullable(),
  counters: z.object({
    page_visits: z.number().int().nonnegative(),
    time_on_page: z.number().int().nonnegative(),
    video_watch_time: z.number().int().nonnegative(),
    cta_interactions: z.number().int().nonnegative(),
    video_finished: z.boolean(),
    video_watch_count: z.number().int().nonnegative(),
    survey_interactions: z.number().int().nonnegative(),
    survey_completed: z.boolean(),
  }),
});
export type MetricTotals = z.infer<typeof metricTotals>;

export const savedAnswer = z.object({
  /** The chapter of a quiz or teach-back question; null for the survey's. */
  chapter: z.string().nullable(),
  question: z.string(),
  answer: chapterAnswerValue,
  result: answerResult,
  answered_at: z.string(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const interactionSummary = z.object({
  /** The published version shown: always the newest, so corrections reach everyone. */
  version: z.number().int().positive(),
  /** Files and videos are null here: `media` and `thumbnails` sign them. */
  page: resolvedTouchpoint,
  /** The tenant's name as its patients know it, for the page's header once the date of birth is confirmed. */
  tenant_name: z.string(),
  branding: patientBranding,
  contact_phone: z.string().nullable(),
  /** Where the patient was: the chapter to resume, and the chapters watched to the end. */
  resume_chapter: z.string().nullable(),
  viewed_chapters: z.array(z.string()),
  answers: z.array(savedAnswer),
  progress: interactionProgress,
  /** The metric's totals so far, so the page counts on from them on a new visit. */
  metrics: z.array(metricTotals),
  session_expires_at: z.string(),
});
export type InteractionSummary = z.infer<typeof interactionSummary>;

export const interactionMedia = z.object({
  expires_at: z.string(),
  videos: z.array(
    z.object({
      chapter: z.string(),
      video_id: z.number().int().positive(),
      url: z.string(),
      duration_seconds: z.number().nullable(),
      /** The video's captions (WebVTT), in every language it has them in. */
      captions: z.array(z.object({ language, vtt: z.string() })),
    }),
  ),
});
export type InteractionMedia = z.infer<typeof interactionMedia>;

export const interactionThumbnails = z.object({
  expires_at: z.string(),
  logo_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  chapters: z.array(z.object({ chapter: z.string(), thumbnail_url: z.string().nullable() })),
  /** Signed URLs of the touchpoint's CTA documents, by button key. */
  documents: z.array(z.object({ button: z.string(), url: z.string() })),
});
export type InteractionThumbnails = z.infer<typeof interactionThumbnails>;

const count = (max: number) => z.number().int().min(0).max(max);
/** A year in seconds: no page is open longer, and anything above is a broken or forged counter. */
const SECONDS_MAX = 366 * 24 * 60 * 60;

/** The interaction metric of spec section 3, as the page sends it. Counters are totals so far. */
export const interactionMetric = z.strictObject({
  fingerprint: z.string().regex(/^[A-Za-z0-9_-]{0,128}$/, 'Use the fingerprint the page made.'),
  config_data: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 20, 'Send at most 20 settings.')
    .default({}),
  /** The chapter these counters are of; null for the page as a whole. */
  chapter_id: itemKey.nullable(),
  page_visits: count(100_000),
  /** Seconds. */
  time_on_page: count(SECONDS_MAX),
  /** Seconds. */
  video_watch_time: count(SECONDS_MAX),
  cta_interactions: count(100_000),
  video_finished: z.boolean(),
  video_watch_count: count(10_000),
  survey_interactions: count(100_000),
  survey_completed: z.boolean(),
});
export type InteractionMetric = z.infer<typeof interactionMetric>;

const patientErrors = ['VERIFICATION_REQUIRED', 'LINK_NOT_FOUND', 'LINK_EXPIRED', 'LINK_REVOKED'] as const;

export const getInteractionBranding = defineRoute({
  ...endpoints.getInteractionBranding,
  summary:
    "A link's state and its tenant's branding, before the date of birth is confirmed: never a name or " +
    'anything about health. An expired, revoked or unknown link answers its own code.',
  params: linkParams,
  response: interactionLink,
  errors: ['LINK_NOT_FOUND', 'LINK_EXPIRED', 'LINK_REVOKED'],
});

export const verifyInteraction = defineRoute({
  ...endpoints.verifyInteraction,
  summary:
    'Confirms the date of birth and starts a patient session for this link alone (an httpOnly cookie). ' +
    `A wrong date answers DOB_INCORRECT; after ${PATIENT_VERIFICATION.maxFailures} the link locks, for ` +
    'longer each time, whatever browser or address tries next; one address trying too often answers ' +
    'TOO_MANY_ATTEMPTS.',
  params: linkParams,
  body: z.strictObject({ date_of_birth: isoDate }),
  response: z.object({ session_expires_at: z.string() }),
  errors: [
    'DOB_INCORRECT',
    'LINK_LOCKED',
    'TOO_MANY_ATTEMPTS',
    'LINK_NOT_FOUND',
    'LINK_EXPIRED',
    'LINK_REVOKED',
  ],
  bodyLimit: 1024,
});

export const getInteractionSummary = defineRoute({
  ...endpoints.getInteractionSummary,
  summary:
    "The newest published version of the touchpoint in the patient's language (the one asked for, " +
    'else the chosen or preferred one, else the default), with where they were and what they answered. ' +
    'The version shown is recorded.',
  params: linkParams,
  body: z.strictObject({ language: language.optional() }),
  response: interactionSummary,
  errors: [...patientErrors],
  bodyLimit: 1024,
});

export const getInteractionMedia = defineRoute({
  ...endpoints.getInteractionMedia,
  summary: "Short-lived signed URLs of the chapters' videos.",
  params: linkParams,
  response: interactionMedia,
  errors: [...patientErrors],
});

export const getInteractionThumbnails = defineRoute({
  ...endpoints.getInteractionThumbnails,
  summary:
    "Short-lived signed URLs of the page's logo and thumbnail, the chapters' thumbnails and the documents.",
  params: linkParams,
  response: interactionThumbnails,
  errors: [...patientErrors],
});

export const submitInteractionChat = defineRoute({
  ...endpoints.submitInteractionChat,
  summary: "A message from the patient to the care team, shown on the patient's record.",
  params: linkParams,
  body: z.strictObject({ message: z.string().trim().min(1, 'Write a message.').max(2000) }),
  response: z.object({ sent_at: z.string() }),
  successStatus: 201,
  errors: [...patientErrors],
  bodyLimit: 16_384,
});

export const saveInteractionAnswer = defineRoute({
  ...endpoints.saveInteractionAnswer,
  summary:
    "Saves the answer to one question (`:question`): a chapter's quiz or teach-back question when " +
    '`chapter` names its chapter, else a survey question. It replaces an earlier answer and answers what ' +
    'the patient sees next: the correct answers and keywords, and the progress.',
  params: linkParams.extend({ question: itemKey }),
  body: z.strictObject({ chapter: itemKey.optional(), answer: chapterAnswerValue }),
  response: z.object({ answer: savedAnswer, progress: interactionProgress }),
  errors: [...patientErrors, 'NOT_FOUND'],
  bodyLimit: 65_536,
});

export const putInteractionMetric = defineRoute({
  ...endpoints.putInteractionMetric,
  summary:
    'Records the interaction metric as the page goes. Counters only grow: a lower one (a late or ' +
    'repeated send) changes nothing; impossible ones (more time than has passed) are refused.',
  params: linkParams,
  body: interactionMetric,
  response: z.object({ recorded: z.boolean() }),
  errors: [...patientErrors],
  bodyLimit: 8192,
});

/** A signed object URL for a patient: the signature in the query is the authorisation. */
export const getSignedMedia = defineRoute({
  ...endpoints.getSignedMedia,
  summary:
    'Serves a stored object to whoever holds a URL the API signed for it (patient pages: videos, ' +
    'thumbnails, documents), until the URL expires; byte ranges are answered for video playback.',
  params: z.strictObject({ key: z.string().max(300) }),
  query: z.strictObject({
    expires: z.string().regex(/^\d{1,12}$/),
    sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  }),
  response: { file: '*/*' },
  errors: ['NOT_FOUND'],
});
