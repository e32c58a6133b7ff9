import { screen } from '@testing-library/react';
import { renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../../i18n/areaTranslations';
import { ReportsPage } from './ReportsPage';

describe('ReportsPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startHostI18n('en', registerAreaTranslations);
    renderWithProviders(<ReportsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('See how your campaigns and touchpoints perform.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No reports yet' })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startHostI18n('es', registerAreaTranslations);
    renderWithProviders(<ReportsPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Informes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aún no hay informes' })).toBeInTheDocument();
  });
});
