import { Button, languageNames } from '@outreach/shared-ui';
import { type Touchpoint } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Section, SectionHeading } from '../create/CreatePage.styles';
import { stepOfPath, type EditorStep } from './editorSteps';
import { CheckItem, CheckItems, Severity } from './ChecksPanel.styles';

export interface ChecksPanelProps {
  checks: Touchpoint['checks'];
  onGoTo: (step: EditorStep) => void;
}

/** The publish check list: errors block publishing, warnings only show; each leads to its step. */
export function ChecksPanel({ checks, onGoTo }: ChecksPanelProps) {
  const { t } = useAreaTranslation();
  return (
    <Section aria-labelledby="editor-checks">
      <SectionHeading id="editor-checks">{t('checks.title')}</SectionHeading>
      {checks.length === 0 ? (
        <p>{t('checks.none')}</p>
      ) : (
        <CheckItems>
          {checks.map((check, index) => {
            const step = stepOfPath(check.path);
            return (
              <CheckItem key={`${check.code}-${check.path}-${check.language ?? ''}-${index}`}>
                <Severity $error={check.severity === 'error'}>{t(`checks.${check.severity}`)}</Severity>
                <span>
                  {t(`checks.${check.code}`, { ...check.params, link: '{{link}}' })}
                  {check.language && ` (${languageNames[check.language]})`}
                </span>
                <Button type="button" $variant="link" onClick={() => onGoTo(step)}>
                  {t('checks.goTo', { step: t(`steps.${step}`) })}
                </Button>
              </CheckItem>
            );
          })}
        </CheckItems>
      )}
    </Section>
  );
}
