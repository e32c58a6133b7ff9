import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

/**
 * The message for a refused or failed write. A 404 here means the record went away meanwhile (or
 * belongs to another tenant after a switch elsewhere), which the generic 'loading' message would
 * misdescribe; everything else uses the platform's one mapping from error codes to messages.
 */
export function useWriteErrorMessage(): (error: unknown) => string {
  const { t: tCommon } = useTranslation('common');
  const { t } = useAreaTranslation();
  return useCallback(
    (error: unknown) =>
      isApiError(error) && error.code === 'NOT_FOUND' ? t('contacts.gone') : errorMessage(error, tCommon),
    [t, tCommon],
  );
}
