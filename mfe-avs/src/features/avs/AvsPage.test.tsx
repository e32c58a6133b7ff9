import { screen } from '@testing-library/react';
import { renderWithProviders, startI18n } from '../../test/renderWithProviders';
import { AvsPage } from './AvsPage';

describe('AvsPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startI18n('en');
    renderWithProviders(<AvsPage />);

    expect(screen.getByRole('heading', { level: 1, name: "After-visit summaries" })).toBeInTheDocument();
    expect(screen.getByText("Summaries that patients receive after their visit.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "No after-visit summaries yet" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "No after-visit summaries yet" })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startI18n('ja');
    renderWithProviders(<AvsPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: "受診後サマリー" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "受診後サマリーはまだありません" })).toBeInTheDocument();
  });
});
