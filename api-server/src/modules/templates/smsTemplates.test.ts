import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SmsTemplate, SmsTemplateDetail } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, twoTenants, type StaffCaller } from '../patients/testSupport.js';
import { assertRefused, namesOf, templateData } from './testSupport.js';

const url = '/api/touchpoints/sms-templates';
const one = (id: number) => `${url}/${String(id)}`;

void describe('SMS templates', () => {
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

  void it('are created, listed by name, and updated by POST to their id', async () => {
    const reminder = await alpha.json<SmsTemplateDetail>('POST', url, {
      name: 'Reminder',
      text: { en: 'Hi {{first_name}}: {{link}}', es: 'Hola {{first_name}}: {{link}}' },
    });
    assert.deepEqual(
      [reminder.text.es, reminder.archived, reminder.used_by],
      ['Hola {{first_name}}: {{link}}', false, []],
    );
    const alert = await alpha.json<SmsTemplateDetail>('POST', url, { name: 'alert' });
    assert.deepEqual(alert.text, {});
    assert.deepEqual(namesOf(await alpha.json<{ results: SmsTemplate[] }>('GET', url)), [
      'alert',
      'Reminder',
    ]);

    // POST to the id changes what it names and keeps the rest: here the text, then the name.
    const retexted = await alpha.json<SmsTemplateDetail>(
      'POST',
      one(reminder.id),
      { text: { en: 'New' } },
      200,
    );
    assert.deepEqual([retexted.name, retexted.text], ['Reminder', { en: 'New' }]);
    const renamed = await alpha.json<SmsTemplateDetail>(
      'POST',
      one(reminder.id),
      { name: 'Appointment' },
      200,
    );
    assert.deepEqual([renamed.name, renamed.text], ['Appointment', { en: 'New' }]);
    assert.deepEqual(await alpha.json('GET', one(reminder.id)), renamed);

    // Archived, it leaves the usual list.
    await alpha.json('POST', one(alert.id), { archived: true }, 200);
    assert.deepEqual(namesOf(await alpha.json<{ results: SmsTemplate[] }>('GET', url)), ['Appointment']);
    const all = await alpha.json<{ results: SmsTemplate[] }>('GET', `${url}?archived=true`);
    assert.deepEqual(namesOf(all), ['alert', 'Appointment']);
    const events = await auditRows(t, ['template_created', 'template_updated']);
    assert.deepEqual(
      events.map((row) => row.event),
      ['template_created', 'template_created', 'template_updated', 'template_updated', 'template_updated'],
    );
  });

  void it('refuses texts over 1600 characters, a taken name, unknown fields and foreign ids', async () => {
    const [mine] = (await alpha.json<{ results: SmsTemplate[] }>('GET', url)).results;
    const theirs = await beta.json<SmsTemplateDetail>('POST', url, { name: 'Theirs' });
    const before = await templateData(t);
    const long = { en: 'x'.repeat(1601) };
    assertRefused(await alpha.call('POST', url, { name: 'Long', text: long }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.text.en'],
    });
    assertRefused(await alpha.call('POST', one(mine?.id ?? 0), { text: long }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.text.en'],
    });
    assertRefused(await alpha.call('POST', one(mine?.id ?? 0), { name: 'ALERT' }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.name'],
    });
    assertRefused(await alpha.call('POST', url, { name: 'Extra', text: {}, segments: 2 }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body'],
    });
    assertRefused(await alpha.call('POST', url, { name: 'Klingon', text: { tlh: 'x' } }), {
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    assertRefused(await alpha.call('POST', one(theirs.id), { name: 'Taken over' }), {
      status: 404,
      code: 'NOT_FOUND',
    });
    assertRefused(await alpha.call('GET', one(theirs.id)), { status: 404, code: 'NOT_FOUND' });
    assert.equal(await templateData(t), before);
  });
});
