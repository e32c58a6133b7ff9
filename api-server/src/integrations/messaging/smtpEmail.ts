import nodemailer, { type Transporter } from 'nodemailer';
import { mailErrorCode } from '../../mail/mailer.js';
import { DeliveryFailure, RecipientRefused, type EmailProvider } from './messaging.js';
import {
  SmtpHostRefused,
  vettedSmtpAddress,
  type AllowedNetworks,
  type HostLookup,
} from './smtpAddressGuard.js';
import { smtpTransportOptions, type SmtpServer } from './smtpServer.js';

/** Where a provider reports what staff are not shown: the detail of a failed connection. */
export interface SmtpFailureLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SmtpEmailSettings {
  server: SmtpServer;
  /** Connections kept open to the server and used at once. */
  connections: number;
  timeoutMs: number;
  /**
   * A tenant's server: its name is resolved and every address vetted before the first connection,
   * and the connection goes to the vetted address. Absent for the platform's own server.
   */
  guard?: { allowed: AllowedNetworks; lookup?: HostLookup };
  log?: SmtpFailureLog;
}

/**
 * Mail library codes of a connection that did not come about or broke (no server, a refused or
 * filtered port, a TLS handshake, something else than SMTP answering). Staff see them all as one
 * reason, `smtp_unreachable`: told apart, they would map which ports of which hosts are open.
 */
const connectionTroubles = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROTOCOL',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'SmtpHostRefused',
]);

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
  let opening: Promise<Transporter> | null = null;
  let closed = false;
  const open = async () => {
    const { guard } = settings;
    const address = guard
      ? await vettedSmtpAddress(settings.server.host, guard.allowed, guard.lookup)
      : undefined;
    const transport = nodemailer.createTransport({
      ...smtpTransportOptions(settings.server, {
        timeoutMs: settings.timeoutMs,
        ...(address ? { address } : {}),
      }),
      pool: true,
      maxConnections: settings.connections,
      maxMessages: Infinity,
    });
    if (closed) transport.close();
    return transport;
  };
  /** The pooled transport, made at the first message; a failed vetting is tried again at the next. */
  const transportNow = () => {
    opening ??= open().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    name: 'smtp',
    async send(message) {
      const messageId = `<${message.idempotencyKey}@${messageIdDomain(message.from.email)}>`;
      try {
        const transport = await transportNow();
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
        const code = mailErrorCode(error);
        if (connectionTroubles.has(code)) {
          // A connection's trouble names the server at most, never the message or its recipient.
          const detail =
            error instanceof SmtpHostRefused ? error.why : error instanceof Error ? error.message : code;
          settings.log?.warn({ smtp: code, detail }, 'an SMTP server could not be reached');
          throw new DeliveryFailure('smtp_unreachable', true);
        }
        throw new DeliveryFailure(`smtp_${code.toLowerCase()}`, !isPermanent(error));
      }
      return { providerMessageId: messageId };
    },
    close() {
      closed = true;
      void opening?.then((transport) => transport.close()).catch(() => undefined);
    },
  };
}
