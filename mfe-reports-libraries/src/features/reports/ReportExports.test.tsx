import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inTurn, refusal, writes } from '@outreach/shared-ui/testing';
import { pageOf, renderReports, reportExport, reportsApi } from '../../testing/renderReports';
import { EXPORT_POLL_MS } from './api';

// Following an export waits for the list's next reads, a few seconds apart.
jest.setTimeout(30_000);

const EXPORTS = '/api/touchpoints/reports/exports';

describe('exporting a report as CSV', () => {
  it('starts an export of the figures with the breakdown, and of the patients without it', async () => {
    const requests = reportsApi({
      createReportExport: ({ body }) => ({ status: 202, body: reportExport(9, body as object) }),
    });
    const user = userEvent.setup();
    await renderReports('/reports/5?touchpoint=21&send=301&from=2026-03-01&breakdown=language');

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('menuitem', { name: 'Figures' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The export has started.');
    expect(writes(requests).at(-1)).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: EXPORTS,
        body: {
          kind: 'aggregates',
          campaign_id: 5,
          touchpoint_id: 21,
          send_id: 301,
          from: '2026-03-01',
          to: null,
          breakdown: 'language',
        },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('menuitem', { name: 'One row per patient (holds health data)' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)[1]!.body).toEqual({
      kind: 'patients',
      campaign_id: 5,
      touchpoint_id: 21,
      send_id: 301,
      from: '2026-03-01',
      to: null,
      breakdown: null,
    });

    await user.click(screen.getByRole('link', { name: 'Follow it in Exports' }));
    expect(screen.getByText('Now at /reports/exports')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No exports in the last 7 days' })).toBeInTheDocument();
  });

  it('says why an export could not be started', async () => {
    reportsApi({ createReportExport: refusal('INTERNAL') });
    const user = userEvent.setup();
    await renderReports('/reports/5');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('menuitem', { name: 'Figures' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the exports', () => {
  const running = reportExport(9, {
    kind: 'patients',
    touchpoint_id: 21,
    from: '2026-03-01',
    to: '2026-03-31',
    state: 'running',
    rows_written: 300,
    rows_total: 1000,
  });

  it('shows the progress of one being written, then a link to its file', async () => {
    const requests = reportsApi({
      listReportExports: inTurn(
        { body: pageOf([running]) },
        {
          body: pageOf([
            {
              ...running,
              state: 'done',
              rows_written: 1000,
              bytes: 52_000,
              finished_at: '2026-03-04T10:31:00Z',
            },
          ]),
        },
      ),
      downloadReportExport: { raw: 'name,mrn\r\n', contentType: 'text/csv' },
    });
    await renderReports('/reports/exports');

    const table = await screen.findByRole('table', { name: 'Exports of the last 7 days' });
    const row = within(table).getByRole('rowheader', { name: 'Flu vaccination 2026' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'One row per patient',
      'One touchpoint, sent Mar 1, 2026 to Mar 31, 2026',
      'Dana ReyesMar 4, 2026, 10:30 AM',
      '300 of 1,000 rows',
      'Deleted on Mar 11, 2026, 10:30 AM',
    ]);
    const bar = within(row).getByRole('progressbar', {
      name: 'Export of Flu vaccination 2026 (One row per patient)',
    });
    expect(bar).toHaveAttribute('value', '300');
    expect(bar).toHaveAttribute('max', '1000');

    // The list is read again while an export is unfinished.
    // The next read comes EXPORT_POLL_MS later; a loaded machine may take several times that.
    const link = await within(row).findByRole('link', { name: 'Download' }, { timeout: EXPORT_POLL_MS * 10 });
    expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(link.getAttribute('href')).toMatch(/\/api\/touchpoints\/reports\/exports\/9\/file$/);
    expect(link).toHaveAttribute('download', 'flu-vaccination-2026-9.csv');
    expect(callsTo(requests, 'GET', EXPORTS).length).toBeGreaterThanOrEqual(2);

    const created = jest.fn<string, [Blob]>(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(await created.mock.calls[0]![0].text()).toBe('name,mrn\r\n');
    expect(callsTo(requests, 'GET', `${EXPORTS}/9/file`)).toHaveLength(1);
    click.mockRestore();
  });

  it('waits for a worker, and says when an export failed', async () => {
    reportsApi({
      listReportExports: {
        body: pageOf([reportExport(10), reportExport(11, { state: 'failed', breakdown: 'cohort' })]),
      },
    });
    await renderReports('/reports/exports');
    const table = await screen.findByRole('table', { name: 'Exports of the last 7 days' });
    const [queued, failed] = within(table).getAllByRole('row').slice(1);
    expect(within(queued!).getByText('Waiting to start')).toBeInTheDocument();
    expect(
      within(queued!).getByRole('progressbar', { name: 'Export of Flu vaccination 2026 (Figures)' }),
    ).not.toHaveAttribute('value');
    expect(
      within(failed!).getByText('The export failed. Start it again from the report.'),
    ).toBeInTheDocument();
    expect(within(failed!).getByText('Whole campaign, by cohort')).toBeInTheDocument();
    expect(within(failed!).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('says when there is none, and when the list could not be loaded', async () => {
    reportsApi({ listReportExports: inTurn(refusal('INTERNAL'), { body: pageOf([]) }) });
    const user = userEvent.setup();
    await renderReports('/reports/exports');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No exports in the last 7 days' })).toBeInTheDocument();
  });
});

describe('the exports in Arabic', () => {
  it('words the list and its progress in Arabic', async () => {
    reportsApi({
      listReportExports: {
        body: pageOf([
          reportExport(9, { kind: 'patients', state: 'running', rows_written: 3, rows_total: 4 }),
        ]),
      },
    });
    await renderReports('/reports/exports', 'ar');
    expect(await screen.findByRole('table', { name: 'عمليات التصدير في آخر 7 أيام' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'تصدير Flu vaccination 2026 (صف لكل مريض)' }),
    ).toHaveAttribute('value', '3');
    expect(screen.getByRole('navigation', { name: 'طرق عرض التقارير' })).toBeInTheDocument();
  });
});
