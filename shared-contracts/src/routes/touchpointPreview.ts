import { z } from 'zod';
import { supportedLanguages } from '../constants.js';
import { surveyQuestionKinds, touchpointChannels } from '../studio/content.js';

const language = z.enum(supportedLanguages);
const text = z.string();
const choice = z.object({ key: z.string(), label: text });

const resolvedQuestion = z.discriminatedUnion('kind', [
  z.object({
    key: z.string(),
    kind: z.literal('quiz'),
    prompt: text,
    multiple: z.boolean(),
    options: z.array(choice.extend({ correct: z.boolean() })),
  }),
  z.object({
    key: z.string(),
    kind: z.literal('teach_back'),
    prompt: text,
    answer: text,
    keywords: z.array(z.string()),
  }),
]);

const resolvedSurveyQuestion = z.object({
  key: z.string(),
  kind: z.enum(surveyQuestionKinds),
  prompt: text,
  required: z.boolean(),
  options: z.array(choice).optional(),
  scale: z.number().int().optional(),
  medications: z.array(choice).optional(),
  allow_additional: z.boolean().optional(),
});

const resolvedButton = z.object({
  key: z.string(),
  kind: z.enum(['call', 'url', 'document']),
  label: text,
  /** tel: number, outside address, or the document's short-lived URL. */
  target: z.string(),
});

/**
 * A touchpoint's content in one language, every text taken from that language or else the default
 * one, and every file as a URL: what a patient's page renders. The studio's preview gets the same.
 */
export const resolvedTouchpoint = z.object({
  language,
  default_language: language,
  languages: z.array(language),
  right_to_left: z.boolean(),
  channels: z.enum(touchpointChannels),
  landing_page: z.object({
    title: text,
    /** Sanitised HTML. */
    body_html: text,
    logo_url: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    show_disclaimer: z.boolean(),
    show_ai_video_disclaimer: z.boolean(),
  }),
  chapters: z.array(
    z.object({
      key: z.string(),
      title: text,
      video: z
        .object({ id: z.number().int().positive(), title: text, url: z.string().nullable() })
        .nullable(),
      thumbnail_url: z.string().nullable(),
      notes_html: text,
      questions: z.array(resolvedQuestion),
    }),
  ),
  survey: z.object({ title: text, questions: z.array(resolvedSurveyQuestion) }).nullable(),
  buttons: z.array(resolvedButton),
});
export type ResolvedTouchpoint = z.infer<typeof resolvedTouchpoint>;

export const touchpointPreview = z.object({
  touchpoint_id: z.number().int().positive(),
  /** The published version shown, or null for the draft. */
  version: z.number().int().positive().nullable(),
  page: resolvedTouchpoint,
  branding: z.object({
    primary_color: z.string(),
    secondary_color: z.string(),
    logo_url: z.string().nullable(),
    disclaimer_text: z.string(),
    ai_video_disclaimer: z.string(),
  }),
  /** Rendered for a sample patient; null when the touchpoint is not sent by e-mail. */
  email: z.object({ subject: text, html: text, text }).nullable(),
  sms: z
    .object({
      text,
      encoding: z.enum(['GSM-7', 'UCS-2']),
      characters: z.number().int(),
      segments: z.number().int(),
    })
    .nullable(),
});
export type TouchpointPreview = z.infer<typeof touchpointPreview>;
