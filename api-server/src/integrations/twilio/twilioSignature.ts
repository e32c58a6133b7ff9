import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (`X-Twilio-Signature`): base64 of HMAC-SHA1 under the account's auth
 * token over the full URL Twilio called (query string included) followed by every POST parameter's
 * name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const hmac = createHmac('sha1', authToken).update(url);
  for (const name of Object.keys(params).sort()) hmac.update(`${name}${params[name] ?? ''}`);
  return hmac.digest('base64');
}

/**
 * Whether a request carries Twilio's signature of `url` and `params` under `authToken`; false for a
 * missing, repeated or malformed header. The comparison takes the same time wherever it differs.
 */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signatureHeader: string | readonly string[] | null | undefined,
): boolean {
  if (typeof signatureHeader !== 'string') return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signatureHeader);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
