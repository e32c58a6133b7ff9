import { within } from '@testing-library/react';
import { refusal } from '@outreach/shared-ui/testing';
import { api, chooseAcme, storeSession, tabPanel, writes } from './tenantSettingsTestKit';

describe('Integrations in Tenant Settings', () => {
  beforeEach(storeSession);

  const section = () => tabPanel('Integrations');

  it('shows which keys are set by their last characters, never the keys', async () => {
    api();
    await chooseAcme('Integrations');
    expect(await within(section()).findByText('Configured (…7Q2Z)')).toBeInTheDocument();
    expect(within(section()).getByText('Not configured')).toBeInTheDocument();
    expect(within(section()).getByLabelText('SendGrid API key')).toHaveAttribute('type', 'password');
    // SendGrid has a second key, for sending: this one says what it is for and where the other is.
    expect(within(section()).getByLabelText('SendGrid API key')).toHaveAccessibleDescription(
      'Imports your SendGrid templates into the library. The key your e-mail is sent with is set with ' +
        'the e-mail provider, under Message providers.',
    );
    expect(within(section()).getByLabelText('Synthesia API key')).not.toHaveAccessibleDescription();
    expect(within(section()).getByRole('button', { name: 'Remove SendGrid' })).toBeEnabled();
    expect(within(section()).queryByRole('button', { name: 'Remove Synthesia' })).not.toBeInTheDocument();
  });

  it('saves a Synthesia key on its own and shows it as configured', async () => {
    const requests = api({
      saveTenantIntegrations: {
        body: {
          sendgrid: { configured: true, key_hint: '…7Q2Z' },
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
                sendgrid: { configured: false, key_hint: null },
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
});
