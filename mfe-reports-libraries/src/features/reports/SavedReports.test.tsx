import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, refusal, writes } from '@outreach/shared-ui/testing';
import { pageOf, renderReports, reportsApi, savedReport } from '../../testing/renderReports';

const FUNNEL = '/api/metrics/funnel';
const SAVED = '/api/touchpoints/reports';
const SCOPED = '/reports/5?touchpoint=21&send=301&from=2026-03-01&to=2026-03-31&breakdown=language';

async function renderScopedReport(path = SCOPED) {
  await renderReports(path);
  return screen.findByRole('button', { name: 'Save report' });
}

describe("the report's scope in the address", () => {
  it('opens with the scope and breakdown the address holds, and keeps them there as they change', async () => {
    const requests = reportsApi();
    const user = userEvent.setup();
    await renderScopedReport();

    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveDisplayValue('Reminder');
    expect(screen.getByRole('combobox', { name: 'Send' })).toHaveDisplayValue(
      'Mar 2, 2026, 9:00 AM (version 2)',
    );
    expect(screen.getByLabelText('Sent from')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Sent until')).toHaveValue('2026-03-31');
    expect(screen.getByRole('combobox', { name: 'Break down by' })).toHaveDisplayValue('Language');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', FUNNEL).at(-1)!.query).toEqual({
        campaign_id: '5',
        touchpoint_id: '21',
        send_id: '301',
        from: '2026-03-01',
        to: '2026-03-31',
        breakdown: 'language',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Break down by' }), 'Channel');
    expect(
      screen.getByText(
        'Now at /reports/5?touchpoint=21&send=301&from=2026-03-01&to=2026-03-31&breakdown=channel',
      ),
    ).toBeInTheDocument();

    // Another touchpoint has other sends: the send goes back to all of them.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Touchpoint' }), 'Follow-up');
    expect(
      screen.getByText('Now at /reports/5?touchpoint=22&from=2026-03-01&to=2026-03-31&breakdown=channel'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Touchpoint' }), 'Whole campaign');
    expect(
      screen.getByText('Now at /reports/5?from=2026-03-01&to=2026-03-31&breakdown=channel'),
    ).toBeInTheDocument();
  });

  it('falls back to the defaults for what the address holds wrong', async () => {
    const requests = reportsApi();
    await renderScopedReport('/reports/5?touchpoint=99&send=301&from=2026-02-31&to=soon&breakdown=colour');

    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveDisplayValue('Whole campaign');
    expect(screen.getByRole('combobox', { name: 'Send' })).toBeDisabled();
    expect(screen.getByLabelText('Sent from')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Break down by' })).toHaveDisplayValue('No breakdown');
    // The funnel is asked for once its scope is read from the address: wait for the request.
    await waitFor(() =>
      expect(callsTo(requests, 'GET', FUNNEL).map((request) => request.query)).toEqual([
        { campaign_id: '5' },
      ]),
    );
  });

  it('leaves a send of another touchpoint out', async () => {
    const requests = reportsApi();
    await renderScopedReport('/reports/5?touchpoint=22&send=301');
    expect(screen.getByRole('combobox', { name: 'Touchpoint' })).toHaveDisplayValue('Follow-up');
    expect(screen.getByRole('combobox', { name: 'Send' })).toHaveDisplayValue('All sends');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', FUNNEL)[0]?.query).toEqual({ campaign_id: '5', touchpoint_id: '22' }),
    );
  });
});

describe('saving a report', () => {
  it('offers a name from the campaign and the scope, and saves the scope under the name given', async () => {
    const requests = reportsApi({
      createSavedReport: ({ body }) => {
        const { name } = body as { name: string };
        if (name.length > 4000) return refusal('BODY_TOO_LARGE');
        if (name.length > 200)
          return refusal('VALIDATION_FAILED', [
            { path: 'body.name', message: 'Use at most 200 characters.' },
          ]);
        return { status: 201, body: savedReport(7, { name }) };
      },
    });
    const user = userEvent.setup();
    await user.click(await renderScopedReport('/reports/5?touchpoint=21&from=2026-03-01&breakdown=day'));

    const dialog = screen.getByRole('dialog', { name: 'Save the report' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Flu vaccination 2026 — Reminder, sent from Mar 1, 2026, by day sent');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name the report.');
    expect(writes(requests)).toEqual([]);

    await user.type(name, 'x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use a shorter name.'));

    // A name of ten thousand characters makes the body too large: said at the name as well.
    await user.clear(name);
    name.focus();
    await user.paste('y'.repeat(10_000));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(requests, 'POST', SAVED)).toHaveLength(2));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use a shorter name.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Flu reminders in March{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The report Flu reminders in March has been saved.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests).at(-1)).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: SAVED,
        body: {
          name: 'Flu reminders in March',
          campaign_id: 5,
          touchpoint_id: 21,
          send_id: null,
          from: '2026-03-01',
          to: null,
          breakdown: 'day',
        },
      }),
    );
  });
});

describe('the saved reports', () => {
  const weekly = savedReport(7, {
    name: 'Weekly flu',
    touchpoint_id: 21,
    from: '2026-03-01',
    to: '2026-03-31',
    breakdown: 'day',
  });

  it('lists them with what they cover, and opens one with its scope', async () => {
    const requests = reportsApi({ listSavedReports: { body: pageOf([weekly, savedReport(8)]) } });
    const user = userEvent.setup();
    await renderReports('/reports');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Reports views' })).getByRole('link', {
        name: 'Saved reports',
      }),
    );

    const table = await screen.findByRole('table', { name: 'Saved reports' });
    expect(callsTo(requests, 'GET', SAVED)[0]!.query).toEqual({ get_page: '1', page_size: '50' });
    const row = within(table).getByRole('rowheader', { name: 'Weekly flu' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Flu vaccination 2026',
      'One touchpoint, sent Mar 1, 2026 to Mar 31, 2026',
      'Day sent',
      'Dana ReyesMar 4, 2026, 10:30 AM',
      'Delete',
    ]);
    const other = within(table).getByRole('rowheader', { name: 'Report 8' }).closest('tr')!;
    expect(within(other).getByText('Whole campaign')).toBeInTheDocument();

    await user.click(within(table).getByRole('link', { name: 'Weekly flu' }));
    expect(
      screen.getByText('Now at /reports/5?touchpoint=21&from=2026-03-01&to=2026-03-31&breakdown=day'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Touchpoint' })).toHaveDisplayValue('Reminder');
    expect(screen.getByRole('combobox', { name: 'Break down by' })).toHaveDisplayValue('Day sent');
  });

  it('searches them by name', async () => {
    const requests = reportsApi({
      listSavedReports: ({ query }) => ({ body: pageOf(query.search ? [] : [weekly]) }),
    });
    const user = userEvent.setup();
    await renderReports('/reports/saved');
    await screen.findByRole('rowheader', { name: 'Weekly flu' });
    await user.type(screen.getByRole('searchbox', { name: 'Search saved reports' }), 'asthma{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'No saved report matches your search' }),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'GET', SAVED).at(-1)!.query).toEqual({
      get_page: '1',
      page_size: '50',
      search: 'asthma',
    });
  });

  it('deletes one once the user confirms', async () => {
    let kept = [weekly];
    const requests = reportsApi({
      listSavedReports: () => ({ body: pageOf(kept) }),
      deleteSavedReport: () => {
        kept = [];
        return { body: { id: 7 } };
      },
    });
    const user = userEvent.setup();
    await renderReports('/reports/saved');
    await screen.findByRole('rowheader', { name: 'Weekly flu' });

    await user.click(screen.getByRole('button', { name: 'Delete Weekly flu' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete the saved report?' });
    expect(dialog).toHaveTextContent('Weekly flu will no longer be listed. The figures stay.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Weekly flu' }));
    dialog = screen.getByRole('dialog', { name: 'Delete the saved report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The saved report Weekly flu has been deleted.',
    );
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'DELETE', path: `${SAVED}/7` })]);
    expect(await screen.findByRole('heading', { name: 'No saved reports yet' })).toBeInTheDocument();
  });

  it('says the list could not be loaded', async () => {
    reportsApi({ listSavedReports: refusal('INTERNAL') });
    await renderReports('/reports/saved');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
  });
});
