import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusal, writes } from '@outreach/shared-ui/testing';
import { contactsApi, renderWithTable } from '../../testing/renderContacts';

async function selectBoth() {
  const user = userEvent.setup();
  await renderWithTable();
  await user.click(screen.getByRole('checkbox', { name: 'Select all patients on this page' }));
  return user;
}

describe('bulk actions on the selected patients', () => {
  it('deletes the selection only once the translated keyword is typed', async () => {
    const requests = contactsApi({ bulkDeletePatients: { body: { count: 2 } } });
    const user = await selectBoth();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'This permanently deletes the selected patients (2) and their cohort memberships. To confirm, type DELETE.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete patients' });
    expect(confirm).toBeDisabled();
    const keyword = within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' });
    await user.type(keyword, 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(keyword);
    await user.type(keyword, 'DELETE');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByRole('status')).toHaveTextContent('Patients deleted: 2');
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/patients/bulk-edit', body: { ids: [1, 2] } }),
    ]);
    expect(screen.queryByText(/Selected patients/)).not.toBeInTheDocument();
  });

  it('sends only the chosen changes for every selected patient', async () => {
    const requests = contactsApi({ bulkEditPatients: { body: { count: 2 } } });
    const user = await selectBoth();
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected patients' });
    expect(dialog).toHaveTextContent('The changes apply to every selected patient (2).');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'German');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Communication preference' }),
      'E-mail',
    );
    const addTo = within(dialog).getByRole('combobox', { name: 'Add to cohort' });
    await waitFor(() => expect(addTo).toBeEnabled());
    await user.selectOptions(addTo, 'Flu season');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Patients updated: 2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/patients/bulk-edit',
        body: {
          ids: [1, 2],
          data: { language_preference: 'de', communication_preference: 'email', add_to_cohort_id: 12 },
        },
      }),
    ]);
    // The selection stays for a further change.
    expect(screen.getByText('Selected patients: 2')).toBeInTheDocument();
  });

  it('removes the selection from a cohort', async () => {
    const requests = contactsApi({ bulkEditPatients: { body: { count: 2 } } });
    const user = await selectBoth();
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected patients' });
    const removeFrom = within(dialog).getByRole('combobox', { name: 'Remove from cohort' });
    await waitFor(() => expect(removeFrom).toBeEnabled());
    await user.selectOptions(removeFrom, 'Diabetes');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Patients updated: 2');
    expect(writes(requests)[0]!.body).toEqual({ ids: [1, 2], data: { remove_from_cohort_id: 11 } });
  });

  it('asks for a change before applying, and for two different cohorts', async () => {
    const requests = contactsApi();
    const user = await selectBoth();
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected patients' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one change.');

    const addTo = within(dialog).getByRole('combobox', { name: 'Add to cohort' });
    await waitFor(() => expect(addTo).toBeEnabled());
    await user.selectOptions(addTo, 'Diabetes');
    const removeFrom = within(dialog).getByRole('combobox', { name: 'Remove from cohort' });
    await user.selectOptions(removeFrom, 'Diabetes');
    expect(removeFrom).toHaveAccessibleDescription('Add to and remove from different cohorts.');
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(writes(requests)).toEqual([]);
  });

  it('shows at the preference when some selected patients cannot be reached that way', async () => {
    contactsApi({
      bulkEditPatients: refusal('VALIDATION_FAILED', [
        { path: 'body.data.communication_preference', message: 'No e-mail (1 of 2 selected)' },
      ]),
    });
    const user = await selectBoth();
    await user.click(screen.getByRole('button', { name: 'Edit selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit selected patients' });
    const preference = within(dialog).getByRole('combobox', { name: 'Communication preference' });
    await user.selectOptions(preference, 'E-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(preference).toHaveAccessibleDescription(
        'Some selected patients have no e-mail address or mobile number for this preference.',
      ),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
  });
});
