import { scrubText } from './scrubText';

/** Identifiers the SDK generates; a run of digits in one is not a phone number. */
const IDENTIFIER_KEY = /(?:^|_)id$|^sid$|^__span$/;
/**
 * Raw values the SDK copies as they are: cookies and headers of the page's request, and the
 * arguments of a console call or of a wrapped callback, which can be whole patient records.
 */
const DROPPED_KEYS = new Set(['cookies', 'headers', 'query_string', 'arguments']);
/**
 * The SDK's own bookkeeping on an event: scopes that refer to each other, read while the envelope
 * is built and never sent. Walking into them would never end.
 */
const INTERNAL_KEYS = new Set(['sdkProcessingMetadata']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** What is sent is JSON: strings are cleaned, plain objects and arrays walked, the rest kept. */
function scrubValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return IDENTIFIER_KEY.test(key) ? value : scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item));
  if (!isPlainObject(value)) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    if (INTERNAL_KEYS.has(name)) scrubbed[name] = inner;
    else if (!DROPPED_KEYS.has(name)) scrubbed[name] = scrubValue(inner, name);
  }
  return scrubbed;
}

interface ReportBreadcrumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

interface ReportEvent {
  request?: { url?: string };
  breadcrumbs?: ReportBreadcrumb[];
}

/**
 * Cleans a breadcrumb. A console line is free text that may print anything, a patient's name
 * included, with no shape to recognise it by, so only its level and time are kept.
 */
export function scrubBreadcrumb<B extends ReportBreadcrumb>(breadcrumb: B): B {
  if (breadcrumb.category === 'console') {
    const kept = { ...breadcrumb };
    delete kept.message;
    delete kept.data;
    return kept;
  }
  return scrubValue(breadcrumb) as B;
}

/**
 * Cleans an error or transaction event: every text in it, every breadcrumb, and the request, of
 * which only the scrubbed page address is kept.
 */
export function scrubEvent<E extends object>(event: E): E {
  const { request, breadcrumbs, ...rest }: ReportEvent = event;
  const scrubbed = scrubValue(rest) as ReportEvent;
  if (request) scrubbed.request = request.url === undefined ? {} : { url: scrubText(request.url) };
  if (breadcrumbs) scrubbed.breadcrumbs = breadcrumbs.map(scrubBreadcrumb);
  return scrubbed as E;
}

/** Cleans a span sent on its own (an interaction's timing) or inside a transaction. */
export function scrubSpan<S extends object>(span: S): S {
  return scrubValue(span) as S;
}
