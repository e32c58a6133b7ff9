import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, gate, refusal } from '@outreach/shared-ui/testing';
import { fluCampaign, makeCampaign, makePage } from '../../testing/fixtures';
import { renderStudio, renderWithTable, studioApi } from '../../testing/renderStudio';

const LIST = '/api/campaigns/';
const fiftyCampaigns = Array.from({ length: 50 }, (_, index) => makeCampaign(100 + index));

describe('the list of campaigns', () => {
  it('asks for the first page of 50 without touchpoints and shows each campaign', async () => {
    const requests = studioApi();
    await renderWithTable();

    expect(callsTo(requests, 'GET', LIST)[0]!.query).toEqual({
      get_page: '1',
      page_size: '50',
      verbose: 'false',
    });
    const table = screen.getByRole('table', { name: 'Campaigns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Status', 'Owner', 'Touchpoints', 'Last changed', 'Actions']);
    const flu = within(table).getByRole('rowheader', { name: 'Flu vaccination 2026' }).closest('tr')!;
    expect(
      within(flu)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Active', 'Grace Hopper', '2 of 3 published', 'Mar 4, 2026', 'Clone']);
    const diabetes = within(table).getByRole('rowheader', { name: 'Diabetes check-up' }).closest('tr')!;
    expect(within(diabetes).getByText('Draft')).toBeInTheDocument();
    expect(within(diabetes).getByText('No touchpoints yet')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('says a campaign waits for your review instead of its status', async () => {
    studioApi({
      listCampaigns: {
        body: makePage([makeCampaign(7, { name: 'Heart failure', awaiting_your_review_count: 1 })]),
      },
    });
    await renderWithTable();

    const row = screen.getByRole('rowheader', { name: 'Heart failure' }).closest('tr')!;
    expect(within(row).getByText('Waiting for your review')).toBeInTheDocument();
    expect(within(row).queryByText('Draft')).not.toBeInTheDocument();
  });

  it('pages with Next and Previous, sending the zero-based page plus one', async () => {
    const requests = studioApi({
      listCampaigns: ({ query }) =>
        query.get_page === '1'
          ? { body: makePage(fiftyCampaigns, { total: 51, has_next: true }) }
          : { body: makePage([fluCampaign], { page: 2, total: 51 }) },
    });
    const user = userEvent.setup();
    await renderWithTable();
    const paging = screen.getByRole('navigation', { name: 'Pages of campaigns' });
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(paging).getByText('1–50 of 51')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', LIST).at(-1)!.query).toEqual({
      get_page: '2',
      page_size: '50',
      verbose: 'false',
    });
    expect(within(paging).getByText('Page 2')).toBeInTheDocument();
    expect(within(paging).getByText('51–51 of 51')).toBeInTheDocument();
    expect(within(paging).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(paging).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('rowheader', { name: 'Campaign 100' })).toBeInTheDocument();
    expect(within(paging).getByText('Page 1')).toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page, and keeps the focus in the box', async () => {
    const requests = studioApi({
      listCampaigns: ({ query }) =>
        query.search
          ? { body: makePage([fluCampaign]) }
          : { body: makePage(fiftyCampaigns, { total: 51, has_next: true }) },
    });
    const user = userEvent.setup();
    await renderWithTable();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2')).toBeInTheDocument());

    const box = screen.getByRole('searchbox', { name: 'Search campaigns' });
    await user.type(box, 'flu');
    // Nothing is searched while the user is still typing.
    expect(callsTo(requests, 'GET', LIST).filter((request) => request.query.search)).toEqual([]);

    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
    const searches = callsTo(requests, 'GET', LIST).filter((request) => request.query.search);
    expect(searches.map((request) => request.query)).toEqual([
      { get_page: '1', page_size: '50', verbose: 'false', search: 'flu' },
    ]);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('filters by status, and shows all statuses again', async () => {
    const requests = studioApi({
      listCampaigns: ({ query }) => ({ body: makePage(query.status ? [] : [fluCampaign]) }),
    });
    const user = userEvent.setup();
    await renderWithTable();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Draft', 'Active', 'Completed', 'Archived']);

    await user.selectOptions(status, 'Archived');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', LIST).at(-1)!.query).toEqual({
        get_page: '1',
        page_size: '50',
        verbose: 'false',
        status: 'archived',
      }),
    );
    expect(await screen.findByRole('region', { name: 'No campaigns match' })).toBeInTheDocument();

    await user.selectOptions(status, 'All statuses');
    // The whole list comes back from the cache.
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', async () => {
    const hold = gate();
    studioApi({ listCampaigns: { body: makePage([fluCampaign]), gate: hold.promise } });
    await renderStudio();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading campaigns…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => hold.release());
    expect(await screen.findByRole('table', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.queryByText('Loading campaigns…')).not.toBeInTheDocument();
  });

  it('invites to create the first campaign when there are none', async () => {
    studioApi({ listCampaigns: { body: makePage([]) } });
    const user = userEvent.setup();
    await renderStudio();

    const empty = await screen.findByRole('region', { name: 'No campaigns yet' });
    expect(
      within(empty).getByText('Create your first campaign to start reaching your patients.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of campaigns' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Create campaign' }));
    expect(screen.getByRole('dialog', { name: 'Create campaign' })).toBeInTheDocument();
  });

  it('says when a search finds nothing, and clears search and filter on request', async () => {
    const requests = studioApi({
      listCampaigns: ({ query }) => ({ body: makePage(query.search ? [] : [fluCampaign]) }),
    });
    const user = userEvent.setup();
    await renderWithTable();
    const box = screen.getByRole('searchbox', { name: 'Search campaigns' });
    await user.type(box, 'measles{Enter}');

    const noResults = await screen.findByRole('region', { name: 'No campaigns match' });
    expect(within(noResults).getByText('Try other words or another status.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'No campaigns yet' })).not.toBeInTheDocument();
    await user.click(within(noResults).getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByRole('table', { name: 'Campaigns' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', LIST).map((request) => request.query.search)).toEqual([
      undefined,
      'measles',
    ]);
  });

  it('says the data could not be loaded, and loads it again on retry', async () => {
    let failing = true;
    studioApi({
      listCampaigns: () => (failing ? refusal('INTERNAL') : { body: makePage([fluCampaign]) }),
    });
    const user = userEvent.setup();
    await renderStudio();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        name: 'An error has occurred while loading the data for this page.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
