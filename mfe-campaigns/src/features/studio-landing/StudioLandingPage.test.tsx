import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { StudioLandingPage } from './StudioLandingPage';

describe('StudioLandingPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<StudioLandingPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(
      screen.getByText('Prepare the videos, templates and media your touchpoints use.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nothing in the studio yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing in the studio yet' })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startHostI18n('fr', registerAreaTranslations);
    renderWithProviders(<StudioLandingPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Le studio est encore vide' })).toBeInTheDocument();
  });
});
