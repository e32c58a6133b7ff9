import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { twilioSignature } from '../integrations/twilio/twilioSignature.js';

/** An SMS the dev sink took through its Twilio Messages API. */
export interface SinkSms {
  sid: string;
  accountSid: string;
  to: string;
  /** The sending number; null when a messaging service was named instead. */
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  numSegments: number;
  /** queued (accepted through a messaging service), then sent, then delivered. */
  status: string;
  statusCallback: string | null;
  /** When it was taken (ISO 8601). */
  date: string;
}

/** How the sink's next Messages request misbehaves, once; tests set one and it clears itself. */
export interface SmsTroubles {
  /** Answer 500. */
  failOnce?: boolean;
  /** Answer 429 with this `Retry-After` (seconds). */
  rateLimitOnce?: number;
  /** Never answer, until the sink closes. */
  hangOnce?: boolean;
}

/** A patient's reply, posted to the platform's incoming-message webhook as Twilio would. */
export interface PatientReply {
  /** The patient's number. */
  from: string;
  /** The platform's number (or any sender) the patient answers. */
  to: string;
  body: string;
  /** The webhook's full URL, as the signature covers it. */
  url: string;
  /** The account's auth token, which Twilio signs with. */
  authToken: string;
  /** By default the account of the newest SMS the sink took for `from`. */
  accountSid?: string;
}

/** The Twilio half of the dev sink: Messages API, stored SMS, status callbacks, patient replies. */
export interface SmsSink {
  list(): SinkSms[];
  clear(): void;
  troubles: SmsTroubles;
  /** Answers a call of Twilio's Messages API; false, with nothing answered, for any other request. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean;
  /** Posts a signed incoming-message webhook; resolves with the HTTP status it was answered with. */
  replyFromPatient(reply: PatientReply): Promise<number>;
  /** Drops the status callbacks still to come. */
  close(): void;
}

const API_VERSION = '2010-04-01';
const messagesPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const accountPath = /^\/2010-04-01\/Accounts\/([^/]+)\.json$/;
const accountSidFormat = /^AC[0-9a-f]{32}$/i;
const authTokenFormat = /^[0-9a-f]{32}$/i;
const e164 = /^\+[1-9]\d{1,14}$/;
const keep = 200;
const maxFormBytes = 64 * 1024;
/** The account a reply names when the sink has sent nothing to that number. */
const placeholderAccountSid = `AC${'0'.repeat(32)}`;

function twilioError(
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(
    JSON.stringify({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
      status,
    }),
  );
}

function basicAuth(header: string | undefined): { user: string; password: string } | null {
  const encoded = /^Basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (encoded === undefined) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

async function readForm(request: IncomingMessage): Promise<Record<string, string> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxFormBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Segments roughly as a handset counts them: GSM-7 for plain ASCII text, UCS-2 for anything else. */
function segments(body: string): number {
  const [single, part] = /^[\x20-\x7e\r\n]*$/.test(body) ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / part);
}

/** The message resource as Twilio answers its creation. */
function resource(sms: SinkSms) {
  const date = new Date(sms.date).toUTCString().replace('GMT', '+0000');
  const uri = `/${API_VERSION}/Accounts/${sms.accountSid}/Messages/${sms.sid}`;
  return {
    account_sid: sms.accountSid,
    api_version: API_VERSION,
    body: sms.body,
    date_created: date,
    date_sent: null,
    date_updated: date,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: sms.from,
    messaging_service_sid: sms.messagingServiceSid,
    num_media: '0',
    // Through a messaging service no sender is chosen yet, so Twilio answers 0.
    num_segments: String(sms.from === null ? 0 : sms.numSegments),
    price: null,
    price_unit: 'USD',
    sid: sms.sid,
    status: sms.status,
    subresource_uris: { media: `${uri}/Media.json` },
    to: sms.to,
    uri: `${uri}.json`,
  };
}

/** A form too large to read can only be that large because of its body. */
const tooLong: [number, string] = [21617, 'The concatenated message body exceeds the 1600 character limit.'];

/** Why Twilio would refuse these fields, as its error code and message; null when it would not. */
function refusal(form: Record<string, string>): [number, string] | null {
  if (!form.To) return [21604, "A 'To' phone number is required."];
  if (!e164.test(form.To)) return [21211, "Invalid 'To' Phone Number"];
  if (!form.From && !form.MessagingServiceSid) return [21603, "A 'From' phone number is required."];
  if (!form.Body) return [21602, 'Message body is required.'];
  if (form.Body.length > 1600) return tooLong;
  return null;
}

async function postForm(url: string, authToken: string, params: Record<string, string>, signal: AbortSignal) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params),
    signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Creates the Twilio half of the dev sink; the mail sink's HTTP server routes to it. With `accounts`
 * (SID → auth token) it knows only those accounts, as Twilio does; without, it cannot know an
 * account's real token and takes any SID and token of Twilio's shape.
 */
export function createSmsSink(accounts?: Readonly<Record<string, string>>): SmsSink {
  let store: SinkSms[] = [];
  const troubles: SmsTroubles = {};
  const timers = new Set<NodeJS.Timeout>();
  const stopped = new AbortController();

  async function callback(sms: SinkSms, status: string, authToken: string) {
    if (sms.statusCallback === null) return;
    const params: Record<string, string> = {
      AccountSid: sms.accountSid,
      ApiVersion: API_VERSION,
      MessageSid: sms.sid,
      MessageStatus: status,
      SmsSid: sms.sid,
      SmsStatus: status,
      To: sms.to,
      ...(sms.from === null ? {} : { From: sms.from }),
      ...(sms.messagingServiceSid === null ? {} : { MessagingServiceSid: sms.messagingServiceSid }),
    };
    try {
      await postForm(sms.statusCallback, authToken, params, stopped.signal);
    } catch {
      // Like Twilio, the sink does not insist on a callback nobody took; it tells nobody what was in it.
    }
  }

  /** Moves a taken SMS on to sent and delivered, posting each status when a callback was given. */
  function deliverSoon(sms: SinkSms, authToken: string) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void (async () => {
        for (const status of ['sent', 'delivered']) {
          if (stopped.signal.aborted) return;
          sms.status = status;
          await callback(sms, status, authToken);
        }
      })();
    }, 10);
    timers.add(timer);
  }

  /** The request's credentials when they sign in as `accountSid`; else answers 401 and gives null. */
  function signedIn(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    const auth = basicAuth(request.headers.authorization);
    const known = accounts
      ? auth !== null && accounts[auth.user] === auth.password
      : auth !== null && accountSidFormat.test(auth.user) && authTokenFormat.test(auth.password);
    if (!auth || auth.user !== accountSid || !known) {
      twilioError(response, 401, 20003, 'Authenticate', { 'www-authenticate': 'Basic realm="Twilio API"' });
      return null;
    }
    return auth;
  }

  /** The account resource, as Twilio answers `GET /Accounts/{sid}.json` to the account itself. */
  function fetchAccount(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    if (!signedIn(request, response, accountSid)) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        sid: accountSid,
        friendly_name: 'Dev sink account',
        status: 'active',
        type: 'Full',
        uri: `/${API_VERSION}/Accounts/${accountSid}.json`,
      }),
    );
  }

  async function createMessage(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    if (troubles.hangOnce) {
      delete troubles.hangOnce;
      return;
    }
    if (troubles.failOnce) {
      delete troubles.failOnce;
      twilioError(response, 500, 20500, 'Internal Server Error');
      return;
    }
    if (troubles.rateLimitOnce !== undefined) {
      const seconds = troubles.rateLimitOnce;
      delete troubles.rateLimitOnce;
      twilioError(response, 429, 20429, 'Too Many Requests', { 'retry-after': String(seconds) });
      return;
    }
    const auth = signedIn(request, response, accountSid);
    if (!auth) return;
    const form = await readForm(request);
    if (form === null) {
      twilioError(response, 400, ...tooLong);
      return;
    }
    const refused = refusal(form);
    if (refused !== null) {
      twilioError(response, 400, ...refused);
      return;
    }
    const from = form.From || null;
    const sms: SinkSms = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      accountSid,
      to: form.To ?? '',
      from,
      messagingServiceSid: form.MessagingServiceSid || null,
      body: form.Body ?? '',
      numSegments: segments(form.Body ?? ''),
      status: from === null ? 'accepted' : 'queued',
      statusCallback: form.StatusCallback || null,
      date: new Date().toISOString(),
    };
    store = [sms, ...store].slice(0, keep);
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(JSON.stringify(resource(sms)));
    deliverSoon(sms, auth.password);
  }

  return {
    list: () => store,
    clear: () => {
      store = [];
    },
    troubles,
    handle(request, response, url) {
      const ownAccount = accountPath.exec(url.pathname)?.[1];
      if (request.method === 'GET' && ownAccount !== undefined) {
        fetchAccount(request, response, ownAccount);
        return true;
      }
      const accountSid = messagesPath.exec(url.pathname)?.[1];
      if (request.method !== 'POST' || accountSid === undefined) return false;
      createMessage(request, response, accountSid).catch(() => {
        if (!response.headersSent) twilioError(response, 500, 20500, 'Internal Server Error');
      });
      return true;
    },
    replyFromPatient(reply) {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const accountSid =
        reply.accountSid ?? store.find((sms) => sms.to === reply.from)?.accountSid ?? placeholderAccountSid;
      return postForm(
        reply.url,
        reply.authToken,
        {
          AccountSid: accountSid,
          ApiVersion: API_VERSION,
          Body: reply.body,
          From: reply.from,
          MessageSid: sid,
          NumMedia: '0',
          NumSegments: String(segments(reply.body)),
          SmsMessageSid: sid,
          SmsSid: sid,
          SmsStatus: 'received',
          To: reply.to,
        },
        stopped.signal,
      );
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopped.abort();
    },
  };
}
