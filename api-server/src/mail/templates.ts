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

/** A patient's e-mail as rendered for a send: its subject, HTML and plain text. */
export interface PatientEmailParts {
  subject: string;
  html: string;
  text: string;
}

/**
 * The patient's own e-mail of a touchpoint sent to the staff member who tests it, marked as a test in
 * its subject and by a line above its body, so it is never mistaken for one a patient got.
 */
export function testPatientMail(options: TestLinkMailOptions, email: PatientEmailParts): MailMessage {
  const notice = `Test: this is the e-mail of “${options.touchpointName}” as patient ${options.patientInitials} would get it, with sample values for their name. Its button opens your test link, which works until ${options.expiresAt.toUTCString()}.`;
  const banner = `<p style="margin:0;padding:12px 16px;background:#FFF4CE;color:#1F2933;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;">${escapeHtml(notice)}</p>`;
  return {
    to: options.to,
    subject: `[Test] ${email.subject}`,
    text: `${notice}\n\n${email.text}`,
    // The layout is drawn by the renderer of sends: the banner goes first inside its body.
    html: email.html.replace(/<body[^>]*>/, (tag) => `${tag}${banner}`),
  };
}

export interface ReviewRequestMailOptions {
  to: string;
  firstName: string;
  /** Who assigned the review, by display name. */
  requestedBy: string;
  campaignName: string;
  touchpointName: string;
  /** The review step of the touchpoint in the studio. */
  link: string;
}

/** Tells a staff member they were asked to review a touchpoint, with a link straight to its review. */
export function reviewRequestMail(options: ReviewRequestMailOptions): MailMessage {
  const greeting = options.firstName ? `Hello ${options.firstName},` : 'Hello,';
  const what = `${options.requestedBy} asked you to review “${options.touchpointName}” of the campaign “${options.campaignName}”. Nothing reaches patients until a reviewer approves it.`;
  const how = 'Open the review to approve it or to ask for changes.';
  return {
    to: options.to,
    subject: `Review requested: ${options.touchpointName}`,
    text: `${greeting}\n\n${what}\n\n${how}\n${options.link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p><a href="${escapeHtml(options.link)}">Open the review</a></p><p>${escapeHtml(how)}</p>`,
  };
}
