import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';

/** The external services a tenant connects with its own API key. */
export const integrationProviders = ['sendgrid', 'synthesia'] as const;
export type IntegrationProvider = (typeof integrationProviders)[number];

/** Longest API key accepted; both providers' keys are far shorter. */
export const INTEGRATION_KEY_MAX_LENGTH = 500;

/** The message of a SendGrid key refused because the e-mail provider's key imports the templates. */
export const sendgridKeyOfMessageProviders =
  'Templates are imported with the SendGrid key of Message providers: change it there.';

/** Whether a provider has a key, and its last four characters (`…abcd`) so staff can tell keys apart. */
export const integrationStatus = z.object({
  configured: z.boolean(),
  key_hint: z
    .string()
    .regex(/^….{1,4}$/u)
    .nullable(),
});
export type IntegrationStatus = z.infer<typeof integrationStatus>;

/**
 * Where the key SendGrid templates are imported with comes from: the e-mail provider's key under
 * Message providers when SendGrid sends the tenant's e-mail and has a key, else the key set here.
 */
export const sendgridKeySources = ['message_providers', 'integrations'] as const;
export type SendgridKeySource = (typeof sendgridKeySources)[number];

export const sendgridIntegrationStatus = integrationStatus.extend({
  source: z.enum(sendgridKeySources).nullable(),
});
export type SendgridIntegrationStatus = z.infer<typeof sendgridIntegrationStatus>;

export const tenantIntegrations = z.object({
  sendgrid: sendgridIntegrationStatus,
  synthesia: integrationStatus,
});
export type TenantIntegrations = z.infer<typeof tenantIntegrations>;

/** A new key (null removes the stored one; left out keeps it). Keys are never sent back. */
const apiKeyInput = z
  .string()
  .trim()
  .min(8, 'Paste the whole API key.')
  .max(INTEGRATION_KEY_MAX_LENGTH, `Use at most ${INTEGRATION_KEY_MAX_LENGTH} characters.`)
  .regex(/^[\x21-\x7e]+$/, 'An API key has no spaces or special characters.')
  .nullable()
  .optional();

/** A tenant's id in the path of its Tenant Settings calls. */
export const tenantIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Use a whole number.')
    .transform(Number)
    .refine((id) => id > 0, 'Use a positive tenant id.'),
});

const errors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'] as const;

export const getTenantIntegrations = defineRoute({
  ...endpoints.getTenantIntegrations,
  summary:
    'Which providers a tenant the staff member belongs to has an API key for (404 otherwise), and where ' +
    "its SendGrid key comes from: the e-mail provider's under Message providers, or the one set here. " +
    'The keys themselves are write-only.',
  params: tenantIdParams,
  response: tenantIntegrations,
  errors,
});

export const saveTenantIntegrations = defineRoute({
  ...endpoints.saveTenantIntegrations,
  summary:
    "Sets or removes a tenant's SendGrid and Synthesia API keys: a key replaces the stored one, null " +
    'removes it, a field left out keeps it. Keys are stored encrypted and never answered. A SendGrid key ' +
    'is refused (400, on the field) while SendGrid sends the e-mail with its own key: templates are ' +
    'imported with that one.',
  params: tenantIdParams,
  body: z.strictObject({ sendgrid_api_key: apiKeyInput, synthesia_api_key: apiKeyInput }),
  response: tenantIntegrations,
  errors: [...errors, 'CSRF_FAILED'],
  bodyLimit: 4096,
});
