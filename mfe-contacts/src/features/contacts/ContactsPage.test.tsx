import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { ContactsPage } from './ContactsPage';

describe('ContactsPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<ContactsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText('Patients and cohorts you can reach with your campaigns.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No contacts yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No contacts yet' })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startHostI18n('de', registerAreaTranslations);
    renderWithProviders(<ContactsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Noch keine Kontakte' })).toBeInTheDocument();
  });
});
