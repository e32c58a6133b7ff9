import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import type {
  ApiErrorBody,
  Touchpoint,
  TouchpointHistory,
  TouchpointPreview,
} from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { auditRows, staffCaller } from '../patients/testSupport.js';
import {
  addVideo,
  campaignWithTouchpoint,
  completeContent,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

const code = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().code;

void describe('touchpoint review and publishing', () => {
  let t: TestApp;
  let team: StudioTeam;
  let videoId: number;

  before(async () => {
    t = await build();
    team = await studioTeam(t, 'Lifecycle Clinic');
    videoId = await addVideo(t, team.tenantId, 'Heart medicines');
  });
  after(async () => {
    await t.close();
  });

  void it('goes from draft through review to version 1, and an edit to version 2 republished', async () => {
    const { author, reviewer, reviewerId, authorId } = team;
    const { touchpoint } = await campaignWithTouchpoint(author, completeContent(videoId));
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    assert.equal(touchpoint.status, 'draft');
    assert.deepEqual(touchpoint.checks, []);

    // Publishing straight away is refused: nobody approved it.
    const early = await author.call('POST', `${url}/publish`, { revision: touchpoint.revision });
    assert.deepEqual([early.statusCode, code(early)], [409, 'APPROVAL_REQUIRED']);

    // The author asks a colleague; the touchpoint goes into review.
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: reviewerId,
    });
    assert.equal((await author.json<Touchpoint>('GET', url)).status, 'in_review');

    // The author is not a reviewer; assigning themselves still does not let them approve their own edit.
    const notReviewer = await author.call('POST', `${url}/review`, { revision: 1, decision: 'approve' });
    assert.deepEqual([notReviewer.statusCode, code(notReviewer)], [403, 'NOT_A_REVIEWER']);
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: authorId,
    });
    const own = await author.call('POST', `${url}/review`, { revision: 1, decision: 'approve' });
    assert.deepEqual([own.statusCode, code(own)], [403, 'SELF_APPROVAL']);

    // The colleague asks for changes, the author edits, the colleague approves the new revision.
    const asked = await reviewer.json<Touchpoint>(
      'POST',
      `${url}/review`,
      { revision: 1, decision: 'request_changes', comment: 'Say when to call.' },
      200,
    );
    assert.equal(asked.status, 'changes_requested');
    const edited = await author.json<Touchpoint>('PUT', url, {
      revision: 1,
      name: 'Week one',
      content: { ...completeContent(videoId), link_expiry_days: 14 },
    });
    assert.deepEqual([edited.revision, edited.status, edited.last_edited_by.id], [2, 'in_review', authorId]);
    const approved = await reviewer.json<Touchpoint>(
      'POST',
      `${url}/review`,
      { revision: 2, decision: 'approve' },
      200,
    );
    assert.equal(approved.status, 'approved');
    assert.equal(approved.approval?.by.id, reviewerId);

    // The author publishes version 1.
    const published = await author.json<Touchpoint>('POST', `${url}/publish`, { revision: 2 }, 200);
    assert.deepEqual(
      [published.status, published.published_version, published.version, published.has_unpublished_changes],
      ['published', 1, 1, false],
    );
    const again = await author.call('POST', `${url}/publish`, { revision: 2 });
    assert.deepEqual([again.statusCode, code(again)], [409, 'ALREADY_PUBLISHED']);

    // An edit starts version 2: the live version stays as it was until version 2 is approved.
    const next = await author.json<Touchpoint>('PUT', url, {
      revision: 2,
      name: 'Week one',
      content: {
        ...completeContent(videoId),
        landing_page: { title: { en: 'Updated visit', es: 'Visita actualizada' } },
      },
    });
    assert.deepEqual(
      [next.version, next.published_version, next.status, next.approval],
      [2, 1, 'in_review', null],
    );
    const live = await author.json<TouchpointPreview>('GET', `${url}/preview?source=published`);
    assert.equal(live.page.landing_page.title, 'Your heart visit');
    const early2 = await author.call('POST', `${url}/republish`, { revision: 3 });
    assert.deepEqual([early2.statusCode, code(early2)], [409, 'APPROVAL_REQUIRED']);
    await reviewer.json('POST', `${url}/review`, { revision: 3, decision: 'approve' }, 200);
    const republished = await author.json<Touchpoint>('POST', `${url}/republish`, { revision: 3 }, 200);
    assert.deepEqual([republished.published_version, republished.status], [2, 'published']);
    const nothing = await author.call('POST', `${url}/republish`, { revision: 3 });
    assert.deepEqual([nothing.statusCode, code(nothing)], [409, 'NOTHING_TO_PUBLISH']);
    const liveNow = await author.json<TouchpointPreview>(
      'GET',
      `${url}/preview?source=published&language=es`,
    );
    assert.deepEqual([liveNow.version, liveNow.page.landing_page.title], [2, 'Visita actualizada']);

    // The history has both versions, each with who published and who approved it.
    const history = await author.json<TouchpointHistory>(
      'GET',
      `/api/touchpoints/summary/${String(touchpoint.id)}`,
    );
    assert.deepEqual(
      history.versions.map((version) => [
        version.version,
        version.revision,
        version.approved_by.id,
        version.published_by.id,
      ]),
      [
        [2, 3, reviewerId, authorId],
        [1, 2, reviewerId, authorId],
      ],
    );
    assert.deepEqual(
      history.reviews.map((review) => review.decision),
      ['approve', 'approve', 'request_changes'],
    );
    const events = (await auditRows(t, ['touchpoint_published'])).map((row) => row.details.version);
    assert.deepEqual(events, [1, 2]);
  });

  void it('refuses an approval by anyone who edited since the last version, not only the last editor', async () => {
    const { author, reviewer, authorId, reviewerId } = team;
    const colleagueUser = await t.createUser({ tenantName: 'Lifecycle Clinic' });
    const colleague = await staffCaller(t, colleagueUser);
    const { touchpoint } = await campaignWithTouchpoint(author, completeContent(videoId), 'Diabetes');
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    for (const userId of [authorId, reviewerId, colleagueUser.id]) {
      await author.json('POST', '/api/touchpoints/reviewers', {
        touchpoint_id: touchpoint.id,
        user_id: userId,
      });
    }

    // A colleague edits last; the author, who wrote revision 1, may still not approve revision 2.
    await colleague.json('PUT', url, {
      revision: 1,
      name: 'Week one',
      content: { ...completeContent(videoId), link_expiry_days: 14 },
    });
    for (const editor of [author, colleague]) {
      const own = await editor.call('POST', `${url}/review`, { revision: 2, decision: 'approve' });
      assert.deepEqual([own.statusCode, code(own)], [403, 'SELF_APPROVAL']);
    }
    const unchanged = await author.json<Touchpoint>('GET', url);
    assert.deepEqual([unchanged.status, unchanged.approval], ['in_review', null]);
    const early = await author.call('POST', `${url}/publish`, { revision: 2 });
    assert.deepEqual([early.statusCode, code(early)], [409, 'APPROVAL_REQUIRED']);

    // Someone who edited nothing approves, and version 1 is published.
    await reviewer.json('POST', `${url}/review`, { revision: 2, decision: 'approve' }, 200);
    await colleague.json('POST', `${url}/publish`, { revision: 2 }, 200);

    // After the version, only who edits anew is barred: the author, who edited nothing since, may approve.
    await colleague.json('PUT', url, {
      revision: 2,
      name: 'Week one, again',
      content: completeContent(videoId),
    });
    const barred = await colleague.call('POST', `${url}/review`, { revision: 3, decision: 'approve' });
    assert.deepEqual([barred.statusCode, code(barred)], [403, 'SELF_APPROVAL']);
    const approved = await author.json<Touchpoint>(
      'POST',
      `${url}/review`,
      { revision: 3, decision: 'approve' },
      200,
    );
    assert.equal(approved.approval?.by.id, authorId);
  });

  void it('voids an approval when the content changes after it, and refuses a stale save', async () => {
    const { author, reviewer, reviewerId } = team;
    const { touchpoint } = await campaignWithTouchpoint(author, completeContent(videoId), 'Asthma');
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: reviewerId,
    });
    await reviewer.json('POST', `${url}/review`, { revision: 1, decision: 'approve' }, 200);

    // The reviewer edits after approving: their approval was of revision 1, and they edited revision 2 last.
    const changed = await reviewer.json<Touchpoint>('PUT', url, {
      revision: 1,
      name: 'Week one',
      content: { ...completeContent(videoId), link_expiry_days: 14 },
    });
    assert.equal(changed.approval, null);
    const voided = await author.call('POST', `${url}/publish`, { revision: 2 });
    assert.deepEqual([voided.statusCode, code(voided)], [409, 'APPROVAL_REQUIRED']);

    // Saving the same content again (an autosave) changes nothing.
    const same = await reviewer.json<Touchpoint>('PUT', url, {
      revision: 2,
      name: 'Week one',
      content: { ...completeContent(videoId), link_expiry_days: 14 },
    });
    assert.equal(same.revision, 2);

    // The author's tab still holds revision 1: saving from it is refused and nothing changes.
    const stale = await author.call('PUT', url, {
      revision: 1,
      name: 'Overwrite',
      content: completeContent(videoId),
    });
    assert.deepEqual([stale.statusCode, code(stale)], [409, 'STALE_WRITE']);
    const kept = await author.json<Touchpoint>('GET', url);
    assert.deepEqual([kept.name, kept.revision], ['Week one', 2]);
    const staleReview = await reviewer.call('POST', `${url}/review`, { revision: 1, decision: 'approve' });
    assert.deepEqual([staleReview.statusCode, code(staleReview)], [409, 'STALE_WRITE']);
  });

  void it('refuses a link to a patient’s field or any variable but the patient link, changing nothing', async () => {
    const { author } = team;
    const content = completeContent(videoId);
    const { touchpoint } = await campaignWithTouchpoint(author, content, 'Links');
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    const withEmail = (html: string) => ({ ...content, email: { ...content.email, html: { en: html } } });
    for (const href of [
      '{{first_name}}',
      ' {{ last_name }} ',
      '&#123;&#123;tenant_phone&#125;&#125;',
      'https://tracker.example/?name={{first_name}}',
      'mailto:{{first_name}}@example.com',
      '{{link}}{{title}}',
    ]) {
      const refused = await author.call('PUT', url, {
        revision: 1,
        name: 'Links',
        content: withEmail(`<p><a href="${href}">open</a></p>`),
      });
      assert.deepEqual([refused.statusCode, code(refused)], [400, 'UNSAFE_LINK'], href);
    }
    const created = await author.call('POST', '/api/touchpoints', {
      campaign_id: touchpoint.campaign,
      name: 'Links too',
      content: {
        ...content,
        landing_page: { ...content.landing_page, body: { en: '<a href="{{title}}">x</a>' } },
      },
    });
    assert.deepEqual([created.statusCode, code(created)], [400, 'UNSAFE_LINK']);
    const kept = await author.json<Touchpoint>('GET', url);
    assert.deepEqual([kept.revision, kept.content.email.html], [1, touchpoint.content.email.html]);

    const saved = await author.json<Touchpoint>('PUT', url, {
      revision: 1,
      name: 'Links',
      content: withEmail('<p><a href="{{ link }}">open</a> <a href="https://clinic.example">site</a></p>'),
    });
    assert.equal(
      saved.content.email.html.en,
      '<p><a target="_blank" rel="noopener noreferrer" href="{{ link }}">open</a> ' +
        '<a target="_blank" rel="noopener noreferrer" href="https://clinic.example">site</a></p>',
    );
  });

  void it('refuses to publish while the check list has errors, naming each', async () => {
    const { author, reviewer, reviewerId } = team;
    const content = completeContent(videoId);
    const { touchpoint } = await campaignWithTouchpoint(
      author,
      {
        ...content,
        sms: {
          text: { en: `{{first_nme}} ${'Take your tablets. '.repeat(40)} {{link}}`, es: 'Hola {{link}}' },
        },
        buttons: [{ key: 'b1', kind: 'url', label: { en: 'More' }, url: 'http://example.org' }],
      },
      'Diabetes',
    );
    const url = `/api/touchpoints/${String(touchpoint.id)}`;
    assert.deepEqual(
      touchpoint.checks.map((check) => [check.code, check.path, check.language ?? null]),
      [
        ['translation_missing', 'buttons.0.label', 'es'],
        ['variable_unknown', 'sms.text', 'en'],
        ['sms_too_long', 'sms.text', 'en'],
        ['url_not_https', 'buttons.0.url', null],
      ],
    );
    assert.equal(touchpoint.sms_stats.en?.segments, 6);
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpoint.id,
      user_id: reviewerId,
    });
    await reviewer.json('POST', `${url}/review`, { revision: 1, decision: 'approve' }, 200);
    const refused = await author.call('POST', `${url}/publish`, { revision: 1 });
    assert.deepEqual([refused.statusCode, code(refused)], [409, 'CHECKS_FAILED']);
    assert.deepEqual(
      refused
        .json<ApiErrorBody>()
        .details?.map((detail) => [detail.code, detail.path, detail.params?.language]),
      [
        ['translation_missing', 'content.buttons.0.label', 'es'],
        ['variable_unknown', 'content.sms.text', 'en'],
        ['sms_too_long', 'content.sms.text', 'en'],
        ['url_not_https', 'content.buttons.0.url', undefined],
      ],
    );
    assert.equal((await author.json<Touchpoint>('GET', url)).published_version, null);
  });

  void it('previews the e-mail and SMS for a sample patient in each language, values escaped', async () => {
    const { author } = team;
    const content = completeContent(videoId);
    const { touchpoint } = await campaignWithTouchpoint(
      author,
      {
        ...content,
        landing_page: {
          title: { en: 'Visit', es: 'Visita' },
          body: {
            en: '<p onclick="steal()">Hi<script>alert(1)</script><iframe src="https://x.test"></iframe></p>',
            es: '<p>Hola</p>',
          },
        },
      },
      'Preview',
    );
    const url = `/api/touchpoints/${String(touchpoint.id)}/preview`;
    const english = await author.json<TouchpointPreview>('GET', url);
    assert.equal(english.page.landing_page.body_html, '<p>Hi</p>');
    assert.equal(english.email?.subject, 'Before your visit, Alexandra');
    // The e-mail as a send draws it: the tenant's name, the author's body, the button, the footer.
    const html = english.email?.html ?? '';
    assert.match(html, /^<!DOCTYPE html/);
    assert.match(html, />Lifecycle Clinic<\/p>/);
    assert.ok(
      html.includes(
        '<p>Hi Alexandra, <a target="_blank" rel="noopener noreferrer" href="https://outreach.example/i/0123456789abcdefABCDEF">open</a></p>',
      ),
    );
    assert.match(html, />Open your page<\/span>/);
    assert.match(html, />Unsubscribe from these e-mails<\/a>/);
    assert.deepEqual(
      [
        english.sms?.text.startsWith('Hi Alexandra, watch: https://'),
        english.sms?.encoding,
        english.sms?.segments,
      ],
      [true, 'GSM-7', 1],
    );
    const spanish = await author.json<TouchpointPreview>('GET', `${url}?language=es`);
    assert.deepEqual(
      [
        spanish.page.language,
        spanish.page.chapters[0]?.title,
        spanish.page.chapters[0]?.video?.id,
        spanish.email?.subject,
      ],
      ['es', 'Sus medicamentos', videoId, 'Antes de su visita, Alexandra'],
    );
    // A language the touchpoint does not offer falls back to its default.
    const french = await author.json<TouchpointPreview>('GET', `${url}?language=fr`);
    assert.equal(french.page.language, 'en');
    const unpublished = await author.call('GET', `${url}?source=published`);
    assert.deepEqual([unpublished.statusCode, code(unpublished)], [409, 'NOT_PUBLISHED']);
  });
});
