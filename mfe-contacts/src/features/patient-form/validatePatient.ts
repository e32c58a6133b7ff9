import { checkPatient, type PatientRuleCode } from '@outreach/shared-contracts/core';
import { problemOfRule, type PatientProblem } from '../../i18n/usePatientRuleMessage';
import type { PatientDraft, PatientField } from './patientDraft';

export type { PatientProblem };

export type PatientProblems = Partial<Record<PatientField, PatientProblem>>;

/**
 * The problems of a draft, by field, by the contract's patient rules (the server's own), so most
 * mistakes are shown before anything is sent. A preference the contact details cannot serve is
 * reported at the preference when it was chosen now, else at the contact detail that is missing (as
 * the server does). `originalPreference` is the stored preference when editing.
 */
export function validatePatient(
  draft: PatientDraft,
  originalPreference: string | null = null,
  now: number = Date.now(),
): PatientProblems {
  const verdicts = checkPatient(draft, { now });
  const problems: PatientProblems = {};
  for (const [field, code] of Object.entries(verdicts) as [PatientField, PatientRuleCode][]) {
    problems[field] = problemOfRule[code];
  }
  const preference = verdicts.communication_preference;
  const chosenNow = originalPreference === null || draft.communication_preference !== originalPreference;
  if (!chosenNow && (preference === 'preference_needs_email' || preference === 'preference_needs_mobile')) {
    delete problems.communication_preference;
    const missing = preference === 'preference_needs_email' ? 'email' : 'mobile';
    problems[missing] ??= problemOfRule[preference];
  }
  return problems;
}
