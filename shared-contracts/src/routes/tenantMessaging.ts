import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';
import {
  tenantEmailProviders,
  tenantMessagingMessages as messages,
  tenantSmsProviders,
} from '../tenantMessagingRules.js';
import { tenantIdParams } from './integrations.js';

export * from '../tenantMessagingRules.js';

/**
 * A tenant's messaging settings as staff see them: secrets never, only whether each is set and at
 * most its last four characters; the addresses to give SendGrid and Twilio for their webhooks.
 */
export const tenantMessaging = z.object({
  email_provider: z.enum(tenantEmailProviders),
  /** The SMTP server without its user or password, e.g. `smtps://mail.example.org:465`. */
  smtp_server: z.string().nullable(),
  smtp_url_set: z.boolean(),
  sendgrid_api_key_set: z.boolean(),
  sendgrid_api_key_hint: z
    .string()
    .regex(/^….{1,4}$/u)
    .nullable(),
  sendgrid_webhook_key_set: z.boolean(),
  /** Where to point the tenant's SendGrid Event Webhook (it names the tenant). */
  sendgrid_event_webhook_url: z.string(),
  sms_provider: z.enum(tenantSmsProviders),
  twilio_account_sid: z.string().nullable(),
  twilio_auth_token_set: z.boolean(),
  twilio_auth_token_hint: z
    .string()
    .regex(/^….{1,4}$/u)
    .nullable(),
  twilio_sender: z.string().nullable(),
  /** Where to point the Twilio number's incoming-message webhook. */
  twilio_inbound_url: z.string(),
});
export type TenantMessaging = z.infer<typeof tenantMessaging>;

/**
 * Which message refuses an SMTP address, or null for one the API takes: `smtp:` or `smtps:` with
 * its server, port, user and password, and nothing else. Nothing after the port reaches the mail
 * library, so no option (another transport, a program to run, a proxy) can ride along.
 */
function smtpUrlRefusal(value: string): (typeof messages)[keyof typeof messages] | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return messages.smtpUrl;
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') return messages.smtpUrl;
  if (url.search !== '' || url.hash !== '' || (url.pathname !== '' && url.pathname !== '/'))
    return messages.smtpUrlOptions;
  if (url.port === '' || url.username === '' || url.password === '') return messages.smtpUrlParts;
  return null;
}

const smtpUrl = z
  .string()
  .max(1000, messages.tooLong1000)
  .superRefine((value, context) => {
    // One message per field: a value too long says only that.
    const refusal = value.length > 1000 ? null : smtpUrlRefusal(value);
    if (refusal !== null) context.addIssue({ code: 'custom', message: refusal });
  });

const sendgridApiKey = z
  .string()
  .max(500, messages.tooLong500)
  .regex(/^(|SG\.[\x21-\x7e]{8,})$/, messages.sendgridApiKey);

/** The verification key SendGrid's Event Webhook settings show: base64, PEM armour allowed. */
const sendgridWebhookKey = z
  .string()
  .max(1000, messages.tooLong1000)
  .regex(
    /^(|(-----BEGIN PUBLIC KEY-----)?[A-Za-z0-9+/\s]{40,}={0,2}\s*(-----END PUBLIC KEY-----)?\s*)$/,
    messages.sendgridWebhookKey,
  );

const twilioAccountSid = z.string().regex(/^(|AC[0-9a-f]{32})$/, messages.twilioAccountSid);
const twilioAuthToken = z.string().regex(/^(|[0-9a-f]{32})$/, messages.twilioAuthToken);
const twilioSender = z.string().regex(/^(|\+[1-9][0-9]{6,14}|MG[0-9a-f]{32})$/, messages.twilioSender);

/** The fields each provider needs; an empty value is refused for these and clears the others. */
const neededBy: Record<string, readonly string[]> = {
  smtp: ['smtp_url'],
  sendgrid: ['sendgrid_api_key', 'sendgrid_webhook_key'],
  twilio: ['twilio_account_sid', 'twilio_auth_token', 'twilio_sender'],
};

/**
 * New settings. The providers are always given; a credential left out keeps the stored one while
 * its provider stays chosen; a provider's fields are dropped when another is chosen.
 */
export const tenantMessagingInput = z
  .strictObject({
    email_provider: z.enum(tenantEmailProviders, messages.chooseEmailProvider),
    smtp_url: smtpUrl.or(z.literal('')).optional(),
    sendgrid_api_key: sendgridApiKey.optional(),
    sendgrid_webhook_key: sendgridWebhookKey.optional(),
    sms_provider: z.enum(tenantSmsProviders, messages.chooseSmsProvider),
    twilio_account_sid: twilioAccountSid.optional(),
    twilio_auth_token: twilioAuthToken.optional(),
    twilio_sender: twilioSender.optional(),
  })
  .superRefine((input, context) => {
    const needed = [...(neededBy[input.email_provider] ?? []), ...(neededBy[input.sms_provider] ?? [])];
    for (const field of needed) {
      if (input[field as keyof typeof input] === '')
        context.addIssue({
          code: 'custom',
          path: [field],
          message: messages.needed,
        });
    }
  });
export type TenantMessagingInput = z.infer<typeof tenantMessagingInput>;

const errors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'] as const;

export const getTenantMessaging = defineRoute({
  ...endpoints.getTenantMessaging,
  summary:
    'The e-mail and SMS providers of a tenant the staff member belongs to (404 otherwise): which ' +
    'credentials are set and their last four characters; the credentials themselves are write-only.',
  params: tenantIdParams,
  response: tenantMessaging,
  errors,
});

export const saveTenantMessaging = defineRoute({
  ...endpoints.saveTenantMessaging,
  summary:
    "Chooses a tenant's e-mail provider (platform, its own SMTP server, its SendGrid account) and SMS " +
    'provider (platform, its Twilio account, none). A credential left out keeps the stored one; the ' +
    'chosen provider must have all it needs (VALIDATION_FAILED names what is missing). An SMTP server ' +
    'must resolve to public addresses (unless the operator allows its network), and a Twilio account ' +
    'SID and auth token are checked with Twilio (EXTERNAL_SERVICE_FAILED when it cannot be asked). ' +
    'Credentials are stored encrypted and never answered.',
  params: tenantIdParams,
  body: tenantMessagingInput,
  response: tenantMessaging,
  errors: [...errors, 'CSRF_FAILED', 'EXTERNAL_SERVICE_FAILED'],
  bodyLimit: 8192,
});
