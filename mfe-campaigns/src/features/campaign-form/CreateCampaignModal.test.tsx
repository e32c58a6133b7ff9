import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, refusal, writes } from '@outreach/shared-ui/testing';
import { makeCampaign, makeDetail } from '../../testing/fixtures';
import { renderWithTable, studioApi } from '../../testing/renderStudio';

const created = makeDetail(makeCampaign(42, { name: 'Asthma review', ends_on: '2026-12-31' }));

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create campaign' }));
  return screen.getByRole('dialog', { name: 'Create campaign' });
}

describe('creating a campaign', () => {
  it('sends the name, description and end date, then opens the new campaign', async () => {
    const hold = gate();
    const requests = studioApi({ createCampaign: { status: 201, body: created, gate: hold.promise } });
    const user = userEvent.setup();
    await renderWithTable();

    // The form opens on the name, with every field labelled.
    const dialog = await openForm(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.type(name, '  Asthma review ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Yearly inhaler check');
    await user.type(within(dialog).getByLabelText('End date'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    // While the server saves, the form says so and cannot be sent twice.
    expect(within(dialog).getByRole('button', { name: 'Creating…' })).toBeDisabled();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    act(() => hold.release());

    expect(await screen.findByText('Now at /create?campaign=42')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/campaigns/',
        body: { name: 'Asthma review', description: 'Yearly inhaler check', ends_on: '2026-12-31' },
      }),
    ]);
  });

  it('sends no end date as null', async () => {
    const requests = studioApi({ createCampaign: { status: 201, body: created } });
    const user = userEvent.setup();
    await renderWithTable();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asthma review');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Now at /create?campaign=42')).toBeInTheDocument();
    expect(writes(requests)[0]!.body).toEqual({ name: 'Asthma review', description: '', ends_on: null });
  });

  it('shows a name the server refused beside the name field, and stays on the page', async () => {
    studioApi({
      createCampaign: refusal('VALIDATION_FAILED', [
        { path: 'body.name', message: 'Use at least 2 characters.' },
      ]),
    });
    const user = userEvent.setup();
    await renderWithTable();
    const dialog = await openForm(user);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Use at least 2 characters.'));
    expect(name).toBeInvalid();
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();

    // Changing the name clears what was said about the old one.
    await user.type(name, 'sthma');
    expect(name).not.toHaveAccessibleDescription();
    expect(name).toBeValid();
  });

  it('says when the server cannot be reached, and closes on Cancel without saving', async () => {
    const requests = studioApi({ createCampaign: { networkError: true } });
    const user = userEvent.setup();
    await renderWithTable();
    const dialog = await openForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Asthma review');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create campaign' })).toHaveFocus();
    expect(writes(requests)).toHaveLength(1);
  });
});
