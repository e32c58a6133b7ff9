#!/usr/bin/env node
// The baseline of `bench:delivery`: a bare nodemailer loop, in a process of its own as a worker is,
// that renders and sends personalised e-mails to an SMTP server as fast as the pool takes them, with
// the pool settings of the product's SMTP adapter.
//
//   node tools/bench/nodemailerLoop.mjs <smtp port> <messages> <content JSON file>
//
// It prints one line of JSON: the wall-clock time it started sending, in ms since the epoch.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { requireFromServer } from './apiServer.mjs';
import { wallClock } from './smtpSink.mjs';

const nodemailer = requireFromServer('nodemailer');
const { renderEmail } = await import(
  new URL('../../api-server/dist/modules/delivery/render.js', import.meta.url).href
);

const [port, messages, contentFile] = process.argv.slice(2);
const count = Number(messages);
const content = JSON.parse(readFileSync(contentFile, 'utf8'));
const givenNames = ['Ada', 'Ben', 'Cara', 'Dev', 'Elif', 'Finn', 'Gia', 'Hugo', 'Iris', 'Jon'];
const languages = ['en', 'en', 'en', 'es', 'fr', 'zh'];
const sender = { tenantName: 'Bench Clinic', tenantPhone: '+15550100200' };
// Messages handed to the pool at once: more than its connections, so none of them waits idle.
const IN_FLIGHT = 64;

// The product's adapter: pooled, 8 connections, no limit of messages per connection.
const transport = nodemailer.createTransport({
  url: `smtp://127.0.0.1:${port}`,
  pool: true,
  maxConnections: 8,
  maxMessages: Infinity,
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 30_000,
});

function sendOne(index) {
  const firstName = givenNames[index % givenNames.length];
  const key = randomUUID();
  const link = `http://localhost:3004/i/${randomBytes(32).toString('base64url')}`;
  const rendered = renderEmail(
    content,
    { firstName, lastName: 'Hartwell', title: null, language: languages[index % languages.length] },
    sender,
    link,
    // The footer's unsubscribe page, as the product writes one: a key and its signature.
    `http://localhost:3004/u/${key}/${randomBytes(32).toString('base64url')}`,
  );
  return transport.sendMail({
    from: { name: 'Bench Clinic', address: 'no-reply@bench.example' },
    to: `${firstName.toLowerCase()}.hartwell.${index}@example.test`,
    ...rendered,
    messageId: `<${key}@bench.example>`,
    headers: {
      'List-Unsubscribe': `<http://localhost:4000/api/unsubscribe/${randomBytes(40).toString('base64url')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

const startedAt = wallClock();
let next = 0;
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await sendOne(index);
    }
  }),
);
transport.close();
process.stdout.write(`${JSON.stringify({ startedAt })}\n`);
