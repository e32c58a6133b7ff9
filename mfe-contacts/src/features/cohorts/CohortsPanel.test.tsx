import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCohort } from '../../testing/fixtures';
import { callsTo, refusal, writes } from '@outreach/shared-ui/testing';
import { contactsApi, renderContacts, renderWithTable } from '../../testing/renderContacts';
import { ContactsPage } from '../contacts/ContactsPage';

function cohortsPanel() {
  return screen.getByRole('complementary', { name: 'Cohorts' });
}

describe('the cohorts panel', () => {
  it('lists the cohorts with their member counts', async () => {
    contactsApi();
    await renderWithTable();
    const panel = cohortsPanel();
    expect(within(panel).getByRole('button', { name: 'All patients' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(panel).getByRole('button', { name: 'Diabetes Members: 1' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Flu season Members: 0' })).toBeInTheDocument();
  });

  it("shows a cohort's members when it is chosen, and everyone again with All patients", async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    const diabetes = within(cohortsPanel()).getByRole('button', { name: 'Diabetes Members: 1' });
    await user.click(diabetes);
    expect(diabetes).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').at(-1)!.query).toEqual({
        get_page: '1',
        page_size: '50',
        verbose: 'true',
        parent_id: '11',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Cohort' })).toHaveValue('11');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Roe, John' })).not.toBeInTheDocument(),
    );

    await user.click(within(cohortsPanel()).getByRole('button', { name: 'All patients' }));
    expect(await screen.findByRole('rowheader', { name: 'Roe, John' })).toBeInTheDocument();
  });

  it('shows the members of the cohort a link names, reading the cohorts afresh', async () => {
    const requests = contactsApi();
    await renderContacts(<ContactsPage />, 'en', '/contacts?cohort=11');
    const diabetes = await within(cohortsPanel()).findByRole('button', { name: 'Diabetes Members: 1' });
    await waitFor(() => expect(diabetes).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').at(-1)!.query).toMatchObject({
        parent_id: '11',
      }),
    );
    expect(await screen.findByRole('rowheader', { name: 'Doe, Jane' })).toBeInTheDocument();
  });

  it('creates a cohort with a title of at least two characters', async () => {
    let created = false;
    const requests = contactsApi({
      listCohorts: () => ({
        body: { results: created ? [makeCohort(11, 'Diabetes', 1), makeCohort(13, 'Asthma')] : [] },
      }),
      createCohort: () => {
        created = true;
        return { status: 201, body: makeCohort(13, 'Asthma') };
      },
    });
    const user = userEvent.setup();
    await renderWithTable();
    expect(
      within(cohortsPanel()).getByText('No cohorts yet. Group patients to reach them together.'),
    ).toBeInTheDocument();
    await user.click(within(cohortsPanel()).getByRole('button', { name: 'New cohort' }));
    const dialog = screen.getByRole('dialog', { name: 'New cohort' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await user.type(title, ' A ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(title).toHaveAccessibleDescription('Use at least 2 characters.');
    expect(writes(requests)).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Asthma{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('The cohort has been created.');
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/cohorts', body: { title: 'Asthma' } }),
    ]);
    expect(
      await within(cohortsPanel()).findByRole('button', { name: 'Asthma Members: 0' }),
    ).toBeInTheDocument();
  });

  it('shows a title that is taken at the title field', async () => {
    contactsApi({
      createCohort: refusal('VALIDATION_FAILED', [
        { path: 'body.title', message: 'A cohort with this title already exists.' },
      ]),
    });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(within(cohortsPanel()).getByRole('button', { name: 'New cohort' }));
    const dialog = screen.getByRole('dialog', { name: 'New cohort' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.type(title, 'diabetes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('A cohort with this title already exists.'),
    );
    expect(screen.getByRole('dialog', { name: 'New cohort' })).toBeInTheDocument();
  });

  it('renames a cohort', async () => {
    const requests = contactsApi({ updateCohort: { body: makeCohort(11, 'Type 2 diabetes', 1) } });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(within(cohortsPanel()).getByRole('button', { name: 'Actions for cohort Diabetes' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename cohort' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Diabetes');
    await user.clear(title);
    await user.type(title, 'Type 2 diabetes');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The cohort has been renamed.');
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/cohorts/11',
        body: { title: 'Type 2 diabetes' },
      }),
    ]);
  });

  it('closes the rename dialog without a request when the title is kept', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(within(cohortsPanel()).getByRole('button', { name: 'Actions for cohort Diabetes' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename cohort' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog', { name: 'Rename cohort' })).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('deletes a cohort after confirmation and stops filtering by it', async () => {
    const requests = contactsApi({ deleteCohort: { body: { id: 11 } } });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(within(cohortsPanel()).getByRole('button', { name: 'Diabetes Members: 1' }));
    await user.click(within(cohortsPanel()).getByRole('button', { name: 'Actions for cohort Diabetes' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Delete the cohort Diabetes? Its patients stay in your contacts.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The cohort has been deleted.');
    expect(writes(requests).map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /api/cohorts/11',
    ]);
    expect(within(cohortsPanel()).getByRole('button', { name: 'All patients' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
