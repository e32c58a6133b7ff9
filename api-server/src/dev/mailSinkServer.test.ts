import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSmtpMailer } from '../mail/smtpMailer.js';
import { startMailSink, type MailSink } from './mailSinkServer.js';

void describe('dev mail sink', () => {
  let sink: MailSink;
  before(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  });
  after(async () => {
    await sink.close();
  });

  const http = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${sink.httpPort}${path}`, init);

  void it('receives mail over SMTP and lists it as JSON and as an escaped HTML page', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${sink.smtpPort}`,
      from: 'Outreach <no-reply@localhost>',
    });
    await mailer.send({
      to: 'dana@clinic.test',
      subject: 'Hello <script>alert(1)</script>',
      text: 'Line one\nhttp://localhost:3000/password/reset/abc',
      html: '<p>Line one</p>',
    });
    mailer.close();

    const response = await http('/messages', { headers: { origin: 'http://localhost:3000' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const messages = (await response.json()) as {
      to: string;
      from: string;
      subject: string;
      text: string;
      html: string;
      id: string;
      date: string;
    }[];
    assert.equal(messages.length, 1);
    const [message] = messages;
    assert.equal(message?.to, 'dana@clinic.test');
    assert.match(message?.from ?? '', /no-reply@localhost/);
    assert.match(message?.text ?? '', /password\/reset\/abc/);
    assert.equal(message?.html, '<p>Line one</p>');
    assert.ok(message?.id && message.date);

    const page = await (await http('/')).text();
    assert.match(page, /Dev mailbox \(1\)/);
    assert.ok(!page.includes('<script>alert(1)</script>'), 'the subject is escaped');
    assert.match(page, /&#60;script&#62;/);
  });

  void it('empties the mailbox on DELETE /messages', async () => {
    assert.equal((await http('/messages', { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await http('/messages')).json(), []);
    assert.equal((await http('/elsewhere')).status, 404);
  });
});
