import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DUPLICATE_TEMPLATE_MESSAGE, type LandingPageTemplateDetail } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, twoTenants, type StaffCaller } from '../patients/testSupport.js';
import { assertRefused, idsOf, templateData, uploadPng } from './testSupport.js';

const url = '/api/touchpoints/landing-page-templates';
const one = (id: number) => `${url}/${String(id)}`;

void describe('landing page templates', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;

  before(async () => {
    t = await build();
    ({ alpha, beta } = await twoTenants(t));
  });
  after(async () => {
    await t.close();
  });

  void it('are created, read, listed, changed and archived, with their rich text sanitised', async () => {
    // A template with a logo and a thumbnail of the tenant's own folders, and a body with active content.
    const logo = await uploadPng(t, alpha, 'landing-page-logos');
    const thumbnail = await uploadPng(t, alpha, 'landing-page-thumbnails');
    const created = await alpha.json<LandingPageTemplateDetail>('POST', url, {
      name: '  Cardiology welcome ',
      content: {
        title: { en: 'Welcome', es: 'Bienvenido' },
        body: {
          en: '<p onclick="steal()">Hello <strong>there</strong></p><script>alert(1)</script><iframe src="https://evil.test"></iframe>',
          es: '<p>Hola</p><img src=x onerror="alert(1)">',
        },
        logo,
        thumbnail,
        show_ai_video_disclaimer: false,
      },
    });
    assert.equal(created.name, 'Cardiology welcome');
    assert.deepEqual(created.content, {
      title: { en: 'Welcome', es: 'Bienvenido' },
      body: { en: '<p>Hello <strong>there</strong></p>', es: '<p>Hola</p>' },
      logo,
      thumbnail,
      show_disclaimer: true,
      show_ai_video_disclaimer: false,
    });
    assert.deepEqual([created.archived, created.used_by], [false, []]);
    assert.ok(created.created_by.name.length > 0);

    // Reading it back gives the same, and it is listed.
    assert.deepEqual(await alpha.json('GET', one(created.id)), created);
    const other = await alpha.json<LandingPageTemplateDetail>('POST', url, { name: 'Asthma welcome' });
    assert.deepEqual(other.content.title, {});
    assert.deepEqual(idsOf(await alpha.json('GET', url)), [other.id, created.id]);

    // A rename and a new content; the content replaces the old one whole.
    t.clock.advance(60_000);
    const changed = await alpha.json<LandingPageTemplateDetail>('PATCH', one(created.id), {
      name: 'Heart welcome',
      content: { title: { en: 'Hi' }, body: { en: '<p><a href="javascript:alert(1)">x</a></p>' } },
    });
    assert.equal(changed.name, 'Heart welcome');
    assert.deepEqual(changed.content.body, {
      en: '<p><a target="_blank" rel="noopener noreferrer">x</a></p>',
    });
    assert.deepEqual([changed.content.logo, changed.content.show_ai_video_disclaimer], [null, true]);
    assert.ok(changed.updated_at > created.updated_at);

    // Archived, it leaves the list unless archived ones are asked for; restored, it comes back.
    const archived = await alpha.json<LandingPageTemplateDetail>('PATCH', one(created.id), {
      archived: true,
    });
    assert.deepEqual([archived.archived, archived.name], [true, 'Heart welcome']);
    assert.deepEqual(idsOf(await alpha.json('GET', url)), [other.id]);
    assert.deepEqual(idsOf(await alpha.json('GET', `${url}?archived=true`)), [other.id, created.id]);
    await alpha.json('PATCH', one(created.id), { archived: false });
    assert.deepEqual(idsOf(await alpha.json('GET', url)), [other.id, created.id]);

    // Every write is audited with ids only.
    const events = await auditRows(t, ['template_created', 'template_updated']);
    assert.deepEqual(
      events.map((row) => [row.event, row.details]),
      [
        ['template_created', { kind: 'landing_page', template_id: created.id }],
        ['template_created', { kind: 'landing_page', template_id: other.id }],
        ['template_updated', { kind: 'landing_page', template_id: created.id }],
        ['template_updated', { kind: 'landing_page', template_id: created.id }],
        ['template_updated', { kind: 'landing_page', template_id: created.id }],
      ],
    );
  });

  void it('refuses a logo of another tenant or folder at its field, and writes nothing', async () => {
    const theirs = await uploadPng(t, beta, 'landing-page-logos');
    const wrongFolder = await uploadPng(t, alpha, 'branding-logos');
    const [mine] = idsOf(await alpha.json('GET', url));
    const before = await templateData(t);
    const foreign = await alpha.call('POST', url, { name: 'Borrowed', content: { logo: theirs } });
    assertRefused(foreign, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.content.logo'] });
    const folder = await alpha.call('POST', url, { name: 'Borrowed', content: { thumbnail: wrongFolder } });
    assertRefused(folder, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.content.thumbnail'] });
    const update = await alpha.call('PATCH', one(mine ?? 0), { name: 'Renamed', content: { logo: theirs } });
    assertRefused(update, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.content.logo'] });
    assert.equal(await templateData(t), before);
  });

  void it('keeps names unique per tenant in any case, at body.name', async () => {
    const before = await templateData(t);
    for (const [method, path] of [
      ['POST', url],
      ['PATCH', one(idsOf(await alpha.json('GET', url))[0] ?? 0)],
    ] as const) {
      const taken = await alpha.call(method, path, { name: 'HEART WELCOME' });
      const body = assertRefused(taken, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.name'] });
      assert.equal(body.details?.[0]?.message, DUPLICATE_TEMPLATE_MESSAGE);
    }
    assert.equal(await templateData(t), before);
    // Another tenant may use the name, and so may another kind of template.
    await beta.json('POST', url, { name: 'Heart welcome' });
    await alpha.json('POST', '/api/touchpoints/sms-templates', { name: 'Heart welcome' });
  });

  void it('refuses unknown fields, an empty change, and ids of another tenant or none', async () => {
    const [mine] = idsOf(await alpha.json('GET', url));
    const theirs = (await beta.json<{ results: { id: number }[] }>('GET', url)).results[0]?.id ?? 0;
    const before = await templateData(t);
    const unknown = await alpha.call('POST', url, { name: 'Extra', owner: 1 });
    assertRefused(unknown, { status: 400, code: 'VALIDATION_FAILED', paths: ['body'] });
    const origin = await alpha.call('POST', url, { name: 'Extra', content: { template_id: 1 } });
    assertRefused(origin, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.content'] });
    assertRefused(await alpha.call('PATCH', one(mine ?? 0), {}), { status: 400, code: 'VALIDATION_FAILED' });
    for (const id of [theirs, 999_999]) {
      assertRefused(await alpha.call('GET', one(id)), { status: 404, code: 'NOT_FOUND' });
      assertRefused(await alpha.call('PATCH', one(id), { archived: true }), {
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    assert.equal(await templateData(t), before);
  });
});
