// Test-only: the option lists as the API answers them (values fixed by the contract, English labels).
import {
  communicationPreferences,
  patientGenders,
  patientTitles,
  supportedLanguages,
} from '@outreach/shared-contracts/core';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

export const patientOptionLists = {
  title: patientTitles.map((value) => ({ value, label: value })),
  gender: patientGenders.map((value) => ({ value, label: label(value) })),
  communication_preference: communicationPreferences.map((value) => ({ value, label: label(value) })),
  language_preference: supportedLanguages.map((value) => ({ value, label: value })),
  opted_out: [
    { value: 'false', label: 'Not opted out' },
    { value: 'true', label: 'Opted out' },
  ],
};
