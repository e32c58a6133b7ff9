import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { survey } from '../studio/content.js';
import { idParams, readErrors, tenantErrors, writeErrors } from './studioCommon.js';
import {
  TEMPLATE_BODY_LIMIT,
  createTemplateErrors,
  keysAreUnique,
  someChange,
  someChangeMessage,
  templateBase,
  templateListQuery,
  templateName,
  templateUsage,
} from './templateCommon.js';

/** A survey's title per language and its questions, as in a touchpoint's `survey`. */
const { title, questions } = survey.shape;

export const surveyTemplate = templateBase.extend({ title, questions });
export type SurveyTemplate = z.infer<typeof surveyTemplate>;

export const surveyTemplateDetail = surveyTemplate.extend(templateUsage);
export type SurveyTemplateDetail = z.infer<typeof surveyTemplateDetail>;

/** Answers and metrics are keyed by question, so a key names one question only. */
function uniqueQuestionKeys(body: { questions?: { key: string }[] | undefined }, context: z.RefinementCtx) {
  if (body.questions && !keysAreUnique(body.questions.map((question) => question.key)))
    context.addIssue({ code: 'custom', path: ['questions'], message: 'Give each item its own key.' });
}

export const listSurveyTemplates = defineRoute({
  ...endpoints.listSurveyTemplates,
  summary: "The current tenant's survey templates by name; archived ones only with archived=true.",
  query: templateListQuery,
  response: z.object({ results: z.array(surveyTemplate) }),
  errors: tenantErrors,
});

export const createSurveyTemplate = defineRoute({
  ...endpoints.createSurveyTemplate,
  summary: "Adds a survey template. The name is unique among the tenant's survey templates.",
  body: z.strictObject({ name: templateName, title, questions }).superRefine(uniqueQuestionKeys),
  response: surveyTemplateDetail,
  successStatus: 201,
  errors: createTemplateErrors,
  bodyLimit: TEMPLATE_BODY_LIMIT,
});

export const getSurveyTemplate = defineRoute({
  ...endpoints.getSurveyTemplate,
  summary: 'One survey template and the touchpoints that copied it.',
  params: idParams,
  response: surveyTemplateDetail,
  errors: readErrors,
});

export const updateSurveyTemplate = defineRoute({
  ...endpoints.updateSurveyTemplate,
  summary:
    'Renames, archives or restores a survey template, or replaces its title or questions. Touchpoints ' +
    'that copied it keep their copies.',
  params: idParams,
  body: z
    .strictObject({
      name: templateName.optional(),
      // Without their defaults, so that a change that leaves them out keeps them.
      title: title.unwrap().optional(),
      questions: questions.unwrap().optional(),
      archived: z.boolean().optional(),
    })
    .refine(someChange, someChangeMessage)
    .superRefine(uniqueQuestionKeys),
  response: surveyTemplateDetail,
  errors: writeErrors,
  bodyLimit: TEMPLATE_BODY_LIMIT,
});

export const cloneSurveyTemplate = defineRoute({
  ...endpoints.cloneSurveyTemplate,
  summary: 'Copies a survey template (archived or not) into a new one of the given name.',
  params: idParams,
  body: z.strictObject({ name: templateName }),
  response: surveyTemplateDetail,
  successStatus: 201,
  errors: writeErrors,
  bodyLimit: 4096,
});
