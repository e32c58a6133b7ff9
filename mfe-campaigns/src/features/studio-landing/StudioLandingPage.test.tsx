import { screen } from '@testing-library/react';
import { renderWithProviders, startI18n } from '../../test/renderWithProviders';
import { StudioLandingPage } from './StudioLandingPage';

describe('StudioLandingPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startI18n('en');
    renderWithProviders(<StudioLandingPage />);

    expect(screen.getByRole('heading', { level: 1, name: "Studio" })).toBeInTheDocument();
    expect(screen.getByText("Prepare the videos, templates and media your touchpoints use.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Nothing in the studio yet" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Nothing in the studio yet" })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startI18n('fr');
    renderWithProviders(<StudioLandingPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: "Studio" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Le studio est encore vide" })).toBeInTheDocument();
  });
});
