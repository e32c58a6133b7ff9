import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { landingPage } from '../studio/content.js';
import { idParams, readErrors, tenantErrors, writeErrors } from './studioCommon.js';
import {
  TEMPLATE_BODY_LIMIT,
  createTemplateErrors,
  someChange,
  someChangeMessage,
  templateBase,
  templateListQuery,
  templateName,
  templateUsage,
} from './templateCommon.js';

/**
 * A landing page template's content: a touchpoint's `landing_page` without its origin. The body is
 * rich text the server sanitises; logo and thumbnail are uploads of the tenant's landing-page-logos
 * and landing-page-thumbnails folders.
 */
export const landingPageTemplateContent = landingPage.omit({ template_id: true });
export type LandingPageTemplateContent = z.infer<typeof landingPageTemplateContent>;

export const landingPageTemplate = templateBase.extend({ content: landingPageTemplateContent });
export type LandingPageTemplate = z.infer<typeof landingPageTemplate>;

export const landingPageTemplateDetail = landingPageTemplate.extend(templateUsage);
export type LandingPageTemplateDetail = z.infer<typeof landingPageTemplateDetail>;

/** A file that reached the object store directly is checked when a template first names it. */
const fileErrors = ['UNSAFE_FILE'] as const;

export const listLandingPageTemplates = defineRoute({
  ...endpoints.listLandingPageTemplates,
  summary: "The current tenant's landing page templates by name; archived ones only with archived=true.",
  query: templateListQuery,
  response: z.object({ results: z.array(landingPageTemplate) }),
  errors: tenantErrors,
});

export const createLandingPageTemplate = defineRoute({
  ...endpoints.createLandingPageTemplate,
  summary:
    'Adds a landing page template; content left out takes its defaults. The name is unique among the ' +
    "tenant's landing page templates.",
  body: z.strictObject({
    name: templateName,
    content: landingPageTemplateContent.default(() => landingPageTemplateContent.parse({})),
  }),
  response: landingPageTemplateDetail,
  successStatus: 201,
  errors: [...createTemplateErrors, ...fileErrors],
  bodyLimit: TEMPLATE_BODY_LIMIT,
});

export const getLandingPageTemplate = defineRoute({
  ...endpoints.getLandingPageTemplate,
  summary: 'One landing page template and the touchpoints that copied it.',
  params: idParams,
  response: landingPageTemplateDetail,
  errors: readErrors,
});

export const updateLandingPageTemplate = defineRoute({
  ...endpoints.updateLandingPageTemplate,
  summary:
    'Renames, archives or restores a landing page template, or replaces its whole content. Touchpoints ' +
    'that copied it keep their copies.',
  params: idParams,
  body: z
    .strictObject({
      name: templateName.optional(),
      content: landingPageTemplateContent.optional(),
      archived: z.boolean().optional(),
    })
    .refine(someChange, someChangeMessage),
  response: landingPageTemplateDetail,
  errors: [...writeErrors, ...fileErrors],
  bodyLimit: TEMPLATE_BODY_LIMIT,
});
