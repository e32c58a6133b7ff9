import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type {
  AnswerValue,
  InteractionProgress,
  ResolvedTouchpoint,
  SavedAnswer,
} from '@outreach/shared-contracts/core';
import { PrimaryButton } from '../../app/buttons.styles';
import { bringIntoView } from '../../app/bringIntoView';
import { PatientApiError } from '../../api/patientApi';
import { usePatientCall } from '../../api/patientCallContext';
import { withIsolatedValues } from '../../i18n/withIsolatedValues';
import { usePageTranslation } from '../touchpoint/pageTranslations';
import { Hint, Label, TextArea } from '../../app/fields.styles';
import { Choice, ErrorText, Keyword, Keywords, Prompt, Question, Result, Status } from './ChapterView.styles';

type ChapterQuestion = ResolvedTouchpoint['chapters'][number]['questions'][number];
type QuizQuestion = Extract<ChapterQuestion, { kind: 'quiz' }>;
type TeachBackQuestion = Extract<ChapterQuestion, { kind: 'teach_back' }>;

export interface QuestionSaving {
  token: string;
  chapter: string;
  onSaved: (answer: SavedAnswer, progress: InteractionProgress) => void;
  onSessionEnded: () => void;
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'failed' };

/** Saves one answer; the server answers what the patient sees next (correct answers, keywords). */
function useSave({ token, chapter, onSaved, onSessionEnded }: QuestionSaving, question: string) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // How many answers were checked in this view: the feedback of each is brought to the patient.
  const [checks, setChecks] = useState(0);
  const patientCall = usePatientCall();
  const save = async (answer: AnswerValue) => {
    setState({ kind: 'saving' });
    try {
      const saved = await patientCall('saveInteractionAnswer', { id: token, question }, { chapter, answer });
      setState({ kind: 'idle' });
      setChecks((count) => count + 1);
      onSaved(saved.answer, saved.progress);
    } catch (error) {
      if (error instanceof PatientApiError && error.code === 'VERIFICATION_REQUIRED') {
        onSessionEnded();
        return;
      }
      setState({ kind: 'failed' });
    }
  };
  return { state, save, checks };
}

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = usePageTranslation();
  if (state.kind === 'saving') return <Status role="status">{t('saving')}</Status>;
  if (state.kind === 'failed') return <ErrorText role="alert">{t('saveFailed')}</ErrorText>;
  return null;
}

interface CheckFeedbackProps {
  /** How many answers were checked in this view (0: the feedback, if any, is from an earlier visit). */
  checks: number;
  good: boolean;
  /** The feedback, or nothing before the first check. */
  children: ReactNode;
}

/**
 * The answer to a check, in a live region that is there before it, so it is announced; a feedback
 * the patient just asked for is scrolled into view and focused, so a phone shows it, not what follows.
 */
function CheckFeedback({ checks, good, children }: CheckFeedbackProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(children);
  useEffect(() => {
    if (checks > 0 && shown) bringIntoView(ref.current);
  }, [checks, shown]);
  return (
    <div aria-live="polite">
      {shown && (
        <Result ref={ref} tabIndex={-1} $good={good}>
          {children}
        </Result>
      )}
    </div>
  );
}

function QuizItem({
  question,
  saved,
  saving,
}: {
  question: QuizQuestion;
  saved: SavedAnswer | undefined;
  saving: QuestionSaving;
}) {
  const { t } = usePageTranslation();
  const hintId = useId();
  const name = useId();
  const earlier = saved && 'choices' in saved.answer ? saved.answer.choices : [];
  const [chosen, setChosen] = useState<string[]>(earlier);
  const { state, save, checks } = useSave(saving, question.key);
  const result = saved?.result.kind === 'quiz' ? saved.result : null;
  const toggle = (key: string, on: boolean) =>
    setChosen((current) =>
      question.multiple ? (on ? [...current, key] : current.filter((item) => item !== key)) : [key],
    );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (chosen.length > 0) void save({ choices: chosen });
  };
  const labelOf = (key: string) => question.options.find((option) => option.key === key)?.label ?? key;
  return (
    <form onSubmit={submit} noValidate>
      <Question aria-describedby={hintId}>
        <Prompt>{question.prompt}</Prompt>
        <Hint id={hintId}>{question.multiple ? t('chooseAny') : t('chooseOne')}</Hint>
        {question.options.map((option) => (
          <Choice key={option.key}>
            <input
              type={question.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.key}
              checked={chosen.includes(option.key)}
              onChange={(event) => toggle(option.key, event.target.checked)}
            />
            {option.label}
          </Choice>
        ))}
        <PrimaryButton type="submit" disabled={chosen.length === 0 || state.kind === 'saving'}>
          {t('checkAnswer')}
        </PrimaryButton>
        <SaveStatus state={state} />
        <CheckFeedback checks={checks} good={result?.correct ?? false}>
          {result && (
            <>
              <p>
                <strong>{result.correct ? t('correct') : t('notQuite')}</strong>
              </p>
              <p>
                {withIsolatedValues((values) => t('correctAnswers', values), {
                  answers: result.correct_choices.map(labelOf).join(', '),
                })}
              </p>
            </>
          )}
        </CheckFeedback>
      </Question>
    </form>
  );
}

function TeachBackItem({
  question,
  saved,
  saving,
}: {
  question: TeachBackQuestion;
  saved: SavedAnswer | undefined;
  saving: QuestionSaving;
}) {
  const { t } = usePageTranslation();
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState(saved && 'text' in saved.answer ? saved.answer.text : '');
  const { state, save, checks } = useSave(saving, question.key);
  const result = saved?.result.kind === 'teach_back' ? saved.result : null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim() !== '') void save({ text: text.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Question>
        <Prompt>{question.prompt}</Prompt>
        <Hint id={hintId}>{t('teachBackHint')}</Hint>
        <Label htmlFor={fieldId}>{t('yourWords')}</Label>
        <TextArea
          id={fieldId}
          dir="auto"
          value={text}
          maxLength={2000}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <PrimaryButton type="submit" disabled={text.trim() === '' || state.kind === 'saving'}>
          {t('checkAnswer')}
        </PrimaryButton>
        <SaveStatus state={state} />
        <CheckFeedback checks={checks} good={(result?.matched_keywords.length ?? 0) > 0}>
          {result && (
            <dl>
              <dt>{t('yourAnswer')}</dt>
              <dd dir="auto">{result.your_answer}</dd>
              <dt>{t('expectedAnswer')}</dt>
              <dd>{result.correct_answer}</dd>
              {result.keywords.length > 0 && (
                <>
                  <dt>{t('expectedKeywords')}</dt>
                  <dd>
                    <Keywords>
                      {result.keywords.map((keyword) => {
                        const found = result.matched_keywords.includes(keyword);
                        return (
                          <Keyword key={keyword} $found={found}>
                            {keyword}
                            <span className="visually-hidden">
                              {' '}
                              ({found ? t('keywordFound') : t('keywordMissing')})
                            </span>
                            {found ? ' ✓' : ''}
                          </Keyword>
                        );
                      })}
                    </Keywords>
                  </dd>
                </>
              )}
            </dl>
          )}
        </CheckFeedback>
      </Question>
    </form>
  );
}

export interface ChapterQuestionsProps extends QuestionSaving {
  questions: readonly ChapterQuestion[];
  answers: readonly SavedAnswer[];
}

/** A chapter's quiz and teach-back questions, each answered and checked on its own. */
export function ChapterQuestions({ questions, answers, ...saving }: ChapterQuestionsProps) {
  const savedOf = (key: string) =>
    answers.find((answer) => answer.chapter === saving.chapter && answer.question === key);
  return (
    <>
      {questions.map((question) =>
        question.kind === 'quiz' ? (
          <QuizItem key={question.key} question={question} saved={savedOf(question.key)} saving={saving} />
        ) : (
          <TeachBackItem
            key={question.key}
            question={question}
            saved={savedOf(question.key)}
            saving={saving}
          />
        ),
      )}
    </>
  );
}
