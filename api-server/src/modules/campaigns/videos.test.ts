import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { ApiErrorBody, PresignedUpload, Video } from '@outreach/shared-contracts';
import { build, type TestApp } from '../../test/build.js';
import { staffCaller, type StaffCaller } from '../patients/testSupport.js';

void describe('the video library', () => {
  let t: TestApp;
  let staff: StaffCaller;

  before(async () => {
    t = await build();
    staff = await staffCaller(t, await t.createUser({ tenantName: 'Video Clinic' }));
  });
  after(async () => {
    await t.close();
  });

  const upload = async (bytes: Buffer) => {
    const grant = await staff.json<PresignedUpload>(
      'GET',
      '/api/utils/synthesia-videos/presigned-image-url?ext=mp4&mime_type=video%2Fmp4',
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: grant.url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'content-type': 'video/mp4' },
      payload: bytes,
    });
    return { grant, put };
  };

  void it('adds an uploaded MP4 as a ready video and lists it', async () => {
    const mp4 = await readFile(new URL('../demo/media/chapter-1.mp4', import.meta.url));
    const { grant, put } = await upload(mp4);
    assert.equal(put.statusCode, 201);
    const video = await staff.json<Video>('POST', '/api/videos', { title: 'Your medicines', key: grant.key });
    assert.deepEqual([video.title, video.source, video.status], ['Your medicines', 'upload', 'ready']);
    const served = await staff.call('GET', (video.url ?? '').replace('http://localhost:4000', ''));
    assert.deepEqual([served.statusCode, served.rawPayload.length], [200, mp4.length]);
    const { results } = await staff.json<{ results: Video[] }>('GET', '/api/videos');
    assert.deepEqual(
      results.map((item) => item.id),
      [video.id],
    );
  });

  void it('refuses a file that is not an MP4, and a key of another folder, adding nothing', async () => {
    const { put } = await upload(Buffer.from('%PDF-1.4 not a video'));
    assert.equal(put.statusCode, 415);
    const logo = await staff.json<PresignedUpload>(
      'GET',
      '/api/utils/branding-logos/presigned-image-url?ext=png&mime_type=image%2Fpng',
    );
    const wrongFolder = await staff.call('POST', '/api/videos', { title: 'Logo', key: logo.key });
    assert.deepEqual(
      [wrongFolder.statusCode, wrongFolder.json<ApiErrorBody>().details?.[0]?.path],
      [400, 'body.key'],
    );
    const { results } = await staff.json<{ results: Video[] }>('GET', '/api/videos');
    assert.equal(results.length, 1);
  });
});
