import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CampaignDetail, CampaignPage, Touchpoint } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { waitForMail } from '../../test/waitForMail.js';
import {
  addVideo,
  campaignWithTouchpoint,
  completeContent,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

const emailOf = async (t: TestApp, userId: number) =>
  (await t.db.queryAsOwner<{ email: string }>('SELECT email FROM staff_users WHERE id = $1', [userId]))[0]
    ?.email;

void describe('the review hand-off', () => {
  let t: TestApp;
  let team: StudioTeam;
  let videoId: number;

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Hand-off Clinic');
    videoId = await addVideo(t, team.tenantId, 'Heart medicines');
  });
  after(async () => {
    await t.close();
  });

  void it('e-mails the assigned reviewer a link straight to the review step', async () => {
    t.mail.clear();
    const { campaign, touchpoint } = await campaignWithTouchpoint(team.author, completeContent(videoId));
    const assigned = await team.author.json<{ email: string }>('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: team.reviewerId,
    });
    assert.equal(assigned.email, 'sent');

    const [mail] = await waitForMail(t);
    assert.ok(mail, 'the reviewer was e-mailed');
    assert.equal(mail.to, await emailOf(t, team.reviewerId));
    assert.equal(mail.subject, 'Review requested: Week one');
    const link = `http://localhost:3000/create?campaign=${String(campaign.id)}&touchpoint=${String(touchpoint.id)}&step=review`;
    assert.ok(mail.text.includes(link), mail.text);
    assert.ok(mail.html.includes(`href="${link.replace(/&/g, '&#38;')}"`), mail.html);
    assert.ok(mail.text.includes('Heart failure follow-up'), 'the campaign is named');

    // Assigning the same colleague again tells them nothing new.
    await team.author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: team.reviewerId,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(t.mail.messages().length, 1);
  });

  void it('tells each person what they may do, and the reviewer what waits for them', async () => {
    const { author, reviewer, reviewerId } = team;
    const { campaign, touchpoint } = await campaignWithTouchpoint(
      author,
      completeContent(videoId),
      'Diabetes check-in',
    );
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    const seenBy = async (caller: typeof author) => {
      const seen = await caller.json<Touchpoint>('GET', url);
      return { actions: seen.actions, awaiting: seen.awaiting_your_review };
    };

    // A draft: anyone may edit; nobody can approve or publish yet.
    assert.deepEqual(await seenBy(author), { actions: ['edit'], awaiting: false });
    assert.deepEqual(await seenBy(reviewer), { actions: ['edit'], awaiting: false });

    // In review: it waits for the reviewer, in the touchpoint, its campaign and the campaign list.
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: reviewerId,
    });
    assert.deepEqual(await seenBy(reviewer), {
      actions: ['edit', 'approve', 'request_changes'],
      awaiting: true,
    });
    assert.deepEqual(await seenBy(author), { actions: ['edit'], awaiting: false });
    const detail = await reviewer.json<CampaignDetail>('GET', `/api/campaigns/${String(campaign.id)}/`);
    assert.deepEqual(
      [detail.awaiting_your_review_count, detail.touchpoints[0]?.awaiting_your_review],
      [1, true],
    );
    const list = await reviewer.json<CampaignPage>('GET', '/api/campaigns/?search=Diabetes');
    assert.equal(list.results[0]?.awaiting_your_review_count, 1);
    const authorList = await author.json<CampaignPage>('GET', '/api/campaigns/?search=Diabetes');
    assert.equal(authorList.results[0]?.awaiting_your_review_count, 0);

    // Approved: it waits for nobody's review; anyone may publish it.
    await reviewer.json('POST', `${url}/review`, { revision: touchpoint.revision, decision: 'approve' }, 200);
    assert.deepEqual(await seenBy(author), { actions: ['edit', 'publish'], awaiting: false });
    assert.deepEqual(await seenBy(reviewer), {
      actions: ['edit', 'request_changes', 'publish'],
      awaiting: false,
    });

    // Published, then edited by the reviewer: they may no longer approve what they changed.
    await author.json('POST', `${url}/publish`, { revision: touchpoint.revision }, 200);
    assert.deepEqual(await seenBy(author), { actions: ['edit'], awaiting: false });
    await reviewer.json('PUT', url, {
      revision: touchpoint.revision,
      name: 'Week one',
      content: { ...completeContent(videoId), link_expiry_days: 14 },
    });
    assert.deepEqual(await seenBy(reviewer), { actions: ['edit', 'request_changes'], awaiting: true });
  });

  void it('offers no publish while the check list has an error', async () => {
    const { author, reviewer, reviewerId } = team;
    // A Spanish label is missing: the check list has an error.
    const content = {
      ...completeContent(videoId),
      buttons: [{ key: 'b1', kind: 'call' as const, label: { en: 'Call us' }, phone: '+15550100200' }],
    };
    const { touchpoint } = await campaignWithTouchpoint(author, content, 'Asthma');
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: reviewerId,
    });
    await reviewer.json('POST', `${url}/review`, { revision: touchpoint.revision, decision: 'approve' }, 200);
    const seen = await author.json<Touchpoint>('GET', url);
    assert.ok(
      seen.checks.some((check) => check.severity === 'error'),
      'the content has an error',
    );
    assert.deepEqual(seen.actions, ['edit']);
  });

  void it('keeps the assignment when the reviewer cannot be e-mailed, and says so', async () => {
    const broken = await build({ mailUrl: 'smtp://127.0.0.1:9' });
    try {
      const brokenTeam = await studioTeam(broken, 'Silent Clinic');
      const video = await addVideo(broken, brokenTeam.tenantId, 'Heart medicines');
      const { touchpoint } = await campaignWithTouchpoint(brokenTeam.author, completeContent(video));
      const response = await brokenTeam.author.call('POST', '/api/touchpoints/reviewers', {
        touchpoint_id: touchpoint.id,
        user_id: brokenTeam.reviewerId,
      });
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json<{ email: string }>().email, 'failed');
      const seen = await brokenTeam.reviewer.json<Touchpoint>(
        'GET',
        `/api/touchpoints/${String(touchpoint.id)}`,
      );
      assert.deepEqual([seen.status, seen.awaiting_your_review], ['in_review', true]);
    } finally {
      await broken.close();
    }
  });
});
