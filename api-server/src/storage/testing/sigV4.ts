import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, written from AWS's description of the algorithm so the fake S3
 * server checks the SDK's signatures independently of the SDK.
 */

export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** The key for one day, region and service, derived from the secret in four HMAC steps. */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** The path as S3 canonicalises it: each segment decoded, then encoded once. */
export function canonicalUri(rawPath: string): string {
  return rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

/** Query pairs decoded from a raw query string (`+` is a literal plus, as S3 reads it). */
export function parseQuery(rawQuery: string): [string, string][] {
  if (rawQuery === '') return [];
  return rawQuery.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

export function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `name:value\n` for each signed header, values trimmed and inner runs of spaces collapsed. */
export function canonicalHeaders(
  headers: Record<string, string | string[] | undefined>,
  signed: string[],
): string | null {
  let text = '';
  for (const name of signed) {
    const raw = headers[name];
    if (raw === undefined) return null;
    const values = Array.isArray(raw) ? raw : [raw];
    text += `${name}:${values.map((value) => value.trim().replace(/\s+/g, ' ')).join(',')}\n`;
  }
  return text;
}

export interface CanonicalRequestParts {
  method: string;
  rawPath: string;
  query: [string, string][];
  headers: Record<string, string | string[] | undefined>;
  signedHeaders: string[];
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalRequestParts): string | null {
  const headerText = canonicalHeaders(parts.headers, parts.signedHeaders);
  if (headerText === null) return null;
  return [
    parts.method,
    canonicalUri(parts.rawPath),
    canonicalQuery(parts.query),
    headerText,
    parts.signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n');
}

/** The hex signature of a canonical request for a credential scope `<date>/<region>/<service>/aws4_request`. */
export function signature(secret: string, amzDate: string, scope: string, request: string): string {
  const [date = '', region = '', service = ''] = scope.split('/');
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(request)].join('\n');
  return createHmac('sha256', signingKey(secret, date, region, service))
    .update(stringToSign)
    .digest('hex');
}

export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `20260301T090000Z` → a Date, or null when malformed. */
export function parseAmzDate(value: string | undefined): Date | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
