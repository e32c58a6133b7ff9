import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ANSWER_LIMITS, SURVEY_EMAIL_MAX_LENGTH } from '@outreach/shared-contracts/core';
import { useSurveyTranslation } from '../surveyTranslations';
import { textOf, textProblem } from '../surveyAnswers';
import { Hint, Input, Label, TextArea } from '../../../app/fields.styles';
import { ErrorText } from './QuestionField.styles';
import { Prompt, type QuestionInputProps } from './QuestionField';

/** How long typing pauses before the answer so far is saved. */
export const TYPING_SAVE_DELAY_MS = 800;

const fieldAttributes = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
} as const;

/**
 * A written answer: free text, an e-mail address or a phone number. It is saved when the patient
 * leaves the field, after a pause in typing, and when the page is hidden (the phone locks, another
 * app opens). An e-mail or phone answer the server would refuse is not sent: the spec's message shows
 * when the patient leaves the field, and goes away as soon as the answer is right.
 */
export function TextQuestion({ question, saved, state, onSave, onInteraction }: QuestionInputProps) {
  const { t } = useSurveyTranslation();
  const id = useId();
  const [value, setValue] = useState(() => textOf(saved));
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(value);
  const sent = useRef(textOf(saved).trim());
  const [answered, setAnswered] = useState(() => textOf(saved).trim() !== '');
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Saves the answer as it stands; `finished`: the patient is done with the field, so a problem is shown. */
  const commit = useCallback(
    (finished: boolean, keepalive = false) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const text = latest.current.trim();
      if (text === '') return setProblem(null);
      const found = textProblem(question.kind, text);
      if (found) {
        if (finished) setProblem(found);
        return;
      }
      setProblem(null);
      if (text === sent.current) return;
      sent.current = text;
      setAnswered(true);
      onSave({ text }, { keepalive });
    },
    [question.kind, onSave],
  );

  useEffect(() => {
    // A phone that locks or switches apps may never come back to this page: save what is typed.
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && timer.current !== undefined) commit(false, true);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      if (timer.current !== undefined) commit(false, true);
    };
  }, [commit]);

  const refused = state.status === 'refused' ? state.message : null;
  const error = problem ?? refused;
  const hint =
    question.kind === 'email' ? t('text.emailHint') : question.kind === 'phone' ? t('text.phoneHint') : '';
  const keptEarlier = value.trim() === '' && answered;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`, keptEarlier && `${id}-kept`]
    .filter(Boolean)
    .join(' ');
  const field = {
    id,
    name: question.key,
    value,
    required: question.required,
    'aria-invalid': error !== null,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => {
      if (!editing.current) onInteraction();
      editing.current = true;
      latest.current = event.target.value;
      setValue(event.target.value);
      // Once an error shows, it follows the typing, so the patient sees the moment it is right.
      if (problem) setProblem(textProblem(question.kind, event.target.value.trim()));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(false), TYPING_SAVE_DELAY_MS);
    },
    onBlur: () => {
      editing.current = false;
      commit(true);
    },
  };

  return (
    <>
      <Label htmlFor={id}>
        <Prompt question={question} />
      </Label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {question.kind === 'email' || question.kind === 'phone' ? (
        <Input
          {...field}
          {...fieldAttributes[question.kind]}
          maxLength={question.kind === 'email' ? SURVEY_EMAIL_MAX_LENGTH : ANSWER_LIMITS.textMax}
        />
      ) : (
        <TextArea {...field} rows={4} maxLength={ANSWER_LIMITS.textMax} />
      )}
      {keptEarlier && <Hint id={`${id}-kept`}>{t('status.keptEarlier')}</Hint>}
      {error && (
        // The spec's messages are English whatever the page's language: say so to screen readers.
        <ErrorText id={`${id}-error`} role="alert" lang="en">
          {error}
        </ErrorText>
      )}
    </>
  );
}
