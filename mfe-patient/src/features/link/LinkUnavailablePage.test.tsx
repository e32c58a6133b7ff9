import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { LinkUnavailablePage } from './LinkUnavailablePage';

describe('LinkUnavailablePage', () => {
  it('tells the patient the link cannot be opened and what to do', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<LinkUnavailablePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'This link is not available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The link may have expired or may be incomplete. Please contact your care team for a new link.',
      ),
    ).toBeInTheDocument();
  });

  it('is translated into the chosen language', async () => {
    await startHostI18n('ar', registerAreaTranslations);
    renderWithProviders(<LinkUnavailablePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'هذا الرابط غير متاح' })).toBeInTheDocument();
  });
});
