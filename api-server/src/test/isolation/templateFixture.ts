import type {
  EmailTemplateDetail,
  LandingPageTemplateDetail,
  SmsTemplateDetail,
  SurveyTemplateDetail,
} from '@outreach/shared-contracts';
import type { SetupSteps, TenantInProgress } from './fixture.js';
import { expectOk, uploadPng } from './fixtureCalls.js';

type TemplateStep = 'landingPageTemplate' | 'emailTemplate' | 'smsTemplate' | 'surveyTemplate';

/** Creates a template through the API and registers its distinctive texts. */
async function created<T>(
  tenant: TenantInProgress,
  path: string,
  payload: object,
  markers: string[],
): Promise<T> {
  tenant.markers.push(...markers);
  return expectOk(
    await tenant.call({ method: 'POST', url: `/api/touchpoints/${path}`, payload }),
    path,
  ).json<T>();
}

/** One template of each kind per tenant, each with a distinctive name and texts. */
export const templateSteps: Pick<SetupSteps, TemplateStep> = {
  async landingPageTemplate(tenant) {
    const logo = await uploadPng(tenant, 'landing-page-logos', `${tenant.name} landing logo ${tenant.tag}`);
    const name = `${tenant.name} landing template ${tenant.tag}`;
    const title = `Landing title ${tenant.tag}`;
    const body = `Landing body ${tenant.tag}`;
    return created<LandingPageTemplateDetail>(
      tenant,
      'landing-page-templates',
      { name, content: { title: { en: title }, body: { en: `<p>${body}</p>` }, logo } },
      [logo, name, title, body],
    );
  },

  async emailTemplate(tenant) {
    const name = `${tenant.name} e-mail template ${tenant.tag}`;
    const subject = `Subject ${tenant.tag}`;
    const html = `E-mail body ${tenant.tag}`;
    const text = `E-mail text ${tenant.tag}`;
    return created<EmailTemplateDetail>(
      tenant,
      'email-templates',
      { name, subject: { en: subject }, html: { en: `<p>${html}</p>` }, text: { en: text } },
      [name, subject, html, text],
    );
  },

  async smsTemplate(tenant) {
    const name = `${tenant.name} SMS template ${tenant.tag}`;
    const text = `SMS text ${tenant.tag}`;
    return created<SmsTemplateDetail>(tenant, 'sms-templates', { name, text: { en: text } }, [name, text]);
  },

  async surveyTemplate(tenant) {
    const name = `${tenant.name} survey template ${tenant.tag}`;
    const title = `Survey title ${tenant.tag}`;
    const prompt = `Survey question ${tenant.tag}`;
    return created<SurveyTemplateDetail>(
      tenant,
      'survey-templates',
      { name, title: { en: title }, questions: [{ key: 'q1', kind: 'text', prompt: { en: prompt } }] },
      [name, title, prompt],
    );
  },
};
