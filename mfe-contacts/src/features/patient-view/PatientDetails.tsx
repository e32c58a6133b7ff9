import type { ReactNode } from 'react';
import type { Patient } from '@outreach/shared-contracts/core';
import { readableZone } from '@outreach/shared-ui/time-zones';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useCohorts } from '../cohorts/api';
import { useConsentWording } from '../patient-consent/useConsentWording';
import { useTenantTimeZone } from '../tenant/api';
import { Details } from './PatientView.styles';

export interface PatientDetailsProps {
  patient: Patient;
}

/** A patient's record to read: every field of the form, each under its label, none editable. */
export function PatientDetails({ patient }: PatientDetailsProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const consent = useConsentWording();
  const cohorts = useCohorts();
  const tenantZone = useTenantTimeZone();
  const notRecorded = t('view.notRecorded');
  const cohortTitles = (cohorts.data ?? [])
    .filter((cohort) => patient.cohort_ids.includes(cohort.id))
    .map((cohort) => cohort.title);
  const zone = patient.time_zone
    ? readableZone(patient.time_zone)
    : t('form.tenantDefault', { zone: tenantZone === undefined ? '…' : readableZone(tenantZone) });

  const rows: [label: string, value: ReactNode][] = [
    [t('form.fields.mrn'), patient.mrn],
    [t('form.fields.title'), patient.title ? format.title(patient.title) : notRecorded],
    [t('form.fields.dateOfBirth'), format.date(patient.date_of_birth)],
    [t('form.fields.gender'), format.gender(patient.gender)],
    [t('form.fields.email'), patient.email ?? notRecorded],
    [
      t('form.fields.mobile'),
      patient.mobile ? <a href={`tel:${patient.mobile}`}>{patient.mobile}</a> : notRecorded,
    ],
    [t('form.fields.language'), format.language(patient.language_preference)],
    [t('form.fields.communication'), format.communication(patient.communication_preference)],
    [t('form.fields.timeZone'), zone],
    [t('form.consent'), consent.given(patient)],
    [t('form.fields.optedOut'), patient.opted_out ? t('patients.yes') : t('patients.no')],
    [
      t('form.fields.cohorts'),
      cohorts.data === undefined
        ? '…'
        : cohortTitles.length > 0
          ? format.list(cohortTitles)
          : t('view.noCohorts'),
    ],
  ];

  return (
    <Details>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Details>
  );
}
