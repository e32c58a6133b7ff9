import { useId, useState } from 'react';
import { useSurveyTranslation } from '../surveyTranslations';
import { ratingOf } from '../surveyAnswers';
import { useNumberFormat } from '../useNumberFormat';
import { Hint } from '../../../app/fields.styles';
import { Fieldset, Legend, Segment, Segments } from './QuestionField.styles';
import { Prompt, type QuestionInputProps } from './QuestionField';

/** A rating from 1 to the question's scale: one radio group of numbered boxes, saved at once. */
export function RatingQuestion({ question, saved, onSave, onInteraction }: QuestionInputProps) {
  const { t } = useSurveyTranslation();
  const id = useId();
  const formatNumber = useNumberFormat();
  const [rating, setRating] = useState(() => ratingOf(saved));
  const scale = question.scale ?? 5;
  const values = Array.from({ length: scale }, (_, index) => index + 1);

  return (
    <Fieldset aria-describedby={`${id}-hint`}>
      <Legend>
        <Prompt question={question} />
      </Legend>
      <Hint id={`${id}-hint`}>
        {t('rating.hint', { lowest: formatNumber(1), highest: formatNumber(scale) })}
      </Hint>
      <Segments>
        {values.map((value) => (
          <Segment key={value}>
            <input
              type="radio"
              name={`${id}-${question.key}`}
              value={value}
              checked={rating === value}
              onChange={() => {
                onInteraction();
                setRating(value);
                onSave({ rating: value });
              }}
            />
            {formatNumber(value)}
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}
