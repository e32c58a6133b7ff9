import type { AnswerValue } from '@outreach/shared-contracts/core';
import { useSurveyTranslation } from '../surveyTranslations';
import type { ResolvedSurveyQuestion } from '../surveyAnswers';
import type { SaveState } from '../useAnswerSaver';
import { ChoiceQuestion } from './ChoiceQuestion';
import { MedicationListQuestion } from './MedicationListQuestion';
import { RequiredMark, SecondaryButton, StatusLine } from './QuestionField.styles';
import { RatingQuestion } from './RatingQuestion';
import { TextQuestion } from './TextQuestion';

/** What every kind of question gets. */
export interface QuestionInputProps<Question extends ResolvedSurveyQuestion = ResolvedSurveyQuestion> {
  question: Question;
  /** The answer saved before this visit, if any. */
  saved: AnswerValue | undefined;
  state: SaveState;
  onSave: (answer: AnswerValue, options?: { keepalive?: boolean }) => void;
  onInteraction: () => void;
}

export interface QuestionFieldProps extends QuestionInputProps {
  onRetry: () => void;
}

/** A question's prompt, with "(required)" when it must be answered. */
export function Prompt({ question }: { question: ResolvedSurveyQuestion }) {
  const { t } = useSurveyTranslation();
  return (
    <>
      {question.prompt}
      {question.required && <RequiredMark> {t('required')}</RequiredMark>}
    </>
  );
}

/** One survey question, in the form its kind takes, and where its answer stands. */
export function QuestionField({ onRetry, ...props }: QuestionFieldProps) {
  const { question } = props;
  return (
    <>
      {question.kind === 'single_choice' || question.kind === 'multiple_choice' ? (
        <ChoiceQuestion {...props} />
      ) : question.kind === 'rating' ? (
        <RatingQuestion {...props} />
      ) : question.kind === 'medication_list' ? (
        <MedicationListQuestion {...props} />
      ) : (
        <TextQuestion {...props} />
      )}
      <SaveStatus state={props.state} onRetry={onRetry} />
    </>
  );
}

/**
 * "Saving…", then "Saved", read out politely; a failed save says so and offers to send it again. The
 * spec's e-mail and phone messages are the field's own error, so they are not repeated here.
 */
function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useSurveyTranslation();
  const failed = state.status === 'failed';
  const text =
    state.status === 'saving'
      ? t('status.saving')
      : state.status === 'saved'
        ? t('status.saved')
        : failed
          ? t(state.sessionEnded ? 'status.sessionEnded' : 'status.failed')
          : state.status === 'refused' && state.message === null
            ? t('status.notAccepted')
            : '';
  const tone =
    state.status === 'saved' ? 'success' : failed || state.status === 'refused' ? 'danger' : 'muted';
  return (
    <>
      <StatusLine role="status" aria-live="polite" $tone={tone}>
        {text}
      </StatusLine>
      {failed && (
        <SecondaryButton type="button" onClick={onRetry}>
          {t('status.retry')}
        </SecondaryButton>
      )}
    </>
  );
}
