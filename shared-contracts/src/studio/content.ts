import { z } from 'zod';
import { E164_MOBILE, supportedLanguages, type LanguageCode } from '../constants.js';
import { objectKeyPattern } from '../uploadFolders.js';
import { BUTTON_URL_MAX, TOUCHPOINT_NAME_LIMITS, isButtonWebAddress } from './draftRules.js';

/**
 * The content of a touchpoint: one document holding everything a patient receives (landing page,
 * e-mail, SMS, video chapters with their questions, survey, buttons), every patient-facing text in
 * its default language and any of the 21 languages as variants. A draft may be incomplete; the
 * publish check list (`checks.ts`) says what is missing before it can go live. A published version
 * freezes a copy of this document, so nothing edited later reaches what was published.
 */

export const TOUCHPOINT_LIMITS = {
  nameMax: TOUCHPOINT_NAME_LIMITS.max,
  shortTextMax: 500,
  plainTextMax: 20_000,
  richTextMax: 100_000,
  smsTextMax: 1600,
  chaptersMax: 30,
  questionsPerChapterMax: 20,
  optionsMax: 10,
  keywordsMax: 20,
  surveyQuestionsMax: 50,
  medicationsMax: 50,
  buttonsMax: 10,
  urlMax: BUTTON_URL_MAX,
  linkExpiryDaysMax: 365,
} as const;

export const DEFAULT_LINK_EXPIRY_DAYS = 30;

const language = z.enum(supportedLanguages, { message: 'Choose one of the 21 supported languages.' });

/** A text in some of the 21 languages: language code → text. */
function localized(max: number) {
  return z.partialRecord(language, z.string().max(max, `Use at most ${max} characters.`)).default({});
}
export type LocalizedText = Partial<Record<LanguageCode, string>>;

const shortText = localized(TOUCHPOINT_LIMITS.shortTextMax);
const plainText = localized(TOUCHPOINT_LIMITS.plainTextMax);
/** Rich text is a sanitised HTML subset: the server keeps only the allowed tags and attributes. */
const richText = localized(TOUCHPOINT_LIMITS.richTextMax);

/** A stable key the editor gives each chapter, question, option and button, so answers and metrics survive reordering. */
const itemKey = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Use letters, digits, - and _ (at most 40).');
/** An object-store key an upload answered; the server checks its tenant and folder. */
const uploadKey = z.string().regex(objectKeyPattern, 'Use the key the upload answered.');
const templateOrigin = z.number().int().positive().nullable().default(null);

const quizOption = z.strictObject({ key: itemKey, label: shortText, correct: z.boolean().default(false) });

const quizQuestion = z.strictObject({
  key: itemKey,
  kind: z.literal('quiz'),
  prompt: shortText,
  /** Several answers may be correct, and the patient may choose several. */
  multiple: z.boolean().default(false),
  options: z.array(quizOption).max(TOUCHPOINT_LIMITS.optionsMax),
});

const teachBackQuestion = z.strictObject({
  key: itemKey,
  kind: z.literal('teach_back'),
  prompt: shortText,
  /** The answer the patient is shown after theirs. */
  answer: plainText,
  /** Words a good answer contains, per language. */
  keywords: z
    .partialRecord(language, z.array(z.string().trim().min(1).max(100)).max(TOUCHPOINT_LIMITS.keywordsMax))
    .default({}),
});

export const chapterQuestion = z.discriminatedUnion('kind', [quizQuestion, teachBackQuestion]);
export type ChapterQuestion = z.infer<typeof chapterQuestion>;

export const chapter = z.strictObject({
  key: itemKey,
  title: shortText,
  /** A ready video of the tenant's library. */
  video_id: z.number().int().positive().nullable().default(null),
  thumbnail: uploadKey.nullable().default(null),
  notes: richText,
  questions: z.array(chapterQuestion).max(TOUCHPOINT_LIMITS.questionsPerChapterMax).default([]),
});
export type Chapter = z.infer<typeof chapter>;

const choice = z.strictObject({ key: itemKey, label: shortText });
const surveyBase = { key: itemKey, prompt: shortText, required: z.boolean().default(false) };

export const surveyQuestionKinds = [
  'text',
  'email',
  'phone',
  'single_choice',
  'multiple_choice',
  'rating',
  'medication_list',
] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

export const surveyQuestion = z.discriminatedUnion('kind', [
  z.strictObject({ ...surveyBase, kind: z.literal('text') }),
  /** Answered with 'Must be a valid email.' when the address is not one. */
  z.strictObject({ ...surveyBase, kind: z.literal('email') }),
  /** Answered with 'Must be a valid phone number (please add country code e.g. +1).' when not one. */
  z.strictObject({ ...surveyBase, kind: z.literal('phone') }),
  z.strictObject({
    ...surveyBase,
    kind: z.literal('single_choice'),
    options: z.array(choice).max(TOUCHPOINT_LIMITS.optionsMax),
  }),
  z.strictObject({
    ...surveyBase,
    kind: z.literal('multiple_choice'),
    options: z.array(choice).max(TOUCHPOINT_LIMITS.optionsMax),
  }),
  z.strictObject({ ...surveyBase, kind: z.literal('rating'), scale: z.union([z.literal(5), z.literal(10)]) }),
  /**
   * Each listed medication is answered Yes, No or Not Sure; with `allow_additional` the patient may
   * add medications of their own (name, dosage, frequency).
   */
  z.strictObject({
    ...surveyBase,
    kind: z.literal('medication_list'),
    medications: z
      .array(z.strictObject({ key: itemKey, name: shortText }))
      .max(TOUCHPOINT_LIMITS.medicationsMax),
    allow_additional: z.boolean().default(true),
  }),
]);
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const survey = z.strictObject({
  /** The survey template it was made from, if any (the library knows where its templates are used). */
  template_id: templateOrigin,
  title: shortText,
  questions: z.array(surveyQuestion).max(TOUCHPOINT_LIMITS.surveyQuestionsMax).default([]),
});
export type Survey = z.infer<typeof survey>;

const buttonBase = { key: itemKey, label: shortText };
export const actionButton = z.discriminatedUnion('kind', [
  z.strictObject({
    ...buttonBase,
    kind: z.literal('call'),
    phone: z.string().regex(E164_MOBILE, 'Use an international number, e.g. +15551234567.'),
  }),
  /** Opens through the redirect warning; the check list wants https. */
  z.strictObject({
    ...buttonBase,
    kind: z.literal('url'),
    url: z.string().trim().max(TOUCHPOINT_LIMITS.urlMax).refine(isButtonWebAddress, 'Use a web address.'),
  }),
  /** A PDF of the cta-documents folder. */
  z.strictObject({ ...buttonBase, kind: z.literal('document'), document: uploadKey }),
]);
export type ActionButton = z.infer<typeof actionButton>;

export const touchpointChannels = ['email', 'sms', 'email_and_sms'] as const;
export type TouchpointChannels = (typeof touchpointChannels)[number];
export const touchpointAuthentications = ['date_of_birth'] as const;
export type TouchpointAuthentication = (typeof touchpointAuthentications)[number];

export const landingPage = z.strictObject({
  template_id: templateOrigin,
  title: shortText,
  body: richText,
  logo: uploadKey.nullable().default(null),
  thumbnail: uploadKey.nullable().default(null),
  /** The tenant's disclaimer text and AI-video disclaimer, shown from the branding. */
  show_disclaimer: z.boolean().default(true),
  show_ai_video_disclaimer: z.boolean().default(true),
});

export const emailMessage = z.strictObject({
  template_id: templateOrigin,
  source: z.literal('local').default('local'),
  subject: shortText,
  html: richText,
  text: plainText,
});

export const smsMessage = z.strictObject({
  template_id: templateOrigin,
  text: localized(TOUCHPOINT_LIMITS.smsTextMax),
});

const contentShape = {
  default_language: language.default('en'),
  /** The languages a patient can read it in, the default first among them. */
  languages: z.array(language).min(1).max(supportedLanguages.length).default(['en']),
  channels: z.enum(touchpointChannels, { message: 'Choose e-mail, SMS or both.' }).default('email_and_sms'),
  authentication: z.enum(touchpointAuthentications).default('date_of_birth'),
  /** Days a sent link stays valid. */
  link_expiry_days: z
    .number()
    .int()
    .min(1)
    .max(TOUCHPOINT_LIMITS.linkExpiryDaysMax)
    .default(DEFAULT_LINK_EXPIRY_DAYS),
  landing_page: landingPage.default(() => landingPage.parse({})),
  email: emailMessage.default(() => emailMessage.parse({})),
  sms: smsMessage.default(() => smsMessage.parse({})),
  chapters: z.array(chapter).max(TOUCHPOINT_LIMITS.chaptersMax).default([]),
  survey: survey.nullable().default(null),
  buttons: z.array(actionButton).max(TOUCHPOINT_LIMITS.buttonsMax).default([]),
};

function uniqueKeys(keys: string[]): boolean {
  return new Set(keys).size === keys.length;
}

export const touchpointContent = z.strictObject(contentShape).superRefine((content, context) => {
  if (!content.languages.includes(content.default_language)) {
    context.addIssue({ code: 'custom', path: ['languages'], message: 'Include the default language.' });
  }
  if (!uniqueKeys(content.languages)) {
    context.addIssue({ code: 'custom', path: ['languages'], message: 'List each language once.' });
  }
  const keyed: [string, string[]][] = [
    ['chapters', content.chapters.map((item) => item.key)],
    ['buttons', content.buttons.map((item) => item.key)],
    ['survey', content.survey?.questions.map((item) => item.key) ?? []],
    ['chapters', content.chapters.flatMap((item) => item.questions.map((question) => question.key))],
  ];
  for (const [path, keys] of keyed) {
    if (!uniqueKeys(keys))
      context.addIssue({ code: 'custom', path: [path], message: 'Give each item its own key.' });
  }
});
export type TouchpointContent = z.infer<typeof touchpointContent>;
/** Content as a client may send it: anything left out takes its default. */
export type TouchpointContentInput = z.input<typeof touchpointContent>;

/** An empty draft in a language. */
export function emptyTouchpointContent(defaultLanguage: LanguageCode = 'en'): TouchpointContent {
  return touchpointContent.parse({ default_language: defaultLanguage, languages: [defaultLanguage] });
}
