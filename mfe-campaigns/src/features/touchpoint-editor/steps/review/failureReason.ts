/**
 * How the studio words the reason code of a failed or bounced message. The codes come from the
 * delivery engine: its own (`sms_not_configured`, `unexpected_error`), a provider's refusal prefixed
 * with the provider (`sendgrid_…`, `twilio_…`, `smtp_…`, Twilio's numbered errors as
 * `twilio_<number>`, a mail server's refusal of the recipient as `smtp_recipient_refused`), a
 * provider's report (`dropped`, `bounce`, `blocked`), and `unknown` for one recorded without a code.
 *
 * The strings under `deliveries.failureReasons` are named by the codes they word; a provider's
 * trouble that every provider can have is worded once under `provider`, with the provider's name.
 */
export interface FailureWording {
  /** The keys to try in turn, under `deliveries.failureReasons`; the last always has a string. */
  keys: string[];
  values: Record<string, string>;
}

/** Provider names stay as the providers spell them, in every language. */
const serviceNames: Record<string, string> = { sendgrid: 'SendGrid', twilio: 'Twilio', smtp: 'SMTP' };

/** SMTP troubles as the mail library names them, by the provider trouble they are. */
const smtpTroubles: Record<string, string> = {
  eauth: 'credentials_rejected',
  etimedout: 'timeout',
  econnection: 'unreachable',
  econnrefused: 'unreachable',
  esocket: 'unreachable',
  edns: 'unreachable',
};

/** The wording of a failure code; a code it does not know is shown as it is, with a generic label. */
export function failureWording(code: string): FailureWording {
  const [, provider = '', rest = ''] = /^(sendgrid|twilio|smtp)_(.+)$/.exec(code) ?? [];
  const service = serviceNames[provider] ?? '';
  const status = /^http_(\d)\d\d$/.exec(rest)?.[1];
  const trouble = smtpTroubles[rest] ?? (status ? (status === '5' ? 'unavailable' : 'rejected') : rest);
  const numbered = provider === 'twilio' && /^\d+$/.test(rest);
  return {
    keys: [code, ...(service ? [`provider.${trouble}`] : []), numbered ? 'twilio_error' : 'other'],
    values: { service, code, number: rest },
  };
}
