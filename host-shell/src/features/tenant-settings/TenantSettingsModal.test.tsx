import { act, screen, within } from '@testing-library/react';
import { gate } from '@outreach/shared-ui/testing';
import {
  acmeBranding,
  api,
  chooseAcme,
  openModal,
  storeSession,
  tabPanel,
  tenants,
  writes,
} from './tenantSettingsTestKit';

describe('TenantSettingsModal', () => {
  beforeEach(storeSession);

  it('opens from the menu with the tenants and None in the selector, and no editor yet', async () => {
    api();
    const { dialog, select } = await openModal();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a tenant', 'None', 'Acme Health', 'Bay Clinic']);
    expect(within(dialog).queryByRole('textbox', { name: 'Sender name' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("loads and shows the chosen tenant's branding after the change message", async () => {
    api();
    const { dialog } = await chooseAcme();
    expect(within(dialog).getByText('Tenant has been changed. No edits were saved.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#112233');
    expect(within(dialog).getByRole('textbox', { name: 'Sender name' })).toHaveValue('Acme Care');
    expect(within(dialog).getByRole('textbox', { name: 'Disclaimer text' })).toHaveValue('Acme disclaimer');
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      'https://files.example.test/acme.png',
    );
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a spinner while the branding loads', async () => {
    const branding = gate();
    api({ getTenantBranding: { body: { branding: acmeBranding }, gate: branding.promise } });
    const { user, dialog, select } = await openModal();
    await user.selectOptions(select, 'Acme Health');
    expect(within(dialog).getByText('Loading branding…')).toBeInTheDocument();
    expect(within(dialog).getByText('Tenant has been changed. No edits were saved.')).toBeInTheDocument();
    act(() => branding.release());
    expect(await within(dialog).findByRole('textbox', { name: 'Sender name' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading branding…')).not.toBeInTheDocument();
  });

  it('uses the default colours for a tenant without branding', async () => {
    api();
    const { user, dialog, select } = await openModal();
    await user.selectOptions(select, 'Bay Clinic');
    const primary = await within(dialog).findByRole('textbox', { name: 'Primary colour' });
    expect(primary).toHaveValue('#388083');
    expect(within(dialog).getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#FFFFFF');
  });

  it('hides the editor and disables Save for None', async () => {
    api();
    const { user, dialog, select } = await chooseAcme();
    await user.selectOptions(select, 'None');
    expect(within(dialog).queryByRole('textbox', { name: 'Sender name' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('updates the preview as colours change and warns about low contrast', async () => {
    api();
    const { user, dialog } = await chooseAcme();
    const preview = within(dialog).getByTestId('preview-button');
    expect(preview).toHaveStyle({ backgroundColor: '#112233', color: '#FFFFFF' });
    expect(within(dialog).queryByText(/do not have enough contrast/)).not.toBeInTheDocument();
    const secondary = within(dialog).getByRole('textbox', { name: 'Secondary colour' });
    await user.clear(secondary);
    await user.type(secondary, '#223344');
    expect(within(dialog).getByTestId('preview-button')).toHaveStyle({ color: '#223344' });
    expect(
      within(dialog).getByText('These colours do not have enough contrast for button text.'),
    ).toBeInTheDocument();
  });

  it('saves the edited branding, shows the toast after closing, and the toast goes after 3 s', async () => {
    const requests = api({ saveTenantBranding: { body: { branding: acmeBranding } } });
    const { user, dialog } = await chooseAcme();
    const name = within(dialog).getByRole('textbox', { name: 'Sender name' });
    await user.clear(name);
    await user.type(name, 'Acme Team');
    const primary = within(dialog).getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#00008');
    expect(within(dialog).getByText(/Enter # followed by 3 or 6 hex digits/)).toBeInTheDocument();
    // A half-typed colour cannot be saved: Save waits until the colour is whole.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(primary, '8');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const toast = await screen.findByText('Brand preferences have been saved');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const saves = writes(requests);
      expect(saves.map((request) => `${request.method} ${request.path}`)).toEqual([
        'PUT /api/tenants/7/branding',
      ]);
      expect(saves[0]!.body).toEqual({
        branding: {
          disclaimer_text: 'Acme disclaimer',
          ai_video_disclaimer: 'Acme video note',
          primary_color: '#000088',
          secondary_color: '#FFFFFF',
          logo: 'branding-logos/acme.png',
          sender_email: 'care@acme.example.test',
          sender_name: 'Acme Team',
          contact_phone: '+15550100200',
          privacy_policy_url: 'https://acme.example.test/privacy',
        },
      });
      // The toast outlives the closed modal; its exact 3000 ms is the Toast's own test.
      expect(toast).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3100);
      });
      expect(screen.queryByText('Brand preferences have been saved')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the modal open with the edits and shows the error when saving fails', async () => {
    api({
      saveTenantBranding: {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid body.' },
      },
    });
    const { user, dialog } = await chooseAcme();
    const name = within(dialog).getByRole('textbox', { name: 'Sender name' });
    await user.clear(name);
    await user.type(name, 'Acme Team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Tenant Settings' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Sender name' })).toHaveValue('Acme Team');
    expect(screen.queryByText('Brand preferences have been saved')).not.toBeInTheDocument();
  });

  it('Cancel and Escape close without saving, and reopening starts afresh', async () => {
    const requests = api();
    const { user, dialog } = await chooseAcme();
    await user.type(within(dialog).getByRole('textbox', { name: 'Sender name' }), ' edited');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'User menu AL' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tenant Settings' }));
    const again = screen.getByRole('dialog', { name: 'Tenant Settings' });
    expect(within(again).queryByRole('textbox', { name: 'Sender name' })).not.toBeInTheDocument();
    expect(within(again).queryByText(/Tenant has been changed/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('opens straight on the settings of the only tenant of a staff member of one tenant', async () => {
    api({ listTenants: { body: { tenants: tenants.slice(0, 1) } } });
    const { dialog, select } = await openModal();
    expect(select).toHaveDisplayValue('Acme Health');
    expect(await within(dialog).findByRole('textbox', { name: 'Sender name' })).toHaveValue('Acme Care');
    // Nothing was changed by the staff member, so nothing is said about a change.
    expect(within(dialog).queryByText(/Tenant has been changed/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Branding' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('puts each kind of setting in a tab of its own, with one save per tab', async () => {
    api();
    const { user, dialog } = await chooseAcme();
    expect(
      within(within(dialog).getByRole('tablist', { name: 'Settings' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Branding', 'Message providers', 'Integrations', 'Time zone']);
    expect(tabPanel('Branding')).toContainElement(
      within(dialog).getByRole('textbox', { name: 'Sender name' }),
    );
    expect(within(dialog).queryByRole('button', { name: 'Save providers' })).not.toBeInTheDocument();

    // Step 1: the arrow key moves to the message providers, whose own Save replaces the branding's.
    await user.click(within(dialog).getByRole('tab', { name: 'Branding' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Message providers' })).toHaveFocus();
    expect(
      await within(tabPanel('Message providers')).findByRole('button', { name: 'Save providers' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Sender name' })).not.toBeInTheDocument();

    // Step 2: the close button shuts the modal without saving anything.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps branding edits across a visit to another tab, and saves them', async () => {
    const requests = api({ saveTenantBranding: { body: { branding: acmeBranding } } });
    const { user, dialog } = await chooseAcme();
    const name = within(dialog).getByRole('textbox', { name: 'Sender name' });
    await user.clear(name);
    await user.type(name, 'Acme Nurses');
    await user.click(within(dialog).getByRole('tab', { name: 'Time zone' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Branding' }));
    expect(within(dialog).getByRole('textbox', { name: 'Sender name' })).toHaveValue('Acme Nurses');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Brand preferences have been saved');
    expect(writes(requests)[0]!.body).toMatchObject({ branding: { sender_name: 'Acme Nurses' } });
  });
});
