import { StartupError, type AppConfig } from '../../config.js';
import { createSendgridEmailProvider } from '../sendgrid/sendgridMail.js';
import { createTwilioSmsProvider } from '../twilio/twilioClient.js';
import type { EmailProvider, SmsProvider } from './messaging.js';
import { createSmtpEmailProvider } from './smtpEmail.js';
import { parseSmtpUrl, SmtpUrlError, type SmtpServer } from './smtpServer.js';

/** The platform's SMTP server (SMTP_URL); a start with an address the platform cannot use is refused. */
export function platformSmtpServer(url: string): SmtpServer {
  try {
    return parseSmtpUrl(url);
  } catch (error) {
    if (!(error instanceof SmtpUrlError)) throw error;
    throw new StartupError(
      'SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…, with nothing after the port ' +
        '(transport options are not read from it).',
    );
  }
}

/** Sends' e-mail provider as configured: SendGrid with its key, else SMTP. */
export function configuredEmailProvider(config: AppConfig): EmailProvider {
  if (config.emailProvider === 'sendgrid') {
    if (!config.sendgridApiKey) throw new StartupError('EMAIL_PROVIDER=sendgrid needs SENDGRID_API_KEY.');
    return createSendgridEmailProvider(
      { baseUrl: config.sendgridApiUrl, timeoutMs: 30_000 },
      config.sendgridApiKey,
    );
  }
  return createSmtpEmailProvider({
    server: platformSmtpServer(config.smtpUrl),
    connections: 8,
    timeoutMs: 30_000,
  });
}

/** Sends' SMS provider: Twilio when its account is configured, else none (SMS then fail, saying so). */
export function configuredSmsProvider(config: AppConfig): SmsProvider | null {
  if (!config.twilioAccountSid || !config.twilioAuthToken) return null;
  return createTwilioSmsProvider(
    { baseUrl: config.twilioApiUrl, timeoutMs: 30_000 },
    { accountSid: config.twilioAccountSid, authToken: config.twilioAuthToken },
  );
}

/** The name and address of a `Name <address>` sender. */
export function parseSender(from: string): { email: string; name: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(from);
  return match ? { name: match[1] ?? '', email: match[2] ?? '' } : { name: '', email: from.trim() };
}
