import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, refusal, renderWithProviders, startHostI18n, writes } from '@outreach/shared-ui/testing';
import type { RouteName } from '@outreach/shared-contracts/core';
import type { RecordedRequest } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { makeLink, makeSummary, TOKEN } from '../testing/fixtures';
import { followFetches } from '../testing/followFetches';
import { PatientApp } from './PatientApp';

const callsOf = (requests: RecordedRequest[], route: RouteName) =>
  requests.filter((request) => request.route === route);

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return renderWithProviders(<PatientApp />);
}

/** Types a date into the three fields, whatever order the language puts them in. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, day: string, month: string, year: string) {
  await user.type(screen.getByRole('textbox', { name: 'Day' }), day);
  await user.type(screen.getByRole('textbox', { name: 'Month' }), month);
  await user.type(screen.getByRole('textbox', { name: 'Year' }), year);
}

describe('PatientApp', () => {
  let sendsAnswered: () => Promise<void>;

  beforeEach(async () => {
    sendsAnswered = followFetches();
    await startHostI18n('en', registerAreaTranslations);
  });

  afterEach(async () => {
    // Leaving the touchpoint sends the metric: let that send land while the API mock still answers.
    cleanup();
    await sendsAnswered();
  });

  it('answers an address without a link token with the unavailable page, asking nothing of the API', () => {
    const requests = mockApi({});
    renderAt('/i/some-link-token');

    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'This link is not available' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it('says when a link has expired or was withdrawn', async () => {
    mockApi({ getInteractionBranding: refusal('LINK_EXPIRED') });
    renderAt(`/i/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
  });

  it('asks for the date of birth with the branding, the disclaimer and the privacy policy, never the token', async () => {
    mockApi({ getInteractionBranding: { body: makeLink() } });
    renderAt(`/i/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Confirm your date of birth' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://clinic.test/privacy',
    );
    expect(screen.getByText(/taken to a secure page/)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(TOKEN))).not.toBeInTheDocument();
  });

  it('checks the date before asking, and answers a wrong one with the spec message', async () => {
    const requests = mockApi({
      getInteractionBranding: { body: makeLink() },
      verifyInteraction: refusal('DOB_INCORRECT'),
    });
    const user = userEvent.setup();
    renderAt(`/i/${TOKEN}`);
    await screen.findByRole('group', { name: 'Date of birth' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the day, month and year you were born.');
    await typeDate(user, '31', '02', '1950');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This date does not exist.');
    expect(callsOf(requests, 'verifyInteraction')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Day' }));
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your DOB is not correct, try again');
    expect(writes(requests)[0]!.body).toEqual({ date_of_birth: '1950-02-03' });
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows whom to call once the link locks', async () => {
    let locked = false;
    mockApi({
      getInteractionBranding: () => ({
        body: makeLink(locked ? { state: 'locked', locked_until: '2026-11-24T21:30:00.000Z' } : {}),
      }),
      verifyInteraction: () => {
        locked = true;
        return refusal('LINK_LOCKED');
      },
    });
    const user = userEvent.setup();
    renderAt(`/i/${TOKEN}`);
    await screen.findByRole('group', { name: 'Date of birth' });
    await typeDate(user, '1', '1', '1960');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'This link is locked for now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Need help? Call +15550100200' })).toHaveAttribute(
      'href',
      'tel:+15550100200',
    );
  });

  it('draws the date-of-birth screen at once when the page already has the link (no first call)', async () => {
    const requests = mockApi({});
    window.history.pushState({}, '', `/i/${TOKEN}`);
    renderWithProviders(<PatientApp initialLink={makeLink()} />);

    expect(await screen.findByRole('heading', { name: 'Confirm your date of birth' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(callsOf(requests, 'getInteractionBranding')).toHaveLength(0);
  });

  it("opens the touchpoint in the patient's language after the right date", async () => {
    const requests = mockApi({
      getInteractionBranding: { body: makeLink({ language: 'es' }) },
      verifyInteraction: { body: { session_expires_at: '2026-11-24T21:00:00.000Z' } },
      getInteractionSummary: { body: makeSummary({ resume_chapter: null }) },
      getInteractionThumbnails: refusal('NOT_FOUND'),
      putInteractionMetric: { body: { recorded: true } },
    });
    const user = userEvent.setup();
    renderAt(`/i/${TOKEN}`);

    // The link's language (Spanish) is the page's from the start.
    expect(
      await screen.findByRole('heading', { name: 'Confirme su fecha de nacimiento' }),
    ).toBeInTheDocument();
    // Before the date of birth, the header says what the page is and names no one.
    expect(within(screen.getByRole('banner')).queryByText('Demo Health')).not.toBeInTheDocument();
    // Switching to the link's language does not ask for the branding a second time.
    expect(callsOf(requests, 'getInteractionBranding')).toHaveLength(1);
    const fields = screen.getAllByRole('textbox');
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(['day', 'month', 'year']);
    await user.type(fields[0]!, '14');
    await user.type(fields[1]!, '3');
    await user.type(fields[2]!, '1948');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Your first week at home' })).toBeInTheDocument();
    expect(callsOf(requests, 'getInteractionSummary')[0]!.body).toEqual({ language: 'es' });
    // The header names the tenant once the page is the patient's.
    expect(within(screen.getByRole('banner')).getByText('Demo Health')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call the nurse line' })).toHaveAttribute(
      'href',
      'tel:+15550100200',
    );
  });
});
