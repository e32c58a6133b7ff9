import { useId, useState } from 'react';
import { Button } from '@outreach/shared-ui';
import type { PatientSummary } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { FieldError } from '../../fields/Fields.styles';
import { Note } from '../Step.styles';
import { CohortPicker } from './CohortPicker';
import { patientName, PatientPicker } from './PatientPicker';
import { ChosenList, FormGroup, GroupLegend } from './Send.styles';

export interface AudienceFieldsProps {
  cohortIds: ReadonlySet<number>;
  onToggleCohort: (cohortId: number, chosen: boolean) => void;
  patients: readonly PatientSummary[];
  onTogglePatient: (patient: PatientSummary, chosen: boolean) => void;
  /** Why the server refused the audience, shown under it. */
  error: string | null;
}

/** Who a send goes to: cohorts, and single patients found by name or MRN. */
export function AudienceFields({
  cohortIds,
  onToggleCohort,
  patients,
  onTogglePatient,
  error,
}: AudienceFieldsProps) {
  const { t } = useAreaTranslation();
  const [search, setSearch] = useState('');
  const chosenId = useId();

  return (
    <FormGroup>
      <GroupLegend>{t('send.audience')}</GroupLegend>
      <CohortPicker chosen={cohortIds} onToggle={onToggleCohort} />
      <FormGroup>
        <GroupLegend>{t('send.patients')}</GroupLegend>
        <PatientPicker
          search={search}
          onSearch={setSearch}
          multiple
          legend={t('send.patientsFound')}
          isChosen={(patient) => patients.some((chosen) => chosen.id === patient.id)}
          onChoose={onTogglePatient}
        />
        {patients.length > 0 && (
          <>
            <Note id={chosenId}>{t('send.chosenPatients')}</Note>
            <ChosenList aria-labelledby={chosenId}>
              {patients.map((patient) => (
                <li key={patient.id}>
                  {patientName(patient)}
                  <Button
                    type="button"
                    $variant="link"
                    aria-label={t('send.removePatient', { name: patientName(patient) })}
                    onClick={() => onTogglePatient(patient, false)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </li>
              ))}
            </ChosenList>
          </>
        )}
      </FormGroup>
      {error && <FieldError role="alert">{error}</FieldError>}
    </FormGroup>
  );
}
