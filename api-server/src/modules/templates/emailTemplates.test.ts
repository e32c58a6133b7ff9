import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EmailTemplateDetail, EmailTemplatePage } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { twoTenants, type StaffCaller } from '../patients/testSupport.js';
import { assertRefused, namesOf, templateData } from './testSupport.js';

const url = '/api/touchpoints/email-templates';
const sendgridId = (digit: string) => `d-${digit.repeat(32)}`;

void describe('e-mail templates', () => {
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

  void it('keeps a local template with its HTML sanitised', async () => {
    const created = await alpha.json<EmailTemplateDetail>('POST', url, {
      name: 'Appointment reminder',
      subject: { en: 'Your visit, {{first_name}}' },
      html: {
        en: '<p onclick="x()">Hi <a href="{{link}}">open</a></p><script>steal()</script><iframe></iframe>',
      },
      text: { en: 'Hi: {{link}}' },
    });
    assert.deepEqual(
      [created.source, created.sendgrid_id, created.synced_at, created.archived, created.used_by],
      ['local', null, null, false, []],
    );
    assert.deepEqual(created.html, {
      en: '<p>Hi <a target="_blank" rel="noopener noreferrer" href="{{link}}">open</a></p>',
    });
    assert.deepEqual(created.subject, { en: 'Your visit, {{first_name}}' });
    assert.deepEqual(await alpha.json('GET', `${url}/${String(created.id)}`), created);
  });

  void it('keeps a SendGrid reference by its id, empty until a SendGrid refresh fills it in', async () => {
    const created = await alpha.json<EmailTemplateDetail>('POST', url, {
      name: 'Newsletter',
      sendgrid_id: ` D-${'AB12'.repeat(8)} `,
    });
    assert.deepEqual(
      [created.source, created.sendgrid_id, created.subject, created.html, created.text, created.synced_at],
      ['sendgrid', `d-${'ab12'.repeat(8)}`, {}, {}, {}, null],
    );

    // Ids not of SendGrid's shape are refused at the field, and content beside an id too.
    const before = await templateData(t);
    for (const wrong of ['d-123', `x-${'a'.repeat(32)}`, `d-${'g'.repeat(32)}`, `d-${'a'.repeat(33)}`]) {
      const refused = await alpha.call('POST', url, { name: 'Wrong id', sendgrid_id: wrong });
      assertRefused(refused, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.sendgrid_id'] });
    }
    const withContent = await alpha.call('POST', url, {
      name: 'Both',
      sendgrid_id: sendgridId('1'),
      subject: { en: 'Mine' },
    });
    assertRefused(withContent, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.subject'] });
    // The same SendGrid template twice in a tenant is refused; another tenant may add it.
    const twice = await alpha.call('POST', url, {
      name: 'Newsletter 2',
      sendgrid_id: `d-${'ab12'.repeat(8)}`,
    });
    assertRefused(twice, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.sendgrid_id'] });
    const name = await alpha.call('POST', url, { name: 'newsletter', sendgrid_id: sendgridId('2') });
    assertRefused(name, { status: 400, code: 'VALIDATION_FAILED', paths: ['body.name'] });
    const unknown = await alpha.call('POST', url, {
      name: 'Extra',
      sendgrid_id: sendgridId('3'),
      source: 'x',
    });
    assertRefused(unknown, { status: 400, code: 'VALIDATION_FAILED', paths: ['body'] });
    assert.equal(await templateData(t), before);
    await beta.json('POST', url, { name: 'Newsletter', sendgrid_id: `d-${'ab12'.repeat(8)}` });
  });

  void it('pages by name with a token, searching the name in any case', async () => {
    // Seven reminders among other templates, added out of order and in mixed case.
    for (const number of [5, 2, 7, 1, 4, 6, 3]) {
      const name = number % 2 === 0 ? `VISIT REMINDER ${String(number)}` : `Visit reminder ${String(number)}`;
      await beta.json('POST', url, { name });
    }
    await beta.json('POST', url, { name: 'Discharge letter' });
    const page = (query: string) => beta.json<EmailTemplatePage>('GET', `${url}?${query}`);

    // Page one holds the first three by name; its token leads to the next three, then the last one.
    const first = await page('page_size=3&search_term=reminder');
    assert.deepEqual(namesOf(first), ['Visit reminder 1', 'VISIT REMINDER 2', 'Visit reminder 3']);
    assert.ok(first.next_page_token);
    // A template added before the current position meanwhile moves nothing across pages.
    await beta.json('POST', url, { name: 'Visit reminder 0' });
    const second = await page(`page_size=3&search_term=REMINDER&page_token=${first.next_page_token}`);
    assert.deepEqual(namesOf(second), ['VISIT REMINDER 4', 'Visit reminder 5', 'VISIT REMINDER 6']);
    assert.ok(second.next_page_token);
    const third = await page(`page_size=3&search_term=Reminder&page_token=${second.next_page_token}`);
    assert.deepEqual([namesOf(third), third.next_page_token], [['Visit reminder 7'], null]);

    // Without a search, the whole list by name, in the default page size.
    const all = await page('');
    assert.equal(all.next_page_token, null);
    assert.deepEqual(namesOf(all).slice(0, 3), ['Discharge letter', 'Newsletter', 'Visit reminder 0']);
    assert.equal(all.results.length, 10);
  });

  void it('refuses a page token it did not make, and sizes out of range', async () => {
    const forged = Buffer.from(JSON.stringify(['a', -1])).toString('base64url');
    for (const token of ['abc', forged, Buffer.from('{"key":"a"}').toString('base64url')]) {
      const refused = await alpha.call('GET', `${url}?page_token=${token}`);
      assertRefused(refused, { status: 400, code: 'VALIDATION_FAILED', paths: ['query.page_token'] });
    }
    for (const query of ['page_size=0', 'page_size=201', 'page_token=a%2Fb', 'search_term=%00', 'page=2']) {
      assertRefused(await alpha.call('GET', `${url}?${query}`), { status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  void it('answers another tenant’s template as not found', async () => {
    const theirs = (await beta.json<EmailTemplatePage>('GET', url)).results[0]?.id ?? 0;
    assertRefused(await alpha.call('GET', `${url}/${String(theirs)}`), { status: 404, code: 'NOT_FOUND' });
  });
});
