/**
 * What the delivery engine hands a provider, and what it hears back. A message carries its
 * idempotency key (one per message of the send ledger, the same on every attempt), so a provider that
 * is given the same message twice can tell.
 */

/** An e-mail ready to go: rendered, or naming a SendGrid dynamic template and its data. */
export interface EmailToSend {
  /** The ledger's key of this message (a UUID), the same on every attempt. */
  idempotencyKey: string;
  from: { email: string; name: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
  /** With SendGrid: its dynamic template and the values of its variables, instead of the rendered text. */
  template?: { id: string; data: Record<string, string> };
}

/** An SMS ready to go. */
export interface SmsToSend {
  idempotencyKey: string;
  /** E.164, e.g. +15550100200. */
  to: string;
  /** The sending number (E.164) or a messaging service's SID (MG…). */
  from: string;
  body: string;
  /** Where the provider posts the message's status changes; null for none. */
  statusCallbackUrl: string | null;
}

/** The provider took the message; its own id, which its status reports name. */
export interface Accepted {
  providerMessageId: string;
}

/**
 * A provider did not take a message. `temporary` failures (a 5xx, a 429, a timeout, no connection)
 * are retried later, after `retryAfterMs` when the provider said; the others (a refused address, a
 * refused key) are not. The code never holds an address or any text of the message.
 */
export class DeliveryFailure extends Error {
  constructor(
    readonly code: string,
    readonly temporary: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`delivery failed: ${code}`);
    this.name = 'DeliveryFailure';
  }
}

/**
 * The receiving side refused the address itself (an SMTP 5xx to `RCPT TO`: no such mailbox, a domain
 * that takes no mail): a hard bounce, never retried, and counted among the bounced messages.
 */
export class RecipientRefused extends DeliveryFailure {
  constructor(code: string) {
    super(code, false);
    this.name = 'RecipientRefused';
  }
}

export interface EmailProvider {
  readonly name: 'smtp' | 'sendgrid';
  /** Hands one e-mail over; throws a {@link DeliveryFailure} when it was not taken. */
  send(message: EmailToSend): Promise<Accepted>;
  close(): void;
}

export interface SmsProvider {
  readonly name: 'twilio';
  /** Hands one SMS over; throws a {@link DeliveryFailure} when it was not taken. */
  send(message: SmsToSend): Promise<Accepted>;
  close(): void;
}

/** A status a provider reported for one of its messages, in the platform's words. */
export type ReportedStatus = 'delivered' | 'opened' | 'bounced' | 'failed';

export interface StatusReport {
  /** The provider's id of the message, or the ledger's idempotency key when it carried one back. */
  providerMessageId: string | null;
  idempotencyKey: string | null;
  status: ReportedStatus;
  /** A short code of why (a bounce's type, Twilio's error code); never an address. */
  reason: string | null;
  /** When the provider says it happened. */
  at: Date;
}
