import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { janeDoe, johnRoe, makePage, makePatient } from '../../testing/fixtures';
import { callsTo, gate, refusal, signedIn } from '@outreach/shared-ui/testing';
import { contactsApi, renderContacts, renderWithTable } from '../../testing/renderContacts';

const manyPatients = Array.from({ length: 50 }, (_, index) => makePatient(100 + index));

describe('the patient list', () => {
  it('asks for the first page (get_page 1 of 50, in full) and shows each patient formatted', async () => {
    const requests = contactsApi();
    await renderWithTable();

    expect(callsTo(requests, 'GET', '/api/patients')[0]!.query).toEqual({
      get_page: '1',
      page_size: '50',
      verbose: 'true',
    });
    const table = screen.getByRole('table', { name: 'Patients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '',
      'MRN',
      'Name',
      'Date of birth',
      'Gender',
      'Language',
      'Communication preference',
      'Consent',
      'Opted out',
      'Actions',
    ]);
    const jane = screen.getByRole('rowheader', { name: 'Doe, Jane' }).closest('tr')!;
    expect(
      within(jane)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'A-100',
      'Feb 29, 1984',
      'Female',
      'Spanish',
      // She prefers e-mail and SMS but agreed only to e-mail: the list says so at the preference.
      'E-mail and SMSNo SMS consent',
      'E-mail',
      'No',
      '⋯',
    ]);
    const john = screen.getByRole('rowheader', { name: 'Roe, John' }).closest('tr')!;
    expect(within(john).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('pages with Next and Previous, sending the zero-based page plus one', async () => {
    const requests = contactsApi({
      listPatients: ({ query }) =>
        query.get_page === '1'
          ? { body: makePage(manyPatients, { total: 75, has_next: true }) }
          : { body: makePage([janeDoe], { page: 2, total: 75, has_next: false }) },
    });
    const user = userEvent.setup();
    await renderWithTable();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByText('1–50 of 75')).toBeInTheDocument();

    await user.click(next);
    expect(await screen.findByRole('rowheader', { name: 'Doe, Jane' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/patients').at(-1)!.query).toMatchObject({
      get_page: '2',
      page_size: '50',
    });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByText('51–51 of 75')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Page 1')).toBeInTheDocument());
    // The first page comes back from the cache: no second request for it.
    expect(screen.getByRole('rowheader', { name: 'Family100, Given100' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/patients').map((request) => request.query.get_page)).toEqual([
      '1',
      '2',
    ]);
  });

  it('offers 25, 50 and 100 rows per page and starts again at the first page on a change', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100']);
    expect(size).toHaveValue('50');
    await user.selectOptions(size, '100');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/api/patients').at(-1)!.query).toEqual({
        get_page: '1',
        page_size: '100',
        verbose: 'true',
      }),
    );
  });

  it('searches once typing pauses, with query_string, and keeps the focus in the box', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    const box = screen.getByRole('searchbox', { name: 'Search patients' });
    expect(box).toHaveAccessibleDescription('Name, MRN, e-mail address or mobile number');
    await user.type(box, 'Doe');
    // Nothing is searched while the user is still typing.
    expect(callsTo(requests, 'GET', '/api/patients/filtered-patients')).toHaveLength(0);

    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Roe, John' })).not.toBeInTheDocument(),
    );
    const searches = callsTo(requests, 'GET', '/api/patients/filtered-patients');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.query).toEqual({
      get_page: '1',
      page_size: '50',
      verbose: 'true',
      query_string: 'Doe',
    });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Doe');
  });

  it('filters by the choices of filter-options', async () => {
    const requests = contactsApi();
    const user = userEvent.setup();
    await renderWithTable();
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    await waitFor(() => expect(gender).toBeEnabled());
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Female', 'Male', 'Non-binary', 'Other', 'Unknown']);
    await user.selectOptions(gender, 'Female');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opt-out' }), 'Not opted out');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Spanish');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Communication preference' }), 'SMS');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cohort' }), 'Diabetes');

    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').at(-1)!.query).toEqual({
        get_page: '1',
        page_size: '50',
        verbose: 'true',
        gender: 'female',
        opted_out: 'false',
        language_preference: 'es',
        communication_preference: 'sms',
        parent_id: '11',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue(''));
    expect(callsTo(requests, 'GET', '/api/patients').at(-1)!.query.get_page).toBe('1');
  });

  it('shows a spinner while the first page loads', async () => {
    const hold = gate();
    contactsApi({ listPatients: { body: makePage([janeDoe]), gate: hold.promise } });
    await renderContacts();
    expect(await screen.findByText('Loading patients…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => hold.release());
    expect(await screen.findByRole('table', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.queryByText('Loading patients…')).not.toBeInTheDocument();
  });

  it('invites to add the first patient when there are none', async () => {
    contactsApi({ listPatients: { body: makePage([]) } });
    const user = userEvent.setup();
    await renderContacts();
    const empty = await screen.findByRole('region', { name: 'No patients yet' });
    expect(
      within(empty).getByText('Add your first patient to reach them with your campaigns.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of patients' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Add patient' }));
    expect(await screen.findByRole('dialog', { name: 'Add patient' })).toBeInTheDocument();
  });

  it('says when a search finds nobody, and clears search and filters on request', async () => {
    const requests = contactsApi({ filterPatients: { body: makePage([]) } });
    const user = userEvent.setup();
    await renderWithTable();
    const box = screen.getByRole('searchbox', { name: 'Search patients' });
    await user.type(box, 'Nobody{Enter}');
    const noResults = await screen.findByRole('region', { name: 'No patients match' });
    await user.click(within(noResults).getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('table', { name: 'Patients' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').at(-1)!.query.query_string).toBe(
      'Nobody',
    );
  });

  it('shows the load error with a Retry that loads the page again', async () => {
    let failing = true;
    contactsApi({
      listPatients: () => (failing ? refusal('INTERNAL') : { body: makePage([johnRoe]) }),
    });
    const user = userEvent.setup();
    await renderContacts();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error has occurred while loading the data for this page.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Roe, John' })).toBeInTheDocument();
  });

  it('explains a staff member without a tenant instead of failing', async () => {
    contactsApi({
      authStatus: { body: signedIn(null) },
      listPatients: refusal('FORBIDDEN'),
    });
    await renderContacts();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not work in a tenant yet. Ask an administrator to add you to one, then sign in again.',
    );
  });
});
