import assert from 'node:assert/strict';
import type { TemplateUse } from '@outreach/shared-contracts';
import type { CaseFixture, IsolationCases } from './cases.js';
import type { TenantData } from './fixture.js';

type TemplateRoute =
  | 'listLandingPageTemplates'
  | 'listEmailTemplates'
  | 'listSmsTemplates'
  | 'listSurveyTemplates'
  | 'getLandingPageTemplate'
  | 'getEmailTemplate'
  | 'getSmsTemplate'
  | 'getSurveyTemplate'
  | 'createLandingPageTemplate'
  | 'createEmailTemplate'
  | 'createSmsTemplate'
  | 'createSurveyTemplate'
  | 'updateLandingPageTemplate'
  | 'updateSmsTemplate'
  | 'updateSurveyTemplate'
  | 'cloneSurveyTemplate';

type TemplateObject = 'landingPageTemplate' | 'emailTemplate' | 'smsTemplate' | 'surveyTemplate';

const id = (value: number) => String(value);

/** A list holds A's template of the kind and not B's (other probes may have added more of A's). */
function listsOwn(kind: TemplateObject) {
  return (answer: { results: { id: number }[] }, { own, foreign }: CaseFixture) => {
    const ids = answer.results.map((template) => template.id);
    assert.ok(ids.includes(own[kind].id), 'A’s template is listed');
    assert.ok(!ids.includes(foreign[kind].id), 'B’s template is not');
  };
}

/** A's template is used by A's touchpoint only, the one that copied it. */
function usedByOwn(answer: { used_by: TemplateUse[] }, { own }: CaseFixture) {
  assert.deepEqual(answer.used_by, [
    { touchpoint_id: own.touchpoint.id, touchpoint_name: own.touchpoint.name, campaign_id: own.campaign.id },
  ]);
}

const getCase = (kind: TemplateObject) => ({
  scope: 'tenant' as const,
  kind: 'read' as const,
  probes: ({ own, foreign }: CaseFixture) => [
    { label: 'B’s template', expect: 'not-found' as const, params: { id: id(foreign[kind].id) } },
    {
      label: 'A’s template, used by A’s touchpoint only',
      expect: 'own-data' as const,
      params: { id: id(own[kind].id) },
      check: usedByOwn,
    },
  ],
});

const createdInA = (answer: { created_by: { id: number } }, { own }: CaseFixture) =>
  assert.equal(answer.created_by.id, own.user.id);

const landingLogo = (tenant: TenantData) => tenant.landingPageTemplate.content.logo ?? '';

/** The template library: B's templates, their uploads and their use are out of A's reach. */
export const templateIsolationCases: Pick<IsolationCases, TemplateRoute> = {
  // Lists first: later probes add templates to A (never to B).
  listLandingPageTemplates: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'A’s templates, archived too',
        expect: 'own-data',
        query: { archived: 'true' },
        check: listsOwn('landingPageTemplate'),
      },
    ],
  },
  listEmailTemplates: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'a page of A’s templates',
        expect: 'own-data',
        query: { page_size: '1' },
        check: listsOwn('emailTemplate'),
      },
      {
        label: 'searching for B’s template by its name finds none',
        expect: 'own-data',
        query: { search_term: `${foreign.name} e-mail template` },
        check(answer) {
          assert.deepEqual(answer.results, []);
        },
      },
    ],
  },
  listSmsTemplates: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [{ label: 'A’s templates', expect: 'own-data', query: {}, check: listsOwn('smsTemplate') }],
  },
  listSurveyTemplates: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'A’s templates, archived too',
        expect: 'own-data',
        query: { archived: 'true' },
        check: listsOwn('surveyTemplate'),
      },
    ],
  },
  getLandingPageTemplate: getCase('landingPageTemplate'),
  getEmailTemplate: getCase('emailTemplate'),
  getSmsTemplate: getCase('smsTemplate'),
  getSurveyTemplate: getCase('surveyTemplate'),

  createLandingPageTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'with B’s landing page logo',
        expect: 'invalid',
        body: { name: 'Borrowed logo', content: { logo: landingLogo(foreign) } },
      },
      {
        label: 'with B’s branding logo as its thumbnail',
        expect: 'invalid',
        body: { name: 'Borrowed thumbnail', content: { thumbnail: foreign.logo.key } },
      },
    ],
  },
  createEmailTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'a SendGrid reference lands in A',
        expect: 'own-data',
        body: { name: 'Isolation SendGrid', sendgrid_id: `d-${'0'.repeat(31)}1` },
        check: createdInA,
      },
    ],
  },
  createSmsTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      {
        label: 'lands in A',
        expect: 'own-data',
        body: { name: 'Isolation SMS', text: { en: 'Hi' } },
        check: createdInA,
      },
    ],
  },
  createSurveyTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: () => [
      { label: 'lands in A', expect: 'own-data', body: { name: 'Isolation survey' }, check: createdInA },
    ],
  },
  updateLandingPageTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s template',
        expect: 'not-found',
        params: { id: id(foreign.landingPageTemplate.id) },
        body: { name: 'Taken over', archived: true },
      },
      {
        label: 'A’s template with B’s landing page logo',
        expect: 'invalid',
        params: { id: id(own.landingPageTemplate.id) },
        body: { content: { logo: landingLogo(foreign) } },
      },
    ],
  },
  updateSmsTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s template',
        expect: 'not-found',
        params: { id: id(foreign.smsTemplate.id) },
        body: { text: { en: 'Taken over' } },
      },
    ],
  },
  updateSurveyTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s template',
        expect: 'not-found',
        params: { id: id(foreign.surveyTemplate.id) },
        body: { archived: true },
      },
    ],
  },
  cloneSurveyTemplate: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s template',
        expect: 'not-found',
        params: { id: id(foreign.surveyTemplate.id) },
        body: { name: 'Copied' },
      },
    ],
  },
};
