import type { RefObject } from 'react';
import { SelectField, TextField } from '@outreach/shared-ui';
import {
  EARLIEST_BIRTH_DATE,
  EMAIL_MAX_LENGTH,
  MRN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  lacksCountryCode,
  latestToday,
  type Cohort,
} from '@outreach/shared-contracts/core';
import { CheckboxField } from '../../components/CheckboxField';
import { ConsentWarning } from '../patient-consent/ConsentWarning';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import type { PatientDraft, PatientField } from './patientDraft';
import { PatientTimeZoneField } from './PatientTimeZoneField';
import type { FormChoices } from './useFormChoices';
import { CohortList, Fieldset, FormGrid, Muted } from './PatientForm.styles';

export interface PatientFormFieldsProps {
  draft: PatientDraft;
  /** Translated messages by field. */
  errors: Partial<Record<PatientField, string>>;
  onChange: (changes: Partial<PatientDraft>) => void;
  choices: FormChoices;
  cohorts: readonly Cohort[] | undefined;
  /** A new patient may leave the preference to the server; an existing one has one. */
  creating: boolean;
  disabled: boolean;
  /** The first field, where the dialog puts the keyboard when it opens. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** The fields of a patient record, in the order staff read them off a referral. */
export function PatientFormFields({
  draft,
  errors,
  onChange,
  choices,
  cohorts,
  creating,
  disabled,
  firstFieldRef,
}: PatientFormFieldsProps) {
  const { t } = useAreaTranslation();
  const text = (field: 'mrn' | 'first_name' | 'last_name' | 'email' | 'mobile' | 'date_of_birth') => ({
    value: draft[field],
    error: errors[field] ?? null,
    disabled,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });
  const toggleCohort = (id: number, member: boolean) =>
    onChange({
      cohort_ids: member ? [...draft.cohort_ids, id] : draft.cohort_ids.filter((cohortId) => cohortId !== id),
    });

  return (
    <>
      <FormGrid>
        <TextField
          ref={firstFieldRef}
          label={t('form.fields.mrn')}
          autoComplete="off"
          maxLength={MRN_MAX_LENGTH}
          {...text('mrn')}
        />
        <SelectField
          label={t('form.fields.title')}
          value={draft.title}
          choices={choices.title}
          emptyChoice={t('form.noTitle')}
          disabled={disabled}
          onChange={(title) => onChange({ title })}
        />
        <TextField
          label={t('form.fields.firstName')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          {...text('first_name')}
        />
        <TextField
          label={t('form.fields.lastName')}
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          {...text('last_name')}
        />
        <TextField
          label={t('form.fields.dateOfBirth')}
          type="date"
          min={EARLIEST_BIRTH_DATE}
          max={latestToday()}
          {...text('date_of_birth')}
        />
        <SelectField
          label={t('form.fields.gender')}
          value={draft.gender}
          choices={choices.gender}
          emptyChoice={creating ? t('form.notStated') : undefined}
          disabled={disabled}
          onChange={(gender) => onChange({ gender })}
        />
        <TextField
          label={t('form.fields.email')}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          {...text('email')}
        />
        <TextField
          label={t('form.fields.mobile')}
          type="tel"
          autoComplete="off"
          // A local number is explained while it is typed, before Save refuses it.
          hint={lacksCountryCode(draft.mobile) ? t('form.mobileLocal') : t('form.mobileHint')}
          {...text('mobile')}
        />
        <SelectField
          label={t('form.fields.language')}
          value={draft.language_preference}
          choices={choices.language}
          disabled={disabled}
          onChange={(language_preference) => onChange({ language_preference })}
        />
        <SelectField
          label={t('form.fields.communication')}
          value={draft.communication_preference}
          choices={choices.communication}
          emptyChoice={creating ? t('form.automatic') : undefined}
          error={errors.communication_preference ?? null}
          disabled={disabled}
          onChange={(communication_preference) => onChange({ communication_preference })}
        />
        <PatientTimeZoneField
          value={draft.time_zone}
          error={errors.time_zone ?? null}
          disabled={disabled}
          onChange={(time_zone) => onChange({ time_zone })}
        />
      </FormGrid>
      <Fieldset>
        <legend>{t('form.consent')}</legend>
        <CheckboxField
          label={t('form.fields.emailConsent')}
          checked={draft.email_consent}
          disabled={disabled}
          onChange={(email_consent) => onChange({ email_consent })}
        />
        <CheckboxField
          label={t('form.fields.smsConsent')}
          checked={draft.sms_consent}
          disabled={disabled}
          onChange={(sms_consent) => onChange({ sms_consent })}
        />
        <CheckboxField
          label={t('form.fields.optedOut')}
          checked={draft.opted_out}
          disabled={disabled}
          onChange={(opted_out) => onChange({ opted_out })}
        />
      </Fieldset>
      <ConsentWarning patient={draft} />
      <CohortList>
        <legend>{t('form.fields.cohorts')}</legend>
        {cohorts && cohorts.length === 0 && <Muted>{t('form.noCohorts')}</Muted>}
        {cohorts?.map((cohort) => (
          <CheckboxField
            key={cohort.id}
            label={cohort.title}
            checked={draft.cohort_ids.includes(cohort.id)}
            disabled={disabled}
            onChange={(member) => toggleCohort(cohort.id, member)}
          />
        ))}
      </CohortList>
    </>
  );
}
