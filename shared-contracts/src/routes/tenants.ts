import { z } from 'zod';
import {
  PRIVACY_POLICY_URL_MAX_LENGTH,
  isValidContactPhone,
  isValidPrivacyPolicyUrl,
  storedContactPhone,
  storedPrivacyPolicyUrl,
} from '../brandingRules.js';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, MIN_NAME_LENGTH } from '../constants.js';
import { TIME_ZONE_MESSAGE, isTimeZoneName } from '../timeZoneRules.js';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';

/** Longest tenant name accepted. */
export const TENANT_NAME_MAX_LENGTH = 200;
/** Longest disclaimer text accepted. */
export const DISCLAIMER_MAX_LENGTH = 5000;
/** Longest sender name accepted. */
export const SENDER_NAME_MAX_LENGTH = 100;
/** Most tenants one bulk update may change. */
export const TENANT_BULK_MAX = 100;

/** Colours travel with their leading '#'; adding a missing one is the client's job. */
export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Use a 3- or 6-digit hex colour with a leading #.');

const tenantName = z.string().trim().min(MIN_NAME_LENGTH).max(TENANT_NAME_MAX_LENGTH);
const tenantEmail = z.email().max(254);
const tenantTimeZone = z.string().refine(isTimeZoneName, TIME_ZONE_MESSAGE);
/** Path ids are digits only (no signs, exponents or blanks) and fit a 32-bit integer. */
const pathId = z
  .string()
  .regex(/^\d{1,9}$/, 'Use a whole number.')
  .transform(Number);
const positivePathId = pathId.refine((id) => id > 0, 'Use a positive tenant id.');

export const tenant = z.object({
  id: z.number().int().positive(),
  business_name: z.string(),
  trading_name: z.string(),
  email: z.string(),
  /** IANA name of the zone quiet hours are kept in for patients without a zone of their own. */
  time_zone: z.string(),
});
export type Tenant = z.infer<typeof tenant>;

const tenantFields = { business_name: tenantName, trading_name: tenantName, email: tenantEmail };
const changeFields = {
  business_name: tenantName.optional(),
  trading_name: tenantName.optional(),
  email: tenantEmail.optional(),
  time_zone: tenantTimeZone.optional(),
};
const tenantChanges = z
  .strictObject(changeFields)
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'Change at least one field.',
  );

export const branding = z.object({
  disclaimer_text: z.string(),
  ai_video_disclaimer: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  /** Object-store key of the logo, or null. */
  logo: z.string().nullable(),
  /** Where the logo can be fetched; read-only, null while there is no logo. */
  logo_url: z.string().nullable(),
  sender_email: z.string(),
  sender_name: z.string(),
  /** Whom patients call when their link is locked or before leaving the page; '' for none. */
  contact_phone: z.string(),
  /** Linked from the date-of-birth screen; '' for none. */
  privacy_policy_url: z.string(),
});
export type Branding = z.infer<typeof branding>;

/** What a save sends. `logo_url` is accepted so a fetched object can be sent back, and ignored. */
export const brandingInput = z.strictObject({
  disclaimer_text: z.string().max(DISCLAIMER_MAX_LENGTH).default(''),
  ai_video_disclaimer: z.string().max(DISCLAIMER_MAX_LENGTH).default(''),
  primary_color: hexColor.default(DEFAULT_PRIMARY_COLOR),
  secondary_color: hexColor.default(DEFAULT_SECONDARY_COLOR),
  logo: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,499}$/, 'Use an uploaded object key.')
    .refine((key) => !key.includes('..'), 'Use an uploaded object key.')
    .nullable()
    .default(null),
  logo_url: z.string().max(2048).nullable().optional(),
  sender_email: z.union([z.literal(''), z.email().max(254)]).default(''),
  sender_name: z.string().trim().max(SENDER_NAME_MAX_LENGTH).default(''),
  contact_phone: z
    .string()
    .refine(isValidContactPhone, 'Use an international number, e.g. +15550100200.')
    .transform(storedContactPhone)
    .default(''),
  privacy_policy_url: z
    .string()
    .refine(
      isValidPrivacyPolicyUrl,
      `Use an https:// address of at most ${String(PRIVACY_POLICY_URL_MAX_LENGTH)} characters.`,
    )
    .transform(storedPrivacyPolicyUrl)
    .default(''),
});
export type BrandingInput = z.input<typeof brandingInput>;

const tenantErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'] as const;
const writeErrors = [...tenantErrors, 'CSRF_FAILED'] as const;

export const listTenants = defineRoute({
  ...endpoints.listTenants,
  summary: 'The tenants the signed-in staff member belongs to, ordered by trading name.',
  response: z.object({ tenants: z.array(tenant) }),
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
});

export const updateTenants = defineRoute({
  ...endpoints.updateTenants,
  summary: 'Changes several tenants at once; all changes apply or none (404 when any id is not yours).',
  body: z
    .array(
      z
        .strictObject({ id: z.number().int().positive(), ...changeFields })
        .refine(
          (item) => Object.entries(item).some(([key, value]) => key !== 'id' && value !== undefined),
          'Change at least one field.',
        ),
    )
    .min(1)
    .max(TENANT_BULK_MAX)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Each id at most once.'),
  response: z.object({ tenants: z.array(tenant) }),
  errors: writeErrors,
  bodyLimit: 262_144,
});

export const createTenant = defineRoute({
  ...endpoints.createTenant,
  summary: 'Creates a tenant (platform administrators only); the creator becomes a member.',
  body: z.strictObject(tenantFields),
  response: tenant,
  successStatus: 201,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'CSRF_FAILED', 'FORBIDDEN'],
  bodyLimit: 8192,
});

export const getTenant = defineRoute({
  ...endpoints.getTenant,
  summary: 'One tenant the staff member belongs to (404 otherwise).',
  params: z.strictObject({ id: positivePathId }),
  response: tenant,
  errors: tenantErrors,
});

export const updateTenant = defineRoute({
  ...endpoints.updateTenant,
  summary: 'Changes a tenant the staff member belongs to (404 otherwise).',
  params: z.strictObject({ id: positivePathId }),
  body: tenantChanges,
  response: tenant,
  errors: writeErrors,
  bodyLimit: 8192,
});

export const getTenantBranding = defineRoute({
  ...endpoints.getTenantBranding,
  summary: "A tenant's branding; null for id 0 (no tenant) and for a tenant without saved branding.",
  params: z.strictObject({ id: pathId }),
  response: z.object({ branding: branding.nullable() }),
  errors: tenantErrors,
});

export const saveTenantBranding = defineRoute({
  ...endpoints.saveTenantBranding,
  summary: "Replaces a tenant's branding; fields left out take their defaults.",
  params: z.strictObject({ id: positivePathId }),
  body: z.strictObject({ branding: brandingInput }),
  response: z.object({ branding }),
  // A logo that reached the object store directly is checked when it is saved.
  errors: [...writeErrors, 'UNSAFE_FILE'],
  bodyLimit: 65_536,
});
