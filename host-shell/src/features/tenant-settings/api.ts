import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type Branding,
  type IntegrationProvider,
  type Tenant,
  type TenantIntegrations,
  type TenantMessaging,
  type TenantMessagingInput,
} from '@outreach/shared-contracts/core';

/** The branding fields the editor works on; `logo_url` is shown, never sent. */
export type BrandingDraft = Branding;

/** What a tenant without saved branding starts from. */
export const defaultBranding: BrandingDraft = {
  disclaimer_text: '',
  ai_video_disclaimer: '',
  primary_color: DEFAULT_PRIMARY_COLOR,
  secondary_color: DEFAULT_SECONDARY_COLOR,
  logo: null,
  logo_url: null,
  sender_email: '',
  sender_name: '',
  contact_phone: '',
  privacy_policy_url: '',
};

const TENANTS_KEY = 'tenant-settings/tenants';

/** The tenants the signed-in staff member belongs to. */
export function useTenants() {
  return useSWR<Tenant[]>(TENANTS_KEY, async () => (await callRoute('listTenants')).tenants);
}

/** A tenant's branding, with the defaults when it has none saved yet. */
export async function fetchBranding(tenantId: number): Promise<BrandingDraft> {
  const { branding } = await callRoute('getTenantBranding', { params: { id: tenantId } });
  return branding ?? defaultBranding;
}

/** Exactly the fields a save carries: the read-only logo URL stays behind. */
export function toBrandingInput(draft: BrandingDraft): Omit<Branding, 'logo_url'> {
  return {
    disclaimer_text: draft.disclaimer_text,
    ai_video_disclaimer: draft.ai_video_disclaimer,
    primary_color: draft.primary_color,
    secondary_color: draft.secondary_color,
    logo: draft.logo,
    // The server takes the address as typed; spaces around it would make it invalid.
    sender_email: draft.sender_email.trim(),
    sender_name: draft.sender_name,
    // The server drops spaces, dashes and brackets from the number and trims the address itself.
    contact_phone: draft.contact_phone,
    privacy_policy_url: draft.privacy_policy_url,
  };
}

export async function saveBranding(tenantId: number, draft: BrandingDraft): Promise<void> {
  await callRoute('saveTenantBranding', {
    params: { id: tenantId },
    body: { branding: toBrandingInput(draft) },
  });
}

/** Sets the tenant's default time zone (an IANA name); the answer is the tenant as saved. */
export function saveTenantTimeZone(tenantId: number, zone: string): Promise<Tenant> {
  return callRoute('updateTenant', { params: { id: tenantId }, body: { time_zone: zone } });
}

const integrationsKey = (tenantId: number) => ['tenant-settings/integrations', tenantId] as const;

/**
 * Whether a tenant has a SendGrid and a Synthesia key, their last characters (never the keys), and
 * whether the SendGrid key is the one of Message providers.
 */
export function useIntegrations(tenantId: number) {
  return useSWR<TenantIntegrations>(integrationsKey(tenantId), () =>
    callRoute('getTenantIntegrations', { params: { id: tenantId } }),
  );
}

/** Reads the integrations again: saving the e-mail provider changes which SendGrid key imports templates. */
export function useRefreshIntegrations(tenantId: number): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(integrationsKey(tenantId)), [mutate, tenantId]);
}

/** Sets a provider's key, or removes it with null; the answer is the new state, without the key. */
export function saveIntegrationKey(
  tenantId: number,
  provider: IntegrationProvider,
  key: string | null,
): Promise<TenantIntegrations> {
  return callRoute('saveTenantIntegrations', {
    params: { id: tenantId },
    body: provider === 'sendgrid' ? { sendgrid_api_key: key } : { synthesia_api_key: key },
  });
}

/** A tenant's e-mail and SMS providers: whether each credential is set and its hint, never the credential. */
export function useTenantMessaging(tenantId: number) {
  return useSWR<TenantMessaging>(['tenant-settings/messaging', tenantId], () =>
    callRoute('getTenantMessaging', { params: { id: tenantId } }),
  );
}

/** Saves the providers; a credential left out keeps the stored one. The answer is the new state. */
export function saveTenantMessaging(tenantId: number, input: TenantMessagingInput): Promise<TenantMessaging> {
  return callRoute('saveTenantMessaging', { params: { id: tenantId }, body: input });
}
