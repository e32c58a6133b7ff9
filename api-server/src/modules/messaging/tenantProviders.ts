import type { AppKeys } from '../../crypto/secrets.js';
import type { Db } from '../../db/client.js';
import {
  DeliveryFailure,
  type EmailProvider,
  type SmsProvider,
} from '../../integrations/messaging/messaging.js';
import type { AllowedNetworks, HostLookup } from '../../integrations/messaging/smtpAddressGuard.js';
import { createSmtpEmailProvider, type SmtpFailureLog } from '../../integrations/messaging/smtpEmail.js';
import { parseSmtpUrl, type SmtpServer } from '../../integrations/messaging/smtpServer.js';
import { createSendgridEmailProvider } from '../../integrations/sendgrid/sendgridMail.js';
import { createTwilioSmsProvider } from '../../integrations/twilio/twilioClient.js';
import { storedMessaging } from './repository.js';

/** The platform's own providers, which a tenant on `platform` uses, and where the providers' APIs are. */
export interface PlatformProviders {
  email: EmailProvider;
  /** Null when the platform has no SMS provider. */
  sms: SmsProvider | null;
  /** The platform's sending number or messaging service. */
  smsFrom: string;
  /** Whether the platform's SMS provider is asked for status callbacks (its token verifies them). */
  smsStatusCallbacks: boolean;
  sendgridApiUrl: string;
  twilioApiUrl: string;
  /**
   * The networks a tenant's SMTP server may be in although they are not public (SMTP_ALLOWED_NETWORKS),
   * and how names are resolved (the system's resolver when absent).
   */
  tenantSmtp: { allowed: AllowedNetworks; lookup?: HostLookup };
}

/** The providers one tenant's messages go through, for the life of one dispatch job. */
export interface TenantProviders {
  email: EmailProvider;
  /** Null when the tenant sends no SMS, or uses the platform's and it has none. */
  sms: SmsProvider | null;
  smsFrom: string;
  smsStatusCallbacks: boolean;
  /** Closes what was opened for the tenant; the platform's providers stay open. */
  close(): void;
}

const TIMEOUT_MS = 30_000;

/**
 * The tenant's own SMTP server. Its address was vetted when saved and its name is vetted again when
 * connecting; an address stored before the platform refused options after the port is not used at
 * all, and its messages fail as an unreachable server's do until staff save a new one.
 */
function tenantSmtpProvider(url: string, platform: PlatformProviders, log: SmtpFailureLog): EmailProvider {
  let server: SmtpServer;
  try {
    server = parseSmtpUrl(url);
  } catch {
    log.warn({ smtp: 'stored_address_refused' }, 'a tenant’s stored SMTP address is refused');
    return {
      name: 'smtp',
      send: () => Promise.reject(new DeliveryFailure('smtp_unreachable', false)),
      close: () => undefined,
    };
  }
  return createSmtpEmailProvider({
    server,
    connections: 4,
    timeoutMs: TIMEOUT_MS,
    guard: platform.tenantSmtp,
    log,
  });
}

/**
 * The providers the tenant's settings choose, made with its credentials, which are opened here in
 * memory only. A tenant's own Twilio account is always asked for status callbacks: its token, known
 * here, verifies them.
 */
export async function tenantProviders(
  tx: Db,
  keys: AppKeys,
  platform: PlatformProviders,
  tenantId: number,
  log: SmtpFailureLog,
): Promise<TenantProviders> {
  const settings = await storedMessaging(tx, tenantId);
  const opened: { close(): void }[] = [];
  let email = platform.email;
  if (settings.email_provider === 'smtp' && settings.smtp_url_sealed) {
    email = tenantSmtpProvider(keys.openCredential(settings.smtp_url_sealed), platform, log);
    opened.push(email);
  } else if (settings.email_provider === 'sendgrid' && settings.sendgrid_key_sealed) {
    email = createSendgridEmailProvider(
      { baseUrl: platform.sendgridApiUrl, timeoutMs: TIMEOUT_MS },
      keys.openCredential(settings.sendgrid_key_sealed),
    );
    opened.push(email);
  }
  const own = settings.sms_provider === 'twilio' ? settings : null;
  let sms: TenantProviders['sms'] = settings.sms_provider === 'platform' ? platform.sms : null;
  if (own?.twilio_account_sid && own.twilio_token_sealed) {
    sms = createTwilioSmsProvider(
      { baseUrl: platform.twilioApiUrl, timeoutMs: TIMEOUT_MS },
      { accountSid: own.twilio_account_sid, authToken: keys.openCredential(own.twilio_token_sealed) },
    );
    opened.push(sms);
  }
  return {
    email,
    sms,
    smsFrom: own?.twilio_sender ?? platform.smsFrom,
    smsStatusCallbacks: own ? true : platform.smsStatusCallbacks,
    close() {
      for (const provider of opened) provider.close();
    },
  };
}
