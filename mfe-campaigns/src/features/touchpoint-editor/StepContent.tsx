import { useAreaTranslation } from '../../i18n/areaTranslations';
import { Section, SectionHeading } from '../create/CreatePage.styles';
import type { EditorStep } from './editorSteps';
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
}

/** The form of the open step, under its heading. */
export function StepContent({ step }: StepContentProps) {
  const { t } = useAreaTranslation();
  const Form = stepForms[step];
  return (
    <Section aria-labelledby="editor-step-heading">
      <SectionHeading id="editor-step-heading" tabIndex={-1}>
        {t(`steps.${step}`)}
      </SectionHeading>
      <Form />
    </Section>
  );
}
