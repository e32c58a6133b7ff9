import { Button, languageNames, Section, SectionHeading } from '@outreach/shared-ui';
import type { LanguageCode, Touchpoint, TouchpointContent } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { stepOfPath } from './editorSteps';
import type { FieldProblem } from './problems/draftProblems';
import { fieldName } from './problems/fieldNames';
import { useProblemText } from './problems/useFieldProblem';
import { CheckItem, CheckItems, CheckPlace, Severity } from './ChecksPanel.styles';

export interface ChecksPanelProps {
  checks: Touchpoint['checks'];
  /** Fields whose value is not saved: they come first, as nothing else matters until they are fixed. */
  problems: FieldProblem[];
  content: TouchpointContent;
  /** Opens the field's step (in the finding's language), scrolls to the field and focuses it. */
  onGoTo: (path: string, language?: LanguageCode) => void;
}

interface Line {
  key: string;
  path: string;
  language?: LanguageCode;
  error: boolean;
  severity: string;
  message: string;
}

/**
 * The publish check list: fields that are not saved, errors that block publishing and warnings
 * that only show; each names its field and step and leads to the field.
 */
export function ChecksPanel({ checks, problems, content, onGoTo }: ChecksPanelProps) {
  const { t } = useAreaTranslation();
  const problemText = useProblemText();
  const lines: Line[] = [
    ...problems.map((problem) => ({
      key: `problem-${problem.path}-${problem.language ?? ''}`,
      path: problem.path,
      language: problem.language,
      error: true,
      severity: t('checks.notSaved'),
      message: problemText(problem),
    })),
    ...checks.map((check, index) => ({
      key: `${check.code}-${check.path}-${check.language ?? ''}-${index}`,
      path: check.path,
      language: check.language,
      error: check.severity === 'error',
      severity: t(`checks.${check.severity}`),
      message:
        t(`checks.${check.code}`, { ...check.params, link: '{{link}}' }) +
        (check.language ? ` (${languageNames[check.language]})` : ''),
    })),
  ];

  return (
    <Section aria-labelledby="editor-checks">
      <SectionHeading id="editor-checks">{t('checks.title')}</SectionHeading>
      {lines.length === 0 ? (
        <p>{t('checks.none')}</p>
      ) : (
        <CheckItems>
          {lines.map((line) => {
            const field = fieldName(line.path, content, t);
            const where = line.language ? `${field} (${languageNames[line.language]})` : field;
            return (
              <CheckItem key={line.key}>
                <Severity $error={line.error}>{line.severity}</Severity>
                <CheckPlace>
                  {t('checks.place', { field, step: t(`steps.${stepOfPath(line.path)}`) })}
                </CheckPlace>
                <span>{line.message}</span>
                <Button type="button" $variant="link" onClick={() => onGoTo(line.path, line.language)}>
                  {t('checks.goToField', { field: where })}
                </Button>
              </CheckItem>
            );
          })}
        </CheckItems>
      )}
    </Section>
  );
}
