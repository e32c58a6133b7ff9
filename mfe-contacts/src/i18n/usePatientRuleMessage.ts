import { useCallback } from 'react';
import { NAME_MAX_LENGTH, type PatientRuleCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from './areaTranslations';

/** Translation keys (under `form.errors`) of the problems a patient field can have. */
export type PatientProblem =
  | 'mrnRequired'
  | 'mrnFormat'
  | 'nameRequired'
  | 'nameTooLong'
  | 'dobRequired'
  | 'dobFormat'
  | 'dobReal'
  | 'dobTooEarly'
  | 'dobFuture'
  | 'email'
  | 'phone'
  | 'needEmail'
  | 'needMobile'
  | 'timeZone'
  | 'duplicateMrn'
  | 'unreachable'
  | 'invalid';

/** The message shown for each verdict of the contract's patient rules, in the form and the import. */
export const problemOfRule: Record<PatientRuleCode, PatientProblem> = {
  mrn_missing: 'mrnRequired',
  mrn_format: 'mrnFormat',
  name_missing: 'nameRequired',
  name_too_long: 'nameTooLong',
  date_of_birth_missing: 'dobRequired',
  date_of_birth_format: 'dobFormat',
  date_of_birth_not_real: 'dobReal',
  date_of_birth_too_early: 'dobTooEarly',
  date_of_birth_future: 'dobFuture',
  email_invalid: 'email',
  mobile_invalid: 'phone',
  // The form offers only listed values; one it was given that is not listed is worth a look.
  option_unknown: 'invalid',
  preference_needs_email: 'needEmail',
  preference_needs_mobile: 'needMobile',
  time_zone_unknown: 'timeZone',
};

/** Words a field problem in the UI language. */
export function usePatientProblemMessage(): (problem: PatientProblem) => string {
  const { t } = useAreaTranslation();
  return useCallback((problem) => t(`form.errors.${problem}`, { max: NAME_MAX_LENGTH }), [t]);
}
