import { Button, SelectField, TextField } from '@outreach/shared-ui';
import type { LocalizedText, SurveyQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { CheckboxField } from '../fields/CheckboxField';
import { newItemKey, textIn, withText } from '../localized';
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
  const { language } = useEditor();

  const rows = (
    items: LabelledRow[],
    label: string,
    addLabel: string,
    set: (items: LabelledRow[]) => void,
  ) => (
    <Stack>
      {items.map((item, at) => (
        <Row key={item.key}>
          <TextField
            label={t(label, { number: at + 1 })}
            value={textIn(item.label, language)}
            onChange={(event) =>
              set(
                items.map((row, i) =>
                  i === at ? { ...row, label: withText(row.label, language, event.target.value) } : row,
                ),
              )
            }
          />
          <Button type="button" $variant="link" onClick={() => set(items.filter((_, i) => i !== at))}>
            {t('survey.removeRow', { number: at + 1 })}
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
    <ItemCard>
      <ItemLegend>
        {t('survey.legend', { number: index + 1, kind: t(`survey.kind.${question.kind}`) })}
      </ItemLegend>
      <TextField
        label={t('questions.prompt')}
        value={textIn(question.prompt, language)}
        onChange={(event) =>
          onChange({ ...question, prompt: withText(question.prompt, language, event.target.value) })
        }
      />
      <CheckboxField
        label={t('survey.required')}
        checked={question.required}
        onChange={(required) => onChange({ ...question, required })}
      />
      {(question.kind === 'single_choice' || question.kind === 'multiple_choice') &&
        rows(question.options, 'survey.choice', 'survey.addChoice', (options) =>
          onChange({ ...question, options }),
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
