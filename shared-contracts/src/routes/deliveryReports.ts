import { z } from 'zod';
import { endpoints } from '../endpoints.js';
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
  token: z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'Use the link from the e-mail.'),
});

export const unsubscribe = defineRoute({
  ...endpoints.unsubscribe,
  summary:
    'One-click unsubscribe (RFC 8058) from an e-mail’s `List-Unsubscribe` link: the patient is opted out ' +
    'of every channel, and every message of theirs not yet handed over is skipped. A link whose ' +
    'signature does not match answers 404.',
  params: unsubscribeParams,
  body: { stream: '*/*' },
  response: z.object({ unsubscribed: z.literal(true) }),
  errors: ['NOT_FOUND'],
  bodyLimit: 4096,
});
