import {
  actOnSteps,
  reportBreakdowns,
  reportChannels,
  skipReasons,
  type ActOnStep,
  type ReportBreakdown,
  type ReportChannel,
  type SkipReason,
} from '@outreach/shared-contracts/core';

export function isReportChannel(value: string): value is ReportChannel {
  return (reportChannels as readonly string[]).includes(value);
}

export function isReportBreakdown(value: string): value is ReportBreakdown {
  return (reportBreakdowns as readonly string[]).includes(value);
}

export function isActOnStep(value: string): value is ActOnStep {
  return (actOnSteps as readonly string[]).includes(value);
}

export function isSkipReason(value: string): value is SkipReason {
  return (skipReasons as readonly string[]).includes(value);
}

/** A record id from the address or a picker; null for anything else. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}
