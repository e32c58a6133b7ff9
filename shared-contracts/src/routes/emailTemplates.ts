import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import { emailMessage } from '../studio/content.js';
import {
  externalServiceErrors,
  idParams,
  readErrors,
  studioPaging,
  tenantErrors,
  verboseFlag,
} from './studioCommon.js';
import {
  TEMPLATE_BODY_LIMIT,
  createTemplateErrors,
  templateBase,
  templateName,
  templateUsage,
} from './templateCommon.js';

/** SendGrid's id of a dynamic template. */
export const SENDGRID_TEMPLATE_ID_PATTERN = /^d-[0-9a-f]{32}$/;

/**
 * Written here (`local`: subject, rich HTML the server sanitises, and plain text, each per language)
 * or kept in SendGrid (`sendgrid`: the library stores its id; a SendGrid refresh fills in the
 * content, so until then it is empty and `synced_at` is null).
 */
export const emailTemplateSources = ['local', 'sendgrid'] as const;
export type EmailTemplateSource = (typeof emailTemplateSources)[number];

const emailContent = emailMessage.pick({ subject: true, html: true, text: true });

export const emailTemplate = templateBase.extend({
  source: z.enum(emailTemplateSources),
  sendgrid_id: z.string().nullable(),
  ...emailContent.shape,
  /** When the content was last copied from SendGrid; null for a local template. */
  synced_at: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const emailTemplateDetail = emailTemplate.extend(templateUsage);
export type EmailTemplateDetail = z.infer<typeof emailTemplateDetail>;

export const emailTemplatePage = z.object({
  results: z.array(emailTemplate),
  /** Sent back as `page_token` for the next page; null on the last one. */
  next_page_token: z.string().nullable(),
});
export type EmailTemplatePage = z.infer<typeof emailTemplatePage>;

/** What a page token that is not one of this API's is refused with. */
export const PAGE_TOKEN_MESSAGE = 'Use the next_page_token of the previous page.';

export const listEmailTemplates = defineRoute({
  ...endpoints.listEmailTemplates,
  summary:
    "The current tenant's e-mail templates by name, a page at a time: `page_token` is the previous " +
    "page's `next_page_token` (absent for the first page); `search_term` matches part of the name in " +
    'any case; archived ones only with archived=true.',
  query: z.strictObject({
    page_size: studioPaging.page_size,
    page_token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,2000}$/, PAGE_TOKEN_MESSAGE)
      .optional(),
    search_term: z
      .string()
      .trim()
      .max(100, 'Use at most 100 characters.')
      // PostgreSQL text cannot hold the NUL character.
      .refine((term) => !term.includes('\u0000'), 'Use text without control characters.')
      .optional(),
    archived: verboseFlag,
  }),
  response: emailTemplatePage,
  errors: tenantErrors,
});

export const getEmailTemplate = defineRoute({
  ...endpoints.getEmailTemplate,
  summary: 'One e-mail template and the touchpoints that copied it.',
  params: idParams,
  response: emailTemplateDetail,
  errors: readErrors,
});

const sendgridOnly = 'A SendGrid template takes its content from SendGrid; leave this out.';

export const createEmailTemplate = defineRoute({
  ...endpoints.createEmailTemplate,
  summary:
    'Adds an e-mail template: with `sendgrid_id`, a reference to a SendGrid dynamic template (its content ' +
    'arrives with the next SendGrid refresh); without, a local one of subject, HTML and text. The name ' +
    "is unique among the tenant's e-mail templates, and so is a SendGrid id.",
  body: z
    .strictObject({
      name: templateName,
      sendgrid_id: z
        .string()
        .trim()
        .toLowerCase()
        .regex(SENDGRID_TEMPLATE_ID_PATTERN, 'Use a SendGrid dynamic template id: d- and 32 hex characters.')
        .optional(),
      ...emailContent.shape,
    })
    .superRefine((body, context) => {
      if (body.sendgrid_id === undefined) return;
      for (const field of ['subject', 'html', 'text'] as const) {
        if (Object.keys(body[field]).length > 0)
          context.addIssue({ code: 'custom', path: [field], message: sendgridOnly });
      }
    }),
  response: emailTemplateDetail,
  successStatus: 201,
  errors: createTemplateErrors,
  bodyLimit: TEMPLATE_BODY_LIMIT,
});

export const refreshSendgridTemplates = defineRoute({
  ...endpoints.refreshSendgridTemplates,
  summary:
    'Copies the active version (subject, sanitised HTML, plain text) of every SendGrid template of the ' +
    "library from the tenant's SendGrid account, and lists the account's dynamic templates the " +
    'library does not have yet.',
  response: z.object({
    updated: z.number().int().nonnegative(),
    available: z.array(z.object({ sendgrid_id: z.string(), name: z.string() })),
  }),
  errors: [...tenantErrors, 'CSRF_FAILED', ...externalServiceErrors],
});
