import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, refusal, writes } from '@outreach/shared-ui/testing';
import { diabetesCampaign, fluCampaign, makeDetail, makePage } from '../../testing/fixtures';
import { renderCreate } from '../../testing/renderCreate';
import { makeTouchpoint, makeTouchpointSummary } from '../../testing/touchpointFixtures';
import { CAMPAIGN_DRAFT_STORAGE_KEY } from './campaignDraft';

const address = () => screen.getByTestId('address').textContent;
const storedDraft = () => JSON.parse(localStorage.getItem(CAMPAIGN_DRAFT_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('the create page', () => {
  it('lists the newest campaigns and opens the one picked, remembering it in the draft', async () => {
    mockApi({
      listCampaigns: { body: makePage([fluCampaign, diabetesCampaign]) },
      getCampaign: {
        body: { ...makeDetail(fluCampaign), touchpoints: [makeTouchpointSummary(5, { name: 'Reminder' })] },
      },
    });
    const user = userEvent.setup();
    await renderCreate('', 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Create a campaign' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Flu vaccination 2026/ }));

    expect(address()).toBe('/create?campaign=11');
    // The page is now titled after the campaign, not after creating one.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flu vaccination 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create a campaign' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Touchpoints of Flu vaccination 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View report' })).toHaveAttribute('href', '/reports/11');
    expect(storedDraft()).toMatchObject({
      campaignId: 11,
      campaignName: 'Flu vaccination 2026',
      tenantId: 7,
    });
  });

  it('creates a campaign with the one new-campaign form (name, description, end date) and goes on to its touchpoints', async () => {
    const requests = mockApi({
      listCampaigns: { body: makePage([]) },
      createCampaign: {
        status: 201,
        body: makeDetail({ ...diabetesCampaign, id: 30, name: 'Asthma review' }),
      },
      getCampaign: { body: makeDetail({ ...diabetesCampaign, id: 30, name: 'Asthma review' }) },
    });
    const user = userEvent.setup();
    await renderCreate();
    expect(await screen.findByText('Create one with the form beside this list.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asthma review');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Spring check');
    await user.type(screen.getByLabelText('End date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Touchpoints of Asthma review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Asthma review' })).toBeInTheDocument();
    expect(writes(requests)[0]!.body).toEqual({
      name: 'Asthma review',
      description: 'Spring check',
      ends_on: '2026-12-31',
    });
    expect(address()).toBe('/create?campaign=30');
    expect(screen.getByText('No touchpoints yet')).toBeInTheDocument();
  });

  it('adds a touchpoint to the campaign and opens it in the editor', async () => {
    const requests = mockApi({
      getCampaign: { body: makeDetail(fluCampaign) },
      createTouchpoint: { status: 201, body: makeTouchpoint(8, { name: 'Welcome' }) },
      getTouchpoint: { body: makeTouchpoint(8, { name: 'Welcome' }) },
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11');

    await user.type(await screen.findByRole('textbox', { name: 'Touchpoint name' }), 'Welcome');
    await user.click(screen.getByRole('button', { name: 'Add touchpoint' }));

    expect(await screen.findByRole('navigation', { name: 'Steps of the touchpoint' })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/touchpoints')[0]!.body).toEqual({
      campaign_id: 11,
      name: 'Welcome',
    });
    expect(address()).toBe('/create?campaign=11&touchpoint=8');
  });

  it('opens an existing touchpoint of the campaign', async () => {
    mockApi({
      getCampaign: {
        body: { ...makeDetail(fluCampaign), touchpoints: [makeTouchpointSummary(5, { name: 'Reminder' })] },
      },
      getTouchpoint: { body: makeTouchpoint(5) },
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11');

    await user.click(await screen.findByRole('button', { name: /Reminder/ }));

    expect(await screen.findByRole('heading', { name: 'Flu reminder' })).toBeInTheDocument();
    expect(address()).toBe('/create?campaign=11&touchpoint=5');
    expect(storedDraft()).toMatchObject({ touchPointId: 5, distributionType: 'email_and_sms' });
  });

  it('says which touchpoints wait for your review instead of their status', async () => {
    mockApi({
      getCampaign: {
        body: {
          ...makeDetail(fluCampaign),
          touchpoints: [
            makeTouchpointSummary(5, { name: 'Reminder' }),
            makeTouchpointSummary(6, { name: 'Check-in', status: 'in_review', awaiting_your_review: true }),
          ],
        },
      },
    });
    await renderCreate('?campaign=11');

    expect(await screen.findByRole('button', { name: /Check-in/ })).toHaveTextContent(
      'Waiting for your review',
    );
    expect(screen.getByRole('button', { name: /Reminder/ })).toHaveTextContent('Draft');
  });

  it('chooses another campaign: the draft is emptied and the campaign step shows again', async () => {
    mockApi({
      getCampaign: { body: makeDetail(fluCampaign) },
      listCampaigns: { body: makePage([fluCampaign]) },
    });
    localStorage.setItem(CAMPAIGN_DRAFT_STORAGE_KEY, JSON.stringify({ campaignId: 11, campaignName: 'Flu' }));
    const user = userEvent.setup();
    await renderCreate('?campaign=11');
    await screen.findByRole('heading', { name: 'Touchpoints of Flu vaccination 2026' });

    await user.click(screen.getByRole('button', { name: 'Choose another campaign' }));

    expect(address()).toBe('/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a campaign' })).toBeInTheDocument();
    const pick = await screen.findByRole('region', { name: 'Continue a campaign' });
    expect(await within(pick).findByRole('button', { name: /Flu vaccination 2026/ })).toBeInTheDocument();
    // Where nothing is open there is nothing to leave.
    expect(screen.queryByRole('button', { name: 'Choose another campaign' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(storedDraft()).toMatchObject({ campaignId: null, campaignName: '', videoIds: [] }),
    );
  });

  it('titles the editor after the touchpoint as it is named, under its campaign', async () => {
    mockApi({
      getCampaign: { body: makeDetail(fluCampaign) },
      getTouchpoint: { body: makeTouchpoint(5, { name: 'Week one' }) },
      updateTouchpoint: { body: makeTouchpoint(5, { name: 'Week one reminder', revision: 2 }) },
    });
    const user = userEvent.setup();
    await renderCreate('?campaign=11&touchpoint=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Week one' })).toBeInTheDocument();
    expect(
      await screen.findByText('A touchpoint of Flu vaccination 2026: what it sends and the page it opens.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Touchpoint name' }), ' reminder');
    expect(screen.getByRole('heading', { level: 1, name: 'Week one reminder' })).toBeInTheDocument();
  });
});

describe('the new-campaign form of the create page', () => {
  it('shows a refused name at the field, with the focus there, as the dialog does', async () => {
    mockApi({
      listCampaigns: { body: makePage([]) },
      createCampaign: refusal('VALIDATION_FAILED', [
        { path: 'body.name', message: 'Use at least 2 characters.' },
      ]),
    });
    const user = userEvent.setup();
    await renderCreate();
    const form = await screen.findByRole('region', { name: 'New campaign' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'A');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Use at least 2 characters.'));
    expect(name).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(address()).toBe('/create');
  });
});
