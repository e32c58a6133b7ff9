import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inTurn, mockApi, refusal, type Reply } from '@outreach/shared-ui/testing';
import type { Send } from '@outreach/shared-contracts/core';
import { renderEditor } from '../../../../testing/renderCreate';
import { makeCounts, makeSend } from '../../../../testing/sendFixtures';
import { makeTouchpoint } from '../../../../testing/touchpointFixtures';

const published = makeTouchpoint(5, { revision: 4, status: 'published', version: 1, published_version: 1 });

/** A send part way through: 12 of its 15 messages handed over or finished. */
const sending = makeSend(9, {
  state: 'sending',
  audience: 14,
  counts: makeCounts({
    queued: 2,
    sending: 1,
    sent: 3,
    delivered: 4,
    opened: 1,
    bounced: 1,
    failed: 2,
    skipped: 1,
  }),
  failures: [
    { reason: 'smtp_econnrefused', messages: 1 },
    { reason: 'twilio_21211', messages: 1 },
    { reason: 'smtp_recipient_refused', messages: 1 },
  ],
});
const done = makeSend(8, {
  state: 'done',
  send_at: '2026-03-10T09:00:00.000Z',
  audience: 3,
  counts: makeCounts({ delivered: 3 }),
  finished_at: '2026-03-10T09:05:00.000Z',
});

function deliveriesApi(
  list: Reply<'listTouchpointSends'> | (() => Reply<'listTouchpointSends'>),
  extra = {},
) {
  return mockApi({
    getTouchpoint: { body: published },
    listReviewers: { body: { results: [], candidates: [] } },
    touchpointSummary: {
      body: { touchpoint: published, versions: [], reviews: [], reviewers: [], checks: [] },
    },
    previewTouchpoint: refusal('NOT_FOUND'),
    listTouchpointSends: list,
    ...extra,
  });
}

const listOf = (...sends: Send[]) => ({ body: { results: sends } });

/** The one send the deliveries list. */
async function findSend() {
  const deliveries = await screen.findByRole('region', { name: 'Deliveries' });
  return within(deliveries).findByRole('article');
}

function figure(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** A send done `ago` milliseconds before now, by the test's clock. */
function doneAgo(ago: number): Send {
  return { ...done, finished_at: new Date(Date.now() - ago).toISOString() };
}

/** Moves the fake clock on, letting the reads it starts finish. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the deliveries of a touchpoint', () => {
  it('says when there are no sends yet', async () => {
    deliveriesApi(listOf());
    await renderEditor('review');
    const deliveries = await screen.findByRole('region', { name: 'Deliveries' });
    expect(await within(deliveries).findByText('No sends yet.')).toBeInTheDocument();
  });

  it('says the queued messages held by quiet hours wait for 08:00 in the patient’s time', async () => {
    const atNight = makeSend(10, {
      state: 'sending',
      audience: 3,
      counts: makeCounts({ queued: 2, sent: 1 }),
      waiting_for_quiet_hours: 2,
    });
    deliveriesApi(listOf(atNight, done));
    await renderEditor('review');
    const deliveries = await screen.findByRole('region', { name: 'Deliveries' });
    const [current, earlier] = await within(deliveries).findAllByRole('article');
    expect(figure(current!, 'State')).toBe('Sending');
    expect(figure(current!, 'Queued')).toBe('2');
    expect(figure(current!, 'Waiting for 08:00 (patient’s time)')).toBe('2');
    expect(within(earlier!).queryByText(/^Waiting for/)).not.toBeInTheDocument();
  });

  it('shows each send’s state, sender, progress, counts and failures', async () => {
    deliveriesApi(listOf(sending, done));
    await renderEditor('review');
    const deliveries = await screen.findByRole('region', { name: 'Deliveries' });
    const [current, earlier] = await within(deliveries).findAllByRole('article');

    expect(current).toHaveAccessibleName(/^Send at 20 Mar 2026|^Send at Mar 20, 2026/);
    expect(figure(current!, 'State')).toBe('Sending');
    expect(figure(current!, 'Sent by')).toBe('Ada Lovelace');
    expect(figure(current!, 'Patients')).toBe('14');
    const progress = within(current!).getByRole('progressbar', {
      name: '12 of 15 messages handed over or finished',
    });
    expect(progress).toHaveAttribute('value', '12');
    expect(progress).toHaveAttribute('max', '15');
    expect(figure(current!, 'Queued')).toBe('2');
    expect(figure(current!, 'Sent')).toBe('3');
    expect(figure(current!, 'Delivered')).toBe('4');
    expect(figure(current!, 'Opened')).toBe('1');
    expect(figure(current!, 'Bounced')).toBe('1');
    expect(figure(current!, 'Failed')).toBe('2');
    expect(figure(current!, 'Messages skipped')).toBe('1');
    const failures = within(current!).getByRole('list', { name: 'Failures and bounces by reason' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SMTP could not be reached: 1',
      'Invalid mobile number: 1',
      'No such mailbox (the address bounced): 1',
    ]);
    expect(within(current!).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(current!).getByRole('button', { name: 'Retry failed' })).toBeInTheDocument();
    expect(within(current!).getByRole('button', { name: 'Cancel send' })).toBeInTheDocument();

    expect(figure(earlier!, 'State')).toBe('Done');
    expect(within(earlier!).getByRole('progressbar')).toHaveAttribute('value', '3');
    expect(within(earlier!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('words each failure and bounce reason, counts reasons worded alike together, and shows an unknown code as it is', async () => {
    const failing = makeSend(10, {
      state: 'done',
      audience: 12,
      counts: makeCounts({ failed: 6, bounced: 6 }),
      failures: [
        { reason: 'twilio_21610', messages: 2 },
        { reason: 'smtp_esocket', messages: 1 },
        { reason: 'smtp_econnection', messages: 1 },
        { reason: 'carrier_pigeon_lost', messages: 1 },
        { reason: 'sendgrid_rate_limited', messages: 1 },
        { reason: 'bounce', messages: 3 },
        { reason: 'smtp_recipient_refused', messages: 1 },
        { reason: 'blocked', messages: 1 },
        { reason: 'unknown', messages: 1 },
      ],
    });
    deliveriesApi(listOf(failing));
    await renderEditor('review');
    const failures = within(await findSend()).getByRole('list', { name: 'Failures and bounces by reason' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bounced by the receiving mail server: 3',
      'The patient replied STOP: 2',
      'SMTP could not be reached: 2',
      'Other reason (carrier_pigeon_lost): 1',
      'SendGrid limited the rate; retries ran out: 1',
      'No such mailbox (the address bounced): 1',
      'Blocked by the receiving mail server: 1',
      'No reason given: 1',
    ]);
  });

  it('pauses a send, then resumes it', async () => {
    const paused = { ...sending, state: 'paused' as const };
    const requests = deliveriesApi(inTurn(listOf(sending), listOf(paused), listOf(sending)), {
      pauseSend: { body: paused },
      resumeSend: { body: sending },
    });
    const user = userEvent.setup();
    await renderEditor('review');
    const send = await findSend();

    await user.click(await within(send).findByRole('button', { name: 'Pause' }));
    await within(send).findByRole('button', { name: 'Resume' });
    expect(figure(send, 'State')).toBe('Paused');
    // The pressed button is gone; the keyboard goes on from the send's heading.
    expect(within(send).getByRole('heading')).toHaveFocus();
    await user.click(within(send).getByRole('button', { name: 'Resume' }));
    await within(send).findByRole('button', { name: 'Pause' });

    expect(callsTo(requests, 'POST', '/api/sends/9/pause')).toHaveLength(1);
    expect(callsTo(requests, 'POST', '/api/sends/9/resume')).toHaveLength(1);
  });

  it('cancels a send only once the dialog confirms it', async () => {
    const cancelled = { ...sending, state: 'cancelled' as const };
    const requests = deliveriesApi(inTurn(listOf(sending), listOf(cancelled)), {
      cancelSend: { body: cancelled },
    });
    const user = userEvent.setup();
    await renderEditor('review');
    const send = await findSend();

    await user.click(await within(send).findByRole('button', { name: 'Cancel send' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this send?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the send' }));
    expect(callsTo(requests, 'POST', '/api/sends/9/cancel')).toHaveLength(0);

    await user.click(within(send).getByRole('button', { name: 'Cancel send' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this send?' })).getByRole('button', {
        name: 'Cancel send',
      }),
    );

    expect(await within(send).findByText('Cancelled', { selector: 'dd' })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/sends/9/cancel')).toHaveLength(1);
    expect(within(send).queryByRole('button', { name: 'Cancel send' })).not.toBeInTheDocument();
  });

  it('queues the failed messages again, and says when a send can no longer change', async () => {
    const requests = deliveriesApi(listOf(sending), {
      retryFailedMessages: refusal('SEND_NOT_CHANGEABLE'),
    });
    const user = userEvent.setup();
    await renderEditor('review');
    const send = await findSend();

    await user.click(await within(send).findByRole('button', { name: 'Retry failed' }));

    expect(await within(send).findByRole('alert')).toHaveTextContent(
      'This send can no longer be changed this way.',
    );
    expect(callsTo(requests, 'POST', '/api/sends/9/retry-failed')).toHaveLength(1);
  });

  it('follows a send every 2 seconds while it is on its way, then every 30 seconds once it is done', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const finished = {
      ...sending,
      state: 'done' as const,
      counts: makeCounts({ delivered: 15 }),
      finished_at: new Date(Date.now() + 1000).toISOString(),
    };
    const requests = deliveriesApi(inTurn(listOf(sending), listOf(finished)));
    await renderEditor('review');
    const send = await findSend();
    expect(figure(send, 'State')).toBe('Sending');
    const reads = () => callsTo(requests, 'GET', '/api/touchpoints/5/sends').length;
    expect(reads()).toBe(1);

    await advance(2100);
    expect(await within(send).findByText('Done', { selector: 'dd' })).toBeInTheDocument();
    expect(reads()).toBe(2);

    // Done: no more reads every 2 seconds, but one after 30, for the providers' late reports.
    await advance(10_000);
    expect(reads()).toBe(2);
    await advance(20_500);
    expect(reads()).toBe(3);
  });

  it('reads a send that finished a minute ago again after 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const requests = deliveriesApi(listOf(doneAgo(60_000)));
    await renderEditor('review');
    await findSend();
    const reads = () => callsTo(requests, 'GET', '/api/touchpoints/5/sends').length;

    await advance(29_000);
    expect(reads()).toBe(1);
    await advance(1500);
    expect(reads()).toBe(2);
  });

  it('does not poll a send that finished 20 minutes ago', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const requests = deliveriesApi(listOf(doneAgo(20 * 60_000)));
    await renderEditor('review');
    await findSend();

    await advance(5 * 60_000);
    expect(callsTo(requests, 'GET', '/api/touchpoints/5/sends')).toHaveLength(1);
  });

  it('stops polling 15 minutes after the last send ended, cancelled ones included', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const cancelled = { ...doneAgo(14 * 60_000), id: 11, state: 'cancelled' as const };
    const requests = deliveriesApi(listOf(cancelled, doneAgo(2 * 60 * 60_000)));
    await renderEditor('review');
    await screen.findAllByRole('article');
    const reads = () => callsTo(requests, 'GET', '/api/touchpoints/5/sends').length;

    // Read as the page opens, 14 minutes after the cancel, then at 14½ and at 15 minutes; then no more.
    await advance(30_500);
    expect(reads()).toBe(2);
    await advance(30_000);
    expect(reads()).toBe(3);
    await advance(5 * 60_000);
    expect(reads()).toBe(3);
  });

  it('does not poll while the page is hidden', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const requests = deliveriesApi(listOf(doneAgo(60_000)));
    await renderEditor('review');
    await findSend();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    await advance(2 * 30_500);
    expect(callsTo(requests, 'GET', '/api/touchpoints/5/sends')).toHaveLength(1);
  });
});
