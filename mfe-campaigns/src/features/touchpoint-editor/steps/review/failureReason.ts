/**
 * How the studio words a delivery failure code. The codes come from the delivery engine: its own
 * (`sms_not_configured`, `unexpected_error`), a provider's refusal prefixed with the provider
 * (`sendgrid_…`, `twilio_…`, `smtp_…`, Twilio's numbered errors as `twilio_<number>`), a provider's
 * report (`dropped`), and `unknown` for a failure recorded without one.
 */
export interface FailureWording {
  /** The key under `deliveries.failureReasons`. */
  key: string;
  values: Record<string, string>;
}

/** Provider names stay as the providers spell them, in every language. */
const serviceNames: Record<string, string> = { sendgrid: 'SendGrid', twilio: 'Twilio', smtp: 'SMTP' };

const exact: Record<string, string> = {
  sms_not_configured: 'smsNotConfigured',
  unexpected_error: 'unexpectedError',
  unknown: 'noReason',
  dropped: 'dropped',
  smtp_eenvelope: 'addressRefused',
  smtp_emessage: 'messageRefused',
  smtp_etls: 'secureConnection',
};

/** Twilio's numbered errors that a care team can act on. */
const twilioErrors: Record<string, string> = {
  '21211': 'invalidNumber',
  '21408': 'regionNotAllowed',
  '21610': 'stopReply',
  '21614': 'notMobile',
  '30003': 'handsetUnreachable',
  '30004': 'blocked',
  '30005': 'unknownNumber',
  '30006': 'landline',
  '30007': 'carrierFiltered',
};

/** What went wrong with a provider, by the rest of its code (SMTP's as the mail library names them). */
const serviceTroubles: Record<string, string> = {
  rate_limited: 'rateLimited',
  credentials_rejected: 'credentialsRejected',
  eauth: 'credentialsRejected',
  unavailable: 'unavailable',
  timeout: 'timeout',
  etimedout: 'timeout',
  unreachable: 'unreachable',
  econnection: 'unreachable',
  econnrefused: 'unreachable',
  econnreset: 'unreachable',
  esocket: 'unreachable',
  edns: 'unreachable',
  enotfound: 'unreachable',
  rejected: 'rejected',
  no_message_id: 'unreadableAnswer',
  unreadable_answer: 'unreadableAnswer',
};

/** The wording of a failure code; a code it does not know is shown as it is, with a generic label. */
export function failureWording(code: string): FailureWording {
  const known = exact[code];
  if (known) return { key: known, values: {} };
  const [, provider = '', rest = ''] = /^(sendgrid|twilio|smtp)_(.+)$/.exec(code) ?? [];
  const service = serviceNames[provider];
  if (service) {
    const trouble = serviceTroubles[rest];
    if (trouble) return { key: trouble, values: { service } };
    const status = /^http_(\d{3})$/.exec(rest)?.[1];
    if (status) return { key: Number(status) >= 500 ? 'unavailable' : 'rejected', values: { service } };
    if (provider === 'twilio' && /^\d+$/.test(rest)) {
      const twilio = twilioErrors[rest];
      return twilio ? { key: twilio, values: {} } : { key: 'smsProviderCode', values: { code: rest } };
    }
  }
  return { key: 'other', values: { code } };
}
