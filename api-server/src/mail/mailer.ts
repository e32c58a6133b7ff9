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
