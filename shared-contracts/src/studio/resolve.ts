import { rightToLeftLanguages, type LanguageCode } from '../constants.js';
import type { ResolvedTouchpoint } from '../routes/touchpointPreview.js';
import type { LocalizedText, TouchpointContent } from './content.js';

/** Where files and videos are found when content is shown: URLs by object key and by video id. */
export interface MediaLinks {
  file(key: string | null): string | null;
  video(id: number | null): { id: number; title: string; url: string | null } | null;
}

/** A text in a language, else in the default one, else empty. */
export function pickText(text: LocalizedText, language: LanguageCode, fallback: LanguageCode): string {
  const own = text[language];
  return own !== undefined && own.trim() !== '' ? own : (text[fallback] ?? '');
}

/** The content in one language (falling back to the default language text by text), files as URLs. */
export function resolveTouchpoint(
  content: TouchpointContent,
  requested: LanguageCode,
  media: MediaLinks,
): ResolvedTouchpoint {
  const language = content.languages.includes(requested) ? requested : content.default_language;
  const pick = (text: LocalizedText) => pickText(text, language, content.default_language);
  const page = content.landing_page;
  return {
    language,
    default_language: content.default_language,
    languages: content.languages,
    right_to_left: rightToLeftLanguages.includes(language),
    channels: content.channels,
    landing_page: {
      title: pick(page.title),
      body_html: pick(page.body),
      logo_url: media.file(page.logo),
      thumbnail_url: media.file(page.thumbnail),
      show_disclaimer: page.show_disclaimer,
      show_ai_video_disclaimer: page.show_ai_video_disclaimer,
    },
    chapters: content.chapters.map((chapter) => ({
      key: chapter.key,
      title: pick(chapter.title),
      video: media.video(chapter.video_id),
      thumbnail_url: media.file(chapter.thumbnail),
      notes_html: pick(chapter.notes),
      questions: chapter.questions.map((question) =>
        question.kind === 'quiz'
          ? {
              key: question.key,
              kind: 'quiz' as const,
              prompt: pick(question.prompt),
              multiple: question.multiple,
              options: question.options.map((option) => ({
                key: option.key,
                label: pick(option.label),
                correct: option.correct,
              })),
            }
          : {
              key: question.key,
              kind: 'teach_back' as const,
              prompt: pick(question.prompt),
              answer: pick(question.answer),
              keywords: question.keywords[language] ?? question.keywords[content.default_language] ?? [],
            },
      ),
    })),
    survey: content.survey && {
      title: pick(content.survey.title),
      questions: content.survey.questions.map((question) => ({
        key: question.key,
        kind: question.kind,
        prompt: pick(question.prompt),
        required: question.required,
        ...(question.kind === 'single_choice' || question.kind === 'multiple_choice'
          ? { options: question.options.map((option) => ({ key: option.key, label: pick(option.label) })) }
          : {}),
        ...(question.kind === 'rating' ? { scale: question.scale } : {}),
        ...(question.kind === 'medication_list'
          ? {
              medications: question.medications.map((item) => ({ key: item.key, label: pick(item.name) })),
              allow_additional: question.allow_additional,
            }
          : {}),
      })),
    },
    buttons: content.buttons.map((button) => ({
      key: button.key,
      kind: button.kind,
      label: pick(button.label),
      target:
        button.kind === 'call'
          ? `tel:${button.phone}`
          : button.kind === 'url'
            ? button.url
            : (media.file(button.document) ?? ''),
    })),
  };
}
