import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { janeDoe, johnRoe, makePage } from '../../testing/fixtures';
import { callsTo, refusal, writes } from '@outreach/shared-ui/testing';
import { contactsApi, renderWithTable } from '../../testing/renderContacts';

describe('actions on patients in the table', () => {
  it('selects rows one by one or the whole page, and says how many are selected', async () => {
    contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    const pageBox = screen.getByRole('checkbox', { name: 'Select all patients on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Doe, Jane' }));
    expect(screen.getByText('Selected patients: 1')).toBeInTheDocument();
    expect(pageBox).not.toBeChecked();
    expect(pageBox).toHaveProperty('indeterminate', true);

    await user.click(pageBox);
    expect(screen.getByText('Selected patients: 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Roe, John' })).toBeChecked();
    expect(pageBox).toHaveProperty('indeterminate', false);

    await user.click(pageBox);
    expect(screen.queryByText(/Selected patients/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Roe, John' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select Roe, John' })).not.toBeChecked();
  });

  it('deletes one patient after the confirmation, then lists afresh', async () => {
    let deleted = false;
    const requests = contactsApi({
      listPatients: () => ({ body: makePage(deleted ? [johnRoe] : [janeDoe, johnRoe]) }),
      deletePatient: () => {
        deleted = true;
        return { body: { id: 1 } };
      },
    });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Delete Doe, Jane and their cohort memberships? This cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The patient has been deleted.');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Doe, Jane' })).not.toBeInTheDocument(),
    );
    expect(writes(requests).map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/patients/1',
    ]);
    expect(callsTo(requests, 'GET', '/api/patients')).toHaveLength(2);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Actions for Doe, Jane' })).toHaveFocus();
  });

  it('says so when the patient was already gone', async () => {
    contactsApi({ deletePatient: refusal('NOT_FOUND') });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Actions for Doe, Jane' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This record no longer exists. The list has been refreshed.',
    );
  });
});
