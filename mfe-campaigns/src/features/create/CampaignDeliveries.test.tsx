import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  callsTo,
  gate,
  inTurn,
  mockApi,
  refusal,
  type ApiReplies,
  type Reply,
} from '@outreach/shared-ui/testing';
import type { Send } from '@outreach/shared-contracts/core';
import { fluCampaign, makeDetail } from '../../testing/fixtures';
import { renderCreate } from '../../testing/renderCreate';
import { makeCounts, makeSend } from '../../testing/sendFixtures';
import { makeTouchpoint, makeTouchpointSummary } from '../../testing/touchpointFixtures';

const published = { status: 'published' as const, published_version: 1 };
const campaign = {
  ...makeDetail(fluCampaign),
  touchpoints: [
    makeTouchpointSummary(5, { name: 'Week one', ...published }),
    makeTouchpointSummary(6, { name: 'Week two', position: 2, ...published }),
    makeTouchpointSummary(7, { name: 'Week three', position: 3 }),
  ],
};

/** Week two's send, part way through. */
const sending = makeSend(21, {
  touchpoint_id: 6,
  state: 'sending',
  send_at: '2026-03-27T09:30:00.000Z',
  audience: 10,
  counts: makeCounts({ queued: 2, sent: 3, delivered: 4, failed: 1 }),
});
/** Week one's send, done long ago. */
const done = makeSend(20, {
  touchpoint_id: 5,
  state: 'done',
  send_at: '2026-03-20T09:30:00.000Z',
  audience: 8,
  counts: makeCounts({ delivered: 5, opened: 2, bounced: 1 }),
  finished_at: '2026-03-20T09:40:00.000Z',
});

const listOf = (...sends: Send[]) => ({ body: { results: sends } });

/** Replies for a send of Week one that the API shows paused once it has been asked to pause it, however often the lists are read. */
function pausable(send: Send) {
  const paused = { ...send, state: 'paused' as const };
  let pausedYet = false;
  return {
    list: () => (pausedYet ? listOf(paused) : listOf(send)),
    pauseSend: () => {
      pausedYet = true;
      return { body: paused };
    },
  };
}

function campaignApi(
  list: Reply<'listCampaignSends'> | (() => Reply<'listCampaignSends'>),
  extra: ApiReplies = {},
) {
  return mockApi({ getCampaign: { body: campaign }, listCampaignSends: list, ...extra });
}

const reads = (requests: ReturnType<typeof mockApi>) =>
  callsTo(requests, 'GET', '/api/campaigns/11/sends').length;

function deliveriesRegion() {
  return screen.findByRole('region', { name: 'Deliveries' });
}

function figure(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
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
});

describe('the deliveries of a campaign', () => {
  it('lists every send of the campaign newest first, each headed with its touchpoint’s name', async () => {
    campaignApi(listOf(sending, done));
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();

    const list = await within(deliveries).findByRole('list', { name: 'Sends, newest first' });
    const [newest, oldest] = within(list).getAllByRole('article');
    expect(newest).toHaveAccessibleName(/^Week two: send at (27 Mar 2026|Mar 27, 2026)/);
    expect(figure(newest!, 'State')).toBe('Sending');
    expect(within(newest!).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(oldest).toHaveAccessibleName(/^Week one: send at (20 Mar 2026|Mar 20, 2026)/);
    expect(figure(oldest!, 'State')).toBe('Done');
  });

  it('adds up the messages of all the sends by state, and counts the sends and those running', async () => {
    campaignApi(listOf(sending, done));
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();

    const totals = await within(deliveries).findByRole('region', { name: 'Campaign totals' });
    expect(figure(totals, 'Sends')).toBe('2');
    expect(figure(totals, 'Running')).toBe('1');
    const counts = within(totals).getByLabelText('Messages by state');
    expect(
      within(counts)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Queued: 2',
      'Sent: 3',
      'Delivered: 9',
      'Opened: 2',
      'Bounced: 1',
      'Failed: 1',
      'Messages skipped: 0',
    ]);
  });

  it('pauses a send from the campaign, then shows it paused and reads the list again', async () => {
    const paused = { ...sending, state: 'paused' as const };
    const requests = campaignApi(inTurn(listOf(sending, done), listOf(paused, done)), {
      pauseSend: { body: paused },
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();
    const [send] = await within(deliveries).findAllByRole('article');

    await user.click(within(send!).getByRole('button', { name: 'Pause' }));

    expect(await within(send!).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(figure(send!, 'State')).toBe('Paused');
    expect(within(send!).getByRole('heading')).toHaveFocus();
    expect(callsTo(requests, 'POST', '/api/sends/21/pause')).toHaveLength(1);
    await waitFor(() => expect(reads(requests)).toBe(2));
    const totals = within(deliveries).getByRole('region', { name: 'Campaign totals' });
    expect(figure(totals, 'Running')).toBe('0');
  });

  it('shows a send paused in its touchpoint’s editor as paused in the campaign’s list at once', async () => {
    const ofWeekOne = { ...sending, touchpoint_id: 5 };
    const weekOne = pausable(ofWeekOne);
    // The campaign's list read on coming back is held: what shows meanwhile is the cached list.
    const held = gate();
    const touchpoint = makeTouchpoint(5, { name: 'Week one', ...published, revision: 4 });
    campaignApi(inTurn(listOf(ofWeekOne), { ...listOf(ofWeekOne), gate: held.promise }), {
      getTouchpoint: { body: touchpoint },
      listReviewers: { body: { results: [], candidates: [] } },
      touchpointSummary: { body: { touchpoint, versions: [], reviews: [], reviewers: [], checks: [] } },
      previewTouchpoint: refusal('NOT_FOUND'),
      listTouchpointSends: weekOne.list,
      pauseSend: weekOne.pauseSend,
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11');
    await within(await deliveriesRegion()).findByRole('article');

    // Open Week one, go to its review step and pause the send there.
    await user.click(screen.getByRole('button', { name: /Week one/ }));
    const steps = await screen.findByRole('navigation', { name: 'Steps of the touchpoint' });
    await user.click(within(steps).getByRole('button', { name: /Review and publish/ }));
    const inEditor = await within(await deliveriesRegion()).findByRole('article');
    await user.click(await within(inEditor).findByRole('button', { name: 'Pause' }));
    await within(inEditor).findByRole('button', { name: 'Resume' });

    // Back on the campaign: the send is paused there too, before the list is read again.
    await user.click(screen.getByRole('button', { name: "Back to the campaign's touchpoints" }));
    const send = await within(await deliveriesRegion()).findByRole('article');
    expect(figure(send, 'State')).toBe('Paused');
    held.release();
  });

  it('shows a send paused in the campaign’s list as paused in its touchpoint’s editor at once', async () => {
    const ofWeekOne = { ...sending, touchpoint_id: 5 };
    const weekOne = pausable(ofWeekOne);
    // The touchpoint's list read on coming back is held: what shows meanwhile is the cached list.
    const held = gate();
    const touchpoint = makeTouchpoint(5, { name: 'Week one', ...published, revision: 4 });
    campaignApi(weekOne.list, {
      getTouchpoint: { body: touchpoint },
      listReviewers: { body: { results: [], candidates: [] } },
      touchpointSummary: { body: { touchpoint, versions: [], reviews: [], reviewers: [], checks: [] } },
      previewTouchpoint: refusal('NOT_FOUND'),
      listTouchpointSends: inTurn(listOf(ofWeekOne), { ...listOf(ofWeekOne), gate: held.promise }),
      pauseSend: weekOne.pauseSend,
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11&touchpoint=5&step=review');
    await within(await deliveriesRegion()).findByRole('article');

    // Back on the campaign, pause the send there.
    await user.click(screen.getByRole('button', { name: "Back to the campaign's touchpoints" }));
    const inCampaign = await within(await deliveriesRegion()).findByRole('article');
    await user.click(await within(inCampaign).findByRole('button', { name: 'Pause' }));
    await within(inCampaign).findByRole('button', { name: 'Resume' });

    // Week one's review step shows the send paused before its list is read again.
    await user.click(screen.getByRole('button', { name: /Week one/ }));
    const steps = await screen.findByRole('navigation', { name: 'Steps of the touchpoint' });
    await user.click(within(steps).getByRole('button', { name: /Review and publish/ }));
    const send = await within(await deliveriesRegion()).findByRole('article');
    expect(figure(send, 'State')).toBe('Paused');
    held.release();
  });

  it('says when the campaign has no sends yet', async () => {
    campaignApi(listOf());
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();
    expect(await within(deliveries).findByText('No sends in this campaign yet.')).toBeInTheDocument();
    expect(within(deliveries).queryByRole('region', { name: 'Campaign totals' })).not.toBeInTheDocument();
  });

  it('does not ask for the sends while none of the campaign’s touchpoints is published', async () => {
    const requests = mockApi({
      getCampaign: { body: { ...campaign, touchpoints: [makeTouchpointSummary(7, { name: 'Week three' })] } },
    });
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();
    expect(within(deliveries).getByText('No sends in this campaign yet.')).toBeInTheDocument();
    expect(reads(requests)).toBe(0);
  });

  it('says when the sends could not be loaded, and loads them on retry', async () => {
    const requests = campaignApi(inTurn(refusal('INTERNAL'), listOf(done)));
    const user = userEvent.setup();
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();

    const alert = await within(deliveries).findByRole('alert');
    expect(alert).toHaveTextContent('The sends could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(deliveries).findByRole('article')).toHaveAccessibleName(/^Week one: send at/);
    expect(within(deliveries).queryByRole('alert')).not.toBeInTheDocument();
    expect(reads(requests)).toBe(2);
  });

  it('follows a running send every 2 seconds, and keeps the last figures when a read fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const further = { ...sending, counts: makeCounts({ queued: 1, sent: 3, delivered: 5, failed: 1 }) };
    const requests = campaignApi(inTurn(listOf(sending), listOf(further), refusal('INTERNAL')));
    await renderCreate('?campaign=11');
    const deliveries = await deliveriesRegion();
    const totals = await within(deliveries).findByRole('region', { name: 'Campaign totals' });
    expect(figure(totals, 'Delivered')).toBe('4');
    expect(reads(requests)).toBe(1);

    await advance(2100);
    expect(reads(requests)).toBe(2);
    expect(figure(totals, 'Delivered')).toBe('5');

    await advance(2000);
    expect(reads(requests)).toBe(3);
    expect(await within(deliveries).findByRole('alert')).toHaveTextContent(
      'The sends could not be refreshed: the figures may be out of date.',
    );
    expect(figure(totals, 'Delivered')).toBe('5');
  });

  it('stops reading the sends once the last one ended more than 15 minutes ago', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const requests = campaignApi(listOf(done));
    await renderCreate('?campaign=11');
    await within(await deliveriesRegion()).findByRole('article');

    await advance(5 * 60_000);
    expect(reads(requests)).toBe(1);
  });
});
