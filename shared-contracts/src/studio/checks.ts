import { AA_LARGE_TEXT_RATIO, AA_NORMAL_TEXT_RATIO, contrastRatio } from '../colour/contrast.js';
import type { LanguageCode } from '../constants.js';
import type { LocalizedText, TouchpointContent } from './content.js';
import { smsStats } from './smsStats.js';
import { unknownVariables, variablesIn } from './variables.js';
import type { TouchpointCheckCode } from './checkCodes.js';

/** The default most segments an SMS may take; a tenant setting may lower or raise it. */
export const SMS_SEGMENT_LIMIT = 4;

/**
 * One finding of the publish check list: where in the content (`chapters.1.title`), in which language
 * when it is about one, and the figures the message needs. Errors block publishing; warnings show.
 */
export interface TouchpointCheck {
  code: TouchpointCheckCode;
  severity: 'error' | 'warning';
  path: string;
  language?: LanguageCode;
  params?: Record<string, string | number>;
}

/** What the checks need besides the content: the tenant's brand colours and SMS limit. */
export interface CheckContext {
  primaryColor: string;
  secondaryColor: string;
  smsSegmentLimit: number;
}

interface TextField {
  path: string;
  text: LocalizedText;
  /** Needed in every language of the touchpoint; otherwise only where the default language has it. */
  required: boolean;
  /** Messages whose variables are filled in (e-mail, SMS, landing page). */
  message?: boolean;
}

/** Every patient-facing text of the content, with where it sits. */
function textFields(content: TouchpointContent): TextField[] {
  const fields: TextField[] = [];
  const add = (path: string, text: LocalizedText, required: boolean, message = false) =>
    fields.push({ path, text, required, message });
  add('landing_page.title', content.landing_page.title, true, true);
  add('landing_page.body', content.landing_page.body, false, true);
  const email = content.channels !== 'sms';
  const sms = content.channels !== 'email';
  if (email) {
    add('email.subject', content.email.subject, true, true);
    add('email.html', content.email.html, true, true);
    add('email.text', content.email.text, true, true);
  }
  if (sms) add('sms.text', content.sms.text, true, true);
  content.chapters.forEach((chapter, c) => {
    add(`chapters.${c}.title`, chapter.title, true);
    add(`chapters.${c}.notes`, chapter.notes, false);
    chapter.questions.forEach((question, q) => {
      const at = `chapters.${c}.questions.${q}`;
      add(`${at}.prompt`, question.prompt, true);
      if (question.kind === 'quiz') {
        question.options.forEach((option, o) => add(`${at}.options.${o}.label`, option.label, true));
      } else add(`${at}.answer`, question.answer, true);
    });
  });
  if (content.survey) {
    add('survey.title', content.survey.title, true);
    content.survey.questions.forEach((question, q) => {
      const at = `survey.questions.${q}`;
      add(`${at}.prompt`, question.prompt, true);
      if (question.kind === 'single_choice' || question.kind === 'multiple_choice') {
        question.options.forEach((option, o) => add(`${at}.options.${o}.label`, option.label, true));
      }
      if (question.kind === 'medication_list') {
        question.medications.forEach((medication, m) =>
          add(`${at}.medications.${m}.name`, medication.name, true),
        );
      }
    });
  }
  content.buttons.forEach((button, b) => add(`buttons.${b}.label`, button.label, true));
  return fields;
}

const filled = (text: string | undefined) => (text ?? '').replace(/<[^>]*>/g, '').trim() !== '';

function translationChecks(content: TouchpointContent, fields: TextField[]): TouchpointCheck[] {
  const checks: TouchpointCheck[] = [];
  for (const field of fields) {
    const needed = field.required || filled(field.text[content.default_language]);
    if (!needed) continue;
    for (const language of content.languages) {
      if (!filled(field.text[language])) {
        checks.push({ code: 'translation_missing', severity: 'error', path: field.path, language });
      }
    }
  }
  return checks;
}

function variableChecks(content: TouchpointContent, fields: TextField[]): TouchpointCheck[] {
  const checks: TouchpointCheck[] = [];
  for (const field of fields) {
    if (!field.message) continue;
    for (const language of content.languages) {
      const unknown = unknownVariables(field.text[language] ?? '');
      for (const name of unknown) {
        checks.push({
          code: 'variable_unknown',
          severity: 'error',
          path: field.path,
          language,
          params: { name },
        });
      }
    }
  }
  // Without their link a patient cannot reach the landing page.
  const linked: [string, LocalizedText][] = [];
  if (content.channels !== 'sms')
    linked.push(['email.html', content.email.html], ['email.text', content.email.text]);
  if (content.channels !== 'email') linked.push(['sms.text', content.sms.text]);
  for (const [path, text] of linked) {
    for (const language of content.languages) {
      const value = text[language];
      if (filled(value) && !variablesIn(value ?? '').includes('link')) {
        checks.push({ code: 'link_missing', severity: 'error', path, language });
      }
    }
  }
  return checks;
}

function smsChecks(content: TouchpointContent, context: CheckContext): TouchpointCheck[] {
  if (content.channels === 'email') return [];
  return content.languages.flatMap((language): TouchpointCheck[] => {
    const stats = smsStats(content.sms.text[language] ?? '');
    return stats.segments > context.smsSegmentLimit
      ? [
          {
            code: 'sms_too_long',
            severity: 'error',
            path: 'sms.text',
            language,
            params: { segments: stats.segments, limit: context.smsSegmentLimit, encoding: stats.encoding },
          },
        ]
      : [];
  });
}

function structureChecks(content: TouchpointContent): TouchpointCheck[] {
  const checks: TouchpointCheck[] = [];
  content.buttons.forEach((button, b) => {
    if (button.kind === 'url' && !button.url.startsWith('https://')) {
      checks.push({ code: 'url_not_https', severity: 'error', path: `buttons.${b}.url` });
    }
  });
  content.chapters.forEach((chapter, c) => {
    if (chapter.video_id === null) {
      checks.push({ code: 'chapter_video_missing', severity: 'error', path: `chapters.${c}.video_id` });
    }
    chapter.questions.forEach((question, q) => {
      const at = `chapters.${c}.questions.${q}`;
      if (question.kind !== 'quiz') return;
      if (question.options.length < 2) {
        checks.push({
          code: 'choices_missing',
          severity: 'error',
          path: `${at}.options`,
          params: { minimum: 2 },
        });
      }
      if (!question.options.some((option) => option.correct)) {
        checks.push({ code: 'quiz_answer_missing', severity: 'error', path: `${at}.options` });
      }
    });
  });
  content.survey?.questions.forEach((question, q) => {
    if (
      (question.kind === 'single_choice' || question.kind === 'multiple_choice') &&
      question.options.length < 2
    ) {
      checks.push({
        code: 'choices_missing',
        severity: 'error',
        path: `survey.questions.${q}.options`,
        params: { minimum: 2 },
      });
    }
    if (question.kind === 'medication_list' && question.medications.length === 0) {
      checks.push({
        code: 'choices_missing',
        severity: 'error',
        path: `survey.questions.${q}.medications`,
        params: { minimum: 1 },
      });
    }
  });
  return checks;
}

/** Buttons are drawn in the secondary colour on the primary: below AA for large text blocks, below AA warns. */
function contrastChecks(context: CheckContext): TouchpointCheck[] {
  const ratio = contrastRatio(context.secondaryColor, context.primaryColor);
  if (ratio === null || ratio >= AA_NORMAL_TEXT_RATIO) return [];
  return [
    {
      code: 'contrast_too_low',
      severity: ratio < AA_LARGE_TEXT_RATIO ? 'error' : 'warning',
      path: 'branding',
      params: { ratio: Math.round(ratio * 100) / 100, needed: AA_NORMAL_TEXT_RATIO },
    },
  ];
}

/**
 * The publish check list of a touchpoint's content: every finding, errors and warnings, in the
 * order of the editor's steps. Publishing is refused while any error remains.
 */
export function checkTouchpoint(content: TouchpointContent, context: CheckContext): TouchpointCheck[] {
  const fields = textFields(content);
  return [
    ...translationChecks(content, fields),
    ...variableChecks(content, fields),
    ...smsChecks(content, context),
    ...structureChecks(content),
    ...contrastChecks(context),
  ];
}

export function hasBlockingChecks(checks: readonly TouchpointCheck[]): boolean {
  return checks.some((check) => check.severity === 'error');
}
