// Shared by the Tenant Settings tests: the tenants and branding the stubbed API answers with,
// and the steps that open the modal the way a user does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Branding, TenantMessaging } from '@outreach/shared-contracts/core';
import { writeStoredSession } from '@outreach/shared-ui';
import { mockApi, type ApiReplies, type RecordedRequest } from '@outreach/shared-ui/testing';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { UserMenu } from '../shell/UserMenu';

export const tenants = [
  {
    id: 7,
    business_name: 'Acme Health Ltd',
    trading_name: 'Acme Health',
    email: 'a@example.test',
    time_zone: 'Europe/London',
  },
  {
    id: 9,
    business_name: 'Bay Clinic Ltd',
    trading_name: 'Bay Clinic',
    email: 'b@example.test',
    time_zone: 'UTC',
  },
];

export const acmeBranding: Branding = {
  disclaimer_text: 'Acme disclaimer',
  ai_video_disclaimer: 'Acme video note',
  primary_color: '#112233',
  secondary_color: '#FFFFFF',
  logo: 'branding-logos/acme.png',
  logo_url: 'https://files.example.test/acme.png',
  sender_email: 'care@acme.example.test',
  sender_name: 'Acme Care',
  contact_phone: '+15550100200',
  privacy_policy_url: 'https://acme.example.test/privacy',
};

/** Acme's message providers: the platform's e-mail, and its own Twilio account with a token stored. */
export const acmeMessaging: TenantMessaging = {
  email_provider: 'platform',
  smtp_server: null,
  smtp_url_set: false,
  sendgrid_api_key_set: false,
  sendgrid_api_key_hint: null,
  sendgrid_webhook_key_set: false,
  sendgrid_event_webhook_url: 'https://api.example.test/api/webhooks/sendgrid/events?t=7',
  sms_provider: 'twilio',
  twilio_account_sid: `AC${'0a'.repeat(16)}`,
  twilio_auth_token_set: true,
  twilio_auth_token_hint: '…9f3e',
  twilio_sender: '+15550100200',
  twilio_inbound_url: 'https://api.example.test/api/webhooks/twilio/inbound',
};

/** A signed-in staff member, as the shell keeps them. */
export function storeSession(): void {
  localStorage.clear();
  writeStoredSession({
    user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
    csrf: 'c',
    expiration: 2_000_000_000,
    warning: null,
  });
}

/** Answers the API with both tenants and their branding, plus `extra` replies. */
export function api(extra: ApiReplies = {}): RecordedRequest[] {
  return mockApi({
    listTenants: { body: { tenants } },
    // Acme (7) has branding of its own; Bay Clinic (9) has none yet.
    getTenantBranding: ({ params }) => ({ body: { branding: params.id === '7' ? acmeBranding : null } }),
    getTenantIntegrations: {
      body: {
        sendgrid: { configured: true, key_hint: '…7Q2Z', source: 'integrations' },
        synthesia: { configured: false, key_hint: null },
      },
    },
    getTenantMessaging: { body: acmeMessaging },
    ...extra,
  });
}

/** Opens Tenant Settings from the user menu and waits for the tenant selector. */
export async function openModal() {
  const user = userEvent.setup();
  await renderWithProviders(<UserMenu />, { route: '/create' });
  await user.click(screen.getByRole('button', { name: 'User menu AL' }));
  await user.click(screen.getByRole('menuitem', { name: 'Tenant Settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Tenant Settings' });
  const select = within(dialog).getByRole('combobox', { name: 'Tenant' });
  await waitFor(() => expect(select).toBeEnabled());
  return { user, dialog, select };
}

/**
 * Opens the modal and chooses Acme Health, whose branding then fills the editor; with `tab`, then
 * opens that tab of its settings.
 */
export async function chooseAcme(tab?: string) {
  const opened = await openModal();
  await opened.user.selectOptions(opened.select, 'Acme Health');
  await within(opened.dialog).findByRole('textbox', { name: 'Sender name' });
  if (tab !== undefined) await opened.user.click(within(opened.dialog).getByRole('tab', { name: tab }));
  return opened;
}

/** The panel of the tab named `tab`, shown while that tab is chosen. */
export const tabPanel = (tab: string) => screen.getByRole('tabpanel', { name: tab });

/** The requests that change something. */
export const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');
