import { useAreaTranslation } from '../../i18n/areaTranslations';
import { StepItem, Steps } from './ImportWizard.styles';

export const wizardSteps = ['choose', 'check', 'import', 'result'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export interface StepIndicatorProps {
  current: WizardStep;
}

/** Where the wizard is: the four steps in order, the current one marked for assistive technology. */
export function StepIndicator({ current }: StepIndicatorProps) {
  const { t } = useAreaTranslation();
  return (
    <Steps aria-label={t('import.steps.label')}>
      {wizardSteps.map((step) => (
        <StepItem key={step} aria-current={step === current ? 'step' : undefined}>
          {t(`import.steps.${step}`)}
        </StepItem>
      ))}
    </Steps>
  );
}
