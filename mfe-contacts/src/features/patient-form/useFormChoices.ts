import type { Option } from '@outreach/shared-contracts/core';
import {
  communicationPreferences,
  patientGenders,
  patientTitles,
  supportedLanguages,
} from '@outreach/shared-contracts/core';
import type { SelectChoice } from '@outreach/shared-ui';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { isCommunication, isGender, isLanguage, isTitle } from '../patients/choices';
import { useOptionList } from './api';

export interface FormChoices {
  title: SelectChoice[];
  gender: SelectChoice[];
  language: SelectChoice[];
  communication: SelectChoice[];
}

/** The values of an option list as the API sent them, or the contract's own list until it has. */
function valuesOf<T extends string>(
  options: Option[] | undefined,
  fallback: readonly T[],
  guard: (value: string) => value is T,
): T[] {
  return options ? options.map((option) => option.value).filter(guard) : [...fallback];
}

/**
 * The choices of the patient form from the API's option lists, labelled in the UI language. The
 * contract fixes the same values, so the form is usable at once and while a list is unavailable.
 */
export function useFormChoices(): FormChoices {
  const format = useContactsFormat();
  const titles = useOptionList('patientTitleOptions');
  const genders = useOptionList('patientGenderOptions');
  const languages = useOptionList('patientLanguagePreferenceOptions');
  const communications = useOptionList('patientCommunicationPreferenceOptions');
  return {
    title: valuesOf(titles.data, patientTitles, isTitle).map((value) => ({
      value,
      label: format.title(value),
    })),
    gender: valuesOf(genders.data, patientGenders, isGender).map((value) => ({
      value,
      label: format.gender(value),
    })),
    language: valuesOf(languages.data, supportedLanguages, isLanguage).map((value) => ({
      value,
      label: format.language(value),
    })),
    communication: valuesOf(communications.data, communicationPreferences, isCommunication).map((value) => ({
      value,
      label: format.communication(value),
    })),
  };
}
