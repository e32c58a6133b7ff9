import { isApiError } from '@outreach/shared-ui';
import { emptyDraft, type PatientDraft, type PatientField } from './patientDraft';
import { validatePatient, type PatientProblem, type PatientProblems } from './validatePatient';

function isPatientField(name: string): name is PatientField {
  return Object.hasOwn(emptyDraft, name);
}

/**
 * What the server's own checks are, as the form can tell them: the form already checked formats,
 * so an MRN it passed but the server refused is taken by another patient, a refused preference
 * cannot be served by the stored contact details, and a refused zone is one the server lacks.
 */
function serverOnlyProblem(field: PatientField): PatientProblem {
  if (field === 'mrn') return 'duplicateMrn';
  if (field === 'communication_preference') return 'unreachable';
  // A zone this browser lists but the server's zone database does not know.
  if (field === 'time_zone') return 'timeZone';
  return 'invalid';
}

/**
 * The field problems of a save the server refused as VALIDATION_FAILED. Details name fields by
 * path (`body.<field>` on create, `body.data.<field>` on edit); the message shown is this app's own,
 * translated, never the server's English text.
 */
export function serverProblems(
  error: unknown,
  draft: PatientDraft,
  originalPreference: string | null,
): PatientProblems {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const local = validatePatient(draft, originalPreference);
  const problems: PatientProblems = {};
  for (const { path } of error.details ?? []) {
    const field = path.replace(/^body\.(data\.)?/, '').split('.')[0] ?? '';
    if (isPatientField(field)) problems[field] = local[field] ?? serverOnlyProblem(field);
  }
  return problems;
}
