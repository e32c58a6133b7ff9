import { useState } from 'react';
import { Button, SelectField } from '@outreach/shared-ui';
import type { SurveyQuestion } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { newItemKey } from '../localized';
import { loadSurveyTemplates } from '../api';
import { TemplatePicker } from '../fields/TemplatePicker';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { SurveyQuestionCard } from './SurveyQuestionCard';
import { ItemList, Note, Row, Stack } from './Step.styles';

type SurveyQuestionKind = SurveyQuestion['kind'];

// Keyed by the contract's kinds, so a new kind fails the build until it is offered here.
const kindOrder: Record<SurveyQuestionKind, number> = {
  text: 0,
  email: 1,
  phone: 2,
  single_choice: 3,
  multiple_choice: 4,
  rating: 5,
  medication_list: 6,
};
const surveyQuestionKinds = Object.keys(kindOrder) as SurveyQuestionKind[];

function newSurveyQuestion(kind: SurveyQuestionKind): SurveyQuestion {
  const base = { key: newItemKey('s'), prompt: {}, required: false };
  switch (kind) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...base, kind, options: [] };
    case 'rating':
      return { ...base, kind, scale: 5 };
    case 'medication_list':
      return { ...base, kind, medications: [], allow_additional: true };
    default:
      return { ...base, kind };
  }
}

/** The survey after the chapters: its questions, or a copy of one of the tenant's survey templates. */
export function SurveyStep() {
  const { t } = useAreaTranslation();
  const { content, update } = useEditor();
  const [kind, setKind] = useState<SurveyQuestionKind>('text');
  const survey = content.survey;

  const templatePicker = (
    <TemplatePicker
      label={t('survey.template')}
      listRoute="listSurveyTemplates"
      load={loadSurveyTemplates}
      onApply={(template) =>
        update((current) => ({
          ...current,
          survey: { template_id: template.id, title: template.title, questions: template.questions },
        }))
      }
    />
  );

  if (!survey) {
    return (
      <Stack>
        <Note>{t('survey.none')}</Note>
        <div>
          <Button
            type="button"
            onClick={() =>
              update((current) => ({ ...current, survey: { template_id: null, title: {}, questions: [] } }))
            }
          >
            {t('survey.add')}
          </Button>
        </div>
        {templatePicker}
      </Stack>
    );
  }

  const setQuestions = (questions: SurveyQuestion[]) =>
    update((current) => ({ ...current, survey: current.survey && { ...current.survey, questions } }));
  return (
    <Stack>
      {templatePicker}
      <TranslatedTextField
        label={t('survey.title')}
        path="survey.title"
        text={survey.title}
        onChange={(title) =>
          update((current) => ({ ...current, survey: current.survey && { ...current.survey, title } }))
        }
      />
      <ItemList>
        {survey.questions.map((question, index) => (
          <li key={question.key}>
            <SurveyQuestionCard
              question={question}
              index={index}
              onChange={(next) =>
                setQuestions(survey.questions.map((item, at) => (at === index ? next : item)))
              }
              onRemove={() => setQuestions(survey.questions.filter((_, at) => at !== index))}
            />
          </li>
        ))}
      </ItemList>
      <Row>
        <SelectField
          label={t('survey.kindLabel')}
          value={kind}
          choices={surveyQuestionKinds.map((value) => ({ value, label: t(`survey.kind.${value}`) }))}
          onChange={(value) => setKind(surveyQuestionKinds.find((item) => item === value) ?? 'text')}
        />
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setQuestions([...survey.questions, newSurveyQuestion(kind)])}
        >
          {t('survey.addQuestion')}
        </Button>
        <Button
          type="button"
          $variant="link"
          onClick={() => update((current) => ({ ...current, survey: null }))}
        >
          {t('survey.remove')}
        </Button>
      </Row>
    </Stack>
  );
}
