import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { CreatePage } from './CreatePage';

describe('CreatePage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<CreatePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Create a campaign' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Build outreach campaigns from touchpoints: landing pages, e-mail and SMS messages, videos and surveys.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No campaigns yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No campaigns yet' })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startHostI18n('fr', registerAreaTranslations);
    renderWithProviders(<CreatePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Créer une campagne' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aucune campagne pour le moment' }),
    ).toBeInTheDocument();
  });
});
