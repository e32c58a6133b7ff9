import { useId, useState } from 'react';
import { useSurveyTranslation } from '../surveyTranslations';
import {
  medicationListOf,
  type AddedMedication,
  type MedicationListAnswer,
  type MedicationResponse,
} from '../surveyAnswers';
import { AdditionalMedications } from './AdditionalMedications';
import { MedicationName, MedicationRow, MedicationRows } from './MedicationListQuestion.styles';
import { Fieldset, Legend, Segment, Segments } from './QuestionField.styles';
import { Prompt, type QuestionInputProps } from './QuestionField';

const responses: readonly { value: MedicationResponse; label: 'yes' | 'no' | 'notSure' }[] = [
  { value: 'yes', label: 'yes' },
  { value: 'no', label: 'no' },
  { value: 'not_sure', label: 'notSure' },
];

/**
 * The medication list of spec section 3: each listed medication answered Yes, No or Not Sure (one
 * radio group per medication, each radio named with the medication so a screen reader says
 * "Aspirin: Yes"), then, when the list allows it, the patient's own medications. Every change is
 * saved at once, the whole list with it.
 */
export function MedicationListQuestion({ question, saved, onSave, onInteraction }: QuestionInputProps) {
  const { t } = useSurveyTranslation();
  const id = useId();
  const [answer, setAnswer] = useState<MedicationListAnswer>(() => medicationListOf(saved));

  const change = (next: MedicationListAnswer) => {
    onInteraction();
    setAnswer(next);
    onSave(next);
  };
  const respond = (key: string, value: MedicationResponse) =>
    change({ ...answer, medications: { ...answer.medications, [key]: value } });
  const setAdditional = (additional: AddedMedication[]) => change({ ...answer, additional });

  return (
    <Fieldset>
      <Legend>
        <Prompt question={question} />
      </Legend>
      <MedicationRows>
        {(question.medications ?? []).map((medication) => (
          <MedicationRow key={medication.key} role="radiogroup" aria-labelledby={`${id}-${medication.key}`}>
            <MedicationName id={`${id}-${medication.key}`}>{medication.label}</MedicationName>
            <Segments>
              {responses.map(({ value, label }) => (
                <Segment key={value} $wide>
                  <input
                    type="radio"
                    name={`${id}-${medication.key}-response`}
                    value={value}
                    checked={answer.medications[medication.key] === value}
                    aria-label={t('medication.response', {
                      name: medication.label,
                      answer: t(`medication.${label}`),
                    })}
                    onChange={() => respond(medication.key, value)}
                  />
                  <span aria-hidden="true">{t(`medication.${label}`)}</span>
                </Segment>
              ))}
            </Segments>
          </MedicationRow>
        ))}
      </MedicationRows>
      {question.allow_additional && (
        <AdditionalMedications added={answer.additional} onChange={setAdditional} />
      )}
    </Fieldset>
  );
}
