import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_NAME_LENGTH } from '@outreach/shared-contracts/core';
import { errorMessage } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { refusedFields, type CampaignField } from './refusedFields';

export type FieldErrors = Partial<Record<CampaignField, string>>;

export interface Refusal {
  /** A message beside each field the server refused. */
  fieldErrors: FieldErrors;
  /** The message for the whole form, from the platform's one mapping of error codes. */
  formError: string;
}

/**
 * Words a refused save. The server is the one judge of the fields (the contract holds the rules);
 * the form only says, in the user's language, what a refusal of each field means. A name refused
 * while shorter than the minimum is too short; otherwise it can only be too long.
 */
export function useRefusalMessages(): (error: unknown, values: { name: string }) => Refusal {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  return useCallback(
    (error, values) => {
      const fieldErrors: FieldErrors = {};
      for (const field of refusedFields(error)) {
        if (field === 'name') {
          fieldErrors.name =
            values.name.trim().length < MIN_NAME_LENGTH
              ? t('form.nameTooShort', { min: MIN_NAME_LENGTH })
              : t('form.nameTooLong');
        } else if (field === 'description') {
          fieldErrors.description = t('form.descriptionTooLong');
        } else {
          fieldErrors.ends_on = t('form.endsOnInvalid');
        }
      }
      return { fieldErrors, formError: errorMessage(error, tCommon) };
    },
    [t, tCommon],
  );
}
