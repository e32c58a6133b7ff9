import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, gate, inTurn, makePatient, mockApi, refusal } from '@outreach/shared-ui/testing';
import type { PatientPage, SendPreview } from '@outreach/shared-contracts/core';
import { fluCampaign, makeDetail } from '../../../../testing/fixtures';
import { renderCreate, renderEditor } from '../../../../testing/renderCreate';
import { makeCohort, makeSend, makeSendPreview } from '../../../../testing/sendFixtures';
import { makeTouchpoint, makeTouchpointSummary } from '../../../../testing/touchpointFixtures';

type User = ReturnType<typeof userEvent.setup>;

const published = makeTouchpoint(5, { revision: 4, status: 'published', version: 1, published_version: 1 });
const marisol = makePatient(31, { first_name: 'Marisol', last_name: 'Quintero', mrn: 'H-0031' });
const cohorts = [makeCohort(3, 'Diabetes clinic', 120), makeCohort(4, 'Flu season 2026', 1480)];

const preview = makeSendPreview({
  patients: 120,
  email_only: 70,
  sms_only: 25,
  email_and_sms: 15,
  skipped: 10,
  skipped_by_reason: { opted_out: 4, no_consent: 3, already_sent: 3 },
  sms: [
    { language: 'en', messages: 30, segments_each: 1, encoding: 'GSM-7', estimated_cost: 0.25 },
    { language: 'es', messages: 10, segments_each: 2, encoding: 'UCS-2', estimated_cost: 0.17 },
  ],
});

function page(results: PatientPage['results']): PatientPage {
  return { results, page: 1, page_size: 10, total: results.length, total_is_exact: true, has_next: false };
}

function sendApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    getTouchpoint: { body: published },
    listReviewers: { body: { results: [], candidates: [] } },
    touchpointSummary: {
      body: { touchpoint: published, versions: [], reviews: [], reviewers: [], checks: [] },
    },
    previewTouchpoint: refusal('NOT_FOUND'),
    listTouchpointSends: { body: { results: [] } },
    listCohorts: { body: { results: cohorts } },
    filterPatients: { body: page([marisol]) },
    previewTouchpointSend: { body: preview },
    ...extra,
  });
}

/** Opens the form and ticks the diabetes cohort. */
async function openWithCohort(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Send to patients' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send to patients' });
  await user.click(await within(dialog).findByRole('checkbox', { name: /Diabetes clinic/ }));
  return dialog;
}

/** The value shown beside a label of the preview's figures. */
function figure(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => localStorage.clear());

describe('sending a touchpoint to patients', () => {
  it('is offered only once the touchpoint is published, and says why', async () => {
    const requests = sendApi({ getTouchpoint: { body: makeTouchpoint(5, { revision: 4 }) } });
    await renderEditor('review');

    const button = await screen.findByRole('button', { name: 'Send to patients' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Publish this touchpoint first: a send delivers its published version.',
    );
    expect(screen.getByText('No sends yet.')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/touchpoints/5/sends')).toHaveLength(0);
  });

  it('previews who gets what, who is skipped and why, and what the SMS cost', async () => {
    const requests = sendApi();
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await openWithCohort(user);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const heading = await within(dialog).findByRole('heading', { name: 'What this send does' });
    expect(heading).toHaveFocus();
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/sends/preview')[0]!.body).toEqual({
      cohort_ids: [3],
      patient_ids: [],
      send_at: null,
    });
    expect(figure(dialog, 'Patients in the audience')).toBe('120');
    expect(figure(dialog, 'E-mail only')).toBe('70');
    expect(figure(dialog, 'SMS only')).toBe('25');
    expect(figure(dialog, 'E-mail and SMS')).toBe('15');
    expect(figure(dialog, 'Patients skipped')).toBe('10');
    expect(figure(dialog, 'Opted out')).toBe('4');
    expect(figure(dialog, 'No consent for the channel')).toBe('3');
    expect(figure(dialog, 'Already sent this version')).toBe('3');
    expect(within(dialog).queryByText('Patient deleted')).not.toBeInTheDocument();
    const sms = within(dialog).getByRole('table', { name: 'SMS by language' });
    expect(within(sms).getByRole('row', { name: 'English 30 1 GSM-7 $0.25' })).toBeInTheDocument();
    expect(within(sms).getByRole('row', { name: 'Español 10 2 UCS-2 $0.17' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();

    // Another audience needs its own preview.
    await user.click(within(dialog).getByRole('checkbox', { name: /Flu season 2026/ }));
    expect(within(dialog).queryByRole('heading', { name: 'What this send does' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends now to cohorts and a single patient, then shows the send among the deliveries', async () => {
    const made = makeSend(9, { state: 'preparing', cohort_ids: [3, 4], patient_ids: [31] });
    const requests = sendApi({
      listTouchpointSends: inTurn({ body: { results: [] } }, { body: { results: [made] } }),
      createTouchpointSend: { status: 201, body: made },
    });
    const user = userEvent.setup();
    await renderEditor('review');
    expect(await screen.findByText('No sends yet.')).toBeInTheDocument();
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Flu season 2026/ }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a patient' }), 'Quin');
    await user.click(
      await within(dialog).findByRole('checkbox', {
        name: 'Marisol Quintero Born Apr 12, 1980 · MRN H-0031',
      }),
    );
    expect(within(dialog).getByRole('list', { name: 'Patients chosen' })).toHaveTextContent(
      'Marisol Quintero',
    );
    expect(within(dialog).getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Respect quiet hours (no message between 21:00 and 08:00 in the patient’s time zone)',
      }),
    ).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('heading', { name: 'What this send does' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The send was created: follow it under Deliveries.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to patients' })).toHaveFocus();
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/sends/preview')[0]!.body).toEqual({
      cohort_ids: [3, 4],
      patient_ids: [31],
      send_at: null,
    });
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/sends')[0]!.body).toEqual({
      cohort_ids: [3, 4],
      patient_ids: [31],
      send_at: null,
      quiet_hours: true,
    });
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(deliveries).getByRole('article')).toHaveTextContent('Preparing');
  });

  it('shows a send made in the campaign’s deliveries too, before they are read again', async () => {
    const earlier = makeSend(8, {
      state: 'done',
      send_at: '2026-03-10T09:00:00.000Z',
      finished_at: '2026-03-10T09:05:00.000Z',
    });
    const made = makeSend(9, { state: 'preparing' });
    // The campaign's list read on coming back is held: what shows meanwhile is the cached list.
    const held = gate();
    sendApi({
      getCampaign: {
        body: {
          ...makeDetail(fluCampaign),
          touchpoints: [makeTouchpointSummary(5, { name: 'Week one', published_version: 1 })],
        },
      },
      listCampaignSends: inTurn(
        { body: { results: [earlier] } },
        { body: { results: [made, earlier] }, gate: held.promise },
      ),
      listTouchpointSends: inTurn({ body: { results: [earlier] } }, { body: { results: [made, earlier] } }),
      createTouchpointSend: { status: 201, body: made },
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11');
    const inCampaign = await screen.findByRole('region', { name: 'Deliveries' });
    await within(inCampaign).findByRole('article');

    // Open the touchpoint's review step and send it to a cohort.
    await user.click(screen.getByRole('button', { name: /Week one/ }));
    const steps = await screen.findByRole('navigation', { name: 'Steps of the touchpoint' });
    await user.click(within(steps).getByRole('button', { name: /Review and publish/ }));
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('heading', { name: 'What this send does' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('The send was created: follow it under Deliveries.');

    // Back on the campaign, the new send is listed first.
    await user.click(screen.getByRole('button', { name: "Back to the campaign's touchpoints" }));
    const deliveries = await screen.findByRole('region', { name: 'Deliveries' });
    const sends = await within(deliveries).findAllByRole('article');
    expect(sends.map((send) => figure(send, 'State'))).toEqual(['Preparing', 'Done']);
    held.release();
  });

  it('offers a cohort made in Contacts since the form was last opened, without a reload', async () => {
    const made = makeCohort(9, 'Cardiac rehab', 12);
    const requests = sendApi({
      listCohorts: inTurn<'listCohorts'>(
        { body: { results: cohorts } },
        { body: { results: [...cohorts, made] } },
      ),
    });
    const user = userEvent.setup();
    await renderEditor('review');

    await user.click(await screen.findByRole('button', { name: 'Send to patients' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send to patients' });
    expect(await within(dialog).findByRole('checkbox', { name: /Diabetes clinic/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Cardiac rehab/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Send to patients' })).not.toBeInTheDocument();

    // Meanwhile the cohort is made in Contacts; the form opened again reads the cohorts afresh.
    await user.click(screen.getByRole('button', { name: 'Send to patients' }));
    dialog = await screen.findByRole('dialog', { name: 'Send to patients' });
    expect(await within(dialog).findByRole('checkbox', { name: /Cardiac rehab/ })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/api/cohorts')).toHaveLength(2);
  });

  it('says how many messages sent now will wait for quiet hours to end, in the patient’s time', async () => {
    sendApi({ previewTouchpointSend: { body: { ...preview, waiting_for_quiet_hours: 2 } } });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const note = 'Messages that will wait for quiet hours to end (08:00 the patient’s time): 2';
    expect(await within(dialog).findByText(note)).toBeInTheDocument();
    expect(figure(dialog, 'Patients skipped')).toBe('10');

    // Sending without quiet hours, nothing waits for them.
    await user.click(within(dialog).getByRole('checkbox', { name: /^Respect quiet hours/ }));
    expect(within(dialog).queryByText(note)).not.toBeInTheDocument();
  });

  it('asks for the number of patients to be typed above 1,000 before sending', async () => {
    const many: SendPreview = {
      ...preview,
      patients: 1480,
      email_only: 1430,
      needs_typed_confirmation: true,
    };
    const requests = sendApi({
      previewTouchpointSend: { body: many },
      createTouchpointSend: { status: 201, body: makeSend(9) },
    });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const count = await within(dialog).findByRole('textbox', {
      name: 'Type the number of patients (1,480) to confirm',
    });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(count, '148');
    expect(send).toBeDisabled();
    await user.type(count, '1');
    expect(send).toBeDisabled();
    await user.clear(count);
    await user.type(count, '1,480');
    expect(send).toBeEnabled();

    await user.click(send);
    await screen.findByText('The send was created: follow it under Deliveries.');
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/sends')[0]!.body).toMatchObject({
      confirm_count: 1480,
    });
  });

  it('previews and sends at a time in the browser’s zone, and shows a refused time beside the field', async () => {
    const requests = sendApi({
      previewTouchpointSend: { body: { ...preview, waiting_for_quiet_hours: 3 } },
      createTouchpointSend: refusal('VALIDATION_FAILED', [
        { path: 'body.send_at', message: 'Choose a time that has not passed.' },
      ]),
    });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('radio', { name: 'At a date and time' }));

    // Nothing is previewed without a time: what waits for quiet hours depends on it.
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const at = within(dialog).getByLabelText('Date and time');
    expect(at).toHaveAccessibleDescription(expect.stringContaining('Choose a date and time.'));
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/sends/preview')).toHaveLength(0);

    // The preview of the planned time counts the messages that will wait for quiet hours then.
    fireEvent.change(at, { target: { value: '2020-01-06T23:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const note = 'Messages that will wait for quiet hours to end (08:00 the patient’s time): 3';
    expect(await within(dialog).findByText(note)).toBeInTheDocument();
    const previewed = callsTo(requests, 'POST', '/api/touchpoints/5/sends/preview')[0]!.body as Record<
      string,
      unknown
    >;
    expect(previewed.send_at).toMatch(/^2020-01-06T23:00:00[+-]\d{2}:\d{2}$/);

    // Another time is another plan: its preview is asked for again.
    fireEvent.change(at, { target: { value: '2020-01-06T10:00' } });
    expect(within(dialog).queryByRole('heading', { name: 'What this send does' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Respect quiet hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('heading', { name: 'What this send does' });
    expect(within(dialog).queryByText(note)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(at).toHaveAccessibleDescription(expect.stringContaining('Choose a time that has not passed.'));
    expect(at).toHaveAttribute('aria-invalid', 'true');
    expect(at).toHaveFocus();
    const body = callsTo(requests, 'POST', '/api/touchpoints/5/sends')[0]!.body as Record<string, unknown>;
    expect(body.send_at).toMatch(/^2020-01-06T10:00:00[+-]\d{2}:\d{2}$/);
    expect(body.quiet_hours).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('drops a preview that answers for an audience changed meanwhile', async () => {
    const held = gate();
    sendApi({ previewTouchpointSend: { body: preview, gate: held.promise } });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('button', { name: 'Previewing…' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Flu season 2026/ }));
    held.release();

    expect(await within(dialog).findByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(within(dialog).queryByRole('heading', { name: 'What this send does' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says why a preview was refused', async () => {
    sendApi({ previewTouchpointSend: refusal('NOT_PUBLISHED') });
    const user = userEvent.setup();
    await renderEditor('review');
    const dialog = await openWithCohort(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This touchpoint has not been published yet.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
