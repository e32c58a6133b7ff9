import { Button } from '@outreach/shared-ui';
import type { ChapterQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { CheckboxField } from '../fields/CheckboxField';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { newItemKey } from '../localized';
import { Row, Stack } from './Step.styles';

type Quiz = Extract<ChapterQuestion, { kind: 'quiz' }>;

export interface QuizOptionsProps {
  question: Quiz;
  onChange: (question: Quiz) => void;
  /** Where the options sit in the content (`chapters.0.questions.1.options`). */
  path: string;
}

/** A quiz's options, each marked correct or not; several may be correct. */
export function QuizOptions({ question, onChange, path }: QuizOptionsProps) {
  const { t } = useAreaTranslation();
  const options = question.options;
  const setOption = (index: number, next: Partial<Quiz['options'][number]>) =>
    onChange({
      ...question,
      options: options.map((option, at) => (at === index ? { ...option, ...next } : option)),
    });

  return (
    <Stack data-field={path} tabIndex={-1}>
      <CheckboxField
        label={t('questions.multiple')}
        checked={question.multiple}
        onChange={(multiple) => onChange({ ...question, multiple })}
      />
      {options.map((option, index) => (
        <Row key={option.key}>
          <TranslatedTextField
            label={t('questions.option', { number: index + 1 })}
            path={`${path}.${index}.label`}
            text={option.label}
            onChange={(label) => setOption(index, { label })}
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
