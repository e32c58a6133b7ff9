// Test-only: touchpoints as the API answers with them.
import type {
  Chapter,
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

/** A chapter with a title in English and no video, notes or questions unless given. */
export function makeChapter(key: string, title: string, overrides: Partial<Chapter> = {}): Chapter {
  return {
    key,
    title: { en: title },
    video_id: null,
    thumbnail: null,
    notes: {},
    questions: [],
    ...overrides,
  };
}

/** A quiz question with one correct answer of two. */
export function makeQuizQuestion(key: string, prompt: Chapter['title']): Chapter['questions'][number] {
  return {
    key,
    kind: 'quiz',
    prompt,
    multiple: false,
    options: [
      { key: `${key}-yes`, label: { en: 'Yes', es: 'Sí' }, correct: true },
      { key: `${key}-no`, label: { en: 'No' }, correct: false },
    ],
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
    awaiting_your_review: false,
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
    actions: ['edit'],
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
