import { cleanup } from '@testing-library/react';
import { mockApi, renderWithProviders, startHostI18n } from '@outreach/shared-ui/testing';
import type {
  InteractionProgress,
  InteractionSummary,
  RouteName,
  SavedAnswer,
} from '@outreach/shared-contracts/core';
import type { RecordedRequest } from '@outreach/shared-ui/testing';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import TouchpointPage from '../features/touchpoint/TouchpointPage';
import { makeLink, makeSummary, TOKEN } from './fixtures';
import { followFetches } from './followFetches';

/** The calls the page made to one route. */
export const callsOf = (requests: RecordedRequest[], route: RouteName) =>
  requests.filter((request) => request.route === route);

export const progress: InteractionProgress = {
  questions_total: 2,
  questions_answered: 1,
  quiz_total: 1,
  quiz_correct: 0,
  survey_total: 0,
  survey_answered: 0,
  survey_completed: false,
};

type Chapter = InteractionSummary['page']['chapters'][number];

/** The water-pill quiz the first chapter asks. */
export const waterPillQuiz: Chapter['questions'][number] = {
  key: 'q1',
  kind: 'quiz',
  prompt: 'When do you take the water pill?',
  multiple: false,
  options: [
    { key: 'a', label: 'In the morning', correct: true },
    { key: 'b', label: 'At bedtime', correct: false },
  ],
};

/** A touchpoint not yet started whose first chapter has a video, a quiz and a teach-back question. */
export function pageWithQuestions(overrides: Partial<InteractionSummary> = {}): InteractionSummary {
  const base = makeSummary({ resume_chapter: null, viewed_chapters: [] });
  return {
    ...base,
    page: {
      ...base.page,
      chapters: base.page.chapters.map((chapter, index) =>
        index === 0
          ? {
              ...chapter,
              video: { id: 4, title: 'Medicines video', url: null },
              questions: [
                waterPillQuiz,
                {
                  key: 'q2',
                  kind: 'teach_back',
                  prompt: 'In your own words, when should you call us?',
                  answer: 'If you gain more than 2 kg in a week or feel short of breath.',
                  keywords: ['weight', 'breath'],
                },
              ],
            }
          : chapter,
      ),
      buttons: [
        { key: 'call', kind: 'call', label: 'Call the nurse line', target: 'tel:+15550100200' },
        { key: 'site', kind: 'url', label: 'Heart diet guide', target: 'https://diet.example.org/heart' },
        { key: 'pdf', kind: 'document', label: 'Your care plan', target: '' },
      ],
    },
    ...overrides,
  };
}

export const captions = {
  en: 'WEBVTT\n\n00:00.000 --> 00:04.000\nTake your medicines with food.\n',
  es: 'WEBVTT\n\n00:00.000 --> 00:04.000\nTome sus medicamentos con comida.\n',
};

/** The signed video of the first chapter, with its captions in two languages. */
export const media = {
  expires_at: '2026-11-24T23:00:00.000Z',
  videos: [
    {
      chapter: 'c1',
      video_id: 4,
      url: 'https://files.test/video.mp4?sig=x',
      duration_seconds: 30,
      captions: [
        { language: 'en' as const, vtt: captions.en },
        { language: 'es' as const, vtt: captions.es },
      ],
    },
  ],
};

export const thumbnails = {
  expires_at: '2026-11-24T23:00:00.000Z',
  logo_url: null,
  thumbnail_url: null,
  chapters: [],
  documents: [{ button: 'pdf', url: 'https://files.test/care-plan.pdf?sig=y' }],
};

/** A saved answer of the first chapter, as the API answers it. */
export function saved(
  question: string,
  answer: SavedAnswer['answer'],
  result: SavedAnswer['result'],
): SavedAnswer {
  return { chapter: 'c1', question, answer, result, answered_at: '2026-11-24T20:00:00.000Z' };
}

// jsdom has no blob addresses: these keep each blob by the address handed out, until it is released.
export const blobs = new Map<string, Blob>();

/** A blob's text (jsdom's Blob has no `text()`). */
export function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob at that address'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

/**
 * The hooks every test of the touchpoint page needs: blob addresses, a fresh address, history and
 * tab storage (where the patient's place is kept), English, and the metric sent on leaving let land
 * while the test's API mock still answers it.
 */
export function setUpTouchpointPageTests(): void {
  let sendsAnswered: () => Promise<void>;
  beforeAll(() => {
    let made = 0;
    URL.createObjectURL = (blob: Blob) => {
      made += 1;
      const address = `blob:http://localhost/${made}`;
      blobs.set(address, blob);
      return address;
    };
    URL.revokeObjectURL = (address: string) => {
      blobs.delete(address);
    };
  });
  beforeEach(async () => {
    sendsAnswered = followFetches();
    window.history.replaceState(null, '', `/i/${TOKEN}`);
    window.sessionStorage.clear();
    await startHostI18n('en', registerAreaTranslations);
  });
  afterEach(async () => {
    cleanup();
    await sendsAnswered();
  });
}

/** Renders the page of a verified patient, the API answering the summary and the `more` given. */
export function renderTouchpointPage(summary: InteractionSummary, more: Parameters<typeof mockApi>[0] = {}) {
  const requests = mockApi({
    getInteractionSummary: { body: summary },
    getInteractionMedia: { body: media },
    getInteractionThumbnails: { body: thumbnails },
    putInteractionMetric: { body: { recorded: true } },
    listInteractionMessages: { body: { results: [] } },
    ...more,
  });
  const onSessionEnded = jest.fn();
  const view = renderWithProviders(
    <TouchpointPage token={TOKEN} link={makeLink({ state: 'verified' })} onSessionEnded={onSessionEnded} />,
  );
  return { requests, onSessionEnded, view };
}
