import nodemailer from 'nodemailer';
import { platformSmtpServer } from '../integrations/messaging/configured.js';
import { smtpTransportOptions } from '../integrations/messaging/smtpServer.js';
import type { Mailer } from './mailer.js';

export interface SmtpMailerOptions {
  /** e.g. `smtp://localhost:2525` or `smtps://user:pass@mail.example.org`; nothing after the port. */
  url: string;
  from: string;
}

/** A {@link Mailer} over SMTP with nodemailer, with transport options built from the address's parts. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(
    smtpTransportOptions(platformSmtpServer(options.url), { timeoutMs: 30_000 }),
    { from: options.from },
  );
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
