import {
  SURVEY_MESSAGES,
  isQuizAnswerRight,
  matchedKeywords,
  pickText,
  surveyEmailAnswer,
  surveyPhoneAnswer,
  type AnswerResult,
  type AnswerValue,
  type ChapterQuestion,
  type InteractionProgress,
  type LanguageCode,
  type SurveyQuestion,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';

/** A question of a page: a chapter's (quiz or teach-back) or the survey's. */
export type PageQuestion =
  | { section: 'chapter'; chapter: string; question: ChapterQuestion }
  | { section: 'survey'; question: SurveyQuestion };

/** The question an answer names; null when the page has none such. */
export function findQuestion(
  content: TouchpointContent,
  chapterKey: string | undefined,
  questionKey: string,
): PageQuestion | null {
  if (chapterKey !== undefined) {
    const chapter = content.chapters.find((item) => item.key === chapterKey);
    const question = chapter?.questions.find((item) => item.key === questionKey);
    return chapter && question ? { section: 'chapter', chapter: chapter.key, question } : null;
  }
  const question = content.survey?.questions.find((item) => item.key === questionKey);
  return question ? { section: 'survey', question } : null;
}

function refuse(field: string, message: string): never {
  throw new ApiError('VALIDATION_FAILED', undefined, [{ path: `body.answer.${field}`, message }]);
}

function shapeOf(answer: AnswerValue): 'choices' | 'text' | 'rating' | 'medications' {
  if ('choices' in answer) return 'choices';
  if ('text' in answer) return 'text';
  if ('rating' in answer) return 'rating';
  return 'medications';
}

function checkChoices(answer: AnswerValue, keys: string[], multiple: boolean): string[] {
  if (!('choices' in answer)) return refuse('choices', 'Choose an answer.');
  const chosen = answer.choices;
  if (new Set(chosen).size !== chosen.length) refuse('choices', 'Choose each answer once.');
  if (!multiple && chosen.length !== 1) refuse('choices', 'Choose one answer.');
  if (chosen.some((key) => !keys.includes(key))) refuse('choices', 'Choose among the answers shown.');
  return chosen;
}

/** The answer as stored: checked against its question (kind, options, the spec's e-mail and phone rules). */
export function checkAnswer(found: PageQuestion, answer: AnswerValue): AnswerValue {
  const { question } = found;
  const expected: Record<string, ReturnType<typeof shapeOf>> = {
    quiz: 'choices',
    teach_back: 'text',
    text: 'text',
    email: 'text',
    phone: 'text',
    single_choice: 'choices',
    multiple_choice: 'choices',
    rating: 'rating',
    medication_list: 'medications',
  };
  const shape = expected[question.kind];
  if (shape !== shapeOf(answer)) refuse(shape ?? 'text', 'This is not an answer to this kind of question.');
  switch (question.kind) {
    case 'quiz':
      return {
        choices: checkChoices(
          answer,
          question.options.map((option) => option.key),
          question.multiple,
        ),
      };
    case 'single_choice':
    case 'multiple_choice':
      return {
        choices: checkChoices(
          answer,
          question.options.map((option) => option.key),
          question.kind === 'multiple_choice',
        ),
      };
    case 'email': {
      const text = surveyEmailAnswer('text' in answer ? answer.text : '');
      return text === null ? refuse('text', SURVEY_MESSAGES.email) : { text };
    }
    case 'phone': {
      const text = surveyPhoneAnswer('text' in answer ? answer.text : '');
      return text === null ? refuse('text', SURVEY_MESSAGES.phone) : { text };
    }
    case 'rating': {
      const rating = 'rating' in answer ? answer.rating : 0;
      if (rating > question.scale) refuse('rating', `Choose from 1 to ${String(question.scale)}.`);
      return { rating };
    }
    case 'medication_list': {
      if (!('medications' in answer)) return refuse('medications', 'Answer the medication list.');
      const keys = question.medications.map((item) => item.key);
      if (Object.keys(answer.medications).some((key) => !keys.includes(key))) {
        refuse('medications', 'Answer only the medications listed.');
      }
      if (!question.allow_additional && answer.additional.length > 0) {
        refuse('additional', 'This list takes no medications of your own.');
      }
      return { medications: answer.medications, additional: answer.additional };
    }
    default:
      return answer;
  }
}

/** What the patient sees after answering: for a quiz whether it was right, for teach-back the model answer and keywords. */
export function resultOf(
  found: PageQuestion,
  answer: AnswerValue,
  language: LanguageCode,
  fallback: LanguageCode,
): AnswerResult {
  const { question } = found;
  if (found.section === 'survey') return { kind: 'survey' };
  if (question.kind === 'quiz') {
    const correct = question.options.filter((option) => option.correct).map((option) => option.key);
    const chosen = 'choices' in answer ? answer.choices : [];
    return {
      kind: 'quiz',
      correct: isQuizAnswerRight(chosen, correct),
      correct_choices: correct,
    };
  }
  if (question.kind !== 'teach_back') return { kind: 'survey' };
  const yours = 'text' in answer ? answer.text : '';
  const keywords = question.keywords[language] ?? question.keywords[fallback] ?? [];
  return {
    kind: 'teach_back',
    your_answer: yours,
    correct_answer: pickText(question.answer, language, fallback),
    keywords,
    matched_keywords: matchedKeywords(yours, keywords),
  };
}

/**
 * Whether an answer was right, as reports count it: a quiz answer with the right choices, a teach-back
 * answer with every expected keyword; null for a survey answer, which has no right one.
 */
export function answerIsRight(result: AnswerResult): boolean | null {
  if (result.kind === 'quiz') return result.correct;
  if (result.kind === 'teach_back') return result.matched_keywords.length >= result.keywords.length;
  return null;
}

/** Progress from the answers saved so far (by `chapter/question`, '' as the survey's chapter). */
export function progressOf(
  content: TouchpointContent,
  answers: Map<string, AnswerValue>,
  language: LanguageCode,
): InteractionProgress {
  const chapterQuestions = content.chapters.flatMap((chapter) =>
    chapter.questions.map((question) => ({ chapter: chapter.key, question })),
  );
  let answered = 0;
  let quizTotal = 0;
  let quizCorrect = 0;
  for (const { chapter, question } of chapterQuestions) {
    const answer = answers.get(`${chapter}/${question.key}`);
    if (question.kind === 'quiz') quizTotal += 1;
    if (!answer) continue;
    answered += 1;
    const result = resultOf(
      { section: 'chapter', chapter, question },
      answer,
      language,
      content.default_language,
    );
    if (result.kind === 'quiz' && result.correct) quizCorrect += 1;
  }
  const survey = content.survey?.questions ?? [];
  const surveyAnswered = survey.filter((question) => answers.has(`/${question.key}`));
  const requiredMissing = survey.filter((question) => question.required && !answers.has(`/${question.key}`));
  return {
    questions_total: chapterQuestions.length,
    questions_answered: answered,
    quiz_total: quizTotal,
    quiz_correct: quizCorrect,
    survey_total: survey.length,
    survey_answered: surveyAnswered.length,
    survey_completed: survey.length > 0 && requiredMissing.length === 0 && surveyAnswered.length > 0,
  };
}
