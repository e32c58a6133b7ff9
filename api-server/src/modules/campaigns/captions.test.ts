import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CAPTIONS_MAX_BYTES,
  checkWebVtt,
  webVttProblemMessage,
  type ApiErrorBody,
  type Video,
} from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { addVideo } from '../../test/studioSupport.js';
import { auditRows, twoTenants, type StaffCaller } from '../patients/testSupport.js';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:03.000\nThis short video explains your care.\n';
const REPLACED = 'WEBVTT\n\n00:00.000 --> 00:02.500\nA second take of the first line.\n';

void describe('captions of library videos', () => {
  let t: TestApp;
  let alpha: StaffCaller;
  let beta: StaffCaller;
  let alphaId: number;
  let betaId: number;
  let videoId: number;
  let betaVideoId: number;

  const path = (id: number, language: string) => `/api/videos/${String(id)}/captions/${language}`;
  /** The stored captions of a video, read past row-level security. */
  const stored = (id: number) =>
    t.db.queryAsOwner<{ tenant_id: number; language: string; vtt: string; updated_by: number }>(
      'SELECT tenant_id, language, vtt, updated_by FROM video_captions WHERE video_id = $1 ORDER BY language',
      [id],
    );
  const listed = async (caller: StaffCaller, id: number) =>
    (await caller.json<{ results: Video[] }>('GET', '/api/videos')).results.find((video) => video.id === id);

  before(async () => {
    t = await build();
    ({ alpha, beta, alphaId, betaId } = await twoTenants(t));
    videoId = await addVideo(t, alphaId, 'Your medicines');
    betaVideoId = await addVideo(t, betaId, 'Beta video');
  });
  after(async () => {
    await t.close();
  });

  void it('sets captions, lists them, and replaces them in place', async () => {
    const video = await alpha.json<Video>('PUT', path(videoId, 'en'), { vtt: VTT });
    assert.deepEqual([video.id, video.title, video.captions], [videoId, 'Your medicines', ['en']]);
    assert.deepEqual((await listed(alpha, videoId))?.captions, ['en']);

    const replaced = await alpha.json<Video>('PUT', path(videoId, 'en'), { vtt: REPLACED });
    assert.deepEqual(replaced.captions, ['en']);
    const rows = await stored(videoId);
    assert.deepEqual(
      rows.map((row) => [row.tenant_id, row.language, row.vtt]),
      [[alphaId, 'en', REPLACED]],
    );
    assert.equal(typeof rows[0]?.updated_by, 'number');
  });

  void it('answers the languages in the platform’s order, whatever order they were set in', async () => {
    await alpha.json<Video>('PUT', path(videoId, 'tl'), { vtt: VTT });
    await alpha.json<Video>('PUT', path(videoId, 'ar'), { vtt: VTT });
    const video = await alpha.json<Video>('PUT', path(videoId, 'es'), { vtt: VTT });
    assert.deepEqual(video.captions, ['en', 'es', 'ar', 'tl']);
    assert.deepEqual((await listed(alpha, videoId))?.captions, ['en', 'es', 'ar', 'tl']);
  });

  void it('removes captions in one language, and answers the video unchanged when it has none there', async () => {
    const removed = await alpha.json<Video>('DELETE', path(videoId, 'tl'));
    assert.deepEqual(removed.captions, ['en', 'es', 'ar']);
    const again = await alpha.json<Video>('DELETE', path(videoId, 'tl'));
    assert.deepEqual(again, removed);
    assert.deepEqual(
      (await stored(videoId)).map((row) => row.language),
      ['ar', 'en', 'es'],
    );
    await alpha.json<Video>('DELETE', path(videoId, 'ar'));
    const never = await alpha.json<Video>('DELETE', path(videoId, 'ko'));
    assert.deepEqual(never.captions, ['en', 'es']);
  });

  void it('refuses a file that is not WebVTT, has no cues or has a cue ending before it starts, storing nothing', async () => {
    const before = await stored(videoId);
    const files = {
      subRip: '1\n00:00:01,000 --> 00:00:03,000\nThis is SubRip.\n',
      noCues: 'WEBVTT\n\nNOTE only a note here\n',
      backwards: 'WEBVTT\n\n00:04.000 --> 00:01.000\nBackwards.\n',
    };
    for (const [name, vtt] of Object.entries(files)) {
      const { problem } = checkWebVtt(vtt);
      assert.ok(problem, name);
      for (const language of ['en', 'fr']) {
        const response = await alpha.call('PUT', path(videoId, language), { vtt });
        const body = response.json<ApiErrorBody>();
        assert.deepEqual(
          [response.statusCode, body.code, body.details?.[0]?.path, body.details?.[0]?.message],
          [400, 'VALIDATION_FAILED', 'body.vtt', webVttProblemMessage(problem)],
          name,
        );
      }
    }
    assert.deepEqual(await stored(videoId), before);
  });

  void it('refuses an unknown language and a file over the limit without storing anything', async () => {
    const before = await stored(videoId);
    for (const language of ['xx', 'EN', 'en-GB']) {
      const response = await alpha.call('PUT', path(videoId, language), { vtt: VTT });
      assert.deepEqual(
        [response.statusCode, response.json<ApiErrorBody>().details?.[0]?.path],
        [400, 'params.language'],
        language,
      );
      const removal = await alpha.call('DELETE', path(videoId, language));
      assert.equal(removal.statusCode, 400, language);
    }
    // Over the file limit but inside the body limit: the file's own rule answers.
    const cue = '00:00.000 --> 00:01.000\nA line of captions that repeats.\n\n';
    const large = `WEBVTT\n\n${cue.repeat(Math.ceil(CAPTIONS_MAX_BYTES / cue.length) + 1)}`;
    const tooLarge = await alpha.call('PUT', path(videoId, 'fr'), { vtt: large });
    assert.deepEqual(
      [tooLarge.statusCode, tooLarge.json<ApiErrorBody>().details?.[0]?.message],
      [400, webVttProblemMessage({ code: 'too_large' })],
    );
    // Over the body limit: refused before it is read.
    const huge = await alpha.call('PUT', path(videoId, 'fr'), { vtt: large.repeat(3) });
    assert.deepEqual([huge.statusCode, huge.json<ApiErrorBody>().code], [413, 'BODY_TOO_LARGE']);
    assert.deepEqual(await stored(videoId), before);
  });

  void it('answers 404 for another tenant’s video or none, changing nothing', async () => {
    await beta.json<Video>('PUT', path(betaVideoId, 'es'), { vtt: VTT });
    const beforeBeta = await stored(betaVideoId);
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of [betaVideoId, 999_999]) {
        const response = await alpha.call(
          method,
          path(id, 'es'),
          method === 'PUT' ? { vtt: REPLACED } : undefined,
        );
        assert.deepEqual([response.statusCode, response.json<ApiErrorBody>().code], [404, 'NOT_FOUND']);
      }
    }
    assert.deepEqual(await stored(betaVideoId), beforeBeta);
    assert.deepEqual((await listed(beta, betaVideoId))?.captions, ['es']);
  });

  void it('audits each change by video and language, never with the text', async () => {
    const rows = await auditRows(t, ['video_captions_set', 'video_captions_removed']);
    const alphaRows = rows.filter((row) => row.tenant_id === alphaId);
    assert.deepEqual(
      alphaRows.map((row) => [row.event, row.details]),
      [
        ['video_captions_set', { video_id: videoId, language: 'en' }],
        ['video_captions_set', { video_id: videoId, language: 'en' }],
        ['video_captions_set', { video_id: videoId, language: 'tl' }],
        ['video_captions_set', { video_id: videoId, language: 'ar' }],
        ['video_captions_set', { video_id: videoId, language: 'es' }],
        // The second removal in Tagalog and the one in Korean changed nothing.
        ['video_captions_removed', { video_id: videoId, language: 'tl' }],
        ['video_captions_removed', { video_id: videoId, language: 'ar' }],
      ],
    );
    assert.ok(alphaRows.every((row) => typeof row.actor_user_id === 'number'));
    const text = JSON.stringify(rows);
    for (const words of ['explains your care', 'second take', 'WEBVTT', '-->']) {
      assert.equal(text.includes(words), false, words);
    }
  });

  void it('deletes a video’s captions with the video', async () => {
    await t.db.queryAsOwner('DELETE FROM videos WHERE tenant_id = $1 AND id = $2', [betaId, betaVideoId]);
    assert.deepEqual(await stored(betaVideoId), []);
  });
});
