import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  SelectField,
  StateMessage,
  Spinner,
  useRevalidateLists,
  Section,
  SectionHeading,
  TextLink,
} from '@outreach/shared-ui';
import { actOnSteps, type ActOnStep, type Cohort } from '@outreach/shared-contracts/core';
import { DataTable, NoWrapCell } from '@outreach/shared-ui/lists';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { usePatientsToActOn, type ReportScope } from './api';
import { isActOnStep } from './choices';
import { CohortFromReportModal } from './CohortFromReportModal';
import { Muted, Row, SuccessNote } from './Reports.styles';

export interface PatientsToActOnProps {
  /** Null while the report's date range is not valid: nothing is asked for then. */
  scope: ReportScope | null;
}

/** Where a cohort is shown in Contacts. */
function cohortPath(cohortId: number): string {
  return `/contacts?cohort=${String(cohortId)}`;
}

/** The patients who reached the step before the chosen one but not it, paged, and a cohort of them. */
export function PatientsToActOn({ scope }: PatientsToActOnProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useReportsFormat();
  const headingId = useId();
  const [step, setStep] = useState<ActOnStep>('opened');
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<Cohort | null>(null);
  const revalidateLists = useRevalidateLists();
  const pages = usePatientsToActOn(scope, step);
  const patients = (pages.data ?? []).flatMap((page) => page.results);
  const nextToken = pages.data?.at(-1)?.next_page_token ?? null;
  const loadingMore = pages.isValidating && pages.size > (pages.data?.length ?? 0);

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('actOn.heading')}</SectionHeading>
      <Muted>{t('actOn.description')}</Muted>
      <Row>
        <SelectField
          label={t('actOn.step')}
          value={step}
          choices={actOnSteps.map((value) => ({ value, label: t(`actOn.steps.${value}`) }))}
          onChange={(value) => {
            if (!isActOnStep(value)) return;
            setStep(value);
            setMade(null);
          }}
        />
        {scope && patients.length > 0 && (
          <Button type="button" $variant="secondary" onClick={() => setMaking(true)}>
            {t('actOn.makeCohort')}
          </Button>
        )}
      </Row>
      {made && (
        <SuccessNote role="status">
          {t('actOn.cohortMade', { title: made.title, number: format.number(made.patient_count) })}{' '}
          <TextLink to={cohortPath(made.id)}>{t('actOn.openCohort')}</TextLink>
        </SuccessNote>
      )}
      {pages.error !== undefined && !pages.data ? (
        <StateMessage
          alert
          title={tCommon('errors.generic')}
          action={{ label: t('list.retry'), onClick: () => void pages.mutate() }}
        />
      ) : !pages.data ? (
        scope && <Spinner size={20} label={t('actOn.loading')} />
      ) : patients.length === 0 ? (
        <StateMessage title={t('actOn.emptyTitle')} body={t('actOn.emptyBody')} />
      ) : (
        <>
          <DataTable
            caption={t('actOn.caption', { step: t(`actOn.steps.${step}`) })}
            busy={pages.isValidating}
            columns={[
              { label: t('actOn.columns.name') },
              { label: t('actOn.columns.mrn') },
              { label: t('actOn.columns.language') },
              { label: t('actOn.columns.channel') },
              { label: t('actOn.columns.sent') },
            ]}
          >
            {patients.map((patient) => (
              <tr key={`${String(patient.patient_id)}-${String(patient.touchpoint_id)}`}>
                <th scope="row">{t('actOn.name', { first: patient.first_name, last: patient.last_name })}</th>
                <NoWrapCell>{patient.mrn}</NoWrapCell>
                <td>{format.language(patient.language)}</td>
                <td>{t(`channels.${patient.channel}`)}</td>
                <NoWrapCell>
                  <time dateTime={patient.sent_at}>{format.dateTime(patient.sent_at)}</time>
                </NoWrapCell>
              </tr>
            ))}
          </DataTable>
          {pages.error !== undefined && <StateMessage alert title={tCommon('errors.generic')} />}
          {nextToken !== null && (
            <div>
              <Button
                type="button"
                $variant="secondary"
                disabled={loadingMore}
                onClick={() => void pages.setSize(pages.size + 1)}
              >
                {loadingMore ? t('actOn.loadingMore') : t('actOn.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
      {making && scope && (
        <CohortFromReportModal
          scope={scope}
          step={step}
          onClose={() => setMaking(false)}
          onMade={(cohort) => {
            setMaking(false);
            setMade(cohort);
            // The send form's cohort picker lists it from now on.
            void revalidateLists('createCohortFromReport');
          }}
        />
      )}
    </Section>
  );
}
