import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { DeliveryFailure, type Accepted, type SmsProvider, type SmsToSend } from '../messaging/messaging.js';
import { retryAfterMs } from '../providerHttp.js';

export const TWILIO_API_URL = 'https://api.twilio.com';

/** Where Twilio's API is and how long one call may take. */
export interface TwilioSettings {
  baseUrl: string;
  timeoutMs: number;
}

/** An account's credentials: its SID (AC…) and auth token, sent as HTTP Basic auth. */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

const createdMessage = z.object({ sid: z.string().min(1) });
const errorBody = z.object({ code: z.number().int() });

/** The account's SID and token as HTTP Basic auth, as Twilio's API takes them. */
function basicAuthorization(credentials: TwilioCredentials): string {
  return `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
}

/** The form Twilio's Messages API takes: a messaging service (MG…) picks its own sender. */
function messageForm(message: SmsToSend): URLSearchParams {
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  form.set(message.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', message.from);
  if (message.statusCallbackUrl !== null) form.set('StatusCallback', message.statusCallbackUrl);
  return form;
}

async function post(url: string, authorization: string, form: URLSearchParams, timeoutMs: number) {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: {
        authorization,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new DeliveryFailure(timedOut ? 'twilio_timeout' : 'twilio_unreachable', true);
  }
}

/** The answer's JSON read with `schema`; null when it is not JSON or not of that shape. */
async function readJson<T>(response: Response, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function failure(response: Response): Promise<DeliveryFailure> {
  const { status } = response;
  if (status === 429) {
    await response.body?.cancel();
    return new DeliveryFailure(
      'twilio_rate_limited',
      true,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  if (status >= 500) {
    await response.body?.cancel();
    return new DeliveryFailure(`twilio_http_${String(status)}`, true);
  }
  if (status === 401 || status === 403) {
    await response.body?.cancel();
    return new DeliveryFailure('twilio_credentials_rejected', false);
  }
  const body = await readJson(response, errorBody);
  return new DeliveryFailure(
    body === null ? `twilio_http_${String(status)}` : `twilio_${String(body.code)}`,
    false,
  );
}

/**
 * Sends SMS through one Twilio account's Messages API. It does not retry: the delivery engine decides
 * when a temporary failure is tried again.
 */
export function createTwilioSmsProvider(
  settings: TwilioSettings,
  credentials: TwilioCredentials,
): SmsProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    credentials.accountSid,
  )}/Messages.json`;
  const authorization = basicAuthorization(credentials);
  return {
    name: 'twilio',
    async send(message): Promise<Accepted> {
      const response = await post(url, authorization, messageForm(message), settings.timeoutMs);
      if (!response.ok) throw await failure(response);
      const created = await readJson(response, createdMessage);
      // Twilio took the message but its id cannot be read. Trying again could send the patient the
      // same SMS twice, so this failure is permanent.
      if (created === null) throw new DeliveryFailure('twilio_unreadable_answer', false);
      return { providerMessageId: created.sid };
    },
    close() {
      // Node's fetch pools its connections globally; this provider holds nothing of its own.
    },
  };
}

const account = z.object({ sid: z.string() });

/**
 * Whether Twilio knows this account SID with this auth token (`GET /Accounts/{sid}.json`): false when
 * it refuses them (401, 403, 404) or answers for another account. A Twilio that cannot be asked is
 * EXTERNAL_SERVICE_FAILED, so nothing is saved unchecked.
 */
export async function isTwilioAccount(
  settings: TwilioSettings,
  credentials: TwilioCredentials,
): Promise<boolean> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(
    credentials.accountSid,
  )}.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: basicAuthorization(credentials), accept: 'application/json' },
      signal: AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new ApiError('EXTERNAL_SERVICE_FAILED');
  }
  if ([401, 403, 404].includes(response.status)) {
    await response.body?.cancel();
    return false;
  }
  const known = response.ok ? await readJson(response, account) : null;
  if (known === null) {
    await response.body?.cancel().catch(() => undefined);
    throw new ApiError('EXTERNAL_SERVICE_FAILED');
  }
  return known.sid === credentials.accountSid;
}
