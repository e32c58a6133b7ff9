import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { smsMessage } from '../studio/content.js';
import { idParams, readErrors, tenantErrors, writeErrors } from './studioCommon.js';
import {
  createTemplateErrors,
  someChange,
  someChangeMessage,
  templateBase,
  templateListQuery,
  templateName,
  templateUsage,
} from './templateCommon.js';

/** The text per language, at most 1600 characters each, as a touchpoint's SMS. */
const smsText = smsMessage.shape.text;

export const smsTemplate = templateBase.extend({ text: smsText });
export type SmsTemplate = z.infer<typeof smsTemplate>;

export const smsTemplateDetail = smsTemplate.extend(templateUsage);
export type SmsTemplateDetail = z.infer<typeof smsTemplateDetail>;

const bodyLimit = 131_072;

export const listSmsTemplates = defineRoute({
  ...endpoints.listSmsTemplates,
  summary: "The current tenant's SMS templates by name; archived ones only with archived=true.",
  query: templateListQuery,
  response: z.object({ results: z.array(smsTemplate) }),
  errors: tenantErrors,
});

export const createSmsTemplate = defineRoute({
  ...endpoints.createSmsTemplate,
  summary: "Adds an SMS template. The name is unique among the tenant's SMS templates.",
  body: z.strictObject({ name: templateName, text: smsText }),
  response: smsTemplateDetail,
  successStatus: 201,
  errors: createTemplateErrors,
  bodyLimit,
});

export const getSmsTemplate = defineRoute({
  ...endpoints.getSmsTemplate,
  summary: 'One SMS template and the touchpoints that copied it.',
  params: idParams,
  response: smsTemplateDetail,
  errors: readErrors,
});

export const updateSmsTemplate = defineRoute({
  ...endpoints.updateSmsTemplate,
  summary:
    'Renames, archives or restores an SMS template, or replaces its text (POST, as the spec has it). ' +
    'Touchpoints that copied it keep their copies.',
  params: idParams,
  body: z
    .strictObject({
      name: templateName.optional(),
      // Without its default, so that a change that leaves the text out keeps it.
      text: smsText.unwrap().optional(),
      archived: z.boolean().optional(),
    })
    .refine(someChange, someChangeMessage),
  response: smsTemplateDetail,
  errors: writeErrors,
  bodyLimit,
});
