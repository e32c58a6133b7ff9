import {
  isQuizAnswerRight,
  matchedKeywords,
  type AnswerResult,
  type AnswerValue,
  type InteractionProgress,
  type InteractionSummary,
  type ResolvedTouchpoint,
  type RouteName,
  type SavedAnswer,
} from '@outreach/shared-contracts/core';
import { PatientApiError } from '../../api/patientApi';
import type { PatientCall } from '../../api/patientCallContext';

export interface PreviewSource {
  page: ResolvedTouchpoint;
  branding: InteractionSummary['branding'];
  contactPhone: string | null;
}

/** What a chapter question answers: the same rules the API applies, on the preview's resolved texts. */
function resultOf(page: ResolvedTouchpoint, chapter: string | null, question: string, answer: AnswerValue) {
  const found = page.chapters
    .find((item) => item.key === chapter)
    ?.questions.find((item) => item.key === question);
  if (!found) return { kind: 'survey' } satisfies AnswerResult;
  if (found.kind === 'quiz') {
    const correct = found.options.filter((option) => option.correct).map((option) => option.key);
    const chosen = 'choices' in answer ? answer.choices : [];
    return {
      kind: 'quiz',
      correct: isQuizAnswerRight(chosen, correct),
      correct_choices: correct,
    } satisfies AnswerResult;
  }
  const yours = 'text' in answer ? answer.text : '';
  return {
    kind: 'teach_back',
    your_answer: yours,
    correct_answer: found.answer,
    keywords: found.keywords,
    matched_keywords: matchedKeywords(yours, found.keywords),
  } satisfies AnswerResult;
}

function progressOf(page: ResolvedTouchpoint, answers: readonly SavedAnswer[]): InteractionProgress {
  const questions = page.chapters.flatMap((chapter) =>
    chapter.questions.map((question) => ({ chapter: chapter.key, question })),
  );
  const answerOf = (chapter: string | null, key: string) =>
    answers.find((answer) => answer.chapter === chapter && answer.question === key);
  const survey = page.survey?.questions ?? [];
  const surveyAnswered = survey.filter((question) => answerOf(null, question.key));
  return {
    questions_total: questions.length,
    questions_answered: questions.filter(({ chapter, question }) => answerOf(chapter, question.key)).length,
    quiz_total: questions.filter(({ question }) => question.kind === 'quiz').length,
    quiz_correct: questions.filter(({ chapter, question }) => {
      const result = answerOf(chapter, question.key)?.result;
      return result?.kind === 'quiz' && result.correct;
    }).length,
    survey_total: survey.length,
    survey_answered: surveyAnswered.length,
    survey_completed:
      surveyAnswered.length > 0 &&
      survey.every((question) => !question.required || answerOf(null, question.key)),
  };
}

/**
 * The calls of the patient page answered in the studio, from the touchpoint's preview: the page and its
 * files as staff may see them, answers scored as the API scores them and kept for the preview's life.
 * Nothing reaches a patient's record; a message to the care team is refused, not pretended.
 */
export function previewCall(source: PreviewSource): PatientCall {
  const answers: SavedAnswer[] = [];
  const { page } = source;

  const answer = (name: RouteName, params: Record<string, string>, body: unknown): unknown => {
    switch (name) {
      case 'getInteractionSummary':
        return {
          version: 1,
          page,
          // The studio draws no patient header: the page's name in it is never shown.
          tenant_name: '',
          branding: source.branding,
          contact_phone: source.contactPhone,
          resume_chapter: null,
          viewed_chapters: [],
          answers: [...answers],
          progress: progressOf(page, answers),
          metrics: [],
          session_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        } satisfies InteractionSummary;
      case 'getInteractionMedia':
        return {
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          videos: page.chapters.flatMap((chapter) =>
            chapter.video?.url
              ? [
                  {
                    chapter: chapter.key,
                    video_id: chapter.video.id,
                    url: chapter.video.url,
                    duration_seconds: null,
                    // The studio's library lists a video's caption languages, not their text.
                    captions: [],
                  },
                ]
              : [],
          ),
        };
      case 'getInteractionThumbnails':
        return {
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          logo_url: page.landing_page.logo_url,
          thumbnail_url: page.landing_page.thumbnail_url,
          chapters: page.chapters.map((chapter) => ({
            chapter: chapter.key,
            thumbnail_url: chapter.thumbnail_url,
          })),
          documents: page.buttons
            .filter((button) => button.kind === 'document' && button.target !== '')
            .map((button) => ({ button: button.key, url: button.target })),
        };
      case 'saveInteractionAnswer': {
        const { chapter = null, answer: value } = body as { chapter?: string; answer: AnswerValue };
        const question = params.question ?? '';
        const saved: SavedAnswer = {
          chapter,
          question,
          answer: value,
          result: resultOf(page, chapter, question, value),
          answered_at: new Date().toISOString(),
        };
        const earlier = answers.findIndex((item) => item.chapter === chapter && item.question === question);
        if (earlier >= 0) answers.splice(earlier, 1);
        answers.push(saved);
        return { answer: saved, progress: progressOf(page, answers) };
      }
      case 'putInteractionMetric':
        return { recorded: false };
      default:
        throw new PatientApiError(0, null, 'Not answered in a preview.');
    }
  };

  return ((name: RouteName, params: Record<string, string>, body?: unknown) =>
    Promise.resolve().then(() => answer(name, params, body))) as PatientCall;
}
