import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

export interface SmtpMailerOptions {
  /** e.g. `smtp://localhost:2525` or `smtps://user:pass@mail.example.org`. */
  url: string;
  from: string;
}

/** A {@link Mailer} over SMTP with nodemailer. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url, { from: options.from });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
