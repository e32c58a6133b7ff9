import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createSmsSink, type PatientReply, type SinkSms, type SmsTroubles } from './smsSink.js';

/** A message as the dev mailbox shows it. */
export interface SinkMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

export interface MailSink {
  smtpPort: number;
  httpPort: number;
  messages(): SinkMessage[];
  clear(): void;
  /** The SMS taken through the Twilio Messages API on the mailbox port, newest first. */
  sms(): SinkSms[];
  clearSms(): void;
  /** Makes the next Messages request fail, be rate-limited or hang, once (tests). */
  smsTroubles: SmsTroubles;
  /** Posts a signed Twilio incoming-message webhook, as a patient's reply; resolves with its status. */
  replyFromPatient(reply: PatientReply): Promise<number>;
  close(): Promise<void>;
}

export interface MailSinkOptions {
  /** 0 picks a free port (tests). */
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  /** The only Twilio accounts (SID → auth token) the sink knows; any of Twilio's shape when absent. */
  twilioAccounts?: Readonly<Record<string, string>>;
}

const keep = 200;

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(', ');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function renderSms(sms: SinkSms[]): string {
  const items = sms
    .map(
      (entry) => `<article>
  <p><strong>To:</strong> ${escapeHtml(entry.to)} · <strong>From:</strong> ${escapeHtml(entry.from ?? entry.messagingServiceSid ?? '')} · <time>${escapeHtml(entry.date)}</time> · ${escapeHtml(entry.status)}</p>
  <pre>${escapeHtml(entry.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<section aria-labelledby="sms"><h2 id="sms">SMS (${sms.length})</h2>
${items || '<p>No SMS yet.</p>'}
</section>`;
}

function renderPage(messages: SinkMessage[], sms: SinkSms[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
  <p><strong>To:</strong> ${escapeHtml(message.to)} · <strong>From:</strong> ${escapeHtml(message.from)} · <time>${escapeHtml(message.date)}</time></p>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin-bottom:1rem}pre{white-space:pre-wrap;word-break:break-all}h2{margin:0 0 .5rem}</style>
</head><body><main><h1>Dev mailbox (${messages.length})</h1>
${items || '<p>No messages yet.</p>'}
${renderSms(sms)}
</main></body></html>`;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  // Only local pages (the apps and the e2e tests) may read the mailbox from a browser.
  if (origin && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) {
    return { 'access-control-allow-origin': origin, vary: 'Origin' };
  }
  return {};
}

function listen(
  server: { listen(port: number, host: string, cb: () => void): unknown },
  port: number,
  host: string,
) {
  return new Promise<void>((resolve) => server.listen(port, host, resolve));
}

/**
 * Starts the SMTP sink and its HTTP mailbox in this process. The mailbox port also speaks Twilio's
 * Messages API (`POST /2010-04-01/Accounts/:sid/Messages.json`), so the SMS sent in development land
 * here too, and lists them at `GET /sms`.
 */
export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const host = options.host ?? '127.0.0.1';
  let store: SinkMessage[] = [];
  const smsSink = createSmsSink(options.twilioAccounts);

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A recipient whose local part ends in `+bounce` is refused as an unknown mailbox is, so that a
    // bounce can be seen in development: `maria+bounce@example.org`.
    onRcptTo(address, _session, callback) {
      if (/\+bounce@/i.test(address.address)) {
        const refused = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 });
        callback(refused);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          store = [
            {
              id: randomUUID(),
              to: addresses(parsed.to),
              from: addresses(parsed.from),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              date: (parsed.date ?? new Date()).toISOString(),
            },
            ...store,
          ].slice(0, keep);
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error('Unreadable message')),
        );
    },
  });

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    const headers = corsHeaders(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (smsSink.handle(request, response, url)) return;
    if (request.method === 'GET' && (url.pathname === '/messages' || url.pathname === '/sms')) {
      response.writeHead(200, {
        ...headers,
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(url.pathname === '/sms' ? smsSink.list() : store));
    } else if (request.method === 'DELETE' && url.pathname === '/messages') {
      store = [];
      response.writeHead(204, headers);
      response.end();
    } else if (request.method === 'DELETE' && url.pathname === '/sms') {
      smsSink.clear();
      response.writeHead(204, headers);
      response.end();
    } else if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(renderPage(store, smsSink.list()));
    } else {
      response.writeHead(404, { ...headers, 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }));
    }
  });

  await listen(smtp.server, options.smtpPort ?? 2525, host);
  await listen(http, options.httpPort ?? 4100, host);

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (http.address() as AddressInfo).port,
    messages: () => store,
    clear: () => {
      store = [];
    },
    sms: () => smsSink.list(),
    clearSms: () => smsSink.clear(),
    smsTroubles: smsSink.troubles,
    replyFromPatient: (reply) => smsSink.replyFromPatient(reply),
    close: () =>
      new Promise<void>((resolve) => {
        smsSink.close();
        // A Messages request told to hang holds its connection open until this.
        http.closeAllConnections();
        http.close(() => {
          smtp.close(() => resolve());
        });
      }),
  };
}

// Run as a process: `pnpm --filter @outreach/api-server mail-sink`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sink = await startMailSink({
    smtpPort: Number(process.env.SMTP_SINK_PORT ?? 2525),
    httpPort: Number(process.env.MAILBOX_PORT ?? 4100),
    host: process.env.MAIL_SINK_HOST ?? '127.0.0.1',
  });
  process.stdout.write(
    `Dev mail sink: SMTP on ${sink.smtpPort}, mailbox and Twilio Messages API on http://localhost:${sink.httpPort}/\n`,
  );
}
