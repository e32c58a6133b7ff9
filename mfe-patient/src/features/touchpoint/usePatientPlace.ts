import { useCallback, useEffect, useState } from 'react';
import type { InteractionSummary } from '@outreach/shared-contracts/core';
import { isPatientStep, readPlace, startingPlace, writePlace, type PatientStep } from './patientPlace';

/** The step shown; a chapter reached from the one before plays at once. */
export interface PatientView {
  step: PatientStep;
  autoPlay: boolean;
}

const HISTORY_KEY = 'patientStep';

function stepInHistory(state: unknown): PatientStep {
  const value =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[HISTORY_KEY] : null;
  return isPatientStep(value) ? value : { kind: 'overview' };
}

/**
 * Where the patient is on the page and how they move: each step is an entry of the phone's history
 * (the back button goes back a step) and is kept for the tab, with the chapters finished, so a
 * reload comes back to it. The studio's preview keeps nothing and leaves the studio's history alone.
 */
export function usePatientPlace(token: string, preview: boolean) {
  const [view, setView] = useState<PatientView | null>(null);
  // Chapters finished in this tab (the server counts only videos watched to the end).
  const [finishedHere, setFinishedHere] = useState<string[]>(() =>
    preview ? [] : (readPlace(token)?.finished ?? []),
  );
  const [lastChapter, setLastChapter] = useState<string | null>(null);

  /** The summary arrived: the first time, the page opens where the patient was. */
  const start = useCallback(
    (summary: InteractionSummary) => {
      const stored = preview ? null : readPlace(token);
      setView((current) => {
        if (current) return current;
        const step = startingPlace(summary, stored);
        if (!preview)
          window.history.replaceState({ ...(window.history.state as object), [HISTORY_KEY]: step }, '');
        return { step, autoPlay: false };
      });
      setLastChapter((current) => current ?? stored?.lastChapter ?? summary.resume_chapter);
    },
    [token, preview],
  );

  useEffect(() => {
    if (preview) return undefined;
    const onPop = (event: PopStateEvent) => {
      const step = stepInHistory(event.state);
      if (step.kind === 'chapter') setLastChapter(step.key);
      setView({ step, autoPlay: false });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [preview]);

  const show = useCallback(
    (step: PatientStep, autoPlay = false) => {
      if (!preview) {
        window.history.pushState({ ...(window.history.state as object), [HISTORY_KEY]: step }, '');
      }
      if (step.kind === 'chapter') setLastChapter(step.key);
      setView({ step, autoPlay });
    },
    [preview],
  );

  const step = view?.step;
  // Kept for a reload: which step, which chapters are done; nothing the patient wrote or chose.
  useEffect(() => {
    if (step && !preview) writePlace(token, { step, finished: finishedHere, lastChapter });
  }, [token, step, finishedHere, lastChapter, preview]);

  const onChapterFinished = useCallback((key: string) => {
    setFinishedHere((current) => (current.includes(key) ? current : [...current, key]));
  }, []);

  return { view, finishedHere, lastChapter, start, show, onChapterFinished };
}
