import { TOUCHPOINT_NAME_LIMITS } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import type { FieldProblem } from './draftProblems';

/** What the user reads at a field the server would refuse, in their language. */
export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useAreaTranslation();
  return (problem) => t(`problems.${problem.kind}`, TOUCHPOINT_NAME_LIMITS);
}

/**
 * The props that mark a field by its path (for the check list's 'Go to') and, when its value cannot
 * be saved, say why at the field; spread them on a TextField or TextAreaField.
 */
export function useFieldProblem(path: string): { 'data-field': string; error: string | undefined } {
  const { problems, language } = useEditor();
  const text = useProblemText();
  const problem = problems.find(
    (item) => item.path === path && (item.language === undefined || item.language === language),
  );
  return { 'data-field': path, error: problem ? text(problem) : undefined };
}
