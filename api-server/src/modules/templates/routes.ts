import type { HandlerMap } from '../../plugins/routeTypes.js';
import { tenantScope } from '../../tenancy/tenantScope.js';
import * as templates from './service.js';
import {
  emailTemplates,
  landingPageTemplates,
  newEmailFields,
  smsTemplates,
  surveyTemplates,
} from './templateTables.js';

/** Handlers of the template library's entries of the route table; all work in the session's current tenant. */
export function templateHandlers(deps: templates.TemplateDeps): HandlerMap {
  return {
    listLandingPageTemplates: async ({ query, session, request }) => {
      const { results } = await templates.listTemplates(
        deps,
        tenantScope(session, request),
        landingPageTemplates,
        query,
      );
      return { results };
    },
    createLandingPageTemplate: ({ body, session, request }) =>
      templates.createTemplate(deps, tenantScope(session, request), landingPageTemplates, {
        name: body.name,
        fields: { content: body.content },
      }),
    getLandingPageTemplate: ({ params, session, request }) =>
      templates.getTemplate(deps, tenantScope(session, request), landingPageTemplates, params.id),
    updateLandingPageTemplate: ({ params, body, session, request }) =>
      templates.updateTemplate(deps, tenantScope(session, request), landingPageTemplates, params.id, {
        name: body.name,
        archived: body.archived,
        fields: { content: body.content },
      }),

    listEmailTemplates: ({ query, session, request }) =>
      templates.listTemplates(deps, tenantScope(session, request), emailTemplates, query),
    getEmailTemplate: ({ params, session, request }) =>
      templates.getTemplate(deps, tenantScope(session, request), emailTemplates, params.id),
    createEmailTemplate: ({ body, session, request }) =>
      templates.createTemplate(deps, tenantScope(session, request), emailTemplates, {
        name: body.name,
        fields: newEmailFields(body),
      }),

    listSmsTemplates: async ({ query, session, request }) => {
      const { results } = await templates.listTemplates(
        deps,
        tenantScope(session, request),
        smsTemplates,
        query,
      );
      return { results };
    },
    createSmsTemplate: ({ body, session, request }) =>
      templates.createTemplate(deps, tenantScope(session, request), smsTemplates, {
        name: body.name,
        fields: { text: body.text },
      }),
    getSmsTemplate: ({ params, session, request }) =>
      templates.getTemplate(deps, tenantScope(session, request), smsTemplates, params.id),
    updateSmsTemplate: ({ params, body, session, request }) =>
      templates.updateTemplate(deps, tenantScope(session, request), smsTemplates, params.id, {
        name: body.name,
        archived: body.archived,
        fields: { text: body.text },
      }),

    listSurveyTemplates: async ({ query, session, request }) => {
      const { results } = await templates.listTemplates(
        deps,
        tenantScope(session, request),
        surveyTemplates,
        query,
      );
      return { results };
    },
    createSurveyTemplate: ({ body, session, request }) =>
      templates.createTemplate(deps, tenantScope(session, request), surveyTemplates, {
        name: body.name,
        fields: { title: body.title, questions: body.questions },
      }),
    getSurveyTemplate: ({ params, session, request }) =>
      templates.getTemplate(deps, tenantScope(session, request), surveyTemplates, params.id),
    updateSurveyTemplate: ({ params, body, session, request }) =>
      templates.updateTemplate(deps, tenantScope(session, request), surveyTemplates, params.id, {
        name: body.name,
        archived: body.archived,
        fields: { title: body.title, questions: body.questions },
      }),
    cloneSurveyTemplate: ({ params, body, session, request }) =>
      templates.cloneTemplate(deps, tenantScope(session, request), surveyTemplates, params.id, body.name),
  };
}
