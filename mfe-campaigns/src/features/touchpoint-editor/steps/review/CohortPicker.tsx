import { useCallback, useState } from 'react';
import { Button, LoadingState, TextField } from '@outreach/shared-ui';
import { SEND_LIMITS } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { useCohorts } from '../../api';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Row } from '../Step.styles';
import { CohortChoices, FormGroup, GroupLegend, Muted } from './Send.styles';
import { Choice } from './TestLink.styles';

export interface CohortPickerProps {
  chosen: ReadonlySet<number>;
  onToggle: (cohortId: number, chosen: boolean) => void;
}

/**
 * The tenant's cohorts, each a checkbox, narrowed by a filter on the title. A cohort hidden by the
 * filter stays chosen; the count of those chosen says so.
 */
export function CohortPicker({ chosen, onToggle }: CohortPickerProps) {
  const { t } = useAreaTranslation();
  const format = useCampaignsFormat();
  const cohorts = useCohorts();
  const { mutate } = cohorts;
  const retry = useCallback(() => void mutate(), [mutate]);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const shown = (cohorts.data ?? []).filter((cohort) => cohort.title.toLocaleLowerCase().includes(needle));
  const full = chosen.size >= SEND_LIMITS.cohortsMax;

  return (
    <FormGroup>
      <GroupLegend>{t('send.cohorts')}</GroupLegend>
      <TextField
        label={t('send.filterCohorts')}
        hint={t('send.cohortsMax', { max: format.number(SEND_LIMITS.cohortsMax) })}
        type="search"
        value={filter}
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
      />
      {cohorts.error ? (
        <Row role="alert">
          <FieldError>{t('send.cohortsFailed')}</FieldError>
          <Button type="button" $variant="link" onClick={retry}>
            {t('send.retry')}
          </Button>
        </Row>
      ) : !cohorts.data ? (
        <LoadingState label={t('send.loadingCohorts')} />
      ) : shown.length === 0 ? (
        <Note role="status">
          {cohorts.data.length === 0
            ? t('send.noCohorts')
            : t('send.noCohortMatch', { search: filter.trim() })}
        </Note>
      ) : (
        <CohortChoices>
          {shown.map((cohort) => (
            <Choice key={cohort.id}>
              <input
                type="checkbox"
                value={cohort.id}
                checked={chosen.has(cohort.id)}
                disabled={full && !chosen.has(cohort.id)}
                onChange={(event) => onToggle(cohort.id, event.target.checked)}
              />
              <span>{cohort.title}</span>
              <Muted>{t('send.patientCount', { number: format.number(cohort.patient_count) })}</Muted>
            </Choice>
          ))}
        </CohortChoices>
      )}
      <Note>{t('send.cohortsChosen', { number: format.number(chosen.size) })}</Note>
    </FormGroup>
  );
}
