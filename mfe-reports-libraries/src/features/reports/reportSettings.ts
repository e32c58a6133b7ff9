import type { CampaignOverview, ReportBreakdown } from '@outreach/shared-contracts/core';
import { idOf, isReportBreakdown } from './choices';

/** What the report's pickers hold; it lives in the address, so a report can be reloaded and linked. */
export interface ReportSettings {
  touchpointId: number | null;
  sendId: number | null;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  breakdown: ReportBreakdown | null;
  /** What each step of the funnel counts: unique patients, or every time the step happened. */
  count: FunnelCount;
}

/** Patients make a funnel, each step a share of the one before; events count every time a step happened. */
export type FunnelCount = 'patients' | 'events';

export const defaultSettings: ReportSettings = {
  touchpointId: null,
  sendId: null,
  from: '',
  to: '',
  breakdown: null,
  count: 'patients',
};

/** A real calendar day written YYYY-MM-DD, as a date field gives it. */
function dayOf(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : '';
}

/**
 * The settings an address holds for this campaign: a touchpoint it does not have, a send of another
 * touchpoint, a date that is not one, an unknown breakdown or count is left at its default.
 */
export function settingsFromSearch(search: URLSearchParams, overview: CampaignOverview): ReportSettings {
  const touchpoint = overview.touchpoints.find((item) => item.id === idOf(search.get('touchpoint')));
  const send = touchpoint?.sends.find((item) => item.id === idOf(search.get('send')));
  const breakdown = search.get('breakdown') ?? '';
  return {
    touchpointId: touchpoint?.id ?? null,
    sendId: send?.id ?? null,
    from: dayOf(search.get('from')),
    to: dayOf(search.get('to')),
    breakdown: isReportBreakdown(breakdown) ? breakdown : null,
    count: search.get('count') === 'events' ? 'events' : 'patients',
  };
}

/** The query string of the settings, without the ones left at their default. */
export function searchOfSettings(settings: Partial<ReportSettings>): string {
  const search = new URLSearchParams();
  if (settings.touchpointId) search.set('touchpoint', String(settings.touchpointId));
  if (settings.touchpointId && settings.sendId) search.set('send', String(settings.sendId));
  if (settings.from) search.set('from', settings.from);
  if (settings.to) search.set('to', settings.to);
  if (settings.breakdown) search.set('breakdown', settings.breakdown);
  if (settings.count === 'events') search.set('count', 'events');
  const text = search.toString();
  return text ? `?${text}` : '';
}
