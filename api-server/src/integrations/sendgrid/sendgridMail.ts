import { DeliveryFailure, type EmailProvider, type EmailToSend } from '../messaging/messaging.js';
import { retryAfterMs } from '../providerHttp.js';

/** Where SendGrid's API is, and how long one Mail Send call may take before it counts as failed. */
export interface SendgridMailSettings {
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The v3 Mail Send body of one message: one personalization whose custom arg `message_key` carries the
 * idempotency key back in every event of the message, and either the dynamic template with its data or
 * the rendered subject and content (text/plain first, as SendGrid requires). An empty content part or
 * sender name is left out, as SendGrid refuses empty strings.
 */
function mailSendBody(message: EmailToSend) {
  const { template } = message;
  return {
    personalizations: [
      {
        to: [{ email: message.to }],
        custom_args: { message_key: message.idempotencyKey },
        ...(template ? { dynamic_template_data: template.data } : {}),
      },
    ],
    from: { email: message.from.email, ...(message.from.name ? { name: message.from.name } : {}) },
    ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
    ...(template
      ? { template_id: template.id }
      : {
          subject: message.subject,
          content: [
            { type: 'text/plain', value: message.text },
            { type: 'text/html', value: message.html },
          ].filter((part) => part.value !== ''),
        }),
  };
}

/** How long SendGrid asks a client to wait after a 429: until `X-RateLimit-Reset`, else `Retry-After`. */
function rateLimitWaitMs(headers: Headers, now: number): number | null {
  const reset = headers.get('x-ratelimit-reset');
  if (reset !== null && /^\d+$/.test(reset.trim())) return Math.max(0, Number(reset) * 1000 - now);
  return retryAfterMs(headers.get('retry-after'), now);
}

/** The failure a status other than 2xx stands for. SendGrid's error text is not kept: it can quote addresses. */
function failureOf(response: Response): DeliveryFailure {
  const { status } = response;
  if (status === 429) {
    return new DeliveryFailure('sendgrid_rate_limited', true, rateLimitWaitMs(response.headers, Date.now()));
  }
  if (status === 401 || status === 403) return new DeliveryFailure('sendgrid_credentials_rejected', false);
  if (status >= 500) return new DeliveryFailure('sendgrid_unavailable', true);
  return new DeliveryFailure('sendgrid_rejected', false);
}

/**
 * An {@link EmailProvider} that hands each message to SendGrid's v3 Mail Send, with the account's API
 * key as a bearer token. One call per message and no retries here: the delivery engine decides.
 */
export function createSendgridEmailProvider(settings: SendgridMailSettings, apiKey: string): EmailProvider {
  const url = new URL('v3/mail/send', `${settings.baseUrl.replace(/\/+$/, '')}/`);
  return {
    name: 'sendgrid',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(mailSendBody(message)),
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new DeliveryFailure(timedOut ? 'sendgrid_timeout' : 'sendgrid_unreachable', true);
      }
      await response.body?.cancel();
      if (!response.ok) throw failureOf(response);
      const providerMessageId = response.headers.get('x-message-id');
      // Not temporary: SendGrid did take the message, and sending it again could deliver it twice.
      if (!providerMessageId) throw new DeliveryFailure('sendgrid_no_message_id', false);
      return { providerMessageId };
    },
    close() {
      // Nothing to release: fetch's connection pool is the process's.
    },
  };
}
