/**
 * Link tokens and reset tokens travel in page paths (`/i/<token>`, `/password/reset/<token>`).
 * They are secrets that open a patient's content or a staff account, so they never leave the
 * browser in an error report.
 */
const SECRET_SEGMENTS = [/(\/i\/)[^/?#]+/g, /(\/password\/reset\/)[^/?#]+/g];

export function scrubUrl(url: string): string {
  return SECRET_SEGMENTS.reduce((scrubbed, pattern) => scrubbed.replace(pattern, '$1[redacted]'), url);
}

interface ReportEvent {
  transaction?: string;
  request?: { url?: string; query_string?: unknown; cookies?: unknown; headers?: unknown };
  breadcrumbs?: ReportBreadcrumb[];
}

interface ReportBreadcrumb {
  data?: Record<string, unknown>;
}

/** Removes secret path segments, query strings and cookies from a breadcrumb. */
export function scrubBreadcrumb<B extends ReportBreadcrumb>(breadcrumb: B): B {
  if (!breadcrumb.data) return breadcrumb;
  const data = { ...breadcrumb.data };
  for (const key of ['url', 'from', 'to']) {
    const value = data[key];
    if (typeof value === 'string') data[key] = scrubUrl(value.split('?')[0] ?? value);
  }
  return { ...breadcrumb, data };
}

/** Removes secret path segments, query strings, cookies and headers from an error event. */
export function scrubEvent<E extends ReportEvent>(event: E): E {
  const scrubbed: E = { ...event };
  if (event.request) {
    const { url } = event.request;
    scrubbed.request = { url: url ? scrubUrl(url.split('?')[0] ?? url) : url };
  }
  if (event.transaction) scrubbed.transaction = scrubUrl(event.transaction);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}
