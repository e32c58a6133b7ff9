import {
  SURVEY_MESSAGES,
  surveyEmailAnswer,
  surveyPhoneAnswer,
  type AnswerValue,
  type InteractionProgress,
  type ResolvedTouchpoint,
  type SavedAnswer,
} from '@outreach/shared-contracts/core';

export type ResolvedSurvey = NonNullable<ResolvedTouchpoint['survey']>;
export type ResolvedSurveyQuestion = ResolvedSurvey['questions'][number];
export type MedicationListAnswer = Extract<AnswerValue, { medications: unknown }>;
export type MedicationResponse = MedicationListAnswer['medications'][string];
export type AddedMedication = MedicationListAnswer['additional'][number];

/** The survey's saved answers by question key (chapters' answers are not the survey's). */
export function surveyAnswersByQuestion(answers: readonly SavedAnswer[]): ReadonlyMap<string, AnswerValue> {
  return new Map(
    answers.filter((saved) => saved.chapter === null).map((saved) => [saved.question, saved.answer]),
  );
}

export const textOf = (answer: AnswerValue | undefined): string =>
  answer && 'text' in answer ? answer.text : '';

export const choicesOf = (answer: AnswerValue | undefined): string[] =>
  answer && 'choices' in answer ? answer.choices : [];

export const ratingOf = (answer: AnswerValue | undefined): number | null =>
  answer && 'rating' in answer ? answer.rating : null;

export const medicationListOf = (answer: AnswerValue | undefined): MedicationListAnswer =>
  answer && 'medications' in answer ? answer : { medications: {}, additional: [] };

/**
 * What the page says of a written answer before sending it: the spec's message when an e-mail or phone
 * answer is not one the server takes (the contract's own rule), else null.
 */
export function textProblem(kind: ResolvedSurveyQuestion['kind'], text: string): string | null {
  if (kind === 'email') return surveyEmailAnswer(text) === null ? SURVEY_MESSAGES.email : null;
  if (kind === 'phone') return surveyPhoneAnswer(text) === null ? SURVEY_MESSAGES.phone : null;
  return null;
}

export type SurveyProgress = Pick<
  InteractionProgress,
  'survey_total' | 'survey_answered' | 'survey_completed'
>;

/**
 * The completion shown before the first save answers the server's own: the page's figure when it
 * gave one, else counted from the saved answers.
 */
export function startingProgress(
  survey: ResolvedSurvey,
  saved: ReadonlyMap<string, AnswerValue>,
  given: InteractionProgress | undefined,
): SurveyProgress {
  if (given) return given;
  const answered = survey.questions.filter((question) => saved.has(question.key));
  const requiredLeft = survey.questions.some((question) => question.required && !saved.has(question.key));
  return {
    survey_total: survey.questions.length,
    survey_answered: answered.length,
    survey_completed: answered.length > 0 && !requiredLeft,
  };
}
