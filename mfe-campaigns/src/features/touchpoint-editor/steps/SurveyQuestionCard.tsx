import { Button, SelectField } from '@outreach/shared-ui';
import type { LocalizedText, SurveyQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { CheckboxField } from '../fields/CheckboxField';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { newItemKey } from '../localized';
import { ItemCard, ItemLegend, Row, Stack } from './Step.styles';

export interface SurveyQuestionCardProps {
  question: SurveyQuestion;
  index: number;
  onChange: (question: SurveyQuestion) => void;
  onRemove: () => void;
}

interface LabelledRow {
  key: string;
  label: LocalizedText;
}

/** One survey question with what its kind needs: choices, a scale, or the medications to ask about. */
export function SurveyQuestionCard({ question, index, onChange, onRemove }: SurveyQuestionCardProps) {
  const { t } = useAreaTranslation();

  const at = `survey.questions.${index}`;
  const rows = (
    items: LabelledRow[],
    label: string,
    addLabel: string,
    set: (items: LabelledRow[]) => void,
    /** Where the rows sit (`survey.questions.0.options`) and the field of each row's text. */
    where: { path: string; field: string },
  ) => (
    <Stack data-field={where.path} tabIndex={-1}>
      {items.map((item, row) => (
        <Row key={item.key}>
          <TranslatedTextField
            label={t(label, { number: row + 1 })}
            path={`${where.path}.${row}.${where.field}`}
            text={item.label}
            onChange={(text) => set(items.map((other, i) => (i === row ? { ...other, label: text } : other)))}
          />
          <Button type="button" $variant="link" onClick={() => set(items.filter((_, i) => i !== row))}>
            {t('survey.removeRow', { number: row + 1 })}
          </Button>
        </Row>
      ))}
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => set([...items, { key: newItemKey('r'), label: {} }])}
        >
          {t(addLabel)}
        </Button>
      </div>
    </Stack>
  );

  return (
    <ItemCard data-field={at} tabIndex={-1}>
      <ItemLegend>
        {t('survey.legend', { number: index + 1, kind: t(`survey.kind.${question.kind}`) })}
      </ItemLegend>
      <TranslatedTextField
        label={t('questions.prompt')}
        path={`${at}.prompt`}
        text={question.prompt}
        onChange={(prompt) => onChange({ ...question, prompt })}
      />
      <CheckboxField
        label={t('survey.required')}
        checked={question.required}
        onChange={(required) => onChange({ ...question, required })}
      />
      {(question.kind === 'single_choice' || question.kind === 'multiple_choice') &&
        rows(
          question.options,
          'survey.choice',
          'survey.addChoice',
          (options) => onChange({ ...question, options }),
          { path: `${at}.options`, field: 'label' },
        )}
      {question.kind === 'rating' && (
        <SelectField
          label={t('survey.scale')}
          value={String(question.scale)}
          choices={[
            { value: '5', label: '1–5' },
            { value: '10', label: '1–10' },
          ]}
          onChange={(value) => onChange({ ...question, scale: value === '10' ? 10 : 5 })}
        />
      )}
      {question.kind === 'medication_list' && (
        <>
          {rows(
            question.medications.map((medication) => ({ key: medication.key, label: medication.name })),
            'survey.medication',
            'survey.addMedication',
            (items) =>
              onChange({ ...question, medications: items.map(({ key, label }) => ({ key, name: label })) }),
            { path: `${at}.medications`, field: 'name' },
          )}
          <CheckboxField
            label={t('survey.allowAdditional')}
            checked={question.allow_additional}
            onChange={(allow_additional) => onChange({ ...question, allow_additional })}
          />
        </>
      )}
      <div>
        <Button type="button" $variant="link" onClick={onRemove}>
          {t('survey.removeQuestion', { number: index + 1 })}
        </Button>
      </div>
    </ItemCard>
  );
}
