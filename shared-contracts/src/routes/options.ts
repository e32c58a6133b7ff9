import { z } from 'zod';
import {
  communicationPreferences,
  patientGenders,
  patientTitles,
  languageNames,
  rightToLeftLanguages,
  supportedLanguages,
  type CommunicationPreference,
  type PatientGender,
  type PatientTitle,
} from '../constants.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';

/** One choice of an option list: a stable value and its English label (clients translate by value). */
export const option = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof option>;

const optionList = z.object({ options: z.array(option) });

const genderLabels: Record<PatientGender, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  other: 'Other',
  unknown: 'Unknown',
};

const communicationLabels: Record<CommunicationPreference, string> = {
  email: 'E-mail',
  sms: 'SMS',
  email_and_sms: 'E-mail and SMS',
  none: 'None',
};

const titleLabels: Record<PatientTitle, string> = {
  Mr: 'Mr',
  Mrs: 'Mrs',
  Ms: 'Ms',
  Miss: 'Miss',
  Mx: 'Mx',
  Dr: 'Dr',
  Prof: 'Prof',
};

/** The option lists in the order a form shows them. */
export const patientOptionLists = {
  title: patientTitles.map((value) => ({ value, label: titleLabels[value] })),
  gender: patientGenders.map((value) => ({ value, label: genderLabels[value] })),
  communication_preference: communicationPreferences.map((value) => ({
    value,
    label: communicationLabels[value],
  })),
  language_preference: supportedLanguages.map((value) => ({
    value,
    label: languageNames[value].native_name,
  })),
  opted_out: [
    { value: 'false', label: 'Not opted out' },
    { value: 'true', label: 'Opted out' },
  ],
} as const satisfies Record<string, readonly Option[]>;

export const language = z.object({
  code: z.enum(supportedLanguages),
  name: z.string(),
  native_name: z.string(),
  rtl: z.boolean(),
});
export type Language = z.infer<typeof language>;

/** The 21 languages with their names and writing direction. */
export const languages: Language[] = supportedLanguages.map((code) => ({
  code,
  ...languageNames[code],
  rtl: rightToLeftLanguages.includes(code),
}));

const signedInErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED'] as const;

export const patientTitleOptions = defineRoute({
  ...endpoints.patientTitleOptions,
  summary: 'The titles a patient may have.',
  response: optionList,
  errors: signedInErrors,
});

export const patientCommunicationPreferenceOptions = defineRoute({
  ...endpoints.patientCommunicationPreferenceOptions,
  summary: 'How a patient may be contacted: e-mail, SMS, both or not at all.',
  response: optionList,
  errors: signedInErrors,
});

export const patientGenderOptions = defineRoute({
  ...endpoints.patientGenderOptions,
  summary: 'The genders a patient record may hold.',
  response: optionList,
  errors: signedInErrors,
});

export const patientLanguagePreferenceOptions = defineRoute({
  ...endpoints.patientLanguagePreferenceOptions,
  summary: 'The 21 languages a patient may receive messages in, labelled in their own language.',
  response: optionList,
  errors: signedInErrors,
});

/** Keys are the `filtered-patients` query parameters each list feeds; `parent_id` lists the cohorts. */
export const patientFilterOptionsResponse = z.object({
  gender: z.array(option),
  language_preference: z.array(option),
  communication_preference: z.array(option),
  opted_out: z.array(option),
  parent_id: z.array(z.object({ value: z.number().int().positive(), label: z.string() })),
});
export type PatientFilterOptions = z.infer<typeof patientFilterOptionsResponse>;

export const patientFilterOptions = defineRoute({
  ...endpoints.patientFilterOptions,
  summary:
    'Every filter of the patient list with its choices, keyed by query parameter; parent_id lists the ' +
    "current tenant's cohorts.",
  response: patientFilterOptionsResponse,
  errors: [...signedInErrors, 'FORBIDDEN'],
});

export const listLanguages = defineRoute({
  ...endpoints.listLanguages,
  summary: 'The 21 supported languages with English name, endonym and writing direction.',
  response: z.object({ languages: z.array(language) }),
  errors: signedInErrors,
});
