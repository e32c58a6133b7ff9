import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fluCampaign } from '../../testing/fixtures';
import { renderStudio, renderWithTable, studioApi } from '../../testing/renderStudio';

describe('the studio home page', () => {
  it('says what the page is for and offers to create a campaign', async () => {
    studioApi();
    await renderWithTable();

    expect(screen.getByRole('heading', { level: 1, name: 'All campaigns' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'All your outreach campaigns: start a new one, pick one up where you left it, or clone one that worked.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create campaign' })).toBeInTheDocument();
  });

  it('opens a campaign at the create page from its name', async () => {
    studioApi();
    const user = userEvent.setup();
    await renderWithTable();

    const link = screen.getByRole('link', { name: fluCampaign.name });
    expect(link).toHaveAttribute('href', '/create?campaign=11');
    await user.click(link);
    expect(await screen.findByText('Now at /create?campaign=11')).toBeInTheDocument();
  });

  it('speaks the chosen language once its bundle has loaded', async () => {
    studioApi();
    await renderStudio('fr');

    expect(await screen.findByRole('button', { name: 'Créer une campagne' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Campagnes' });
    const flu = within(table).getByRole('rowheader', { name: fluCampaign.name }).closest('tr')!;
    expect(within(flu).getByText('2 sur 3 publiés')).toBeInTheDocument();
    expect(within(flu).getByText('Active')).toBeInTheDocument();
    expect(within(flu).getByText('4 mars 2026')).toBeInTheDocument();
  });
});
