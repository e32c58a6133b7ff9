import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { SurveyQuestion, SurveyTemplate, SurveyTemplateDetail } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, twoTenants, type StaffCaller } from '../patients/testSupport.js';
import { assertRefused, namesOf, templateData } from './testSupport.js';

const url = '/api/touchpoints/survey-templates';
const one = (id: number) => `${url}/${String(id)}`;

const questions: SurveyQuestion[] = [
  { key: 'mood', kind: 'rating', prompt: { en: 'How do you feel?' }, required: true, scale: 5 },
  { key: 'mail', kind: 'email', prompt: { en: 'Your e-mail' }, required: false },
  {
    key: 'meds',
    kind: 'medication_list',
    prompt: { en: 'Do you take these?' },
    required: false,
    medications: [{ key: 'm1', name: { en: 'Aspirin' } }],
    allow_additional: true,
  },
];

void describe('survey templates', () => {
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

  void it('are created, changed in part, archived and cloned', async () => {
    const created = await alpha.json<SurveyTemplateDetail>('POST', url, {
      name: 'After the visit',
      title: { en: 'How was it?' },
      questions,
    });
    assert.deepEqual(
      [created.title, created.questions, created.used_by],
      [{ en: 'How was it?' }, questions, []],
    );

    // A new title keeps the questions; new questions keep the title.
    const retitled = await alpha.json<SurveyTemplateDetail>('PATCH', one(created.id), {
      title: { en: 'Your visit' },
    });
    assert.deepEqual([retitled.title, retitled.questions], [{ en: 'Your visit' }, questions]);
    const fewer = await alpha.json<SurveyTemplateDetail>('PATCH', one(created.id), {
      questions: questions.slice(0, 1),
    });
    assert.deepEqual([fewer.title, fewer.questions], [{ en: 'Your visit' }, questions.slice(0, 1)]);

    // Archived, it can still be cloned; the copy is a new, unarchived template of the same content.
    await alpha.json('PATCH', one(created.id), { archived: true });
    const copy = await alpha.json<SurveyTemplateDetail>('POST', `${one(created.id)}/clone`, { name: 'Copy' });
    assert.notEqual(copy.id, created.id);
    assert.deepEqual(
      [copy.name, copy.title, copy.questions, copy.archived, copy.used_by],
      ['Copy', fewer.title, fewer.questions, false, []],
    );
    assert.deepEqual(namesOf(await alpha.json<{ results: SurveyTemplate[] }>('GET', url)), ['Copy']);
    const all = await alpha.json<{ results: SurveyTemplate[] }>('GET', `${url}?archived=true`);
    assert.deepEqual(namesOf(all), ['After the visit', 'Copy']);
    const [cloned] = await auditRows(t, ['template_cloned']);
    assert.deepEqual(cloned?.details, { kind: 'survey', template_id: copy.id, source_id: created.id });
  });

  void it('refuses repeated question keys, taken names, unknown fields and foreign ids', async () => {
    const [mine] = (await alpha.json<{ results: SurveyTemplate[] }>('GET', `${url}?archived=true`)).results;
    const theirs = await beta.json<SurveyTemplateDetail>('POST', url, { name: 'Theirs' });
    const id = mine?.id ?? 0;
    const before = await templateData(t);
    const repeated = [questions[0], { ...questions[1], key: 'mood' }];
    for (const [method, path] of [
      ['POST', url],
      ['PATCH', one(id)],
    ] as const) {
      assertRefused(await alpha.call(method, path, { name: 'Repeated', questions: repeated }), {
        status: 400,
        code: 'VALIDATION_FAILED',
        paths: ['body.questions'],
      });
    }
    assertRefused(await alpha.call('POST', `${one(id)}/clone`, { name: 'COPY' }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.name'],
    });
    assertRefused(await alpha.call('PATCH', one(id), { name: 'copy' }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body.name'],
    });
    const unknownKind = { key: 'q', kind: 'essay', prompt: {} };
    assertRefused(await alpha.call('POST', url, { name: 'Essay', questions: [unknownKind] }), {
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    assertRefused(await alpha.call('PATCH', one(id), { template_id: 1, archived: true }), {
      status: 400,
      code: 'VALIDATION_FAILED',
      paths: ['body'],
    });
    for (const [method, path, body] of [
      ['GET', one(theirs.id), undefined],
      ['PATCH', one(theirs.id), { archived: true }],
      ['POST', `${one(theirs.id)}/clone`, { name: 'Mine now' }],
    ] as const) {
      assertRefused(await alpha.call(method, path, body), { status: 404, code: 'NOT_FOUND' });
    }
    assert.equal(await templateData(t), before);
  });
});
