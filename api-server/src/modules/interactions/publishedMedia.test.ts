import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InteractionMedia, Patient, Touchpoint, Video } from '@outreach/shared-contracts';
import {
  startFakeSynthesia,
  type FakeSynthesiaServer,
} from '../../integrations/testing/fakeSynthesiaServer.js';
import { build, type TestApp } from '../../test/build.js';
import {
  campaignWithTouchpoint,
  completeContent,
  linkFor,
  studioTeam,
  type StudioTeam,
} from '../../test/studioSupport.js';

const SYNTHESIA_KEY = 'synthesia-media-test-secret-M3D1';
const DOB = '1950-05-02';
const cue = (text: string) => `WEBVTT\n\n00:00.000 --> 00:04.000\n${text}\n`;

void describe('the videos and captions a published version serves', () => {
  let t: TestApp;
  let team: StudioTeam;
  let synthesia: FakeSynthesiaServer;
  let videoId: number;
  let touchpointId: number;
  let approvedKey: string;
  let patient: Patient;

  /** The object key of a video in the library now. */
  const libraryKey = async () => {
    const [row] = await t.db.queryAsOwner<{ object_key: string }>(
      'SELECT object_key FROM videos WHERE id = $1',
      [videoId],
    );
    return row?.object_key ?? '';
  };

  /** What a verified patient's page is served: each video's object key (from its signed URL) and captions. */
  const patientMedia = async () => {
    const link = await linkFor(t, team, touchpointId, patient.id);
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/interactions/${link.token}/auth`,
      payload: { date_of_birth: DOB },
    });
    const cookies = Object.fromEntries(verified.cookies.map((cookie) => [cookie.name, cookie.value]));
    const media = (
      await t.app.inject({ method: 'POST', url: `/api/interactions/${link.token}/media`, cookies })
    ).json<InteractionMedia>();
    return media.videos.map((video) => ({
      key: decodeURIComponent(new URL(video.url).pathname.replace(/^\/api\/media\//, '')),
      captions: video.captions.map((caption) => caption.vtt),
    }));
  };

  before(async () => {
    synthesia = await startFakeSynthesia(SYNTHESIA_KEY);
    process.env.SYNTHESIA_API_URL = synthesia.url;
    t = await build();
    team = await studioTeam(t, 'Media Clinic');
    const { author, reviewer, reviewerId } = team;
    await author.json('PUT', `/api/tenants/${String(team.tenantId)}/integrations`, {
      synthesia_api_key: SYNTHESIA_KEY,
    });
    synthesia.videos.push({
      id: 'render-1',
      title: 'Your medicines',
      status: 'complete',
      duration: '0:00:07',
    });
    await author.json('POST', '/api/videos/synthesia/refresh', undefined, 200);
    const { results } = await author.json<{ results: Video[] }>('GET', '/api/videos');
    videoId = results[0]!.id;
    approvedKey = await libraryKey();
    await author.json('PUT', `/api/videos/${String(videoId)}/captions/en`, { vtt: cue('Take them daily.') });

    // The author writes the touchpoint, a colleague approves it, and version 1 is published.
    const { touchpoint } = await campaignWithTouchpoint(author, completeContent(videoId));
    touchpointId = touchpoint.id;
    const url = `/api/touchpoints/${String(touchpointId)}`;
    await author.json('POST', '/api/touchpoints/reviewers', {
      touchpoint_id: touchpointId,
      user_id: reviewerId,
    });
    await reviewer.json('POST', `${url}/review`, { revision: 1, decision: 'approve' }, 200);
    await author.json('POST', `${url}/publish`, { revision: 1 }, 200);
    patient = await author.json<Patient>('POST', '/api/patients', {
      mrn: 'MEDIA-1',
      first_name: 'Marisol',
      last_name: 'Quintero',
      date_of_birth: DOB,
    });
  });
  after(async () => {
    await t.close();
    await synthesia.close();
    delete process.env.SYNTHESIA_API_URL;
  });

  void it('keeps serving the captions it was approved with after they are edited', async () => {
    await team.author.json('PUT', `/api/videos/${String(videoId)}/captions/en`, {
      vtt: cue('Stop taking them.'),
    });
    assert.deepEqual(await patientMedia(), [{ key: approvedKey, captions: [cue('Take them daily.')] }]);
  });

  void it('keeps serving the file it was approved with after a Synthesia refresh replaces it', async () => {
    // Synthesia renders the video again: the library holds it as rendering until a refresh brings the new file.
    await t.db.queryAsOwner(`UPDATE videos SET status = 'rendering' WHERE id = $1`, [videoId]);
    await team.author.json('POST', '/api/videos/synthesia/refresh', undefined, 200);
    const replaced = await libraryKey();
    assert.notEqual(replaced, approvedKey, 'the library holds the new file');
    assert.deepEqual(
      (await patientMedia()).map((video) => video.key),
      [approvedKey],
    );
  });

  void it('serves the new file and captions once a colleague approves a new version and it is published', async () => {
    const { author, reviewer } = team;
    const url = `/api/touchpoints/${String(touchpointId)}`;
    const edited = await author.json<Touchpoint>('PUT', url, {
      revision: 1,
      name: 'Week one',
      content: { ...completeContent(videoId), link_expiry_days: 14 },
    });
    // Approved but not yet published: patients still get version 1's media.
    await reviewer.json('POST', `${url}/review`, { revision: edited.revision, decision: 'approve' }, 200);
    assert.deepEqual(
      (await patientMedia()).map((video) => video.key),
      [approvedKey],
    );
    await author.json('POST', `${url}/republish`, { revision: edited.revision }, 200);
    assert.deepEqual(await patientMedia(), [
      { key: await libraryKey(), captions: [cue('Stop taking them.')] },
    ]);
  });
});
