/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail; implementations throw when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A loggable summary of a mail failure: its code only, never its message (it may quote the address). */
export function mailErrorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.name : 'unknown';
}
