import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { LibrariesPage } from './LibrariesPage';

describe('LibrariesPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<LibrariesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Libraries' })).toBeInTheDocument();
    expect(screen.getByText('Reusable landing pages, message templates and surveys.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No library items yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No library items yet' })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startHostI18n('es', registerAreaTranslations);
    renderWithProviders(<LibrariesPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bibliotecas' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aún no hay elementos en la biblioteca' }),
    ).toBeInTheDocument();
  });
});
