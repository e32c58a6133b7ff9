import { useCallback } from 'react';
import { Button, LoadingState } from '@outreach/shared-ui';
import { SearchBox } from '@outreach/shared-ui/lists';
import { PATIENT_SEARCH_MAX_LENGTH, type PatientSummary } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { usePatientSearch } from '../../api';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Row } from '../Step.styles';
import { Choice, ChoicesLegend, Mrn, PatientChoices } from './TestLink.styles';

export interface PatientPickerProps {
  search: string;
  onSearch: (search: string) => void;
  chosen: PatientSummary | null;
  onChoose: (patient: PatientSummary) => void;
}

export const patientName = (patient: PatientSummary) => `${patient.first_name} ${patient.last_name}`;

/** A search of the tenant's patients by name or MRN, and one of them to choose. */
export function PatientPicker({ search, onSearch, chosen, onChoose }: PatientPickerProps) {
  const { t } = useAreaTranslation();
  const found = usePatientSearch(search);
  const { mutate } = found;
  const retry = useCallback(() => void mutate(), [mutate]);

  return (
    <>
      <SearchBox
        label={t('testLink.search')}
        hint={t('testLink.searchHint')}
        search={search}
        onSearch={onSearch}
        maxLength={PATIENT_SEARCH_MAX_LENGTH}
      />
      {search === '' ? (
        <Note>{t('testLink.searchPrompt')}</Note>
      ) : found.error ? (
        <Row role="alert">
          <FieldError>{t('testLink.searchFailed')}</FieldError>
          <Button type="button" $variant="link" onClick={retry}>
            {t('testLink.retry')}
          </Button>
        </Row>
      ) : !found.data ? (
        <LoadingState label={t('testLink.searching')} />
      ) : found.data.length === 0 ? (
        <Note role="status">{t('testLink.noPatients', { search })}</Note>
      ) : (
        <PatientChoices>
          <ChoicesLegend>{t('testLink.patient')}</ChoicesLegend>
          {found.data.map((patient) => (
            <Choice key={patient.id}>
              <input
                type="radio"
                name="test-link-patient"
                value={patient.id}
                checked={chosen?.id === patient.id}
                onChange={() => onChoose(patient)}
              />
              <span>{patientName(patient)}</span>
              <Mrn>{t('testLink.mrn', { mrn: patient.mrn })}</Mrn>
            </Choice>
          ))}
        </PatientChoices>
      )}
    </>
  );
}
