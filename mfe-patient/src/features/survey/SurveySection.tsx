import { useCallback, useId, useState, type Ref } from 'react';
import type {
  AnswerValue,
  InteractionProgress,
  ResolvedTouchpoint,
  SavedAnswer,
} from '@outreach/shared-contracts/core';
import { QuestionField } from './components/QuestionField';
import {
  startingProgress,
  surveyAnswersByQuestion,
  type ResolvedSurveyQuestion,
  type SurveyProgress,
} from './surveyAnswers';
import { useSurveyTranslation } from './surveyTranslations';
import { stateOf, useAnswerSaver, type AnswerSaver } from './useAnswerSaver';
import { useNumberFormat } from './useNumberFormat';
import {
  Completion,
  CompletionFigure,
  Fill,
  Header,
  Intro,
  QuestionItem,
  QuestionList,
  Section,
  SurveyTitle,
  Thanks,
  Track,
} from './SurveySection.styles';

export interface SurveySectionProps {
  token: string;
  survey: NonNullable<ResolvedTouchpoint['survey']>;
  /** Answers saved earlier (summary.answers with chapter === null): the form starts from them. */
  answers: SavedAnswer[];
  /**
   * The summary's progress, shown until the first save answers a newer one; without it the figure is
   * counted from `answers`.
   */
  progress?: InteractionProgress;
  /** Called after each successful save with the server's answer and progress. */
  onSaved: (answer: SavedAnswer, progress: InteractionProgress) => void;
  /** Called on each answer change the patient makes (the page counts survey interactions). */
  onInteraction: () => void;
  /** The session has ended (VERIFICATION_REQUIRED): the page asks for the date of birth again. */
  onSessionEnded: () => void;
  /** The survey's title, which the page brings into view when the patient moves on to the survey. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The survey of a touchpoint on the patient's page, a lazy chunk of its own: each question in the
 * form its kind takes, every answer saved as the patient gives it, and how much is answered.
 */
export default function SurveySection({
  token,
  survey,
  answers,
  progress: givenProgress,
  onSaved,
  onInteraction,
  onSessionEnded,
  headingRef,
}: SurveySectionProps) {
  const { t } = useSurveyTranslation();
  const headingId = useId();
  // The answers the form starts from; later saves live in each field, so a new list is not re-read.
  const [saved] = useState(() => surveyAnswersByQuestion(answers));
  const [progress, setProgress] = useState<SurveyProgress>(() =>
    startingProgress(survey, saved, givenProgress),
  );

  const handleSaved = useCallback(
    (answer: SavedAnswer, next: InteractionProgress) => {
      setProgress(next);
      onSaved(answer, next);
    },
    [onSaved],
  );
  const saver = useAnswerSaver({ token, onSaved: handleSaved, onSessionEnded });
  const formatNumber = useNumberFormat();
  const share = progress.survey_total > 0 ? progress.survey_answered / progress.survey_total : 0;

  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <SurveyTitle id={headingId} ref={headingRef} tabIndex={-1}>
          {survey.title}
        </SurveyTitle>
        <Intro>{t('intro')}</Intro>
        <Completion>
          <CompletionFigure>
            {t('progress', {
              answered: formatNumber(progress.survey_answered),
              total: formatNumber(progress.survey_total),
            })}
          </CompletionFigure>
          <Track aria-hidden="true">
            <Fill $share={share} />
          </Track>
        </Completion>
        <div role="status">{progress.survey_completed && <Thanks>{t('completed')}</Thanks>}</div>
      </Header>
      <QuestionList>
        {survey.questions.map((question) => (
          <QuestionItem key={question.key}>
            <SavedQuestion
              question={question}
              saved={saved.get(question.key)}
              saver={saver}
              onInteraction={onInteraction}
            />
          </QuestionItem>
        ))}
      </QuestionList>
    </Section>
  );
}

interface SavedQuestionProps {
  question: ResolvedSurveyQuestion;
  saved: AnswerValue | undefined;
  saver: AnswerSaver;
  onInteraction: () => void;
}

/** A question tied to the saver by its key, with callbacks that stay the same while the key does. */
function SavedQuestion({ question, saved, saver, onInteraction }: SavedQuestionProps) {
  const { save, retry } = saver;
  const key = question.key;
  const onSave = useCallback<(answer: AnswerValue, options?: { keepalive?: boolean }) => void>(
    (answer, options) => save(key, answer, options),
    [save, key],
  );
  const onRetry = useCallback(() => retry(key), [retry, key]);
  return (
    <QuestionField
      question={question}
      saved={saved}
      state={stateOf(saver, key)}
      onSave={onSave}
      onRetry={onRetry}
      onInteraction={onInteraction}
    />
  );
}
