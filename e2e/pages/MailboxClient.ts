import { expect } from '@playwright/test';

/** One message as the dev mailbox lists it (`GET /messages`). */
export interface MailboxMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

/** Reads the dev mail sink's JSON mailbox, the way a person would read the mailbox page. */
export class MailboxClient {
  constructor(private readonly baseUrl = 'http://localhost:4100') {}

  async messages(): Promise<MailboxMessage[]> {
    const response = await fetch(`${this.baseUrl}/messages`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`The mailbox answered ${response.status}`);
    return (await response.json()) as MailboxMessage[];
  }

  /** Waits for the newest message to `address` that arrived at or after `since`. */
  async waitForMessageTo(address: string, since: Date, timeout = 15_000): Promise<MailboxMessage> {
    let found: MailboxMessage | undefined;
    await expect
      .poll(
        async () => {
          const all = await this.messages();
          found = all.find(
            (message) =>
              message.to.toLowerCase().includes(address.toLowerCase()) &&
              // Whole seconds: the Date header of a message has no milliseconds.
              new Date(message.date).getTime() >= Math.floor(since.getTime() / 1000) * 1000,
          );
          return found !== undefined;
        },
        { message: `an e-mail to ${address} in the dev mailbox`, timeout },
      )
      .toBe(true);
    if (!found) throw new Error('unreachable');
    return found;
  }
}

/** The first link in a message that leads to the password reset page. */
export function resetLinkIn(message: MailboxMessage): URL {
  const match = /https?:\/\/[^\s"'<>]+\/password\/reset\/[^\s"'<>)\]]+/.exec(
    `${message.text}\n${message.html}`,
  );
  if (!match) throw new Error('The message has no password reset link');
  return new URL(match[0].replace(/&amp;/g, '&'));
}
