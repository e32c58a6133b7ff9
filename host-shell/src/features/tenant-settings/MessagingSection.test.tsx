import { screen, within } from '@testing-library/react';
import { tenantMessagingMessages, type TenantMessaging } from '@outreach/shared-contracts/core';
import { gate, refusal } from '@outreach/shared-ui/testing';
import { acmeMessaging, api, chooseAcme, storeSession, tabPanel, writes } from './tenantSettingsTestKit';

describe('Message providers in Tenant Settings', () => {
  beforeEach(storeSession);

  const section = () => tabPanel('Message providers');
  const emailChoice = () => within(section()).getByRole('group', { name: 'Send e-mail through' });
  const smsChoice = () => within(section()).getByRole('group', { name: 'Send SMS through' });
  const saveButton = () => within(section()).getByRole('button', { name: 'Save providers' });
  const tokenField = () => within(section()).getByLabelText('Auth token');

  /** Opens Acme's settings and waits for its stored providers to fill the section. */
  async function openAcmeProviders() {
    const opened = await chooseAcme('Message providers');
    await within(section()).findByRole('radio', { name: 'Our Twilio account' });
    return opened;
  }

  it('loads the stored providers and shows what is stored, never a credential', async () => {
    const held = gate();
    api({ getTenantMessaging: { body: acmeMessaging, gate: held.promise } });
    await chooseAcme('Message providers');
    expect(within(section()).getByText('Loading message providers…')).toBeInTheDocument();
    held.release();

    await within(section()).findByRole('group', { name: 'Send e-mail through' });
    expect(within(emailChoice()).getByRole('radio', { name: 'Platform e-mail' })).toBeChecked();
    expect(within(section()).queryByText('Loading message providers…')).not.toBeInTheDocument();
    expect(within(smsChoice()).getByRole('radio', { name: 'Our Twilio account' })).toBeChecked();
    expect(within(section()).getByRole('textbox', { name: 'Account SID' })).toHaveValue(
      acmeMessaging.twilio_account_sid,
    );
    expect(within(section()).getByRole('textbox', { name: 'Sender' })).toHaveValue('+15550100200');
    expect(tokenField()).toHaveAttribute('type', 'password');
    expect(tokenField()).toHaveValue('');
    expect(tokenField()).toHaveAccessibleDescription('Stored: …9f3e. Leave the field empty to keep it.');
    expect(within(section()).getByRole('textbox', { name: 'Incoming message address' })).toHaveValue(
      acmeMessaging.twilio_inbound_url,
    );
    expect(
      within(section()).getByText('Set this address as the incoming-message webhook of the Twilio number.'),
    ).toBeInTheDocument();
    // The platform's e-mail has no fields of its own.
    expect(within(section()).queryByLabelText('SMTP URL')).not.toBeInTheDocument();
  });

  it('sends only the providers and the SMTP URL typed when the own SMTP server is chosen', async () => {
    const stored: TenantMessaging = {
      ...acmeMessaging,
      email_provider: 'smtp',
      smtp_server: 'smtps://mail.example.org:465',
      smtp_url_set: true,
    };
    const held = gate();
    const requests = api({ saveTenantMessaging: { body: stored, gate: held.promise } });
    const { user } = await openAcmeProviders();

    // The choice moves with the arrow keys, as radio buttons do.
    await user.click(within(emailChoice()).getByRole('radio', { name: 'Platform e-mail' }));
    await user.keyboard('{ArrowDown}');
    expect(within(emailChoice()).getByRole('radio', { name: 'Our own SMTP server' })).toBeChecked();
    const url = within(section()).getByLabelText('SMTP URL');
    expect(url).toHaveAttribute('type', 'password');
    await user.type(url, 'smtps://care:s3cret@mail.example.org:465');
    await user.click(saveButton());

    expect(within(section()).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(url).toBeDisabled();
    held.release();
    expect(await within(section()).findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'PUT',
        '/api/tenants/7/messaging',
        {
          email_provider: 'smtp',
          smtp_url: 'smtps://care:s3cret@mail.example.org:465',
          sms_provider: 'twilio',
        },
      ],
    ]);
    // The answer's state shows; the typed address, with its password, is gone from the screen.
    expect(within(section()).getByLabelText('SMTP URL')).toHaveValue('');
    expect(within(section()).getByLabelText('SMTP URL')).toHaveAccessibleDescription(
      'Stored server: smtps://mail.example.org:465. A new URL replaces it; leave the field empty to keep it.',
    );
    expect(saveButton()).toBeEnabled();
  });

  it('keeps the stored auth token when Twilio is saved without one', async () => {
    const requests = api({
      saveTenantMessaging: { body: { ...acmeMessaging, twilio_sender: '+15550100999' } },
    });
    const { user } = await openAcmeProviders();
    const sender = within(section()).getByRole('textbox', { name: 'Sender' });
    await user.clear(sender);
    await user.type(sender, '+15550100999');
    await user.click(saveButton());

    expect(await within(section()).findByText('Saved.')).toBeInTheDocument();
    expect(writes(requests).map((request) => request.body)).toEqual([
      { email_provider: 'platform', sms_provider: 'twilio', twilio_sender: '+15550100999' },
    ]);
    expect(tokenField()).toHaveAccessibleDescription('Stored: …9f3e. Leave the field empty to keep it.');
  });

  it("shows the server's refusal of a field at that field, in the app's words, and moves there", async () => {
    api({
      saveTenantMessaging: refusal('VALIDATION_FAILED', [
        { path: 'body.twilio_auth_token', message: tenantMessagingMessages.twilioAuthToken },
      ]),
    });
    const { user } = await openAcmeProviders();
    await user.type(tokenField(), 'not-a-token');
    await user.click(saveButton());

    expect(await within(section()).findByText('Use the auth token: 32 hex digits.')).toBeInTheDocument();
    expect(tokenField()).toHaveAttribute('aria-invalid', 'true');
    expect(tokenField()).toHaveAccessibleDescription(
      'Stored: …9f3e. Leave the field empty to keep it. Use the auth token: 32 hex digits.',
    );
    expect(tokenField()).toHaveFocus();
    expect(tokenField()).toHaveValue('not-a-token');
    expect(within(section()).getByRole('textbox', { name: 'Sender' })).not.toHaveAttribute('aria-invalid');
    expect(within(section()).queryByText('Saved.')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();

    // Typing again judges the field afresh.
    await user.type(tokenField(), 'x');
    expect(tokenField()).not.toHaveAttribute('aria-invalid');
  });

  it('says a provider needs a value when the server finds none stored', async () => {
    api({
      saveTenantMessaging: refusal('VALIDATION_FAILED', [
        { path: 'body.sendgrid_api_key', message: tenantMessagingMessages.needed },
        { path: 'body.sendgrid_webhook_key', message: tenantMessagingMessages.needed },
      ]),
    });
    const { user } = await openAcmeProviders();
    await user.click(within(emailChoice()).getByRole('radio', { name: 'Our SendGrid account' }));
    await user.click(saveButton());

    const apiKey = within(section()).getByLabelText('SendGrid API key');
    expect(await within(section()).findAllByText('Enter a value: this provider needs it.')).toHaveLength(2);
    expect(apiKey).toHaveAttribute('aria-invalid', 'true');
    expect(apiKey).toHaveFocus();
    expect(within(section()).getByLabelText('Event Webhook verification key')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the SendGrid webhook address to copy, and where to paste it', async () => {
    api();
    const { user } = await openAcmeProviders();
    await user.click(within(emailChoice()).getByRole('radio', { name: 'Our SendGrid account' }));
    expect(within(section()).getByLabelText('SendGrid API key')).toHaveAttribute('type', 'password');
    expect(within(section()).getByLabelText('SendGrid API key')).toHaveAccessibleDescription(
      'The key your e-mail is sent with. It also imports your SendGrid templates into the library.',
    );
    const address = within(section()).getByRole('textbox', { name: 'Event Webhook address' });
    expect(address).toHaveValue(acmeMessaging.sendgrid_event_webhook_url);
    expect(address).toHaveAttribute('readonly');
    expect(address).toHaveAccessibleDescription("Paste this address in SendGrid's Event Webhook settings.");

    await user.click(within(section()).getByRole('button', { name: 'Copy the Event Webhook address' }));
    expect(await within(section()).findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(acmeMessaging.sendgrid_event_webhook_url);
  });

  it('warns that SMS of sends fail when no SMS service is chosen', async () => {
    const requests = api({ saveTenantMessaging: { body: { ...acmeMessaging, sms_provider: 'none' } } });
    const { user } = await openAcmeProviders();
    await user.click(within(smsChoice()).getByRole('radio', { name: 'No SMS' }));
    const warning = 'With no SMS service, the SMS messages of sends fail with “No SMS service is set up”.';
    expect(within(section()).getByText(warning)).toBeInTheDocument();
    expect(smsChoice()).toHaveAccessibleDescription(warning);
    expect(within(section()).queryByLabelText('Auth token')).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await within(section()).findByText('Saved.')).toBeInTheDocument();
    expect(writes(requests).map((request) => request.body)).toEqual([
      { email_provider: 'platform', sms_provider: 'none' },
    ]);
  });

  it("starts afresh for another tenant: nothing typed for one reaches the other's", async () => {
    const requests = api();
    const { user, select } = await openAcmeProviders();
    await user.type(tokenField(), 'typed-for-acme');
    await user.selectOptions(select, 'Bay Clinic');
    await within(screen.getByRole('dialog')).findByRole('tabpanel', { name: 'Message providers' });
    expect(await within(section()).findByLabelText('Auth token')).toHaveValue('');
    expect(
      requests.filter((request) => request.route === 'getTenantMessaging').map((request) => request.params),
    ).toEqual([{ id: '7' }, { id: '9' }]);
  });

  it('says when the providers cannot be loaded', async () => {
    api({ getTenantMessaging: { networkError: true } });
    await chooseAcme('Message providers');
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again.',
    );
    expect(within(section()).queryByRole('button', { name: 'Save providers' })).not.toBeInTheDocument();
  });

  it('says why a save failed for another reason, and keeps what was chosen', async () => {
    api({ saveTenantMessaging: { networkError: true } });
    const { user } = await openAcmeProviders();
    await user.click(within(smsChoice()).getByRole('radio', { name: 'Platform SMS' }));
    await user.click(saveButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again.',
    );
    expect(within(smsChoice()).getByRole('radio', { name: 'Platform SMS' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });
});
