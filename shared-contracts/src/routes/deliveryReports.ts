import { z } from 'zod';
import { supportedLanguages } from '../constants.js';
import { endpoints } from '../endpoints.js';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '../patientPage.js';
import { defineRoute } from '../route.js';

/** How many reports of a post changed a message. */
export const reportsReceived = z.object({ received: z.number().int().nonnegative() });

/** The tenant whose provider credentials verify a callback, in the address the platform gives out. */
const tenantParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Use the address the platform gave.')
  .transform(Number)
  .optional();

/**
 * What the platform puts in every status callback URL: the message's idempotency key (`m`) and its
 * tenant (`t`).
 */
const callbackQuery = z.strictObject({
  m: z.uuid('Use the key the platform gave.').optional(),
  t: tenantParam,
});

export const twilioStatusCallback = defineRoute({
  ...endpoints.twilioStatusCallback,
  summary:
    'Twilio’s status callback of an SMS (form fields, signed with `X-Twilio-Signature` under the auth ' +
    'token of the account of the tenant `t`, or the platform’s): delivered or failed. An unsigned or ' +
    'wrongly signed post, or one naming an unknown tenant or message, is refused with 403 and changes ' +
    'nothing.',
  query: callbackQuery,
  body: { stream: 'application/x-www-form-urlencoded' },
  response: reportsReceived,
  errors: ['FORBIDDEN', 'VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE'],
  bodyLimit: 16_384,
});

export const twilioInboundMessage = defineRoute({
  ...endpoints.twilioInboundMessage,
  summary:
    'Twilio’s incoming-message webhook (form fields, signed by the account `AccountSid` names: a ' +
    'tenant’s own, else the platform’s): a reply of STOP or one of its synonyms opts the sender’s ' +
    'number out of SMS at the tenants of that account. Answers an empty TwiML response.',
  body: { stream: 'application/x-www-form-urlencoded' },
  response: { file: 'text/xml' },
  errors: ['FORBIDDEN', 'VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE'],
  bodyLimit: 16_384,
});

export const sendgridEventWebhook = defineRoute({
  ...endpoints.sendgridEventWebhook,
  summary:
    'SendGrid’s Signed Event Webhook: delivered, open, bounce and dropped events update their ' +
    'messages; unsubscribe and spam reports opt the patient out. `t` names the tenant whose own ' +
    'SendGrid account posts (its verification key checks the signature); without it, the platform’s. ' +
    'A bad signature, a timestamp more than five minutes away or an unknown tenant is refused with 403 ' +
    'and changes nothing.',
  query: z.strictObject({ t: tenantParam }),
  body: { stream: 'application/json' },
  response: reportsReceived,
  errors: ['FORBIDDEN', 'VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE', 'INTEGRATION_NOT_CONFIGURED'],
  bodyLimit: 1_048_576,
});

export const unsubscribeParams = z.strictObject({
  token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, 'Use the link from the e-mail.'),
});

/**
 * What the unsubscribe page shows before the patient confirms: whose e-mails they are, in the
 * tenant's colours, and whether they stopped already. Nothing else about the patient.
 */
export const unsubscribePage = z.object({
  /** The tenant's name as its patients know it. */
  tenant_name: z.string(),
  /** The patient's language, to ask in. */
  language: z.enum(supportedLanguages),
  right_to_left: z.boolean(),
  branding: z.object({
    primary_color: z.string(),
    /** A short-lived signed URL of the tenant's logo. */
    logo_url: z.string().nullable(),
  }),
  /** True when the patient gets no e-mail already: opted out, or without consent to e-mail. */
  email_stopped: z.boolean(),
});
export type UnsubscribePage = z.infer<typeof unsubscribePage>;

export const getUnsubscribe = defineRoute({
  ...endpoints.getUnsubscribe,
  summary:
    'The page of an e-mail’s unsubscribe link: the tenant’s name and branding, the patient’s language, ' +
    'and whether e-mail already stops for them. A link whose signature does not match answers 404.',
  params: unsubscribeParams,
  response: unsubscribePage,
  errors: ['NOT_FOUND'],
});

export const unsubscribe = defineRoute({
  ...endpoints.unsubscribe,
  summary:
    'One-click unsubscribe (RFC 8058) from an e-mail’s `List-Unsubscribe` link: the patient is opted out ' +
    'of every channel, and every message of theirs not yet handed over is skipped. The body is not ' +
    'read beyond its size: a mail client posts `List-Unsubscribe=One-Click` as a form, the patient ' +
    'page posts nothing. Answers the same when the patient had opted out already. A link whose ' +
    'signature does not match answers 404.',
  params: unsubscribeParams,
  body: { stream: '*/*' },
  response: z.object({ unsubscribed: z.literal(true) }),
  errors: ['NOT_FOUND'],
  bodyLimit: 4096,
});
