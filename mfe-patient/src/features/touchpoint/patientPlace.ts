import type { InteractionSummary } from '@outreach/shared-contracts/core';

/** Where the patient is on their page: a chapter, the survey, what they can do next, or the overview. */
export type PatientStep =
  { kind: 'overview' } | { kind: 'chapter'; key: string } | { kind: 'survey' } | { kind: 'actions' };

/**
 * The patient's place, kept for the tab's life so a reload comes back to it. Only keys and step
 * names: nothing the patient wrote or chose.
 */
export interface PatientPlace {
  step: PatientStep;
  /** Chapters watched to the end (or read, when they have no video) in this tab. */
  finished: string[];
  /** The chapter last opened, which the overview marks and goes on from. */
  lastChapter: string | null;
}

type Page = InteractionSummary['page'];

const storageKey = (token: string) => `patientPlace:${token}`;

function tabStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a value read back (from storage or the history) is a step. */
export function isPatientStep(value: unknown): value is PatientStep {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, key } = value as Record<string, unknown>;
  if (kind === 'chapter') return typeof key === 'string';
  return kind === 'overview' || kind === 'survey' || kind === 'actions';
}

/** The place kept for this link in this tab, or null (a first visit, another tab, unreadable). */
export function readPlace(token: string): PatientPlace | null {
  try {
    const raw = tabStore()?.getItem(storageKey(token));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (!isPatientStep(parsed.step) || !Array.isArray(parsed.finished)) return null;
    const finished = parsed.finished.filter((item): item is string => typeof item === 'string');
    const lastChapter = typeof parsed.lastChapter === 'string' ? parsed.lastChapter : null;
    return { step: parsed.step, finished, lastChapter };
  } catch {
    return null;
  }
}

/** Keeps the place for a reload; a browser that refuses storage only loses the resume. */
export function writePlace(token: string, place: PatientPlace): void {
  try {
    tabStore()?.setItem(storageKey(token), JSON.stringify(place));
  } catch {
    // Private mode or a full store: the page works on, it just starts from the server's resume point.
  }
}

/** Whether the survey has questions the page shows. */
export function hasSurvey(page: Page): boolean {
  return (page.survey?.questions.length ?? 0) > 0;
}

/** The chapters done: those the server counts as watched, and those finished in this tab. */
export function finishedChapters(summary: InteractionSummary, here: readonly string[]): Set<string> {
  const done = new Set([...summary.viewed_chapters, ...here]);
  return new Set(summary.page.chapters.map((chapter) => chapter.key).filter((key) => done.has(key)));
}

/**
 * The chapter the patient should watch next: the one they were on if it is not finished, else the
 * first unfinished one after it, else the first unfinished one at all; null when all are done.
 */
export function chapterToContinue(
  page: Page,
  finished: ReadonlySet<string>,
  current: string | null,
): Page['chapters'][number] | null {
  const at = page.chapters.findIndex((chapter) => chapter.key === current);
  const inOrder = at < 0 ? page.chapters : [...page.chapters.slice(at), ...page.chapters.slice(0, at)];
  return inOrder.find((chapter) => !finished.has(chapter.key)) ?? null;
}

/** A step that follows a chapter: another chapter, the survey or the actions. */
export type StepAfterChapter = Exclude<PatientStep, { kind: 'overview' }>;

/** What follows the chapters: the survey while it is not completed, then what the patient can do. */
export function stepAfterChapters(summary: InteractionSummary): StepAfterChapter {
  return hasSurvey(summary.page) && !summary.progress.survey_completed
    ? { kind: 'survey' }
    : { kind: 'actions' };
}

/** The step that follows a chapter: the next chapter in order, or after the last, what follows them. */
export function nextStep(summary: InteractionSummary, chapter: string): StepAfterChapter {
  const chapters = summary.page.chapters;
  const next = chapters[chapters.findIndex((item) => item.key === chapter) + 1];
  return next ? { kind: 'chapter', key: next.key } : stepAfterChapters(summary);
}

/** What is left to do, for the overview's main button: a chapter, the survey, or the actions. */
export function whatIsLeft(
  summary: InteractionSummary,
  finished: ReadonlySet<string>,
  current: string | null,
): StepAfterChapter {
  const chapter = chapterToContinue(summary.page, finished, current);
  return chapter ? { kind: 'chapter', key: chapter.key } : stepAfterChapters(summary);
}

/**
 * Where the page opens: the place kept in this tab (a reload), while it still exists on the page;
 * else the chapter the server saw the patient on, unless every chapter is done; else the overview.
 */
export function startingPlace(summary: InteractionSummary, stored: PatientPlace | null): PatientStep {
  const { page } = summary;
  const step = stored?.step;
  if (step?.kind === 'chapter' && page.chapters.some((chapter) => chapter.key === step.key)) return step;
  if (step?.kind === 'survey' && hasSurvey(page)) return step;
  if (step?.kind === 'actions' || step?.kind === 'overview') return step;
  const resume = summary.resume_chapter;
  const finished = finishedChapters(summary, stored?.finished ?? []);
  if (resume && page.chapters.some((chapter) => !finished.has(chapter.key))) {
    return { kind: 'chapter', key: resume };
  }
  return { kind: 'overview' };
}
