import { screen, within } from '@testing-library/react';
import type { RecordedRequest } from '@outreach/shared-ui/testing';
import { acmeBranding, api, chooseAcme, storeSession, writes } from './tenantSettingsTestKit';

const phoneLabel = 'Care team phone number';
const privacyLabel = 'Privacy policy address';
const phoneError = 'Enter an international number with its country code, e.g. +1 555 010 0200.';
const privacyError = 'Enter an address that starts with https://, e.g. https://example.com/privacy.';

function savedBranding(requests: RecordedRequest[]) {
  const save = writes(requests).find((request) => request.path === '/api/tenants/7/branding');
  return (save?.body as { branding: Record<string, unknown> } | undefined)?.branding;
}

/** Chooses Acme Health and finds the two fields patients see, in their group. */
async function choosePatientFields() {
  const opened = await chooseAcme();
  const group = within(opened.dialog).getByRole('group', { name: 'For patients' });
  return {
    ...opened,
    phone: within(group).getByRole('textbox', { name: phoneLabel }),
    privacy: within(group).getByRole('textbox', { name: privacyLabel }),
  };
}

describe('the fields patients see in Tenant Settings', () => {
  beforeEach(storeSession);

  it("shows the tenant's care team number and privacy policy with their hints", async () => {
    api();
    const { phone, privacy } = await choosePatientFields();
    expect(phone).toHaveValue('+15550100200');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription(
      'Shown to patients who cannot open their link, e.g. +1 555 010 0200',
    );
    expect(privacy).toHaveValue('https://acme.example.test/privacy');
    expect(privacy).toHaveAttribute('type', 'url');
    expect(privacy).toHaveAccessibleDescription(/^Linked from the screen where patients confirm/);
  });

  it('saves a new number and address with the rest of the branding', async () => {
    const requests = api({ saveTenantBranding: { body: { branding: acmeBranding } } });
    const { user, dialog, phone, privacy } = await choosePatientFields();
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.clear(privacy);
    await user.type(privacy, 'https://acme.example.test/privacy-notice');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Brand preferences have been saved');
    expect(savedBranding(requests)).toMatchObject({
      sender_name: 'Acme Care',
      contact_phone: '+44 20 7946 0958',
      privacy_policy_url: 'https://acme.example.test/privacy-notice',
    });
  });

  it('flags a number without its country code and an http:// address, and waits with Save', async () => {
    const requests = api();
    const { user, dialog, phone, privacy } = await choosePatientFields();
    const save = within(dialog).getByRole('button', { name: 'Save' });

    // Step 1: a local number is flagged beside the field and cannot be saved.
    await user.clear(phone);
    await user.type(phone, '555 010 0200');
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(phoneError));
    expect(save).toBeDisabled();

    // Step 2: with its country code it is fine again.
    await user.type(phone, '{Home}+1 ');
    expect(phone).toBeValid();
    expect(within(dialog).queryByText(phoneError)).not.toBeInTheDocument();
    expect(save).toBeEnabled();

    // Step 3: an address that is not https:// is flagged the same way; clearing it is allowed.
    await user.clear(privacy);
    await user.type(privacy, 'http://acme.example.test/privacy');
    expect(privacy).toBeInvalid();
    expect(privacy).toHaveAccessibleDescription(expect.stringContaining(privacyError));
    expect(save).toBeDisabled();
    await user.clear(privacy);
    expect(privacy).toBeValid();
    expect(save).toBeEnabled();
    expect(writes(requests)).toEqual([]);
  });

  it('shows the fields the server refused beside them', async () => {
    api({
      saveTenantBranding: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid body.',
          details: [
            { path: 'body.branding.contact_phone', message: 'Use an international number.' },
            { path: 'body.branding.privacy_policy_url', message: 'Use an https:// address.' },
          ],
        },
      },
    });
    const { user, dialog, phone, privacy } = await choosePatientFields();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(phoneError));
    expect(privacy).toBeInvalid();
    expect(privacy).toHaveAccessibleDescription(expect.stringContaining(privacyError));
  });
});
