import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, gate, makePatient, mockApi, refusal } from '@outreach/shared-ui/testing';
import type { PatientPage, TestLink } from '@outreach/shared-contracts/core';
import { renderEditor } from '../../../../testing/renderCreate';
import { makeTouchpoint } from '../../../../testing/touchpointFixtures';

const published = makeTouchpoint(5, { revision: 4, status: 'published', version: 1, published_version: 1 });
const marisol = makePatient(31, {
  first_name: 'Marisol',
  last_name: 'Quintero',
  mrn: 'H-0031',
  date_of_birth: '1951-07-22',
});
const link: TestLink = {
  url: 'http://localhost:3000/i/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  expires_at: '2026-03-19T10:00:00.000Z',
  patient: { id: 31, name: 'Marisol Quintero', date_of_birth: '1951-07-22' },
};

function page(results: PatientPage['results']): PatientPage {
  return { results, page: 1, page_size: 10, total: results.length, total_is_exact: true, has_next: false };
}

function testLinkApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    getTouchpoint: { body: published },
    listReviewers: { body: { results: [], candidates: [] } },
    touchpointSummary: {
      body: { touchpoint: published, versions: [], reviews: [], reviewers: [], checks: [] },
    },
    previewTouchpoint: refusal('NOT_FOUND'),
    filterPatients: { body: page([marisol]) },
    createTouchpointTestLink: { status: 201, body: link },
    ...extra,
  });
}

/** Opens the dialog and finds Marisol by her surname. */
async function findMarisol(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Send a test link' }));
  const dialog = screen.getByRole('dialog', { name: 'Send a test link' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Find a patient' }), 'Quin');
  return dialog;
}

beforeEach(() => localStorage.clear());

describe('sending a test link', () => {
  it('is offered only once the touchpoint is published, and says why', async () => {
    testLinkApi({ getTouchpoint: { body: makeTouchpoint(5, { revision: 4 }) } });
    await renderEditor('review');

    const button = await screen.findByRole('button', { name: 'Send a test link' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Publish this touchpoint first: a test link opens its published version.',
    );
  });

  it('finds a patient by name, shows the date of birth the link asks for, sends the link and e-mails it when asked', async () => {
    const requests = testLinkApi();
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await findMarisol(user);

    const create = within(dialog).getByRole('button', { name: 'Send a test link' });
    expect(create).toBeDisabled();
    await user.click(
      await within(dialog).findByRole('radio', { name: 'Marisol Quintero Born Jul 22, 1951 · MRN H-0031' }),
    );
    // The page will ask for her date of birth: the dialog says which.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The page will ask for the date of birth of Marisol Quintero: Jul 22, 1951.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also e-mail it to me' }));
    await user.click(create);

    const field = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(field).toHaveValue(link.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').at(-1)!.query).toMatchObject({
      query_string: 'Quin',
    });
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/test-links')[0]!.body).toEqual({
      patient_id: 31,
      email_to_me: true,
    });
    expect(within(dialog).getByText('Test link for Marisol Quintero.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Works until .*2026\.$/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('The page will ask for the date of birth of Marisol Quintero: Jul 22, 1951.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Your inbox has the e-mail the patient would get, marked as a test, with this link as its button.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('This is a test link: what happens through it is kept out of the results.'),
    ).toBeInTheDocument();
    const open = within(dialog).getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', link.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link.url);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a test link' })).toHaveFocus();
  });

  it('shows the search loading, then says when no patient matches', async () => {
    const held = gate();
    testLinkApi({ filterPatients: { body: page([]), gate: held.promise } });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await findMarisol(user);

    expect(await within(dialog).findByText('Searching patients…')).toBeInTheDocument();
    held.release();
    expect(await within(dialog).findByText('No patient matches “Quin”.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send a test link' })).toBeDisabled();
  });

  it('says when the patients could not be searched, and tries again', async () => {
    const requests = testLinkApi({ filterPatients: { networkError: true } });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await findMarisol(user);

    expect(await within(dialog).findByText('The patients could not be loaded.')).toBeInTheDocument();
    const before = callsTo(requests, 'GET', '/api/patients/filtered-patients').length;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(callsTo(requests, 'GET', '/api/patients/filtered-patients').length).toBeGreaterThan(before),
    );
  });

  it('says why the link was refused and keeps the choice to try again', async () => {
    testLinkApi({ createTouchpointTestLink: refusal('NOT_PUBLISHED') });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await findMarisol(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Marisol Quintero/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send a test link' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This touchpoint has not been published yet.',
    );
    expect(within(dialog).getByRole('radio', { name: /Marisol Quintero/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Send a test link' })).toBeEnabled();
  });

  it('closes with Escape before anything is made', async () => {
    const requests = testLinkApi();
    const user = userEvent.setup();
    await renderEditor('review');
    await user.click(await screen.findByRole('button', { name: 'Send a test link' }));
    expect(screen.getByRole('searchbox', { name: 'Find a patient' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/test-links')).toHaveLength(0);
  });
});
