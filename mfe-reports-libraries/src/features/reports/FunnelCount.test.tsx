import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  funnelReport,
  makeFunnel,
  renderReport,
  renderReports,
  reportsApi,
} from '../../testing/renderReports';

const PATIENTS_TABLE = 'The funnel in figures';
const EVENTS_TABLE = 'The events at each step in figures';
const NOTE =
  'Events count every time a step happened, whoever it happened to; shares are shown for patients only.';
const HEADLINE = '602 patients confirmed their date of birth (46.3% of 1,300 sent)';

function cellsOf(table: HTMLElement, rowName: string): (string | null)[] {
  const row = within(table).getByRole('rowheader', { name: rowName }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function countSwitch() {
  return screen.getByRole('group', { name: 'Count' });
}

/** Where the app is, as the test's location line says it. */
function currentPath(): string {
  return (screen.getByText(/^Now at /).textContent ?? '').replace('Now at ', '');
}

async function findEventsTable() {
  return screen.findByRole('table', { name: EVENTS_TABLE });
}

describe("what the report's funnel counts", () => {
  it('counts patients by default, each step with its share and denominator', async () => {
    reportsApi();
    await renderReport();

    expect(within(countSwitch()).getByRole('radio', { name: 'Patients' })).toBeChecked();
    expect(within(countSwitch()).getByRole('radio', { name: 'Events' })).not.toBeChecked();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: PATIENTS_TABLE });
    expect(cellsOf(table, 'Delivered')).toEqual(['1,204', '92.6% of 1,300 sent']);
    expect(screen.queryByRole('table', { name: EVENTS_TABLE })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/reports/5');
  });

  it('shows every time each step happened once events are chosen, with no share and a note why', async () => {
    reportsApi();
    const user = userEvent.setup();
    await renderReport();

    await user.click(within(countSwitch()).getByRole('radio', { name: 'Events' }));

    const table = await findEventsTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Step', 'Events']);
    expect(cellsOf(table, 'Sent')).toEqual(['2,100']);
    expect(cellsOf(table, 'Delivered')).toEqual(['1,950']);
    // Events are not a funnel: a step may count more than the one before.
    expect(cellsOf(table, 'Started watching')).toEqual(['910']);
    expect(cellsOf(table, 'Answered every question')).toEqual(['420']);
    expect(within(table).queryByText(/%|of 1,204 delivered/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: PATIENTS_TABLE })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 1,204 delivered/)).not.toBeInTheDocument();
    expect(screen.queryByText(/answered every question correctly/)).not.toBeInTheDocument();

    const chart = await screen.findByRole('img', {
      name: 'Bar chart of the events at each step; the table after it gives the same figures',
    });
    expect(within(chart).getByText('Delivered · Events: 1,950')).toBeInTheDocument();
    expect(within(chart).queryByText(/%/)).not.toBeInTheDocument();

    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(countSwitch()).toHaveAccessibleDescription(NOTE);
    // The headline stays in patients.
    expect(screen.getByText(HEADLINE)).toBeInTheDocument();

    await user.click(within(countSwitch()).getByRole('radio', { name: 'Patients' }));
    expect(await screen.findByRole('table', { name: PATIENTS_TABLE })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(currentPath()).toBe('/reports/5');
  });

  it('can be switched from the keyboard', async () => {
    reportsApi();
    const user = userEvent.setup();
    await renderReport();
    const patients = within(countSwitch()).getByRole('radio', { name: 'Patients' });

    patients.focus();
    await user.keyboard('{ArrowRight}');

    expect(within(countSwitch()).getByRole('radio', { name: 'Events' })).toBeChecked();
    expect(await findEventsTable()).toBeInTheDocument();
  });

  it('shows each group’s events in the breakdown, without shares', async () => {
    reportsApi({
      getFunnelReport: ({ query }) => ({
        body:
          query.breakdown === 'language'
            ? funnelReport({
                breakdown: 'language',
                groups: [
                  {
                    key: 'en',
                    label: 'en',
                    funnel: makeFunnel(
                      { sent: 1000, delivered: 900, opened: 450 },
                      {},
                      { sent: 1600, delivered: 1500, opened: 1200 },
                    ),
                  },
                ],
              })
            : funnelReport(),
      }),
    });
    const user = userEvent.setup();
    await renderReports('/reports/5?breakdown=language&count=events');

    const table = await screen.findByRole('table', { name: 'The funnel by language, counted in events' });
    expect(cellsOf(table, 'English').slice(0, 3)).toEqual(['1,600', '1,500', '1,200']);
    expect(within(table).queryByText(/%/)).not.toBeInTheDocument();

    await user.click(within(countSwitch()).getByRole('radio', { name: 'Patients' }));
    const byPatients = await screen.findByRole('table', { name: 'The funnel by language' });
    expect(cellsOf(byPatients, 'English').slice(0, 3)).toEqual(['1,000', '90090%', '45050%']);
  });

  it('keeps events in the address, through other choices and a reload', async () => {
    reportsApi();
    const user = userEvent.setup();
    const first = await renderReport();

    await user.click(within(countSwitch()).getByRole('radio', { name: 'Events' }));
    await waitFor(() => expect(currentPath()).toBe('/reports/5?count=events'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Break down by' }), 'Language');
    await waitFor(() => expect(currentPath()).toBe('/reports/5?breakdown=language&count=events'));
    expect(within(countSwitch()).getByRole('radio', { name: 'Events' })).toBeChecked();

    // A reload: the report drawn afresh from the address alone.
    const address = currentPath();
    first.unmount();
    await renderReports(address);

    expect(await findEventsTable()).toBeInTheDocument();
    expect(within(countSwitch()).getByRole('radio', { name: 'Events' })).toBeChecked();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('counts patients when the address holds a count it does not know', async () => {
    reportsApi();
    await renderReports('/reports/5?count=visits');

    expect(await screen.findByRole('table', { name: PATIENTS_TABLE })).toBeInTheDocument();
    expect(within(countSwitch()).getByRole('radio', { name: 'Patients' })).toBeChecked();
    expect(screen.queryByRole('table', { name: EVENTS_TABLE })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
