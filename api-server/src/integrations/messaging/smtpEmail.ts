import nodemailer from 'nodemailer';
import { mailErrorCode } from '../../mail/mailer.js';
import { DeliveryFailure, type EmailProvider } from './messaging.js';

export interface SmtpEmailSettings {
  /** e.g. `smtp://localhost:2525` or `smtps://user:pass@mail.example.org`. */
  url: string;
  /** Connections kept open to the server and used at once. */
  connections: number;
  timeoutMs: number;
}

/** SMTP reply codes of a refused recipient or message: trying again will not help. */
function isPermanent(error: unknown): boolean {
  const responseCode =
    error && typeof error === 'object' && 'responseCode' in error ? Number(error.responseCode) : NaN;
  return responseCode >= 500 && responseCode < 600;
}

/**
 * The domain of a message's Message-ID: the sender's own, so the id is the sender's to give.
 * An address without one (never valid, but the branding may be empty) gets `localhost`.
 */
function messageIdDomain(from: string): string {
  const at = from.lastIndexOf('@');
  const domain = at >= 0 ? from.slice(at + 1) : '';
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/**
 * E-mail over SMTP with nodemailer's pooled transport. The message's idempotency key is its
 * `Message-ID`, the same on every attempt, so a message handed over twice (a worker stopped after the
 * server took it but before the ledger said so) is the same message to the server and to mail clients,
 * which show one copy of a Message-ID. A 5xx reply is permanent; anything else is tried again later.
 */
export function createSmtpEmailProvider(settings: SmtpEmailSettings): EmailProvider {
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: settings.connections,
    maxMessages: Infinity,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      const messageId = `<${message.idempotencyKey}@${messageIdDomain(message.from.email)}>`;
      try {
        await transport.sendMail({
          from: { name: message.from.name, address: message.from.email },
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId,
          headers: message.headers,
        });
      } catch (error) {
        throw new DeliveryFailure(`smtp_${mailErrorCode(error).toLowerCase()}`, !isPermanent(error));
      }
      return { providerMessageId: messageId };
    },
    close() {
      transport.close();
    },
  };
}
