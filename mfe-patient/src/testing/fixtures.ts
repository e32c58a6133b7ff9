import type { InteractionLink, InteractionSummary } from '@outreach/shared-contracts/core';

export const TOKEN = 'T'.repeat(40) + 'abc';

export function makeLink(overrides: Partial<InteractionLink> = {}): InteractionLink {
  return {
    state: 'open',
    locked_until: null,
    language: 'en',
    right_to_left: false,
    branding: {
      primary_color: '#1d4f91',
      secondary_color: '#FFFFFF',
      logo_url: null,
      disclaimer_text: 'Demo Health keeps your information private.',
      ai_video_disclaimer: 'Some videos use AI-generated presenters.',
    },
    contact_phone: '+15550100200',
    privacy_policy_url: 'https://clinic.test/privacy',
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<InteractionSummary> = {}): InteractionSummary {
  return {
    version: 1,
    tenant_name: 'Demo Health',
    page: {
      language: 'en',
      default_language: 'en',
      languages: ['en', 'es'],
      right_to_left: false,
      channels: 'email_and_sms',
      landing_page: {
        title: 'Your first week at home',
        body_html: '<p>Welcome back home.</p>',
        logo_url: null,
        thumbnail_url: null,
        show_disclaimer: true,
        show_ai_video_disclaimer: true,
      },
      chapters: [
        {
          key: 'c1',
          title: 'Your medicines',
          video: null,
          thumbnail_url: null,
          notes_html: '',
          questions: [],
        },
        {
          key: 'c2',
          title: 'When to call us',
          video: null,
          thumbnail_url: null,
          notes_html: '',
          questions: [],
        },
      ],
      survey: null,
      buttons: [{ key: 'call', kind: 'call', label: 'Call the nurse line', target: 'tel:+15550100200' }],
    },
    branding: makeLink().branding,
    contact_phone: '+15550100200',
    resume_chapter: 'c2',
    viewed_chapters: ['c1'],
    answers: [],
    progress: {
      questions_total: 0,
      questions_answered: 0,
      quiz_total: 0,
      quiz_correct: 0,
      survey_total: 0,
      survey_answered: 0,
      survey_completed: false,
    },
    metrics: [],
    session_expires_at: '2026-11-24T21:00:00.000Z',
    ...overrides,
  };
}
