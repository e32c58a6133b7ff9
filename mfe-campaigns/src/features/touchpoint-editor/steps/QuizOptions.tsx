import { Button, TextField } from '@outreach/shared-ui';
import type { ChapterQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { CheckboxField } from '../fields/CheckboxField';
import { newItemKey, textIn, withText } from '../localized';
import { Row, Stack } from './Step.styles';

type Quiz = Extract<ChapterQuestion, { kind: 'quiz' }>;

export interface QuizOptionsProps {
  question: Quiz;
  onChange: (question: Quiz) => void;
}

/** A quiz's options, each marked correct or not; several may be correct. */
export function QuizOptions({ question, onChange }: QuizOptionsProps) {
  const { t } = useAreaTranslation();
  const { language } = useEditor();
  const options = question.options;
  const setOption = (index: number, next: Partial<Quiz['options'][number]>) =>
    onChange({
      ...question,
      options: options.map((option, at) => (at === index ? { ...option, ...next } : option)),
    });

  return (
    <Stack>
      <CheckboxField
        label={t('questions.multiple')}
        checked={question.multiple}
        onChange={(multiple) => onChange({ ...question, multiple })}
      />
      {options.map((option, index) => (
        <Row key={option.key}>
          <TextField
            label={t('questions.option', { number: index + 1 })}
            value={textIn(option.label, language)}
            onChange={(event) =>
              setOption(index, { label: withText(option.label, language, event.target.value) })
            }
          />
          <CheckboxField
            label={t('questions.correct', { number: index + 1 })}
            checked={option.correct}
            onChange={(correct) => setOption(index, { correct })}
          />
          <Button
            type="button"
            $variant="link"
            onClick={() => onChange({ ...question, options: options.filter((_, at) => at !== index) })}
          >
            {t('questions.removeOption', { number: index + 1 })}
          </Button>
        </Row>
      ))}
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            onChange({
              ...question,
              options: [...options, { key: newItemKey('o'), label: {}, correct: false }],
            })
          }
        >
          {t('questions.addOption')}
        </Button>
      </div>
    </Stack>
  );
}
