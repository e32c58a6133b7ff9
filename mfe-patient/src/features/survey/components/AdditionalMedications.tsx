import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ANSWER_LIMITS } from '@outreach/shared-contracts/core';
import { useSurveyTranslation } from '../surveyTranslations';
import type { AddedMedication } from '../surveyAnswers';
import { useNumberFormat } from '../useNumberFormat';
import {
  AddedDetails,
  AddedItem,
  AddedList,
  AddedText,
  AddedTitle,
  AddEntry,
  AddField,
  AddLegend,
} from './MedicationListQuestion.styles';
import { Hint, Input, Label } from '../../../app/fields.styles';
import { ErrorText, SecondaryButton } from './QuestionField.styles';

export interface AdditionalMedicationsProps {
  added: readonly AddedMedication[];
  onChange: (added: AddedMedication[]) => void;
}

type Part = keyof AddedMedication;
const parts: readonly Part[] = ['name', 'dosage', 'frequency'];
const EMPTY: AddedMedication = { name: '', dosage: '', frequency: '' };

/**
 * The patient's own medications (name, dosage, frequency), listed and removable, up to the
 * contract's limit. Not a form of its own: the page may sit inside one, and Enter in a field adds.
 */
export function AdditionalMedications({ added, onChange }: AdditionalMedicationsProps) {
  const { t } = useSurveyTranslation();
  const id = useId();
  const formatNumber = useNumberFormat();
  const [entry, setEntry] = useState<AddedMedication>(EMPTY);
  const [nameMissing, setNameMissing] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const full = added.length >= ANSWER_LIMITS.additionalMedicationsMax;

  const add = () => {
    const medication = {
      name: entry.name.trim(),
      dosage: entry.dosage.trim(),
      frequency: entry.frequency.trim(),
    };
    if (medication.name === '') {
      setNameMissing(true);
      nameField.current?.focus();
      return;
    }
    onChange([...added, medication]);
    setEntry(EMPTY);
    setNameMissing(false);
    nameField.current?.focus();
  };

  const remove = (index: number) => {
    onChange(added.filter((_, at) => at !== index));
    nameField.current?.focus();
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <>
      <AddedTitle id={`${id}-title`}>{t('medication.addedTitle')}</AddedTitle>
      {added.length === 0 ? (
        <Hint>{t('medication.noneAdded')}</Hint>
      ) : (
        <AddedList aria-labelledby={`${id}-title`}>
          {added.map((medication, index) => (
            // Two entries may be alike; their place in the list is what tells them apart.
            <AddedItem key={index}>
              <AddedText>
                <span>{medication.name}</span>
                {(medication.dosage || medication.frequency) && (
                  <AddedDetails>
                    {[medication.dosage, medication.frequency].filter(Boolean).join(' · ')}
                  </AddedDetails>
                )}
              </AddedText>
              <SecondaryButton
                type="button"
                aria-label={t('medication.removeNamed', { name: medication.name })}
                onClick={() => remove(index)}
              >
                {t('medication.remove')}
              </SecondaryButton>
            </AddedItem>
          ))}
        </AddedList>
      )}
      {full ? (
        <Hint>{t('medication.limit', { max: formatNumber(ANSWER_LIMITS.additionalMedicationsMax) })}</Hint>
      ) : (
        <AddEntry>
          <AddLegend>{t('medication.add')}</AddLegend>
          {parts.map((part) => (
            <AddField key={part}>
              <Label htmlFor={`${id}-${part}`}>{t(`medication.${part}`)}</Label>
              {part !== 'name' && <Hint id={`${id}-${part}-hint`}>{t(`medication.${part}Example`)}</Hint>}
              <Input
                id={`${id}-${part}`}
                ref={part === 'name' ? nameField : undefined}
                value={entry[part]}
                maxLength={ANSWER_LIMITS.medicationTextMax}
                autoComplete="off"
                aria-invalid={part === 'name' && nameMissing}
                aria-describedby={
                  part === 'name' ? (nameMissing ? `${id}-missing` : undefined) : `${id}-${part}-hint`
                }
                onChange={(event) => setEntry((current) => ({ ...current, [part]: event.target.value }))}
                onKeyDown={addOnEnter}
              />
              {part === 'name' && nameMissing && (
                <ErrorText id={`${id}-missing`} role="alert">
                  {t('medication.nameMissing')}
                </ErrorText>
              )}
            </AddField>
          ))}
          <SecondaryButton type="button" onClick={add}>
            {t('medication.addButton')}
          </SecondaryButton>
        </AddEntry>
      )}
    </>
  );
}
