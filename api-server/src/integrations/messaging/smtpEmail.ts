import nodemailer from 'nodemailer';
import { mailErrorCode } from '../../mail/mailer.js';
import { DeliveryFailure, RecipientRefused, type EmailProvider } from './messaging.js';

export interface SmtpEmailSettings {
  /** e.g. `smtp://localhost:2525` or `smtps://user:pass@mail.example.org`. */
  url: string;
  /** Connections kept open to the server and used at once. */
  connections: number;
  timeoutMs: number;
}

/** The SMTP reply code of a failed `sendMail`, when the server answered one. */
function responseCodeOf(error: unknown): number {
  return error && typeof error === 'object' && 'responseCode' in error ? Number(error.responseCode) : NaN;
}

/** SMTP reply codes of a refused recipient or message: trying again will not help. */
function isPermanent(error: unknown): boolean {
  const responseCode = responseCodeOf(error);
  return responseCode >= 500 && responseCode < 600;
}

/** The server refused the recipient's address for good: a 5xx answer to `RCPT TO`. */
function isRefusedRecipient(error: unknown): boolean {
  return (
    isPermanent(error) &&
    error !== null &&
    typeof error === 'object' &&
    'command' in error &&
    error.command === 'RCPT TO'
  );
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
 * which show one copy of a Message-ID. A 5xx reply is permanent (to `RCPT TO`, a bounce); anything else
 * is tried again later.
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
        if (isRefusedRecipient(error)) throw new RecipientRefused('smtp_recipient_refused');
        throw new DeliveryFailure(`smtp_${mailErrorCode(error).toLowerCase()}`, !isPermanent(error));
      }
      return { providerMessageId: messageId };
    },
    close() {
      transport.close();
    },
  };
}
