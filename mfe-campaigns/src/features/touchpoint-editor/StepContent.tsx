import { useEffect, useRef } from 'react';
import { Button, Section, SectionHeading } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { editorSteps, type EditorStep } from './editorSteps';
import { NextButton, StepNav } from './EditorFrame.styles';
import { BasicsStep } from './steps/BasicsStep';
import { ButtonsStep } from './steps/ButtonsStep';
import { ChaptersStep } from './steps/ChaptersStep';
import { LandingStep } from './steps/LandingStep';
import { LanguagesStep } from './steps/LanguagesStep';
import { MessagesStep } from './steps/MessagesStep';
import { ReviewStep } from './steps/ReviewStep';
import { SurveyStep } from './steps/SurveyStep';

const stepForms: Record<EditorStep, () => React.JSX.Element> = {
  basics: BasicsStep,
  landing: LandingStep,
  messages: MessagesStep,
  chapters: ChaptersStep,
  survey: SurveyStep,
  buttons: ButtonsStep,
  languages: LanguagesStep,
  review: ReviewStep,
};

export interface StepContentProps {
  step: EditorStep;
  /** Opens another step (the one before or after this one). */
  onMove: (step: EditorStep) => void;
}

/**
 * The form of the open step, under its heading, ending with the way to the next step (and back).
 * Moving on brings the new step's heading into view with the keyboard's focus on it.
 */
export function StepContent({ step, onMove }: StepContentProps) {
  const { t } = useAreaTranslation();
  const Form = stepForms[step];
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const at = editorSteps.indexOf(step);
  const previous = editorSteps[at - 1];
  const next = editorSteps[at + 1];

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  const move = (to: EditorStep) => {
    moved.current = true;
    onMove(to);
  };

  return (
    <Section aria-labelledby="editor-step-heading">
      <SectionHeading id="editor-step-heading" ref={heading} tabIndex={-1}>
        {t(`steps.${step}`)}
      </SectionHeading>
      <Form />
      <StepNav aria-label={t('editor.stepNav')}>
        {previous && (
          <Button type="button" $variant="secondary" onClick={() => move(previous)}>
            {t('editor.previous', { step: t(`steps.${previous}`) })}
          </Button>
        )}
        {next && (
          <NextButton type="button" onClick={() => move(next)}>
            {t('editor.next', { step: t(`steps.${next}`) })}
          </NextButton>
        )}
      </StepNav>
    </Section>
  );
}
