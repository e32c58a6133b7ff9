import { useAreaTranslation } from '../../i18n/areaTranslations';
import { editorSteps, type EditorStep } from './editorSteps';
import { StepButton, StepItems, StepNumber } from './StepList.styles';

export interface StepListProps {
  current: EditorStep;
  onSelect: (step: EditorStep) => void;
}

/** The builder's steps as a list of buttons; the one open is marked for assistive technology too. */
export function StepList({ current, onSelect }: StepListProps) {
  const { t } = useAreaTranslation();
  return (
    <nav aria-label={t('editor.steps')}>
      <StepItems>
        {editorSteps.map((step, index) => (
          <li key={step}>
            <StepButton
              type="button"
              aria-current={step === current ? 'step' : undefined}
              onClick={() => onSelect(step)}
            >
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              {t(`steps.${step}`)}
            </StepButton>
          </li>
        ))}
      </StepItems>
    </nav>
  );
}
