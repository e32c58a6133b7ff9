import { useCallback } from 'react';
import { PATIENT_IMPORT_MAX_BYTES, fileProblemOf } from '@outreach/shared-contracts/core';
import { isApiError } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { useImportWording } from './useImportWording';

/** Why a file was not checked: a message for the user and the server's own findings, if any. */
export interface Refusal {
  message: string;
  /** Each problem the server found (the separator, the missing columns, the line), in the UI language. */
  details: string[];
}

export const MAX_MEGABYTES = Math.floor(PATIENT_IMPORT_MAX_BYTES / 1_048_576);

/** Problems found before anything is sent: the same limits the server applies. */
export function fileProblem(file: File): 'notCsv' | 'empty' | 'tooLarge' | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'notCsv';
  if (file.size === 0) return 'empty';
  if (file.size > PATIENT_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * Turns a refused upload into what the first step shows. The file-level refusals are the
 * server's 400s (separator, quotes, encoding, columns) with their details, its 413 and 415; a 404
 * here can only be the chosen cohort, deleted meanwhile.
 */
export function useRefusal(): (error: unknown) => Refusal {
  const { t } = useAreaTranslation();
  const writeError = useWriteErrorMessage();
  const wording = useImportWording();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return { message: writeError(error), details: [] };
      // Only coded problems are shown: the server's English is for API readers, not for users.
      const details = (error.details ?? []).flatMap((detail) => {
        const problem = fileProblemOf(detail);
        return problem ? [wording.fileProblem(problem)] : [];
      });
      switch (error.code) {
        case 'VALIDATION_FAILED':
          return { message: t('import.refused.file'), details };
        case 'BODY_TOO_LARGE':
          return { message: t('import.refused.tooLarge', { size: MAX_MEGABYTES }), details: [] };
        case 'UNSUPPORTED_MEDIA_TYPE':
          return { message: t('import.refused.mediaType'), details: [] };
        case 'NOT_FOUND':
          return { message: t('import.refused.cohortGone'), details: [] };
        default:
          return { message: writeError(error), details };
      }
    },
    [t, writeError, wording],
  );
}
