import { useId, useState } from 'react';
import { useSurveyTranslation } from '../surveyTranslations';
import { choicesOf } from '../surveyAnswers';
import { Hint } from '../../../app/fields.styles';
import { Fieldset, Legend, Option, OptionList } from './QuestionField.styles';
import { Prompt, type QuestionInputProps } from './QuestionField';

/**
 * A single or multiple choice question: radios or checkboxes in a fieldset whose legend is the
 * prompt. Each change is saved at once; a multiple choice left with nothing chosen keeps its earlier
 * answer, as the server takes no empty one.
 */
export function ChoiceQuestion({ question, saved, onSave, onInteraction }: QuestionInputProps) {
  const { t } = useSurveyTranslation();
  const id = useId();
  const [chosen, setChosen] = useState(() => choicesOf(saved));
  const [answered, setAnswered] = useState(() => chosen.length > 0);
  const multiple = question.kind === 'multiple_choice';
  const options = question.options ?? [];

  const choose = (key: string, checked: boolean) => {
    onInteraction();
    const next = multiple
      ? options.map((option) => option.key).filter((item) => (item === key ? checked : chosen.includes(item)))
      : [key];
    setChosen(next);
    if (next.length === 0) return;
    setAnswered(true);
    onSave({ choices: next });
  };

  const describedBy = [multiple && `${id}-hint`, answered && chosen.length === 0 && `${id}-kept`]
    .filter(Boolean)
    .join(' ');
  return (
    <Fieldset aria-describedby={describedBy || undefined}>
      <Legend>
        <Prompt question={question} />
      </Legend>
      {multiple && <Hint id={`${id}-hint`}>{t('choice.multipleHint')}</Hint>}
      <OptionList>
        {options.map((option) => (
          <Option key={option.key}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={`${id}-${question.key}`}
              value={option.key}
              checked={chosen.includes(option.key)}
              onChange={(event) => choose(option.key, event.target.checked)}
            />
            <span>{option.label}</span>
          </Option>
        ))}
      </OptionList>
      {answered && chosen.length === 0 && <Hint id={`${id}-kept`}>{t('status.keptEarlier')}</Hint>}
    </Fieldset>
  );
}
