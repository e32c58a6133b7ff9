import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  LandingPageTemplateDetail,
  SmsTemplateDetail,
  SurveyTemplateDetail,
  Touchpoint,
  TouchpointContentInput,
} from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import {
  addVideo,
  campaignWithTouchpoint,
  completeContent,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';
import { staffCaller } from '../patients/testSupport.js';
import { assertRefused, templateData } from './testSupport.js';

const templateUrl = (kind: string, id: number) => `/api/touchpoints/${kind}-templates/${String(id)}`;

void describe('where templates are used, and touchpoints copied from them', () => {
  let t: TestApp;
  let team: StudioTeam;
  let videoId: number;
  let sms: SmsTemplateDetail;
  let landing: LandingPageTemplateDetail;

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Usage Clinic');
    videoId = await addVideo(t, team.tenantId, 'Heart medicines');
    sms = await team.author.json<SmsTemplateDetail>('POST', '/api/touchpoints/sms-templates', {
      name: 'Watch the video',
      text: { en: 'Hi {{first_name}}, watch: {{link}}', es: 'Hola {{first_name}}, vea: {{link}}' },
    });
    landing = await team.author.json<LandingPageTemplateDetail>(
      'POST',
      '/api/touchpoints/landing-page-templates',
      {
        name: 'Heart visit page',
        content: { title: { en: 'Your heart visit', es: 'Su visita del corazón' } },
      },
    );
  });
  after(async () => {
    await t.close();
  });

  /** Complete content whose SMS and landing page were copied from the templates. */
  const copied = (): TouchpointContentInput => {
    const content = completeContent(videoId);
    return {
      ...content,
      sms: { template_id: sms.id, text: sms.text },
      landing_page: { ...content.landing_page, template_id: landing.id, title: landing.content.title },
    };
  };

  const usedBy = async (kind: string, id: number) =>
    (
      await team.author.json<{ used_by: { touchpoint_id: number }[] }>('GET', templateUrl(kind, id))
    ).used_by.map((use) => use.touchpoint_id);

  void it('lists a draft that copied a template, and keeps listing it through its published version', async () => {
    const { author, reviewer, reviewerId } = team;
    const { campaign, touchpoint } = await campaignWithTouchpoint(author, copied());
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    const detail = await author.json<SmsTemplateDetail>('GET', templateUrl('sms', sms.id));
    assert.deepEqual(detail.used_by, [
      { touchpoint_id: touchpoint.id, touchpoint_name: 'Week one', campaign_id: campaign.id },
    ]);
    // A touchpoint that copied nothing is not listed; a clone of one that did is.
    await author.json('POST', '/api/touchpoints', { campaign_id: campaign.id, name: 'Plain' });
    const clone = await author.json<Touchpoint>('POST', `/api/touchpoints/clone/${String(touchpoint.id)}`, {
      name: 'Week two',
    });
    assert.deepEqual(await usedBy('sms', sms.id), [touchpoint.id, clone.id]);

    // The touchpoint holds a copy: a later edit of the template does not reach it.
    await author.json('POST', templateUrl('sms', sms.id), { text: { en: 'Changed {{link}}' } }, 200);
    assert.deepEqual((await author.json<Touchpoint>('GET', url)).content.sms.text, sms.text);

    // Published as version 1, then the draft is edited to no longer name the template.
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: reviewerId,
    });
    await reviewer.json('POST', `${url}/review`, { revision: 1, decision: 'approve' }, 200);
    await author.json('POST', `${url}/publish`, { revision: 1 }, 200);
    const edited = await author.json<Touchpoint>('PUT', url, {
      revision: 1,
      name: 'Week one',
      content: { ...copied(), sms: { text: { en: 'Own text {{link}}', es: 'Texto {{link}}' } } },
    });
    assert.equal(edited.content.sms.template_id, null);

    // Its published version still names the template, so it is still listed; the landing page,
    // still named by the draft too, lists it once.
    assert.deepEqual(await usedBy('sms', sms.id), [touchpoint.id, clone.id]);
    assert.deepEqual(await usedBy('landing-page', landing.id), [touchpoint.id, clone.id]);
    // What went live is the copy as it was published, not the template as it is now.
    const live = await author.json<{ page: { landing_page: { title: string } } }>(
      'GET',
      `${url}/preview?source=published`,
    );
    assert.equal(live.page.landing_page.title, 'Your heart visit');
  });

  void it('refuses a touchpoint naming another tenant’s or an unknown template, and writes nothing', async () => {
    const other = await staffCaller(t, await t.createUser({ tenantName: 'Other Clinic' }));
    const theirs = await other.json<SurveyTemplateDetail>('POST', '/api/touchpoints/survey-templates', {
      name: 'Their survey',
    });
    const { campaign, touchpoint } = await campaignWithTouchpoint(team.author, copied(), 'Asthma');
    const touchpoints = () =>
      t.db
        .queryAsOwner('SELECT * FROM touchpoints ORDER BY tenant_id, id')
        .then((rows) => JSON.stringify(rows));
    const before = { touchpoints: await touchpoints(), templates: await templateData(t) };

    const borrowed: TouchpointContentInput = {
      ...copied(),
      email: { template_id: 999_999 },
      survey: { template_id: theirs.id },
    };
    const created = await team.author.call('POST', '/api/touchpoints', {
      campaign_id: campaign.id,
      name: 'Borrowed',
      content: borrowed,
    });
    assertRefused(created, {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.content.email.template_id', 'body.content.survey.template_id'],
    });
    const updated = await team.author.call('PUT', `/api/touchpoints/${String(touchpoint.id)}`, {
      revision: touchpoint.revision,
      name: 'Borrowed',
      content: { ...copied(), sms: { template_id: Number.MAX_SAFE_INTEGER } },
    });
    assertRefused(updated, {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.content.sms.template_id'],
    });
    assert.deepEqual({ touchpoints: await touchpoints(), templates: await templateData(t) }, before);

    // An archived template is still a touchpoint's origin: a draft that copied it can be saved.
    await team.author.json('POST', templateUrl('sms', sms.id), { archived: true }, 200);
    const saved = await team.author.json<Touchpoint>('PUT', `/api/touchpoints/${String(touchpoint.id)}`, {
      revision: touchpoint.revision,
      name: 'Asthma week one',
      content: copied(),
    });
    assert.equal(saved.content.sms.template_id, sms.id);
  });
});
