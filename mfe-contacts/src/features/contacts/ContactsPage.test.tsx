import { screen, within } from '@testing-library/react';
import { contactsApi, renderContacts } from '../../testing/renderContacts';

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
});
