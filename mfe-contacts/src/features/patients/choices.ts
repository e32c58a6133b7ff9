import {
  communicationPreferences,
  patientGenders,
  patientTitles,
  supportedLanguages,
  type CommunicationPreference,
  type LanguageCode,
  type PatientGender,
  type PatientTitle,
} from '@outreach/shared-contracts/core';

function oneOf<T extends string>(values: readonly T[]) {
  return (value: string): value is T => (values as readonly string[]).includes(value);
}

/** Guards for option values read from a select or an option list of the API. */
export const isGender: (value: string) => value is PatientGender = oneOf(patientGenders);
export const isLanguage: (value: string) => value is LanguageCode = oneOf(supportedLanguages);
export const isCommunication: (value: string) => value is CommunicationPreference =
  oneOf(communicationPreferences);
export const isTitle: (value: string) => value is PatientTitle = oneOf(patientTitles);

/** A select's value as a positive id, or undefined for the empty choice. */
export function idOrUndefined(value: string): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
