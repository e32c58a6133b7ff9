import type { MailMessage } from './mailer.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface ResetMailOptions {
  to: string;
  firstName: string;
  link: string;
  expiresInMinutes: number;
  /** Why the e-mail is sent: the user asked for it, or the password expired at sign-in. */
  reason: 'requested' | 'expired';
}

/** The password reset e-mail with its single-use link. */
export function passwordResetMail(options: ResetMailOptions): MailMessage {
  const greeting = options.firstName ? `Hello ${options.firstName},` : 'Hello,';
  const why =
    options.reason === 'expired'
      ? 'Your password has expired. Please choose a new one to keep signing in.'
      : 'We received a request to reset the password of your account.';
  const validity = `The link works once and expires in ${options.expiresInMinutes} minutes. If you did not ask for this, you can ignore this e-mail.`;
  return {
    to: options.to,
    subject: 'Reset your password',
    text: `${greeting}\n\n${why}\n\nReset your password: ${options.link}\n\n${validity}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(why)}</p><p><a href="${escapeHtml(options.link)}">Reset your password</a></p><p>${escapeHtml(validity)}</p>`,
  };
}

export interface TestLinkMailOptions {
  to: string;
  firstName: string;
  touchpointName: string;
  /** At most the patient's initials: a test link's e-mail carries no health detail. */
  patientInitials: string;
  link: string;
  expiresAt: Date;
}

/** The test link a staff member asked to have e-mailed to themselves from the studio. */
export function testLinkMail(options: TestLinkMailOptions): MailMessage {
  const greeting = options.firstName ? `Hello ${options.firstName},` : 'Hello,';
  const what = `Here is the test link of “${options.touchpointName}” for patient ${options.patientInitials}. It opens the patient page as a delivered message would; its visits are kept out of the results.`;
  const expiry = `The link works until ${options.expiresAt.toUTCString()}.`;
  return {
    to: options.to,
    subject: `Test link: ${options.touchpointName}`,
    text: `${greeting}\n\n${what}\n\n${options.link}\n\n${expiry}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p><p>${escapeHtml(expiry)}</p>`,
  };
}
