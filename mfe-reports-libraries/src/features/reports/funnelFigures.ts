import type { Funnel, FunnelStep } from '@outreach/shared-contracts/core';

/** A step of a funnel as the screen shows it: its patients and their share of the step before. */
export interface FunnelRow {
  step: FunnelStep;
  patients: number;
  /** Every time the step happened, whoever it happened to; never a share of anything. */
  events: number;
  /** The step whose patients the share is of; null for the first step shown. */
  of: { step: FunnelStep; patients: number } | null;
  /** Between 0 and 1; null for the first step, or when the step before reached nobody. */
  share: number | null;
}

/** The steps that apply, each with its share of the previous step that applies. */
export function funnelRows(funnel: Funnel): FunnelRow[] {
  const rows: FunnelRow[] = [];
  for (const figure of funnel.steps) {
    if (!figure.applicable) continue;
    const previous = rows.at(-1);
    const of = previous ? { step: previous.step, patients: previous.patients } : null;
    const share = of && of.patients > 0 ? Math.min(1, figure.patients / of.patients) : null;
    rows.push({ step: figure.step, patients: figure.patients, events: figure.events, of, share });
  }
  return rows;
}

/** Patients who confirmed their date of birth: the headline of a report. */
export function verifiedPatients(funnel: Funnel): number {
  return funnel.steps.find((figure) => figure.step === 'verified')?.patients ?? 0;
}

/** Of the patients who answered every question, the share who answered all correctly. */
export function understoodShare(funnel: Funnel): number | null {
  const answered = funnel.steps.find((figure) => figure.step === 'answered');
  if (!answered?.applicable || answered.patients === 0) return null;
  return Math.min(1, funnel.understood / answered.patients);
}
