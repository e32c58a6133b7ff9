import { seededRandom, type DemoCohort } from './demoPatients.js';

/** One past send of the demo touchpoint: to whom, and how many days before the seed runs. */
export interface DemoHistorySend {
  cohort: DemoCohort;
  daysAgo: number;
}

/**
 * What the demo's history is made of. Every share is of the patients a send made a link for (those
 * with a message handed over); the patients who reach a step are a part of those who reached the one
 * before, so the report's funnel narrows step by step, and {@link plannedCounts} states its figures.
 */
export const demoHistoryPlan = {
  /** The sends, oldest first, each at {@link demoHistoryPlan.sendHourUtc} on its day. */
  sends: [
    { cohort: 'Cardiology follow-up', daysAgo: 26 },
    { cohort: 'Flu vaccination 65+', daysAgo: 19 },
    { cohort: 'Diabetes care', daysAgo: 12 },
  ] as const satisfies readonly DemoHistorySend[],
  sendHourUtc: 15,
  /** Of the e-mails handed over: bounced by the receiving server, reported by the provider. */
  emailBounced: 0.05,
  /** Of the SMS handed over: reported failed by the provider (an unreachable handset). */
  smsFailed: 0.04,
  /** Of the e-mails delivered: their patient unsubscribes through the e-mail's link. */
  unsubscribed: 0.03,
  /** Of the SMS delivered: their patient replies STOP. */
  stopped: 0.04,
  /** Of the patients linked, those who reach each step of the page, in order. */
  opened: 0.6,
  verified: 0.45,
  started: 0.35,
  watched: 0.25,
  answered: 0.2,
  surveyed: 0.15,
  pressed: 0.1,
  /** Of the patients who answer, those whose answer to each question is right. */
  right: 0.7,
  /** Of the medication list's answers, how each listed medicine is answered. */
  medicines: { yes: 0.7, not_sure: 0.15 },
  /** Of the patients who complete the survey, those who add a medicine of their own. */
  ownMedicines: 0.3,
} as const;

type Step = 'opened' | 'verified' | 'started' | 'watched' | 'answered' | 'surveyed' | 'pressed';
export const demoHistorySteps: readonly Step[] = [
  'opened',
  'verified',
  'started',
  'watched',
  'answered',
  'surveyed',
  'pressed',
];

/** How many of `total` a share is: rounded, so the figures are easy to state. */
export function shareOf(share: number, total: number): number {
  return Math.round(share * total);
}

/**
 * The patients of a send who reach each step, from the number it made links for; fewer when fewer
 * could act (those whose messages all bounced or failed, or who opted out, open nothing).
 */
export function plannedCounts(linked: number, able = linked): Record<Step, number> {
  return Object.fromEntries(
    demoHistorySteps.map((step) => [step, Math.min(able, shareOf(demoHistoryPlan[step], linked))]),
  ) as Record<Step, number>;
}

/** The same seed for every installation, so every newcomer's reports show the same history. */
const HISTORY_SEED = 20_260_427;

export type Random = () => number;

/** The history's generator: one per send, so a send's history does not depend on the ones before. */
export function historyRandom(sendIndex: number): Random {
  return seededRandom(HISTORY_SEED + sendIndex);
}

/** A copy of `items` in an order that depends only on the generator (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
