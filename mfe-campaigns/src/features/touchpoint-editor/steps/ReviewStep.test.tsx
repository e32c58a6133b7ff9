import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, refusal } from '@outreach/shared-ui/testing';
import type { ResolvedTouchpoint, TouchpointPreview } from '@outreach/shared-contracts/core';
import { provideRemoteModuleLoader } from '@outreach/shared-ui';
import { renderCreate, renderEditor } from '../../../testing/renderCreate';
import { makeTouchpoint } from '../../../testing/touchpointFixtures';
import { REVIEW_POLL_MS } from '../useLiveStatus';

const ada = { id: 1, name: 'Ada Lovelace' };
const grace = { id: 2, name: 'Grace Hopper' };
/** The API's answer to assigning `user`: whether they could be e-mailed. */
const assigned = (user: typeof ada, notified: boolean) => ({
  status: 201,
  body: {
    id: 40 + user.id,
    touchpoint_id: 5,
    user,
    assigned_by: user.id === ada.id ? grace : ada,
    assigned_at: '2026-03-05T10:00:00.000Z',
    notified,
  },
});
const awaitingGrace = makeTouchpoint(5, {
  revision: 4,
  status: 'in_review',
  awaiting_your_review: true,
  actions: ['edit', 'approve', 'request_changes'],
});
const noHistory = { touchpoint: makeTouchpoint(5), versions: [], reviews: [], reviewers: [], checks: [] };

function preview(language: 'en' | 'es', subject: string, sms: string): TouchpointPreview {
  return {
    touchpoint_id: 5,
    version: null,
    page: {
      language,
      default_language: 'en',
      languages: ['en', 'es'],
      right_to_left: false,
      channels: 'email_and_sms',
      landing_page: {
        title: language === 'es' ? 'Bienvenida' : 'Welcome',
        body_html: '',
        logo_url: null,
        thumbnail_url: null,
        show_disclaimer: true,
        show_ai_video_disclaimer: true,
      },
      chapters: [],
      survey: null,
      buttons: [],
    },
    branding: {
      primary_color: '#388083',
      secondary_color: '#FFFFFF',
      logo_url: null,
      disclaimer_text: '',
      ai_video_disclaimer: '',
    },
    email: { subject, html: `<p>${subject}</p>`, text: subject },
    sms: { text: sms, encoding: 'GSM-7', characters: sms.length, segments: language === 'es' ? 2 : 1 },
  };
}

function reviewApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    getTouchpoint: { body: makeTouchpoint(5, { revision: 4 }) },
    listReviewers: { body: { results: [], candidates: [ada, grace] } },
    touchpointSummary: { body: noHistory },
    previewTouchpoint: ({ query }) => ({
      body:
        query.language === 'es'
          ? preview('es', 'Vacuna', 'Hola Maria')
          : preview('en', 'Flu shot', 'Hi Maria'),
    }),
    ...extra,
  });
}

beforeEach(() => localStorage.clear());

/** Chooses a colleague to assign once the candidates have arrived, as a user waits for them. */
async function chooseReviewer(user: ReturnType<typeof userEvent.setup>, name: string) {
  const select = await screen.findByRole('combobox', { name: 'Reviewer to assign' });
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
}

describe('the review and publish step', () => {
  it('assigns a reviewer', async () => {
    const requests = reviewApi({
      addReviewer: assigned(grace, true),
    });
    const user = userEvent.setup();
    await renderEditor('review');
    expect(await screen.findByText('No reviewer is assigned yet.')).toBeInTheDocument();

    await chooseReviewer(user, 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(
      await screen.findByText('Grace Hopper has been e-mailed a link to this review.'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/touchpoints/reviewers')[0]!.body).toEqual({
      touchpoint_id: 5,
      user_id: 2,
    });
  });

  it('says when the reviewer could not be e-mailed, so the author tells them', async () => {
    reviewApi({
      addReviewer: assigned(grace, false),
    });
    const user = userEvent.setup();
    await renderEditor('review');

    await chooseReviewer(user, 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(
      await screen.findByText(
        'Grace Hopper is assigned, but the e-mail could not be sent: let them know yourself.',
      ),
    ).toBeInTheDocument();
  });

  it('opens on the review for whom it waits, with what patients get and the decision first', async () => {
    reviewApi({ getTouchpoint: { body: awaitingGrace } });
    await renderCreate('?campaign=11&touchpoint=5');

    const steps = await screen.findByRole('navigation', { name: 'Steps of the touchpoint' });
    expect(within(steps).getByRole('button', { name: /Review and publish/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(
      screen.getByText(
        'Waiting for your review: version 1. Read what patients will get, then approve it or ask for changes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Touchpoint name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    // What patients get comes before the decision.
    const preview = screen.getByRole('region', { name: 'Preview' });
    const decision = screen.getByRole('region', { name: 'Your review' });
    expect(preview.compareDocumentPosition(decision) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('approves the revision on screen', async () => {
    const requests = reviewApi({
      getTouchpoint: { body: awaitingGrace },
      reviewTouchpoint: {
        body: makeTouchpoint(5, {
          revision: 4,
          status: 'approved',
          approval: { by: grace, at: '2026-03-05T10:00:00.000Z' },
          actions: ['edit', 'request_changes', 'publish'],
        }),
      },
    });
    const user = userEvent.setup();
    await renderEditor('review');

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('You approved this revision.')).toBeInTheDocument();
    expect(screen.getByText(/Status: Approved, version 1\. Approved by Grace Hopper\./)).toBeInTheDocument();
    // Having approved, the reviewer is not told there is an approval they cannot give.
    expect(screen.queryByText(/You edited this version/)).not.toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/review')[0]!.body).toEqual({
      revision: 4,
      decision: 'approve',
      comment: '',
    });
  });

  it('shows the author no Approve, and no Publish until a colleague approves', async () => {
    reviewApi({ getTouchpoint: { body: makeTouchpoint(5, { revision: 4, status: 'in_review' }) } });
    await renderEditor('review');

    expect(
      await screen.findByText("Publishing needs a colleague's approval of this version."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it("follows a colleague's approval while in review, without a reload, and then offers Publish", async () => {
    let approved = false;
    reviewApi({
      getTouchpoint: () => ({
        body: approved
          ? makeTouchpoint(5, {
              revision: 4,
              status: 'approved',
              approval: { by: grace, at: '2026-03-05T10:00:00.000Z' },
              actions: ['edit', 'publish'],
            })
          : makeTouchpoint(5, { revision: 4, status: 'in_review' }),
      }),
    });
    await renderEditor('review');
    expect(await screen.findByText('Status: In review, version 1.')).toBeInTheDocument();

    // Grace approves in her own browser.
    approved = true;

    expect(
      await screen.findByText(
        'Status: Approved, version 1. Approved by Grace Hopper.',
        {},
        { timeout: REVIEW_POLL_MS + 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('clears the refusal of an earlier action once another action succeeds', async () => {
    reviewApi({
      getTouchpoint: { body: awaitingGrace },
      reviewTouchpoint: refusal('STALE_WRITE'),
      addReviewer: assigned(ada, true),
    });
    const user = userEvent.setup();
    await renderEditor('review');

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const decision = screen.getByRole('region', { name: 'Your review' });
    expect(await within(decision).findByRole('alert')).toBeInTheDocument();

    await chooseReviewer(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    expect(
      await screen.findByText('Ada Lovelace has been e-mailed a link to this review.'),
    ).toBeInTheDocument();
    // The refusal goes once the touchpoint the assignment changed has been read again.
    await waitFor(() => expect(within(decision).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says why publishing was refused', async () => {
    const requests = reviewApi({
      getTouchpoint: { body: makeTouchpoint(5, { revision: 4, actions: ['edit', 'publish'] }) },
      publishTouchpoint: refusal('APPROVAL_REQUIRED'),
    });
    const user = userEvent.setup();
    await renderEditor('review');

    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText(
        'Publishing needs an approval of the current content by someone other than its last editor.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/touchpoints/5/publish')[0]!.body).toEqual({ revision: 4 });
  });

  it('offers no publish while the live version is the newest, and says how the next one starts', async () => {
    reviewApi({
      getTouchpoint: {
        body: makeTouchpoint(5, { revision: 4, status: 'published', version: 2, published_version: 2 }),
      },
    });
    await renderEditor('review');

    expect(await screen.findByText('Version 2 is live.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Editing any step starts version 3, which is republished here once a colleague approves it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Re)?publish$/ })).not.toBeInTheDocument();
  });

  it('previews the e-mail in a sandbox and the SMS with its segments, one tab per language', async () => {
    reviewApi();
    const user = userEvent.setup();
    await renderEditor('review');
    const tabs = await screen.findByRole('tablist', { name: 'Preview languages' });
    expect(within(tabs).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    const frame = await screen.findByTitle('E-mail preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Flu shot</p>');
    expect(screen.getByText('Segments: 1 · characters: 8 · GSM-7')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Español' }));

    expect(await screen.findByText('Hola Maria')).toBeInTheDocument();
    expect(screen.getByText('Segments: 2 · characters: 10 · GSM-7')).toBeInTheDocument();
    expect(screen.getByTitle('E-mail preview')).toHaveAttribute('srcdoc', '<p>Vacuna</p>');
  });

  it("shows the patient page drawn by the patient app at a phone's width, in the tab's language", async () => {
    reviewApi();
    const loads: string[] = [];
    // The host's federation runtime, as the platform provides it: the patient app's preview module.
    provideRemoteModuleLoader((id) => {
      loads.push(id);
      return Promise.resolve({
        default: ({ page }: { page: ResolvedTouchpoint }) => (
          <p>
            {page.language}: {page.landing_page.title}
          </p>
        ),
      });
    });
    const user = userEvent.setup();
    await renderEditor('review');

    const section = await screen.findByRole('region', { name: 'Patient page' });
    expect(await within(section).findByText('en: Welcome')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Español' }));
    expect(await screen.findByText('es: Bienvenida')).toBeInTheDocument();
    expect(loads.every((id) => id === 'mfe_patient/TouchpointPreview')).toBe(true);
    delete (globalThis as Record<string, unknown>).__outreachRemoteModuleLoader__;
  });

  it('says where the patient page is shown when the studio runs on its own', async () => {
    reviewApi();
    await renderEditor('review');
    const section = await screen.findByRole('region', { name: 'Patient page' });
    expect(
      await within(section).findByText(/The patient page is shown here when the studio runs in the platform/),
    ).toBeInTheDocument();
  });
});
