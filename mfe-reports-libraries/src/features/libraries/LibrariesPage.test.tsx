import { screen } from '@testing-library/react';
import { renderWithProviders, startI18n } from '../../test/renderWithProviders';
import { LibrariesPage } from './LibrariesPage';

describe('LibrariesPage', () => {
  it('shows the heading, what the page is for and the empty state', async () => {
    await startI18n('en');
    renderWithProviders(<LibrariesPage />);

    expect(screen.getByRole('heading', { level: 1, name: "Libraries" })).toBeInTheDocument();
    expect(screen.getByText("Reusable landing pages, message templates and surveys.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "No library items yet" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "No library items yet" })).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    await startI18n('es');
    renderWithProviders(<LibrariesPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: "Bibliotecas" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Aún no hay elementos en la biblioteca" })).toBeInTheDocument();
  });
});
