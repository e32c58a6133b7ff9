import { makeSummary, TOKEN } from '../../testing/fixtures';
import {
  chapterToContinue,
  finishedChapters,
  nextStep,
  readPlace,
  startingPlace,
  writePlace,
} from './patientPlace';

const withSurvey = makeSummary({
  page: {
    ...makeSummary().page,
    survey: {
      title: 'How are you doing?',
      questions: [{ key: 'feeling', kind: 'text', prompt: 'How do you feel today?', required: false }],
    },
  },
});

describe('the patient place', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is kept per link for the tab, and a damaged one is not read', () => {
    writePlace(TOKEN, { step: { kind: 'survey' }, finished: ['c1'], lastChapter: 'c1' });
    expect(readPlace(TOKEN)).toEqual({ step: { kind: 'survey' }, finished: ['c1'], lastChapter: 'c1' });
    expect(readPlace('another-link')).toBeNull();

    window.sessionStorage.setItem(`patientPlace:${TOKEN}`, '{"step":{"kind":"elsewhere"},"finished":[]}');
    expect(readPlace(TOKEN)).toBeNull();
    window.sessionStorage.setItem(`patientPlace:${TOKEN}`, 'not json');
    expect(readPlace(TOKEN)).toBeNull();
  });

  it('counts the chapters the server saw watched and those finished in the tab, of this page only', () => {
    const summary = makeSummary({ viewed_chapters: ['c1'] });
    expect([...finishedChapters(summary, ['c2', 'gone'])]).toEqual(['c1', 'c2']);
  });

  it('goes on from the chapter the patient was on, then from the first one left', () => {
    const { page } = makeSummary();
    expect(chapterToContinue(page, new Set(), 'c2')?.key).toBe('c2');
    expect(chapterToContinue(page, new Set(['c2']), 'c2')?.key).toBe('c1');
    expect(chapterToContinue(page, new Set(['c1', 'c2']), 'c2')).toBeNull();
  });

  it('follows the last chapter with the survey until it is completed, then with what to do next', () => {
    expect(nextStep(withSurvey, 'c1')).toEqual({ kind: 'chapter', key: 'c2' });
    expect(nextStep(withSurvey, 'c2')).toEqual({ kind: 'survey' });
    const completed = { ...withSurvey, progress: { ...withSurvey.progress, survey_completed: true } };
    expect(nextStep(completed, 'c2')).toEqual({ kind: 'actions' });
    expect(nextStep(makeSummary(), 'c2')).toEqual({ kind: 'actions' });
  });

  it('starts at the kept step while the page still has it, else where the server saw the patient', () => {
    const kept = (step: Parameters<typeof writePlace>[1]['step']) => ({
      step,
      finished: [],
      lastChapter: null,
    });
    expect(startingPlace(withSurvey, kept({ kind: 'survey' }))).toEqual({ kind: 'survey' });
    // A chapter or a survey the newer version no longer has: back to the server's resume point.
    expect(startingPlace(withSurvey, kept({ kind: 'chapter', key: 'gone' }))).toEqual({
      kind: 'chapter',
      key: 'c2',
    });
    expect(startingPlace(makeSummary(), kept({ kind: 'survey' }))).toEqual({ kind: 'chapter', key: 'c2' });
    // Every chapter done and no place kept: the overview, whose button says what is left.
    expect(startingPlace(makeSummary({ viewed_chapters: ['c1', 'c2'] }), null)).toEqual({ kind: 'overview' });
  });
});
