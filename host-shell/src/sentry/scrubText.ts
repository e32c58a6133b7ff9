/**
 * Error reports leave the browser for a third party, so any text in them (messages, breadcrumbs,
 * span names and attributes) is cleaned of what could identify a patient or open an account:
 * - link tokens and reset tokens, which travel in page paths (`/i/<token>`, `/password/reset/<token>`)
 *   and in the API's (`/api/interactions/<token>/…`), and the signed key of an unsubscribe link
 *   (`/u/<key>/<signature>`, `/api/unsubscribe/<key>.<signature>`);
 * - query strings and URL fragments, where searches (`?query_string=<surname>`) and filters go;
 * - e-mail addresses, dates (a date of birth is one) and phone numbers;
 * - double-quoted literals, the form in which the browser quotes data in its own messages
 *   (`"Smith, Jane" is not valid JSON`) and the SDK quotes element labels (`[aria-label="..."]`).
 * What is left, the shape of the message and the path of the page, is what a developer needs.
 */

const REDACTED = '[redacted]';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';

/** Applied in order: URL parts first, so that a date inside a query string goes with the query. */
const RULES: readonly [RegExp, string][] = [
  [/(\/i\/|\/password\/reset\/|\/api\/interactions\/)[^/?#\s"'<>)]+/g, `$1${REDACTED}`],
  // An unsubscribe link: its page's two segments (`/u/<key>/<signature>`) or the API's one token.
  [/(\/u\/|\/api\/unsubscribe\/)[^/?#\s"'<>)]+(?:\/[^/?#\s"'<>)]+)?/g, `$1${REDACTED}`],
  // A query or fragment runs to the next space, quote or bracket; punctuation ending a sentence stays.
  [/\?[^\s"'<>)]*[^\s"'<>),.;:!]/g, ''],
  [/(\/[^\s#"'<>]*)#[^\s"'<>)]*[^\s"'<>),.;:!]/g, '$1'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  [/(?<![\d.])\d{4}-\d{1,2}-\d{1,2}(?![\d.])/g, '[date]'],
  [/(?<![\d.])\d{1,2}([./-])\d{1,2}\1(?:\d{4}|\d{2})(?![\d.])/g, '[date]'],
  [new RegExp(`(?<![\\w.])\\d{1,2}\\.? ${MONTH},? \\d{4}(?!\\d)`, 'gi'), '[date]'],
  [new RegExp(`(?<![\\w.])${MONTH} \\d{1,2},? \\d{4}(?!\\d)`, 'gi'), '[date]'],
  [/(?<![\w.])\+?\d(?:[\s().-]{0,2}\d){8,}(?![\w.])/g, '[phone]'],
];

const QUOTED = /(\[type=)?"[^"\n]*"/g;

/** Removes secrets and personal details from a piece of text that is about to be reported. */
export function scrubText(text: string): string {
  const cleaned = RULES.reduce(
    (scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement),
    text,
  );
  // `[type="submit"]` in a clicked element's description names no one and says what was clicked.
  return cleaned.replace(QUOTED, (literal, typeAttribute?: string) =>
    typeAttribute ? literal : `"${REDACTED}"`,
  );
}
