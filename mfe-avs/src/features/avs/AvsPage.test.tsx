import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { AvsPage } from './AvsPage';

describe('AvsPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<AvsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'After-visit summaries' })).toBeInTheDocument();
    expect(screen.getByText('Summaries that patients receive after their visit.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No after-visit summaries yet' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No after-visit summaries yet' }),
    ).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startHostI18n('ja', registerAreaTranslations);
    renderWithProviders(<AvsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: '受診後サマリー' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '受診後サマリーはまだありません' }),
    ).toBeInTheDocument();
  });
});
