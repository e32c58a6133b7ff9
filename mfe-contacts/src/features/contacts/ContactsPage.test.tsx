import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeStoredSession } from '@outreach/shared-ui';
import { janeDoe, johnRoe, makePage } from '../../testing/fixtures';
import { contactsApi, renderContacts } from '../../testing/renderContacts';
import { ContactsPage } from './ContactsPage';

function signInAs(username: string, expiration: number) {
  act(() =>
    writeStoredSession({
      user: { firstName: 'Staff', lastName: 'Member', username },
      csrf: 'csrf',
      expiration,
      warning: null,
    }),
  );
}

describe('ContactsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the heading, what the page is for, the tenant, the cohorts and the patients', async () => {
    contactsApi();
    await renderContacts();
    const page = screen.getByRole('region', { name: 'Contacts' });
    expect(within(page).getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(
      within(page).getByText('Patients and cohorts you can reach with your campaigns.'),
    ).toBeInTheDocument();
    expect(await within(page).findByText('Tenant: Acme Health')).toBeInTheDocument();
    expect(within(page).getByRole('complementary', { name: 'Cohorts' })).toBeInTheDocument();
    expect(await within(page).findByRole('table', { name: 'Patients' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Add patient' })).toBeInTheDocument();
  });

  it('speaks the chosen language, with dates, language names and numbers in its conventions', async () => {
    contactsApi();
    await renderContacts(undefined, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakte' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Patienten' })).toBeInTheDocument();
    const jane = screen.getByRole('rowheader', { name: 'Doe, Jane' }).closest('tr')!;
    expect(within(jane).getByText('29.02.1984')).toBeInTheDocument();
    expect(within(jane).getByText('Spanisch')).toBeInTheDocument();
    expect(within(jane).getByText('E-Mail und SMS')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diabetes Mitglieder: 1' })).toBeInTheDocument();
    expect(screen.getByText('1–2 von 2')).toBeInTheDocument();
  });

  it("writes dates the way the browser's region of the UI language does", async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    contactsApi();
    await renderContacts();
    const jane = (await screen.findByRole('rowheader', { name: 'Doe, Jane' })).closest('tr')!;
    expect(within(jane).getByText('29 Feb 1984')).toBeInTheDocument();
  });

  it('writes Arabic, with its comma between the names', async () => {
    contactsApi();
    await renderContacts(undefined, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'جهات الاتصال' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'المرضى' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Doe، Jane' })).toBeInTheDocument();
    expect(screen.getByText('1–2 من 2')).toBeInTheDocument();
  });

  it('starts afresh for the next sign-in in the same tab: no earlier filters, selection or rows', async () => {
    let tenantRows = [janeDoe, johnRoe];
    contactsApi({
      listPatients: () => ({ body: makePage(tenantRows) }),
      filterPatients: () => ({ body: makePage(tenantRows.slice(0, 1)) }),
    });
    const user = userEvent.setup();
    signInAs('ada', 2_000_000_000);
    const view = await renderContacts();
    await user.click(await screen.findByRole('button', { name: 'Diabetes Members: 1' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Doe, Jane' }));
    expect(screen.getByText('Selected patients: 1')).toBeInTheDocument();

    // Logout, then someone else signs in; the host hands its remotes a new store and data cache.
    act(() => writeStoredSession(null));
    view.endSignIn();
    signInAs('grace', 2_000_000_500);
    tenantRows = [johnRoe];
    view.show(<ContactsPage />);

    expect(await screen.findByRole('rowheader', { name: 'Roe, John' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Doe, Jane' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Selected patients/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'All patients' })).toHaveAttribute('aria-pressed', 'true'),
    );
    act(() => writeStoredSession(null));
  });
});
