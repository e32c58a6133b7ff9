import { useMemo } from 'react';
import {
  patientImportColumns,
  type PatientImportFailureCode,
  type PatientImportFileProblem,
  type PatientImportRowReason,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { problemOfRule, usePatientProblemMessage } from '../../i18n/usePatientRuleMessage';

export interface ImportWording {
  /** Why a row was rejected, without its column. */
  reason: (reason: PatientImportRowReason) => string;
  /** A reason with the column it is about first, as the UI language writes "column: reason". */
  reasonAt: (reason: PatientImportRowReason) => string;
  /** Why a file was refused. */
  fileProblem: (problem: PatientImportFileProblem) => string;
  /** Why a started import failed. */
  failure: (code: PatientImportFailureCode) => string;
}

/**
 * Words the import's codes in the UI language: the server sends codes with parameters, never
 * sentences. A patient rule broken by a cell reads as the patient form words it.
 */
export function useImportWording(): ImportWording {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const problemMessage = usePatientProblemMessage();
  return useMemo(() => {
    const reason = (found: PatientImportRowReason): string => {
      switch (found.code) {
        case 'option_unknown':
        case 'yes_no_unknown':
          return t(`import.reasons.${found.code}`, { value: found.params.value });
        case 'mrn_duplicate_in_file':
          return t('import.reasons.mrn_duplicate_in_file', { line: format.number(found.params.first_line) });
        case 'field_count':
          return t('import.reasons.field_count', {
            fields: format.number(found.params.fields),
            expected: format.number(found.params.expected),
          });
        case 'value_invalid':
          return problemMessage('invalid');
        default:
          return problemMessage(problemOfRule[found.code]);
      }
    };
    const fileProblem = (problem: PatientImportFileProblem): string => {
      switch (problem.code) {
        case 'file_separator':
          return t(`import.problems.file_separator_${problem.params.separator}`);
        case 'file_too_large':
          return t('import.refused.tooLarge', { size: format.number(problem.params.max_megabytes) });
        case 'cohort_gone':
          return t('import.failures.cohort_gone');
        case 'row_too_long':
          return t('import.problems.row_too_long', {
            line: format.number(problem.params.line),
            bytes: format.number(problem.params.max_bytes),
          });
        case 'columns_too_many':
          return t('import.problems.columns_too_many', {
            columns: format.number(problem.params.columns),
            max: format.number(problem.params.max),
          });
        case 'column_unnamed':
          return t('import.problems.column_unnamed', { position: format.number(problem.params.position) });
        case 'column_repeated':
          return t('import.problems.column_repeated', { column: problem.params.column });
        case 'columns_missing':
          return t('import.problems.columns_missing', { columns: format.list(problem.params.columns) });
        case 'columns_unknown':
          return t('import.problems.columns_unknown', {
            columns: format.list(problem.params.columns),
            known: format.list(patientImportColumns),
          });
        case 'file_not_utf8':
        case 'file_cut_character':
        case 'file_nul_character':
        case 'quote_inside_field':
        case 'text_after_quote':
        case 'csv_invalid':
          return t(`import.problems.${problem.code}`, { line: format.number(problem.params.line) });
        default:
          return t(`import.problems.${problem.code}`);
      }
    };
    return {
      reason,
      reasonAt: (found) =>
        'column' in found.params
          ? t('import.report.reasonAt', { column: found.params.column, reason: reason(found) })
          : reason(found),
      fileProblem,
      failure: (code) => t(`import.failures.${code}`),
    };
  }, [t, format, problemMessage]);
}
