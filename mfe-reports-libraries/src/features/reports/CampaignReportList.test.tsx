import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, refusal } from '@outreach/shared-ui/testing';
import { AS_OF, campaignRow, fluRow, renderReports, reportsApi } from '../../testing/renderReports';

const LIST = '/api/metrics/campaigns';
const fifty = Array.from({ length: 50 }, (_, index) => campaignRow(100 + index));

function page(
  results: ReturnType<typeof campaignRow>[],
  extra: { page?: number; total?: number; has_next?: boolean } = {},
) {
  return {
    body: {
      results,
      page: extra.page ?? 1,
      page_size: 50,
      total: extra.total ?? results.length,
      has_next: extra.has_next ?? false,
      as_of: AS_OF,
      time_zone: 'UTC',
    },
  };
}

describe('the list of campaign reports', () => {
  it("shows each campaign's headline figures and when they were taken", async () => {
    const requests = reportsApi({
      listCampaignReports: page([fluRow, campaignRow(6, { name: 'Diabetes check-up' })]),
    });
    await renderReports();

    const table = await screen.findByRole('table', { name: 'Campaigns and their figures' });
    expect(callsTo(requests, 'GET', LIST)[0]!.query).toEqual({ get_page: '1', page_size: '50' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Campaign', 'Patients sent', 'Confirmed their date of birth', 'Last sent']);
    const flu = within(table).getByRole('rowheader', { name: 'Flu vaccination 2026' }).closest('tr')!;
    expect(
      within(flu)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,300', '602 (46.3% of sent)', 'Mar 2, 2026, 9:00 AM']);
    const diabetes = within(table).getByRole('rowheader', { name: 'Diabetes check-up' }).closest('tr')!;
    expect(within(diabetes).getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.getByText('Data as of Mar 4, 2026, 10:30 AM')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Flu vaccination 2026' })).toHaveAttribute(
      'href',
      '/reports/5',
    );
  });

  it('pages with Next and Previous', async () => {
    const requests = reportsApi({
      listCampaignReports: ({ query }) =>
        query.get_page === '1'
          ? page(fifty, { total: 51, has_next: true })
          : page([fluRow], { page: 2, total: 51 }),
    });
    const user = userEvent.setup();
    await renderReports();
    const paging = await screen.findByRole('navigation', { name: 'Pages of campaigns' });
    expect(within(paging).getByText('1–50 of 51')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', LIST).at(-1)!.query).toEqual({ get_page: '2', page_size: '50' });
    expect(within(paging).getByText('51–51 of 51')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('rowheader', { name: 'Campaign 100' })).toBeInTheDocument();
  });

  it('searches by name from the first page, and says when nothing matches', async () => {
    const requests = reportsApi({
      listCampaignReports: ({ query }) => (query.search ? page([]) : page([fluRow])),
    });
    const user = userEvent.setup();
    await renderReports();
    await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' });

    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'asthma{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No campaign matches your search' }),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'GET', LIST).at(-1)!.query).toEqual({
      get_page: '1',
      page_size: '50',
      search: 'asthma',
    });
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
  });

  it('says when the tenant has no campaign yet', async () => {
    reportsApi({ listCampaignReports: page([]) });
    await renderReports();
    expect(await screen.findByRole('heading', { level: 2, name: 'No campaigns yet' })).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on request', async () => {
    let failing = true;
    reportsApi({
      listCampaignReports: () => (failing ? refusal('INTERNAL') : page([fluRow])),
    });
    const user = userEvent.setup();
    await renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Flu vaccination 2026' })).toBeInTheDocument();
  });
});
