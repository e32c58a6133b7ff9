import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../errors.js';
import { startFakeSendgrid, type FakeSendgridServer } from '../testing/fakeSendgridServer.js';
import { createSendgridClient, type SendgridSettings } from './sendgridClient.js';

const KEY = 'SG.test-key.abcdef123456';
const templateId = (index: number) => `d-${index.toString(16).padStart(32, '0')}`;

void describe('SendGrid adapter against a local SendGrid', () => {
  let fake: FakeSendgridServer;
  let settings: SendgridSettings;
  before(async () => {
    fake = await startFakeSendgrid(KEY);
    settings = { baseUrl: fake.url, timeoutMs: 2_000, maxRetryWaitMs: 1_000 };
    for (let index = 1; index <= 450; index += 1) {
      fake.templates.push({
        id: templateId(index),
        name: `Template ${String(index)}`,
        subject: `Subject ${String(index)}`,
        html_content: `<p>Hello ${String(index)}</p>`,
        plain_content: `Hello ${String(index)}`,
      });
    }
  });
  after(() => fake.close());

  const rejects = (promise: Promise<unknown>, code: string) =>
    assert.rejects(promise, (error) => error instanceof ApiError && error.code === code);

  void it('lists every dynamic template, following the pages', async () => {
    fake.requests.length = 0;
    const templates = await createSendgridClient(settings, KEY).listDynamicTemplates();
    assert.equal(templates.length, 450);
    assert.deepEqual(templates[449], { id: templateId(450), name: 'Template 450' });
    assert.equal(fake.requests.length, 3, 'three pages of 200');
  });

  void it('reads a template with its active version, and null for one SendGrid does not have', async () => {
    const client = createSendgridClient(settings, KEY);
    const template = await client.getTemplate(templateId(7));
    assert.deepEqual(template?.activeVersion, {
      subject: 'Subject 7',
      htmlContent: '<p>Hello 7</p>',
      plainContent: 'Hello 7',
    });
    assert.equal(await client.getTemplate(templateId(9999)), null);
  });

  void it('a refused key is EXTERNAL_CREDENTIALS_REJECTED', async () => {
    await rejects(
      createSendgridClient(settings, 'SG.wrong').listDynamicTemplates(),
      'EXTERNAL_CREDENTIALS_REJECTED',
    );
  });

  void it('waits out a short Retry-After once, and gives up on a long one', async () => {
    fake.troubles.rateLimitOnce = 0;
    assert.ok(await createSendgridClient(settings, KEY).getTemplate(templateId(1)));
    fake.troubles.rateLimitOnce = 120;
    await rejects(createSendgridClient(settings, KEY).getTemplate(templateId(1)), 'EXTERNAL_SERVICE_FAILED');
  });

  void it('a call that takes longer than the timeout fails as EXTERNAL_SERVICE_FAILED', async () => {
    fake.troubles.delayOnceMs = 1_000;
    await rejects(
      createSendgridClient({ ...settings, timeoutMs: 100 }, KEY).getTemplate(templateId(1)),
      'EXTERNAL_SERVICE_FAILED',
    );
  });
});
