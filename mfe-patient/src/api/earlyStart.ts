import type { InteractionLink } from '@outreach/shared-contracts/core';

/**
 * What the page's start script (earlyStart.cjs, inline in the standalone index.html) asked for while
 * the bundle downloaded: the runtime config and the link's branding. Each is taken once; a page
 * without the script (the host, tests) gets null and asks itself.
 */
interface StartedRequests {
  token: string;
  config: Promise<unknown> | null;
  /** The address the branding was asked at, once the config named the API. */
  brandingUrl: string | null;
  branding: Promise<Response | null> | null;
  /** The branding's answer (a 2xx body, unchecked) once it has arrived. */
  link: unknown;
}

declare global {
  interface Window {
    __outreachPatientStart?: StartedRequests;
  }
}

function started(): StartedRequests | undefined {
  return typeof window === 'undefined' ? undefined : window.__outreachPatientStart;
}

/** The runtime config the start script fetched (its JSON, unchecked), or null. */
export function takeStartedConfig(): Promise<unknown> | null {
  const requests = started();
  const config = requests?.config ?? null;
  if (requests) requests.config = null;
  return config;
}

/**
 * The link's branding if the start script already has its answer, asked at exactly `url`: the
 * page can then draw the link's screen in its first render. Taken once, with the request itself.
 */
export function takeArrivedLink(url: string): InteractionLink | null {
  const requests = started();
  if (!requests || requests.brandingUrl !== url || !isInteractionLink(requests.link)) return null;
  const link = requests.link;
  requests.link = null;
  requests.branding = null;
  return link;
}

/** The fields the first screen reads; the body is the API's own answer to the contract's call. */
function isInteractionLink(value: unknown): value is InteractionLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Partial<Record<keyof InteractionLink, unknown>>;
  return (
    typeof link.state === 'string' &&
    typeof link.language === 'string' &&
    typeof link.branding === 'object' &&
    link.branding !== null
  );
}

/**
 * The branding answer the start script asked for, if it asked at exactly `url` (the contract's
 * address for this token), or null. A request that failed or was never made also answers null.
 */
export async function takeStartedBranding(url: string): Promise<Response | null> {
  const requests = started();
  const branding = requests?.branding ?? null;
  if (!requests || !branding) return null;
  requests.branding = null;
  try {
    const response = await branding;
    return requests.brandingUrl === url ? response : null;
  } catch {
    return null;
  }
}
