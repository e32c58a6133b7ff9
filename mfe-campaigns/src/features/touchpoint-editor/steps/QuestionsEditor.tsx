import { Button, TextField } from '@outreach/shared-ui';
import type { ChapterQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { newItemKey } from '../localized';
import { QuizOptions } from './QuizOptions';
import { ItemCard, ItemLegend, Row, Stack, SubHeading } from './Step.styles';

export interface QuestionsEditorProps {
  questions: ChapterQuestion[];
  onChange: (questions: ChapterQuestion[]) => void;
  /** Where the questions sit in the content (`chapters.0.questions`). */
  path: string;
}

function newQuestion(kind: ChapterQuestion['kind']): ChapterQuestion {
  return kind === 'quiz'
    ? { key: newItemKey('q'), kind, prompt: {}, multiple: false, options: [] }
    : { key: newItemKey('q'), kind, prompt: {}, answer: {}, keywords: {} };
}

/** The questions after a chapter's video: quizzes with their correct answers, and teach-back. */
export function QuestionsEditor({ questions, onChange, path }: QuestionsEditorProps) {
  const { t } = useAreaTranslation();
  const { language } = useEditor();
  const set = (index: number, question: ChapterQuestion) =>
    onChange(questions.map((item, at) => (at === index ? question : item)));

  return (
    <Stack>
      <SubHeading>{t('questions.title')}</SubHeading>
      {questions.map((question, index) => (
        <ItemCard key={question.key} data-field={`${path}.${index}`} tabIndex={-1}>
          <ItemLegend>{t(`questions.kind.${question.kind}`, { number: index + 1 })}</ItemLegend>
          <TranslatedTextField
            label={t('questions.prompt')}
            path={`${path}.${index}.prompt`}
            text={question.prompt}
            onChange={(prompt) => set(index, { ...question, prompt })}
          />
          {question.kind === 'quiz' ? (
            <QuizOptions
              question={question}
              path={`${path}.${index}.options`}
              onChange={(next) => set(index, next)}
            />
          ) : (
            <>
              <TranslatedTextField
                label={t('questions.answer')}
                path={`${path}.${index}.answer`}
                rows={3}
                text={question.answer}
                onChange={(answer) => set(index, { ...question, answer })}
              />
              <TextField
                label={t('questions.keywords')}
                hint={t('questions.keywordsHint')}
                value={(question.keywords[language] ?? []).join(', ')}
                onChange={(event) => {
                  const words = event.target.value
                    .split(',')
                    .map((word) => word.trim())
                    .filter(Boolean);
                  set(index, { ...question, keywords: { ...question.keywords, [language]: words } });
                }}
              />
            </>
          )}
          <div>
            <Button
              type="button"
              $variant="link"
              onClick={() => onChange(questions.filter((_, at) => at !== index))}
            >
              {t('questions.remove', { number: index + 1 })}
            </Button>
          </div>
        </ItemCard>
      ))}
      <Row>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onChange([...questions, newQuestion('quiz')])}
        >
          {t('questions.addQuiz')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onChange([...questions, newQuestion('teach_back')])}
        >
          {t('questions.addTeachBack')}
        </Button>
      </Row>
    </Stack>
  );
}
