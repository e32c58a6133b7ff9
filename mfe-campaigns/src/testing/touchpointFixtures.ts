// Test-only: touchpoints as the API answers with them.
import type {
  Touchpoint,
  TouchpointContent,
  TouchpointSummary,
  Video,
} from '@outreach/shared-contracts/core';

export function makeContent(overrides: Partial<TouchpointContent> = {}): TouchpointContent {
  return {
    default_language: 'en',
    languages: ['en', 'es'],
    channels: 'email_and_sms',
    authentication: 'date_of_birth',
    link_expiry_days: 30,
    landing_page: {
      template_id: null,
      title: { en: 'Your flu shot' },
      body: { en: '<p>Hello</p>' },
      logo: null,
      thumbnail: null,
      show_disclaimer: true,
      show_ai_video_disclaimer: true,
    },
    email: { template_id: null, source: 'local', subject: { en: 'Flu shot' }, html: {}, text: {} },
    sms: { template_id: null, text: { en: 'Hi {{first_name}}, see {{link}}' } },
    chapters: [],
    survey: null,
    buttons: [],
    ...overrides,
  };
}

export function makeTouchpointSummary(
  id: number,
  overrides: Partial<TouchpointSummary> = {},
): TouchpointSummary {
  return {
    id,
    campaign: 11,
    name: `Touchpoint ${id}`,
    position: 1,
    status: 'draft',
    revision: 1,
    version: 1,
    published_version: null,
    has_unpublished_changes: true,
    channels: 'email_and_sms',
    languages: ['en', 'es'],
    last_edited_by: { id: 1, name: 'Ada Lovelace' },
    updated_at: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

export function makeTouchpoint(id: number, overrides: Partial<Touchpoint> = {}): Touchpoint {
  return {
    ...makeTouchpointSummary(id),
    name: 'Flu reminder',
    content: makeContent(),
    approval: null,
    checks: [],
    sms_stats: { en: { encoding: 'GSM-7', characters: 42, segments: 1 } },
    sms_segment_limit: 4,
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A ready uploaded video of the library. */
export function makeVideo(id: number, overrides: Partial<Video> = {}): Video {
  return {
    id,
    title: `Video ${id}`,
    source: 'upload',
    status: 'ready',
    duration_seconds: 95,
    url: `https://media.test/videos/${id}.mp4`,
    captions: [],
    created_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
