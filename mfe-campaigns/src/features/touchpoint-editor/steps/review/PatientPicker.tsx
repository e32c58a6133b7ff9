import { useCallback, useId } from 'react';
import { Button, LoadingState } from '@outreach/shared-ui';
import { SearchBox } from '@outreach/shared-ui/lists';
import { PATIENT_SEARCH_MAX_LENGTH, type PatientSummary } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { PATIENT_CHOICES, usePatientSearch } from '../../api';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Row } from '../Step.styles';
import { Choice, ChoicesLegend, Mrn, PatientChoices } from './TestLink.styles';

export interface PatientPickerProps {
  search: string;
  onSearch: (search: string) => void;
  /** Whether a patient found is among those chosen. */
  isChosen: (patient: PatientSummary) => boolean;
  /** A patient picked (or, with `multiple`, ticked or unticked). */
  onChoose: (patient: PatientSummary, chosen: boolean) => void;
  /** Several patients, each a checkbox, rather than one of the results. */
  multiple?: boolean;
  /** Names the results; 'Patient' by default. */
  legend?: string;
}

export const patientName = (patient: PatientSummary) => `${patient.first_name} ${patient.last_name}`;

/**
 * A search of the tenant's patients by name or MRN, and one of them (or several) to choose. Each
 * shows the date of birth, which tells apart patients of the same name; when more match than are
 * shown, it says so and how to narrow the search.
 */
export function PatientPicker({
  search,
  onSearch,
  isChosen,
  onChoose,
  multiple = false,
  legend,
}: PatientPickerProps) {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  const name = useId();
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
      ) : found.data.patients.length === 0 ? (
        <Note role="status">{t('testLink.noPatients', { search })}</Note>
      ) : (
        <>
          <PatientChoices>
            <ChoicesLegend>{legend ?? t('testLink.patient')}</ChoicesLegend>
            {found.data.patients.map((patient) => (
              <Choice key={patient.id}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={patient.id}
                  checked={isChosen(patient)}
                  onChange={(event) => onChoose(patient, event.target.checked)}
                />
                <span>{patientName(patient)}</span>
                <Mrn>
                  {t('testLink.patientDetails', {
                    date: format.calendarDate(patient.date_of_birth),
                    mrn: patient.mrn,
                  })}
                </Mrn>
              </Choice>
            ))}
          </PatientChoices>
          {found.data.more && (
            <Note role="status">{t('testLink.moreFound', { count: PATIENT_CHOICES })}</Note>
          )}
        </>
      )}
    </>
  );
}
