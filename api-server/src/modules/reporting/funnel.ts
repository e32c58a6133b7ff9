import { funnelSteps, type Funnel } from '@outreach/shared-contracts';

/** One row of the funnel's tallies, summed over the keys a report does not break down by. */
export interface TallyRow {
  needs: number;
  stage: number;
  understood: string;
  automated: boolean;
  opt_out: string;
  patients: number;
}

/** One row of the event tallies: how many times a step (by its index) happened. */
export interface EventRow {
  step: number;
  events: number;
}

/** The `needs` bit of each step that applies only when the version sent asks for it. */
const NEED_OF_STEP: Partial<Record<(typeof funnelSteps)[number], number>> = {
  started: 1,
  watched: 2,
  answered: 4,
  surveyed: 8,
  acted: 16,
};

/**
 * The funnel of some tallies: a step counts every patient whose stage reached it (the stage already
 * holds every applicable step before it), so a step never counts more than the one before; beside it,
 * how many times the step happened (events are no funnel: a step may count more than the one before).
 */
export function funnelOf(rows: readonly TallyRow[], events: readonly EventRow[]): Funnel {
  const counted = rows.filter((row) => row.patients > 0);
  const needs = counted.reduce((all, row) => all | row.needs, 0);
  return {
    steps: funnelSteps.map((step, index) => {
      const need = NEED_OF_STEP[step];
      return {
        step,
        patients: counted.reduce((sum, row) => (row.stage >= index ? sum + row.patients : sum), 0),
        events: events.reduce((sum, row) => (row.step === index ? sum + row.events : sum), 0),
        applicable: need === undefined || (needs & need) !== 0,
      };
    }),
    understood: counted.reduce((sum, row) => (row.understood === 'yes' ? sum + row.patients : sum), 0),
    automated_opens: counted.reduce((sum, row) => (row.automated ? sum + row.patients : sum), 0),
    opt_outs: {
      unsubscribe: counted.reduce(
        (sum, row) => (row.opt_out === 'unsubscribe' ? sum + row.patients : sum),
        0,
      ),
      stop_reply: counted.reduce((sum, row) => (row.opt_out === 'stop_reply' ? sum + row.patients : sum), 0),
    },
  };
}

/** The index of a step in the funnel (the stage a patient who reached it has at least). */
export function stageOf(step: (typeof funnelSteps)[number]): number {
  return funnelSteps.indexOf(step);
}
