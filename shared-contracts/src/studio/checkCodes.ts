/** The findings of the publish check list (`checks.ts`); kept apart so the error catalogue needs nothing else. */
export const touchpointCheckCodes = [
  'translation_missing',
  'variable_unknown',
  'link_missing',
  'sms_too_long',
  'url_not_https',
  'chapter_video_missing',
  'quiz_answer_missing',
  'choices_missing',
  'contrast_too_low',
] as const;
export type TouchpointCheckCode = (typeof touchpointCheckCodes)[number];

/** The findings in English, for logs of refusals and API readers; the studio words them itself. */
export const touchpointCheckMessages: Record<TouchpointCheckCode, string> = {
  translation_missing: 'A text is missing in one of the touchpoint’s languages.',
  variable_unknown: 'A text uses a variable that does not exist.',
  link_missing: 'A message does not contain the patient’s {{link}}.',
  sms_too_long: 'The SMS takes more segments than the tenant allows.',
  url_not_https: 'An outside link does not use https.',
  chapter_video_missing: 'A chapter has no video.',
  quiz_answer_missing: 'A quiz question has no correct answer.',
  choices_missing: 'A question has too few choices.',
  contrast_too_low: 'The brand colours are below WCAG AA contrast.',
};
