import { useEffect, useMemo, useRef, useState } from 'react';
import { bringIntoView } from '../../app/bringIntoView';
import type { PatientStep } from './patientPlace';

/** The places on the overview a step leads to (a chapter's view focuses its own title). */
type Spot = Exclude<PatientStep['kind'], 'chapter'>;

export type StepHeadingRefs = Record<Spot, (node: HTMLElement | null) => void>;

/**
 * Brings the heading of the step the patient moved to into view and focuses it: the overview's title,
 * the survey's or the actions'. A heading that is not there yet (the survey is a lazy chunk) gets it
 * when it mounts. In the studio's preview the first step stays put: the staff member's page must not
 * scroll to it.
 */
export function useStepFocus(step: PatientStep | undefined, preview: boolean): StepHeadingRefs {
  const [headings, setHeadings] = useState<Partial<Record<Spot, HTMLElement>>>({});
  const refs = useMemo(() => {
    const refOf = (spot: Spot) => (node: HTMLElement | null) =>
      setHeadings((current) =>
        current[spot] === (node ?? undefined) ? current : { ...current, [spot]: node ?? undefined },
      );
    return { overview: refOf('overview'), survey: refOf('survey'), actions: refOf('actions') };
  }, []);

  // The step whose heading was brought into view (each move is a new step object).
  const handled = useRef<PatientStep | undefined>(undefined);
  useEffect(() => {
    if (!step || step === handled.current) return;
    if (preview && handled.current === undefined) {
      handled.current = step;
      return;
    }
    if (step.kind === 'chapter') {
      handled.current = step;
      return;
    }
    const heading = headings[step.kind];
    if (!heading) return;
    handled.current = step;
    bringIntoView(heading);
  }, [step, preview, headings]);

  return refs;
}
