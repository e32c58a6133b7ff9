import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../errors.js';
import { DownloadRefused } from '../download.js';
import { startFakeSynthesia, type FakeSynthesiaServer } from '../testing/fakeSynthesiaServer.js';
import { createSynthesiaClient, durationSeconds, type SynthesiaSettings } from './synthesiaClient.js';

const KEY = 'synthesia-test-key-0001';

void describe('Synthesia adapter against a local Synthesia', () => {
  let fake: FakeSynthesiaServer;
  let settings: SynthesiaSettings;
  before(async () => {
    fake = await startFakeSynthesia(KEY);
    settings = { baseUrl: fake.url, timeoutMs: 2_000, maxRetryWaitMs: 1_000, downloadTimeoutMs: 5_000 };
    const statuses = ['complete', 'in_progress', 'error'] as const;
    for (let index = 0; index < 250; index += 1) {
      fake.videos.push({
        id: `video-${String(index)}`,
        title: `Render ${String(index)}`,
        status: statuses[index % 3] ?? 'complete',
        duration: '0:01:05.25',
      });
    }
    fake.templates.push({
      id: 'tpl-welcome',
      title: 'Welcome',
      variables: [{ name: 'patient_first', type: 'text' }],
    });
  });
  after(() => fake.close());

  const rejects = (promise: Promise<unknown>, code: string) =>
    assert.rejects(promise, (error) => error instanceof ApiError && error.code === code);

  void it('reads durations as Synthesia writes them', () => {
    assert.equal(durationSeconds('0:01:05.25'), 65.25);
    assert.equal(durationSeconds(12), 12);
    assert.equal(durationSeconds('soon'), null);
  });

  void it('lists every video page by page, in the library’s states', async () => {
    fake.requests.length = 0;
    const videos = await createSynthesiaClient(settings, KEY).listAllVideos(1_000);
    assert.equal(videos.length, 250);
    assert.equal(fake.requests.length, 3, 'three pages of 100');
    assert.deepEqual(
      videos.slice(0, 3).map((video) => video.state),
      ['ready', 'rendering', 'failed'],
    );
    assert.equal(videos[0]?.durationSeconds, 65.25);
    assert.equal(videos[1]?.downloadUrl, null);
    assert.equal(
      (await createSynthesiaClient(settings, KEY).listAllVideos(120)).length,
      120,
      'the cap holds',
    );
  });

  void it('downloads a finished render’s MP4, and refuses one larger than allowed', async () => {
    const client = createSynthesiaClient(settings, KEY);
    const video = await client.getVideo('video-0');
    assert.ok(video);
    const file = await client.downloadVideo(video, { maxBytes: 1_000_000, contentType: 'video/mp4' });
    assert.ok(file.equals(fake.file));
    await assert.rejects(
      client.downloadVideo(video, { maxBytes: 1_000, contentType: 'video/mp4' }),
      DownloadRefused,
    );
    assert.equal(await client.getVideo('no-such-video'), null);
  });

  void it('lists templates and starts a render from one', async () => {
    const client = createSynthesiaClient(settings, KEY);
    assert.deepEqual(await client.listTemplates(), [
      { id: 'tpl-welcome', title: 'Welcome', variables: [{ name: 'patient_first', type: 'text' }] },
    ]);
    const started = await client.createVideoFromTemplate({
      templateId: 'tpl-welcome',
      templateData: { patient_first: 'Sam' },
      title: 'Welcome Sam',
      test: true,
    });
    assert.equal(started?.state, 'rendering');
    const sent = fake.videos.find((video) => video.id === started?.id);
    assert.deepEqual(sent?.templateData, { patient_first: 'Sam' });
    assert.equal(sent?.test, true);
    assert.equal(
      await client.createVideoFromTemplate({
        templateId: 'tpl-none',
        templateData: {},
        title: 'x',
        test: false,
      }),
      null,
    );
  });

  void it('a refused key, a long rate limit and a slow answer are coded errors', async () => {
    await rejects(createSynthesiaClient(settings, 'wrong').listTemplates(), 'EXTERNAL_CREDENTIALS_REJECTED');
    fake.troubles.rateLimitOnce = 0;
    assert.ok(
      await createSynthesiaClient(settings, KEY).getVideo('video-0'),
      'a short Retry-After is waited out',
    );
    fake.troubles.rateLimitOnce = 300;
    await rejects(createSynthesiaClient(settings, KEY).getVideo('video-0'), 'EXTERNAL_SERVICE_FAILED');
    fake.troubles.delayOnceMs = 1_000;
    await rejects(
      createSynthesiaClient({ ...settings, timeoutMs: 100 }, KEY).getVideo('video-0'),
      'EXTERNAL_SERVICE_FAILED',
    );
  });
});
