import { Button, TextAreaField, TextField } from '@outreach/shared-ui';
import type { ChapterQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { textIn, withText, newItemKey } from '../localized';
import { QuizOptions } from './QuizOptions';
import { ItemCard, ItemLegend, Row, Stack, SubHeading } from './Step.styles';

export interface QuestionsEditorProps {
  questions: ChapterQuestion[];
  onChange: (questions: ChapterQuestion[]) => void;
}

function newQuestion(kind: ChapterQuestion['kind']): ChapterQuestion {
  return kind === 'quiz'
    ? { key: newItemKey('q'), kind, prompt: {}, multiple: false, options: [] }
    : { key: newItemKey('q'), kind, prompt: {}, answer: {}, keywords: {} };
}

/** The questions after a chapter's video: quizzes with their correct answers, and teach-back. */
export function QuestionsEditor({ questions, onChange }: QuestionsEditorProps) {
  const { t } = useAreaTranslation();
  const { language } = useEditor();
  const set = (index: number, question: ChapterQuestion) =>
    onChange(questions.map((item, at) => (at === index ? question : item)));

  return (
    <Stack>
      <SubHeading>{t('questions.title')}</SubHeading>
      {questions.map((question, index) => (
        <ItemCard key={question.key}>
          <ItemLegend>{t(`questions.kind.${question.kind}`, { number: index + 1 })}</ItemLegend>
          <TextField
            label={t('questions.prompt')}
            value={textIn(question.prompt, language)}
            onChange={(event) =>
              set(index, { ...question, prompt: withText(question.prompt, language, event.target.value) })
            }
          />
          {question.kind === 'quiz' ? (
            <QuizOptions question={question} onChange={(next) => set(index, next)} />
          ) : (
            <>
              <TextAreaField
                label={t('questions.answer')}
                rows={3}
                value={textIn(question.answer, language)}
                onChange={(event) =>
                  set(index, { ...question, answer: withText(question.answer, language, event.target.value) })
                }
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
