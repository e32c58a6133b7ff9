import { within } from '@testing-library/react';
import { refusal } from '@outreach/shared-ui/testing';
import { acmeMessaging, api, chooseAcme, storeSession, tabPanel, writes } from './tenantSettingsTestKit';

describe('Integrations in Tenant Settings', () => {
  beforeEach(storeSession);

  const section = () => tabPanel('Integrations');

  it('shows which keys are set by their last characters, never the keys', async () => {
    api();
    await chooseAcme('Integrations');
    expect(await within(section()).findByText('Configured (…7Q2Z)')).toBeInTheDocument();
    expect(within(section()).getByText('Not configured')).toBeInTheDocument();
    expect(within(section()).getByLabelText('SendGrid API key')).toHaveAttribute('type', 'password');
    // E-mail not sent with SendGrid: this key only imports templates, and says where the other goes.
    expect(within(section()).getByLabelText('SendGrid API key')).toHaveAccessibleDescription(
      'Imports your SendGrid templates into the library. If SendGrid sends your e-mail, enter its key ' +
        'under Message providers instead: it imports the templates too.',
    );
    expect(within(section()).getByLabelText('Synthesia API key')).not.toHaveAccessibleDescription();
    expect(within(section()).getByRole('button', { name: 'Remove SendGrid' })).toBeEnabled();
    expect(within(section()).queryByRole('button', { name: 'Remove Synthesia' })).not.toBeInTheDocument();
  });

  it('saves a Synthesia key on its own and shows it as configured', async () => {
    const requests = api({
      saveTenantIntegrations: {
        body: {
          sendgrid: { configured: true, key_hint: '…7Q2Z', source: 'integrations' },
          synthesia: { configured: true, key_hint: '…K9X4' },
        },
      },
    });
    const { user } = await chooseAcme('Integrations');
    const input = await within(section()).findByLabelText('Synthesia API key');
    await user.type(input, 'synthesia-secret-K9X4');
    await user.click(within(section()).getAllByRole('button', { name: 'Save key' })[1] as HTMLElement);
    expect(await within(section()).findByText('Configured (…K9X4)')).toBeInTheDocument();
    expect(within(section()).getByRole('status')).toHaveTextContent('The Synthesia key has been saved.');
    expect(input).toHaveValue('');
    expect(writes(requests).map((request) => [request.route, request.params, request.body])).toEqual([
      ['saveTenantIntegrations', { id: '7' }, { synthesia_api_key: 'synthesia-secret-K9X4' }],
    ]);
  });

  it('removes a key, and shows a refusal next to the field', async () => {
    const requests = api({
      saveTenantIntegrations: ({ body }) =>
        (body as Record<string, unknown>).sendgrid_api_key === null
          ? {
              body: {
                sendgrid: { configured: false, key_hint: null, source: null },
                synthesia: { configured: false, key_hint: null },
              },
            }
          : refusal('VALIDATION_FAILED'),
    });
    const { user } = await chooseAcme('Integrations');
    await user.click(await within(section()).findByRole('button', { name: 'Remove SendGrid' }));
    expect(await within(section()).findAllByText('Not configured')).toHaveLength(2);
    expect(writes(requests).map((request) => request.body)).toEqual([{ sendgrid_api_key: null }]);
    await user.type(within(section()).getByLabelText('SendGrid API key'), 'bad key');
    await user.click(within(section()).getAllByRole('button', { name: 'Save key' })[0] as HTMLElement);
    expect(
      await within(section()).findByText('Please check the highlighted fields and try again.'),
    ).toBeInTheDocument();
  });

  it('asks for no second SendGrid key when the one of Message providers imports the templates', async () => {
    api({
      getTenantIntegrations: {
        body: {
          sendgrid: { configured: true, key_hint: '…1234', source: 'message_providers' },
          synthesia: { configured: false, key_hint: null },
        },
      },
    });
    const { user, dialog } = await chooseAcme('Integrations');
    expect(
      await within(section()).findByText(
        'Templates are imported with the SendGrid key of Message providers (…1234).',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByLabelText('SendGrid API key')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Remove SendGrid' })).not.toBeInTheDocument();
    expect(within(section()).getByLabelText('Synthesia API key')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Open Message providers' }));
    expect(within(dialog).getByRole('tab', { name: 'Message providers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tabPanel('Message providers')).toBeInTheDocument();
  });

  it('reads the SendGrid key again once the e-mail provider is saved', async () => {
    let emailProvider: 'platform' | 'sendgrid' = 'platform';
    api({
      getTenantIntegrations: () => ({
        body: {
          sendgrid:
            emailProvider === 'sendgrid'
              ? { configured: true, key_hint: '…1234', source: 'message_providers' }
              : { configured: false, key_hint: null, source: null },
          synthesia: { configured: false, key_hint: null },
        },
      }),
      saveTenantMessaging: () => {
        emailProvider = 'sendgrid';
        return {
          body: {
            ...acmeMessaging,
            email_provider: 'sendgrid',
            sendgrid_api_key_set: true,
            sendgrid_api_key_hint: '…1234',
            sendgrid_webhook_key_set: true,
          },
        };
      },
    });
    const { user, dialog } = await chooseAcme('Integrations');
    expect(await within(section()).findByLabelText('SendGrid API key')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Message providers' }));
    const providers = tabPanel('Message providers');
    await user.click(await within(providers).findByRole('radio', { name: 'Our SendGrid account' }));
    await user.type(within(providers).getByLabelText('SendGrid API key'), 'SG.sending-key-1234');
    await user.type(within(providers).getByLabelText('Event Webhook verification key'), 'MFkwEwYHKoZIzj0CAQ');
    await user.click(within(providers).getByRole('button', { name: 'Save providers' }));
    expect(await within(providers).findByText('Saved.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Integrations' }));
    expect(
      await within(section()).findByText(
        'Templates are imported with the SendGrid key of Message providers (…1234).',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByLabelText('SendGrid API key')).not.toBeInTheDocument();
  });
});
