import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, refusal, writes } from '@outreach/shared-ui/testing';
import {
  AS_OF,
  funnelReport,
  makeFunnel,
  patient,
  renderReport,
  renderReports,
  reportsApi,
} from '../../testing/renderReports';

const FUNNEL = '/api/metrics/funnel';
const ACT_ON = '/api/metrics/patients-to-act-on';

function cellsOf(table: HTMLElement, rowName: string): (string | null)[] {
  const row = within(table).getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe("a campaign's report", () => {
  it('shows the funnel with each share and its denominator, without the steps that do not apply', async () => {
    const requests = reportsApi();
    await renderReport();

    expect(screen.getByRole('heading', { level: 1, name: 'Flu vaccination 2026' })).toBeInTheDocument();
    expect(screen.getByText('Data as of Mar 4, 2026, 10:30 AM')).toBeInTheDocument();
    expect(
      screen.getByText('602 patients confirmed their date of birth (46.3% of 1,300 sent)'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'GET', FUNNEL)[0]!.query).toEqual({ campaign_id: '5' });

    const table = screen.getByRole('table', { name: 'The funnel in figures' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Sent',
      'Delivered',
      'Opened the link',
      'Confirmed their date of birth',
      'Started watching',
      'Finished the videos',
      'Answered every question',
      'Pressed a button',
    ]);
    expect(cellsOf(table, 'Sent')).toEqual(['1,300', '—No share: the first step']);
    expect(cellsOf(table, 'Delivered')).toEqual(['1,204', '92.6% of 1,300 sent']);
    expect(cellsOf(table, 'Opened the link')).toEqual(['800', '66.4% of 1,204 delivered']);
    expect(cellsOf(table, 'Answered every question')).toEqual([
      '300',
      '75% of 400 who finished the videos240 answered every question correctly (80%)',
    ]);
    // The survey does not apply: the next step's share is of the step before that does.
    expect(cellsOf(table, 'Pressed a button')).toEqual(['60', '20% of 300 who answered every question']);
    expect(
      screen.getByText(
        'Automated opens (e-mail scanners and link previews, with no page shown): 37. They are counted apart, never as patients reached.',
      ),
    ).toBeInTheDocument();

    const chart = await screen.findByRole('img', {
      name: 'Bar chart of the funnel; the table after it gives the same figures',
    });
    expect(within(chart).getByText('Delivered · 1,204 · 92.6% of 1,300 sent')).toBeInTheDocument();
    expect(within(chart).queryByText(/Completed the survey/)).not.toBeInTheDocument();
  });

  it('breaks the funnel down by language, each share of the same language’s step before', async () => {
    const requests = reportsApi({
      getFunnelReport: ({ query }) => ({
        body:
          query.breakdown === 'language'
            ? funnelReport({
                breakdown: 'language',
                groups: [
                  {
                    key: 'en',
                    label: 'en',
                    funnel: makeFunnel({
                      sent: 1000,
                      delivered: 900,
                      opened: 450,
                      verified: 300,
                      started: 250,
                      watched: 200,
                      answered: 150,
                      acted: 30,
                    }),
                  },
                  {
                    key: 'es',
                    label: 'es',
                    funnel: makeFunnel({
                      sent: 300,
                      delivered: 304,
                      opened: 350,
                      verified: 302,
                      started: 250,
                      watched: 200,
                      answered: 150,
                      acted: 30,
                    }),
                  },
                ],
              })
            : funnelReport(),
      }),
    });
    const user = userEvent.setup();
    await renderReport();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Break down by' }), 'Language');
    const table = await screen.findByRole('table', { name: 'The funnel by language' });
    expect(callsTo(requests, 'GET', FUNNEL).at(-1)!.query).toEqual({
      campaign_id: '5',
      breakdown: 'language',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
        .slice(0, 4),
    ).toEqual(['Language', 'Sent', 'Delivered', 'Opened the link']);
    expect(cellsOf(table, 'English').slice(0, 3)).toEqual(['1,000', '90090%', '45050%']);
    // A share never passes 100 %, even when figures arrive out of step.
    expect(cellsOf(table, 'Spanish').slice(0, 3)).toEqual(['300', '304100%', '350100%']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Break down by' }), 'No breakdown');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'The funnel by language' })).not.toBeInTheDocument(),
    );
  });

  it('names cohorts, channels, versions and days in the breakdown', async () => {
    reportsApi({
      getFunnelReport: ({ query }) => {
        if (!query.breakdown) return { body: funnelReport() };
        const groups = {
          cohort: [
            { key: '11', label: 'Diabetes', funnel: makeFunnel({ sent: 10 }) },
            { key: '', label: '', funnel: makeFunnel({ sent: 2 }) },
          ],
          channel: [{ key: 'email_and_sms', label: 'email_and_sms', funnel: makeFunnel({ sent: 10 }) }],
          version: [{ key: '2', label: '2', funnel: makeFunnel({ sent: 10 }) }],
          day: [{ key: '2026-03-02', label: '2026-03-02', funnel: makeFunnel({ sent: 10 }) }],
        }[query.breakdown as 'cohort' | 'channel' | 'version' | 'day'];
        return { body: funnelReport({ breakdown: query.breakdown as 'cohort', groups }) };
      },
    });
    const user = userEvent.setup();
    await renderReport();
    const picker = screen.getByRole('combobox', { name: 'Break down by' });

    await user.selectOptions(picker, 'Cohort');
    let table = await screen.findByRole('table', { name: 'The funnel by cohort' });
    expect(within(table).getByRole('rowheader', { name: 'Diabetes' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Sent on their own' })).toBeInTheDocument();

    await user.selectOptions(picker, 'Channel');
    table = await screen.findByRole('table', { name: 'The funnel by channel' });
    expect(within(table).getByRole('rowheader', { name: 'E-mail and SMS' })).toBeInTheDocument();

    await user.selectOptions(picker, 'Version');
    table = await screen.findByRole('table', { name: 'The funnel by version' });
    expect(within(table).getByRole('rowheader', { name: 'Version 2' })).toBeInTheDocument();

    await user.selectOptions(picker, 'Day sent');
    table = await screen.findByRole('table', { name: 'The funnel by day sent' });
    expect(within(table).getByRole('rowheader', { name: 'Mar 2, 2026' })).toBeInTheDocument();
  });

  it('checks the date range as the API does before asking for it', async () => {
    const requests = reportsApi();
    const user = userEvent.setup();
    await renderReport();
    const from = screen.getByLabelText('Sent from');
    const to = screen.getByLabelText('Sent until');

    await user.type(from, '2026-03-10');
    await user.type(to, '2026-03-01');
    expect(to).toHaveAccessibleDescription('End the range on or after its start.');

    await user.clear(to);
    await user.type(to, '2028-03-10');
    expect(to).toHaveAccessibleDescription('Choose a range of at most two years.');
    expect(callsTo(requests, 'GET', FUNNEL).map((request) => request.query.to)).not.toContain('2028-03-10');
    expect(callsTo(requests, 'GET', FUNNEL).map((request) => request.query.to)).not.toContain('2026-03-01');

    await user.clear(to);
    await user.type(to, '2026-03-31');
    expect(to).not.toHaveAccessibleDescription();
    await waitFor(() =>
      expect(callsTo(requests, 'GET', FUNNEL).at(-1)!.query).toEqual({
        campaign_id: '5',
        from: '2026-03-10',
        to: '2026-03-31',
      }),
    );
  });

  it('narrows the report to a touchpoint and to one of its sends', async () => {
    const requests = reportsApi();
    const user = userEvent.setup();
    await renderReport();
    const send = screen.getByRole('combobox', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Touchpoint' }), 'Reminder');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', FUNNEL).at(-1)!.query).toEqual({
        campaign_id: '5',
        touchpoint_id: '21',
      }),
    );
    expect(send).toBeEnabled();
    await user.selectOptions(send, 'Mar 2, 2026, 9:00 AM (version 2)');
    await waitFor(() =>
      expect(callsTo(requests, 'GET', FUNNEL).at(-1)!.query).toEqual({
        campaign_id: '5',
        touchpoint_id: '21',
        send_id: '301',
      }),
    );
  });

  it('says no patient has opened the campaign while nothing has been sent', async () => {
    const requests = reportsApi({ getCampaignMetrics: { status: 204, body: null } });
    await renderReports('/reports/5');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No patient has opened this campaign yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsTo(requests, 'GET', ACT_ON)).toEqual([]);
  });

  it('says the report could not be loaded', async () => {
    reportsApi({ getCampaignOverview: refusal('NOT_FOUND') });
    await renderReports('/reports/5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while loading the data for this page.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('patients to act on', () => {
  it('lists the patients of the chosen step a page at a time', async () => {
    const requests = reportsApi({
      listPatientsToActOn: ({ query }) =>
        query.page_token === '9'
          ? { body: { results: [patient(3, { language: 'es', channel: 'sms' })], next_page_token: null } }
          : { body: { results: [patient(1), patient(2)], next_page_token: '9' } },
    });
    const user = userEvent.setup();
    await renderReport();
    const section = screen.getByRole('region', { name: 'Patients to act on' });
    expect(callsTo(requests, 'GET', ACT_ON)[0]!.query).toEqual({
      campaign_id: '5',
      step: 'opened',
      page_size: '50',
    });

    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Patients who' }),
      'Did not answer every question correctly',
    );
    const table = await within(section).findByRole('table', {
      name: 'Patients to act on: Did not answer every question correctly',
    });
    expect(callsTo(requests, 'GET', ACT_ON).at(-1)!.query).toEqual({
      campaign_id: '5',
      step: 'understood',
      page_size: '50',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'MRN', 'Language', 'Channel', 'Sent']);
    expect(cellsOf(table, 'Doe, Pat1')).toEqual(['MRN-1', 'English', 'E-mail', 'Mar 2, 2026, 9:00 AM']);

    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('rowheader', { name: 'Doe, Pat3' })).toBeInTheDocument();
    expect(cellsOf(table, 'Doe, Pat3')).toEqual(['MRN-3', 'Spanish', 'SMS', 'Mar 2, 2026, 9:00 AM']);
    expect(callsTo(requests, 'GET', ACT_ON).at(-1)!.query).toEqual({
      campaign_id: '5',
      step: 'understood',
      page_size: '50',
      page_token: '9',
    });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nobody is left to act on', async () => {
    reportsApi();
    await renderReport();
    const section = screen.getByRole('region', { name: 'Patients to act on' });
    expect(
      await within(section).findByRole('heading', { name: 'No patients to act on' }),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Make a cohort of these patients' }),
    ).not.toBeInTheDocument();
  });

  it('makes a cohort of them and links to it in Contacts', async () => {
    const requests = reportsApi({
      listPatientsToActOn: { body: { results: [patient(1)], next_page_token: '9' } },
      createCohortFromReport: ({ body }) =>
        (body as { title: string }).title === 'Flu'
          ? refusal('VALIDATION_FAILED', [
              { path: 'body.title', message: 'A cohort with this title already exists.' },
            ])
          : {
              status: 201,
              body: { id: 44, title: 'Flu reminders', tenant: 7, patient_count: 51, created_at: AS_OF },
            },
    });
    const user = userEvent.setup();
    await renderReport();
    const section = screen.getByRole('region', { name: 'Patients to act on' });
    await within(section).findByRole('rowheader', { name: 'Doe, Pat1' });

    await user.click(within(section).getByRole('button', { name: 'Make a cohort of these patients' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a cohort' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await user.type(title, 'F');
    await user.click(within(dialog).getByRole('button', { name: 'Make the cohort' }));
    expect(title).toHaveAccessibleDescription('Use at least 2 characters.');
    expect(writes(requests)).toEqual([]);

    await user.type(title, 'lu{Enter}');
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('A cohort with this title already exists.'),
    );

    await user.clear(title);
    await user.type(title, 'Flu reminders{Enter}');
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The cohort Flu reminders has been made with 51 patients.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests).at(-1)).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/metrics/patients-to-act-on/cohort',
        body: { report: { campaign_id: 5, step: 'opened' }, title: 'Flu reminders' },
      }),
    );
    await user.click(within(section).getByRole('link', { name: 'Open it in Contacts' }));
    expect(await screen.findByText('Now at /contacts?cohort=44')).toBeInTheDocument();
  });
});

describe('the report in Arabic', () => {
  it('reads right to left: Arabic words, and bars that grow from the right', async () => {
    reportsApi();
    await renderReport('ar');
    expect(await screen.findByRole('table', { name: 'القمع بالأرقام' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /^مخطط شريطي للقمع/ });
    const labels = chart.querySelectorAll('text');
    expect(labels.length).toBeGreaterThan(0);
    labels.forEach((label) => expect(label).toHaveAttribute('direction', 'rtl'));
    const bars = [...chart.querySelectorAll('rect')];
    // The widest bar (everyone sent) fills the line; the others end at the right edge, like it.
    for (const bar of bars) {
      expect(Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))).toBeCloseTo(760);
    }
    expect(Number(bars[1]!.getAttribute('x'))).toBeGreaterThan(0);
  });
});
