import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('shows the heading, what the page is for and a labelled empty state', async () => {
    await renderWithTheme(
      <PageFrame
        title="Contacts"
        description="People your organisation reaches."
        emptyTitle="No contacts yet"
        emptyBody="Contacts you add appear here."
      />,
    );

    expect(screen.getByRole('region', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText('People your organisation reaches.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No contacts yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No contacts yet' })).toBeInTheDocument();
    expect(screen.getByText('Contacts you add appear here.')).toBeInTheDocument();
  });

  it('shows its content instead of the empty state, and never claims the main landmark', async () => {
    await renderWithTheme(
      <PageFrame title="Contacts" description="People." emptyTitle="No contacts yet" emptyBody="None.">
        <p>Ada</p>
      </PageFrame>,
    );

    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
